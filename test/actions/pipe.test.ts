import {
	apiRequests,
	cloudParams,
	locator,
	type LoggedRequest,
	runAction,
	SEED,
	type TestEnv,
	useEnv,
} from '../support/env';
import { expectCloudRequest, pipesPath, UNKNOWN_CLOUD_ID } from '../support/cloudRequests';
import { expectRefusedBeforeSending } from '../support/inputError';

const SECRETS = [
	'BROKER-PASSWORD',
	'SR-PASSWORD',
	'DB-PASSWORD',
	'SECRET-ROLE',
	'"password"',
	'"credentials"',
	'"roles"',
];

/** The only request of the run, checked for method, path, empty query, body and Basic auth. */
function onlyRequest(env: TestEnv, method: string, path: string, body?: unknown): LoggedRequest {
	const log = apiRequests(env);
	expect(log).toHaveLength(1);
	const [entry] = log;
	expectCloudRequest(entry, method, path, body);
	return entry;
}

/**
 * Update Settings: a GET of the settings, then one PUT of the whole map (every setting read
 * before, with the changes applied). Returns the PUT body.
 */
function readThenPut(
	env: TestEnv,
	path: string,
	before: Record<string, unknown>,
): Record<string, unknown> {
	const log = apiRequests(env);
	expect(log.map((entry) => [entry.method, entry.path])).toEqual([
		['GET', path],
		['PUT', path],
	]);
	const put = log[1].body as Record<string, unknown>;
	for (const name of Object.keys(before)) expect(put).toHaveProperty(name);
	return put;
}

function expectNoSecrets(output: unknown): void {
	const text = JSON.stringify(output);
	for (const secret of SECRETS) expect(text).not.toContain(secret);
}

/** Typed fields of a message broker pipe with secrets in every place a pipe has them. */
const createFields = () => ({
	specifyBody: 'fields',
	name: 'orders-v2',
	sourceKind: 'messageBroker',
	brokers: 'b-1:9092',
	topics: 'orders',
	format: 'JSONEachRow',
	messageBroker: {
		consumerGroup: 'g',
		authentication: 'PLAIN',
		offsetStrategy: 'from_timestamp',
		offsetTimestamp: '2025-02-01T00:00',
		sourceCredentials: { values: { username: 'user', password: 'BROKER-PASSWORD' } },
		schemaRegistry: {
			values: { url: 'https://sr.example.com', username: 'sr-user', password: 'SR-PASSWORD' },
		},
		validateSamples: false,
	},
	destinationDatabase: 'default',
	destinationTable: 'orders_v2',
	destination: {
		managedTable: true,
		roles: 'SECRET-ROLE',
		columns: {
			column: [
				{ name: 'id', type: 'String' },
				{ name: 'ts', type: 'DateTime' },
			],
		},
		tableDefinition: {
			engineType: 'ReplacingMergeTree',
			engineVersionColumnId: 'ts',
			engineColumnIds: 'id',
			sortingKey: 'id',
			primaryKey: 'id',
		},
	},
	fieldMappings: {
		mapping: [
			{ sourceField: 'id', destinationField: 'id' },
			{ sourceField: 'time', destinationField: 'ts' },
		],
	},
	scaling: { replicas: 2, replicaMemoryGb: 0.5 },
	settings: { streaming_max_insert_wait_ms: 1000, object_storage_use_cluster_function: true },
});

const expectedCreateBody = {
	name: 'orders-v2',
	source: {
		messageBroker: {
			brokers: 'b-1:9092',
			topics: 'orders',
			consumerGroup: 'g',
			format: 'JSONEachRow',
			authentication: 'PLAIN',
			// 00:00 in the workflow's zone (n8n's default, America/New_York: UTC-5 in February), in UTC
			offset: { strategy: 'from_timestamp', timestamp: '2025-02-01T05:00' },
			credentials: { username: 'user', password: 'BROKER-PASSWORD' },
			schemaRegistry: {
				url: 'https://sr.example.com',
				credentials: { username: 'sr-user', password: 'SR-PASSWORD' },
			},
		},
		validateSamples: false,
	},
	destination: {
		database: 'default',
		table: 'orders_v2',
		managedTable: true,
		roles: ['SECRET-ROLE'],
		columns: [
			{ name: 'id', type: 'String' },
			{ name: 'ts', type: 'DateTime' },
		],
		tableDefinition: {
			engine: { type: 'ReplacingMergeTree', versionColumnId: 'ts', columnIds: ['id'] },
			sortingKey: ['id'],
			primaryKey: 'id',
		},
	},
	fieldMappings: [
		{ sourceField: 'id', destinationField: 'id' },
		{ sourceField: 'time', destinationField: 'ts' },
	],
	scaling: { replicas: 2, replicaMemoryGb: 0.5 },
	settings: { streaming_max_insert_wait_ms: 1000, object_storage_use_cluster_function: true },
};

/** The refusal of a create-only field in an update, as the node words it: the label, then the path inside it. */
function refusedChange(field: string): string {
	const [top, ...rest] = field.split('.');
	const label =
		({ source: 'Source', destination: 'Destination' } as Record<string, string>)[top] ?? top;
	const inside = rest.length ? ` (${rest.join('.')})` : '';
	return `Invalid '${label}'${inside}: it cannot be changed after the pipe is created [item 0]`;
}

describe('pipe (cloud)', () => {
	const env = useEnv();

	const run = (operation: string, extra: Record<string, unknown> = {}, options = {}) =>
		runAction(env, cloudParams('pipe', operation, extra), options);

	describe('create', () => {
		it('sends the typed fields as the pipe body and returns the pipe without secrets', async () => {
			const [pipe] = (await run('create', createFields())).json('Node');
			onlyRequest(env, 'POST', pipesPath(), expectedCreateBody);
			expect(pipe).toMatchObject({
				name: 'orders-v2',
				state: 'Provisioning',
				serviceId: SEED.service,
				scaling: { replicas: 2, replicaMemoryGb: 0.5 },
			});
			expect(pipe.source.messageBroker).toMatchObject({
				brokers: 'b-1:9092',
				offset: { strategy: 'from_timestamp', timestamp: '2025-02-01T05:00' },
			});
			expect(pipe.source).not.toHaveProperty('validateSamples');
			expect(pipe.settings).toMatchObject({
				streaming_max_insert_wait_ms: 1000,
				object_storage_use_cluster_function: true,
				engine_max_threads: null,
			});
			expectNoSecrets(pipe);
			// the secrets did reach the service, which keeps them apart
			const stored = JSON.stringify(env.emulator.store.pipeSecrets.get(pipe.id));
			expect(stored).toContain('BROKER-PASSWORD');
			expect(stored).toContain('SECRET-ROLE');
		});

		it.each([
			[
				'objectStorage',
				{ url: 'https://bucket.example.com/logs/*.json', format: 'JSONEachRow' },
				{ objectStorage: { compression: 'gz' } },
				{ url: 'https://bucket.example.com/logs/*.json', format: 'JSONEachRow', compression: 'gz' },
			],
			[
				'managedStream',
				{ streamName: 'clicks', region: 'eu-west-1', iteratorType: 'LATEST', format: 'Avro' },
				{ managedStream: { authentication: 'IAM_ROLE', iamRole: 'role-1' } },
				{
					streamName: 'clicks',
					region: 'eu-west-1',
					iteratorType: 'LATEST',
					format: 'Avro',
					authentication: 'IAM_ROLE',
					iamRole: 'role-1',
				},
			],
			[
				'relationalDb',
				{ host: 'db.example.com', port: 6432, database: 'shop' },
				{
					relationalDb: {
						sourceCredentials: { values: { username: 'replicator', password: 'DB-PASSWORD' } },
					},
				},
				{
					host: 'db.example.com',
					port: 6432,
					database: 'shop',
					credentials: { username: 'replicator', password: 'DB-PASSWORD' },
				},
			],
		])(
			'sends the required %s inputs given at the top level, with the optional fields of its collection',
			async (kind, required, collection, expected) => {
				const [pipe] = (
					await run('create', {
						specifyBody: 'fields',
						name: `${kind}-pipe`,
						sourceKind: kind,
						...required,
						...collection,
						destinationDatabase: 'analytics',
						destinationTable: `${kind}_rows`,
						destination: { columns: { column: [{ name: 'id', type: 'String' }] } },
						fieldMappings: { mapping: [{ sourceField: 'id', destinationField: 'id' }] },
					})
				).json('Node');
				onlyRequest(env, 'POST', pipesPath(), {
					name: `${kind}-pipe`,
					source: { [kind]: expected },
					destination: {
						database: 'analytics',
						table: `${kind}_rows`,
						columns: [{ name: 'id', type: 'String' }],
					},
					fieldMappings: [{ sourceField: 'id', destinationField: 'id' }],
				});
				expect(pipe.destination).toMatchObject({ database: 'analytics', table: `${kind}_rows` });
				expect(pipe.source[kind]).toMatchObject(required);
				expectNoSecrets(pipe);
			},
		);

		it("reads both points in time in the workflow's time zone, not the host's, and sends them as the document types them", async () => {
			// The host runs in UTC; the workflow in Tokyo (UTC+9, no daylight saving time).
			expect(new Date(2025, 1, 1).getTimezoneOffset()).toBe(0);
			const settings = { timezone: 'Asia/Tokyo' };
			// The message broker's offset: UTC text in the document's form (e.g. 2021-01-01T00:00).
			for (const given of [
				'2025-02-01T09:30:00', // the picker's text: Tokyo wall time
				'02/01/2025 09:30', // a text of another form, also Tokyo wall time
				'2025-02-01T00:30:00.000Z', // an expression's ISO text with its zone
				1738369800000, // epoch milliseconds
			]) {
				env.emulator.clearRequests();
				const fields = createFields();
				fields.messageBroker = { ...fields.messageBroker, offsetTimestamp: given as string };
				const [broker] = (await run('create', fields, { settings })).json('Node');
				const sent = (
					apiRequests(env)[0].body as { source: { messageBroker: { offset: unknown } } }
				).source.messageBroker.offset;
				expect([given, sent]).toEqual([
					given,
					{ strategy: 'from_timestamp', timestamp: '2025-02-01T00:30' },
				]);
				expect(broker.source.messageBroker.offset).toEqual(sent);
			}

			// The managed stream's start: epoch seconds (the document's integer, e.g. 1615766400).
			for (const [given, seconds] of [
				['2021-03-15T09:00:00', 1615766400], // the picker's text: Tokyo wall time
				['2021-03-15T00:00:00Z', 1615766400], // an expression's ISO text with its zone
				['2021-03-15T01:00:00+01:00', 1615766400],
				[1615766400, 1615766400], // epoch seconds
				[1615766400123, 1615766400], // epoch milliseconds
			] as const) {
				env.emulator.clearRequests();
				const [pipe] = (
					await run(
						'create',
						{
							specifyBody: 'fields',
							name: 'stream-pipe',
							sourceKind: 'managedStream',
							streamName: 'clicks',
							region: 'eu-west-1',
							iteratorType: 'AT_TIMESTAMP',
							format: 'JSONEachRow',
							managedStream: { timestamp: given },
							destinationDatabase: 'analytics',
							destinationTable: 'clicks',
						},
						{ settings },
					)
				).json('Node');
				const sent = (apiRequests(env)[0].body as { source: { managedStream: object } }).source
					.managedStream;
				expect([given, sent]).toEqual([given, expect.objectContaining({ timestamp: seconds })]);
				expect(pipe.source.managedStream.timestamp).toBe(seconds);
			}
		});

		it("refuses a point in time that is no date before any request, naming the field's label", async () => {
			const fields = createFields();
			fields.messageBroker = { ...fields.messageBroker, offsetTimestamp: 'next tuesday' };
			const error = (await run('create', fields)).error('Node');
			expectRefusedBeforeSending(
				env,
				error,
				'Invalid \'Message Broker Source > Offset Timestamp\': "next tuesday" is not a date [item 0]',
			);
		});

		it('sends a JSON body as given, with the document fields the typed form does not show', async () => {
			const body = {
				name: 'cdc',
				source: {
					relationalDb: {
						host: 'db.internal',
						port: 5432,
						database: 'shop',
						authentication: 'basic',
						tlsHost: 'db.internal',
						skipCertVerification: false,
						credentials: { username: 'replicator', password: 'DB-PASSWORD' },
						settings: {
							syncIntervalSeconds: 10,
							allowNullableColumns: true,
							snapshotNumRowsPerPartition: 1000,
							replicationMode: 'cdc',
							deleteOnMerge: true,
						},
						tableMappings: [
							{
								sourceSchemaName: 'public',
								sourceTable: 'customers',
								targetTable: 'customers',
								excludedColumns: ['ssn'],
								tableEngine: 'ReplacingMergeTree',
								partitionKey: 'id',
							},
						],
					},
				},
				destination: { database: 'shop', table: 'customers', columns: [] },
			};
			const [pipe] = (
				await run('create', { specifyBody: 'json', jsonBody: JSON.stringify(body) })
			).json('Node');
			onlyRequest(env, 'POST', pipesPath(), body);
			expect(pipe.source.relationalDb).toMatchObject({
				authentication: 'basic',
				tlsHost: 'db.internal',
				settings: { snapshotNumRowsPerPartition: 1000, replicationMode: 'cdc' },
			});
			expectNoSecrets(pipe);
		});

		it('sends each offset strategy of the typed fields', async () => {
			for (const [strategy, expected] of [
				['from_beginning', { strategy: 'from_beginning' }],
				['from_latest', { strategy: 'from_latest' }],
			] as const) {
				env.emulator.clearRequests();
				const fields = createFields();
				fields.messageBroker = {
					...fields.messageBroker,
					offsetStrategy: strategy,
					offsetTimestamp: '',
				};
				const [pipe] = (await run('create', fields)).json('Node');
				expect(
					(apiRequests(env)[0].body as { source: { messageBroker: { offset: unknown } } }).source
						.messageBroker.offset,
				).toEqual(expected);
				expect(pipe.source.messageBroker.offset).toEqual(expected);
			}
		});

		it.each([
			[
				'a negative count of snapshot rows',
				{
					source: {
						relationalDb: { host: 'db.internal', settings: { snapshotNumRowsPerPartition: -500 } },
					},
				},
				/'Source' \(relationalDb.settings.snapshotNumRowsPerPartition\): -500 is below 0/,
			],
			[
				'a port past the TCP port space',
				{ source: { relationalDb: { host: 'db.internal', port: 70000 } } },
				/'Source' \(relationalDb.port\): 70000 is out of range/,
			],
			[
				'an offset without strategy',
				{
					source: {
						messageBroker: { brokers: 'b:9092', offset: { timestamp: '2025-01-01T00:00' } },
					},
				},
				/'Source' \(messageBroker.offset.strategy\): it is empty/,
			],
			[
				'from_timestamp without its timestamp',
				{
					source: { messageBroker: { brokers: 'b:9092', offset: { strategy: 'from_timestamp' } } },
				},
				/'Source' \(messageBroker.offset.timestamp\): the strategy from_timestamp needs a timestamp/,
			],
			[
				'credentials of two shapes',
				{
					source: {
						messageBroker: {
							brokers: 'b:9092',
							credentials: { username: 'u', password: 'BROKER-PASSWORD', secretKey: 's' },
						},
					},
				},
				/'Source' \(messageBroker.credentials\): it has the fields username, password, secretKey/,
			],
			[
				'concurrency -1',
				{ scaling: { concurrency: -1 } },
				/'Scaling > Concurrency': -1 is below 0/,
			],
			[
				'a fraction of a replica',
				{ scaling: { replicas: 1.5 } },
				/'Scaling > Replicas': 1.5 is not a whole number/,
			],
		])('refuses %s before any request', async (_label, change, message) => {
			const body = {
				name: 'p',
				source: { objectStorage: { url: 'https://b/x' } },
				destination: { database: 'd', table: 't', columns: [] },
				...change,
			};
			const error = (
				await run('create', { specifyBody: 'json', jsonBody: JSON.stringify(body) })
			).error('Node');
			expectRefusedBeforeSending(env, error, message);
			expect(`${error?.message} ${error?.description}`).not.toContain('BROKER-PASSWORD');
		});

		it.each([
			[
				"concurrency 35, above the documents' 34",
				{ scaling: { concurrency: 35 } },
				'scaling.concurrency',
			],
			[
				"a setting above the documents' range",
				{ settings: { object_storage_max_insert_bytes: 20 * 1024 ** 3 } },
				'settings.object_storage_max_insert_bytes',
			],
			['a name of 256 characters', { name: 'n'.repeat(256) }, 'name'],
			[
				'a host with scheme and port',
				{
					source: {
						relationalDb: {
							host: 'postgres://db.internal:5432',
							port: 5432,
							database: 'shop',
							credentials: { username: 'u', password: 'p' },
						},
					},
				},
				'source.relationalDb.host',
			],
		])(
			"sends %s (a newer server may take it); the server's 400 names the field",
			async (_label, change, field) => {
				const body = {
					name: 'p',
					source: { objectStorage: { url: 'https://b/x' } },
					destination: { database: 'd', table: 't', columns: [] },
					...change,
				};
				const error = (
					await run('create', { specifyBody: 'json', jsonBody: JSON.stringify(body) })
				).error('Node');
				const [sent] = apiRequests(env);
				expect(sent).toMatchObject({ method: 'POST', path: pipesPath() });
				expect(sent.body).toMatchObject(change);
				expect(error).toMatchObject({ name: 'NodeApiError', httpCode: '400' });
				expect(error?.message).toMatch(new RegExp(`^HTTP 400: .*${field.replace(/\./g, '\\.')}`));
			},
		);

		it('sends a schema registry address without scheme and a reverse private endpoint id of another form as given: the server judges them, and this one takes them', async () => {
			const body = {
				name: 'p',
				source: {
					messageBroker: {
						brokers: 'b:9092',
						topics: 't',
						schemaRegistry: { url: 'registry:8081' },
						reversePrivateEndpointIds: ['rpe-1'],
					},
				},
				destination: { database: 'd', table: 't', columns: [] },
			};
			const [pipe] = (
				await run('create', { specifyBody: 'json', jsonBody: JSON.stringify(body) })
			).json('Node');
			const [sent] = apiRequests(env);
			expect(sent).toMatchObject({ method: 'POST', path: pipesPath() });
			expect(sent.body).toMatchObject({ source: body.source });
			expect(pipe.id).toBeTruthy();
		});

		it('sends the message broker credentials of the shape filled in (IAM_USER access key)', async () => {
			const fields = createFields();
			fields.messageBroker = {
				...fields.messageBroker,
				authentication: 'IAM_USER',
				sourceCredentials: {
					values: {
						accessKeyId: 'AKIABROKER',
						secretKey: 'BROKER-PASSWORD',
						username: '',
						password: '',
					},
				},
			} as typeof fields.messageBroker;
			const [pipe] = (await run('create', fields)).json('Node');
			const sent = (
				apiRequests(env)[0].body as { source: { messageBroker: Record<string, unknown> } }
			).source.messageBroker;
			expect(sent).toMatchObject({
				authentication: 'IAM_USER',
				credentials: { accessKeyId: 'AKIABROKER', secretKey: 'BROKER-PASSWORD' },
			});
			expectNoSecrets(pipe);
			expect(JSON.stringify(env.emulator.store.pipeSecrets.get(pipe.id))).toContain('AKIABROKER');
		});

		it('refuses message broker credentials of no single shape before any request, naming the shapes', async () => {
			const fields = createFields();
			fields.messageBroker = {
				...fields.messageBroker,
				sourceCredentials: {
					values: { username: 'user', password: 'BROKER-PASSWORD', certificate: 'PEM' },
				},
			} as typeof fields.messageBroker;
			const error = (await run('create', fields)).error('Node');
			expectRefusedBeforeSending(
				env,
				error,
				"Invalid 'Source' (messageBroker.credentials): it has the fields certificate, password, username [item 0]",
			);
			expect(error?.description).toMatch(/\{certificate, privateKey\}/);
			expect(`${error?.message} ${error?.description}`).not.toContain('BROKER-PASSWORD');
		});

		it('takes concurrency 0 (scaled automatically)', async () => {
			const fields = { ...createFields(), scaling: { concurrency: 0 } };
			const [pipe] = (await run('create', fields)).json('Node');
			expect((apiRequests(env)[0].body as { scaling: unknown }).scaling).toEqual({
				concurrency: 0,
			});
			expect(pipe.scaling.concurrency).toBe(0);
		});

		it('names the unmapped destination column and sends nothing', async () => {
			const fields = createFields();
			fields.fieldMappings = { mapping: [{ sourceField: 'id', destinationField: 'id' }] };
			const error = (await run('create', fields)).error('Node');
			expectRefusedBeforeSending(env, error, /'Field Mappings'.*"ts"/);
		});

		it('requires a source of exactly one kind in JSON and sends nothing', async () => {
			const body = { ...expectedCreateBody, source: { messageBroker: {}, objectStorage: {} } };
			const error = (
				await run('create', { specifyBody: 'json', jsonBody: JSON.stringify(body) })
			).error('Node');
			expect(error?.message).toMatch(/'Source'.*messageBroker, objectStorage/);
			expect(apiRequests(env)).toHaveLength(0);
		});

		it('carries the 424 text of a service that is not running', async () => {
			const params = {
				...cloudParams('pipe', 'create', createFields()),
				serviceId: locator(SEED.idleService),
			};
			const error = (await runAction(env, params)).error('Node');
			expect(error?.message).toMatch(/424/);
			expect(error?.message).toMatch(/pipe creation is allowed only when the service is running/);
		});
	});

	describe('get', () => {
		it('returns the pipe', async () => {
			const [pipe] = (
				await run('get', { pipeId: locator(SEED.pipes.messageBroker), simplify: false })
			).json('Node');
			onlyRequest(env, 'GET', `${pipesPath()}/${SEED.pipes.messageBroker}`);
			expect(pipe).toMatchObject({
				id: SEED.pipes.messageBroker,
				name: 'orders-events',
				state: 'Running',
			});
			expect(pipe.source.messageBroker.brokers).toBeDefined();
			expectNoSecrets(pipe);
		});

		it('works with the list mode of the locator', async () => {
			const [pipe] = (await run('get', { pipeId: locator(SEED.pipes.objectStorage, 'list') })).json(
				'Node',
			);
			expect(pipe.id).toBe(SEED.pipes.objectStorage);
		});

		it('carries the 404 text of an unknown pipe', async () => {
			const error = (await run('get', { pipeId: locator(UNKNOWN_CLOUD_ID) })).error('Node');
			expect(error?.message).toMatch(/^HTTP 404: NOT_FOUND: Pipe .* not found/);
		});

		it('refuses a malformed id before any request', async () => {
			const error = (await run('get', { pipeId: locator('={{ "orders-events" }}') })).error('Node');
			expectRefusedBeforeSending(env, error, /'Pipe'.*not a UUID/);
		});
	});

	describe('getAll', () => {
		it('returns one item per pipe, and limit cuts', async () => {
			const all = (await run('getAll', { returnAll: true })).json('Node');
			onlyRequest(env, 'GET', pipesPath());
			expect(all.map((pipe: { id: string }) => pipe.id)).toEqual(Object.values(SEED.pipes));
			expectNoSecrets(all);
			env.emulator.clearRequests();
			const two = (await run('getAll', { returnAll: false, limit: 2 })).json('Node');
			expect(two.map((pipe: { id: string }) => pipe.id)).toEqual(
				all.slice(0, 2).map((pipe: { id: string }) => pipe.id),
			);
			onlyRequest(env, 'GET', pipesPath());
		});

		it('carries the 404 text of an unknown service', async () => {
			const params = {
				...cloudParams('pipe', 'getAll', { returnAll: true }),
				serviceId: locator(UNKNOWN_CLOUD_ID),
			};
			const error = (await runAction(env, params)).error('Node');
			expect(error?.message).toMatch(/^HTTP 404: NOT_FOUND: Service .* not found/);
		});
	});

	describe('update', () => {
		it('sends only the given typed fields as a PATCH', async () => {
			const [pipe] = (
				await run('update', {
					pipeId: locator(SEED.pipes.messageBroker),
					specifyBody: 'fields',
					name: 'orders-renamed',
					sourceKind: 'messageBroker',
					messageBroker: {
						authentication: 'SCRAM-SHA-256',
						sourceCredentials: { values: { username: 'u2', password: 'BROKER-PASSWORD' } },
					},
					settings: { engine_max_threads: 16 },
				})
			).json('Node');
			onlyRequest(env, 'PATCH', `${pipesPath()}/${SEED.pipes.messageBroker}`, {
				name: 'orders-renamed',
				source: {
					messageBroker: {
						authentication: 'SCRAM-SHA-256',
						credentials: { username: 'u2', password: 'BROKER-PASSWORD' },
					},
				},
				settings: { engine_max_threads: 16 },
			});
			expect(pipe).toMatchObject({
				name: 'orders-renamed',
				settings: { engine_max_threads: 16, streaming_max_insert_wait_ms: 1000 },
			});
			expect(pipe.source.messageBroker).toMatchObject({
				authentication: 'SCRAM-SHA-256',
				topics: 'orders',
				consumerGroup: 'pipes-orders',
			});
			expectNoSecrets(pipe);
		});

		it('adds and removes relational table mappings with the typed fields', async () => {
			const [pipe] = (
				await run('update', {
					pipeId: locator(SEED.pipes.relationalDb),
					specifyBody: 'fields',
					sourceKind: 'relationalDb',
					relationalDb: {
						host: 'db-2.internal',
						settings: { syncIntervalSeconds: 30 },
						tableMappingsToAdd: {
							mapping: [
								{
									sourceSchemaName: 'public',
									sourceTable: 'orders',
									targetTable: 'orders',
									tableEngine: 'ReplacingMergeTree',
								},
							],
						},
						tableMappingsToRemove: {
							mapping: [{ sourceSchemaName: 'public', sourceTable: 'customers' }],
						},
					},
				})
			).json('Node');
			onlyRequest(env, 'PATCH', `${pipesPath()}/${SEED.pipes.relationalDb}`, {
				source: {
					relationalDb: {
						host: 'db-2.internal',
						settings: { syncIntervalSeconds: 30 },
						tableMappingsToAdd: [
							{
								sourceSchemaName: 'public',
								sourceTable: 'orders',
								targetTable: 'orders',
								tableEngine: 'ReplacingMergeTree',
								useCustomSortingKey: false,
							},
						],
						tableMappingsToRemove: [{ sourceSchemaName: 'public', sourceTable: 'customers' }],
					},
				},
			});
			expect(pipe.source.relationalDb.host).toBe('db-2.internal');
			expect(pipe.source.relationalDb.tableMappings).toEqual([
				{
					sourceSchemaName: 'public',
					sourceTable: 'orders',
					targetTable: 'orders',
					tableEngine: 'ReplacingMergeTree',
					useCustomSortingKey: false,
				},
			]);
		});

		it.each([
			[
				'brokers',
				{ source: { messageBroker: { brokers: 'b-9:9092' } } },
				'source.messageBroker.brokers',
			],
			[
				'topics',
				{ source: { messageBroker: { topics: 'orders,returns' } } },
				'source.messageBroker.topics',
			],
			[
				'table mappings as a whole',
				{ source: { relationalDb: { tableMappings: [] } } },
				'source.relationalDb.tableMappings',
			],
			[
				'the destination table',
				{ destination: { table: 'orders_v3', columns: [] } },
				'destination.table',
			],
			['destination roles', { destination: { roles: ['SECRET-ROLE'] } }, 'destination.roles'],
			['a field the document does not have', { labels: { tier: 'gold' } }, 'labels'],
		])(
			'refuses to change %s, naming the field, before any request',
			async (_label, body, field) => {
				const error = (
					await run('update', {
						pipeId: locator(SEED.pipes.messageBroker),
						specifyBody: 'json',
						jsonBody: JSON.stringify(body),
					})
				).error('Node');
				expectRefusedBeforeSending(env, error, refusedChange(field));
				expect(error?.description).toMatch(/recreate the pipe/);
				expect(`${error?.message} ${error?.description}`).not.toContain('SECRET-ROLE');
			},
		);

		it('leaves the source alone when the kind is kept and replaces field mappings', async () => {
			await run('update', {
				pipeId: locator(SEED.pipes.managedStream),
				specifyBody: 'fields',
				sourceKind: 'keep',
				destination: { columns: { column: [{ name: 'ts', type: 'DateTime' }] } },
				fieldMappings: { mapping: [{ sourceField: 'time', destinationField: 'ts' }] },
			});
			onlyRequest(env, 'PATCH', `${pipesPath()}/${SEED.pipes.managedStream}`, {
				destination: { columns: [{ name: 'ts', type: 'DateTime' }] },
				fieldMappings: [{ sourceField: 'time', destinationField: 'ts' }],
			});
		});

		it('sends a JSON body of what a PATCH can change as given', async () => {
			const body = {
				source: {
					objectStorage: {
						authentication: 'IAM_ROLE',
						iamRole: 'arn:role/x',
						path: 'logs/*.json',
						skipInitialLoad: true,
					},
				},
			};
			const [pipe] = (
				await run('update', {
					pipeId: locator(SEED.pipes.objectStorage),
					specifyBody: 'json',
					jsonBody: JSON.stringify(body),
				})
			).json('Node');
			onlyRequest(env, 'PATCH', `${pipesPath()}/${SEED.pipes.objectStorage}`, body);
			expect(pipe.source.objectStorage).toMatchObject({
				authentication: 'IAM_ROLE',
				iamRole: 'arn:role/x',
				path: 'logs/*.json',
				format: 'JSONEachRow',
				url: expect.any(String),
			});
		});

		it('refuses scaling in an update and sends nothing', async () => {
			const error = (
				await run('update', {
					pipeId: locator(SEED.pipes.messageBroker),
					specifyBody: 'json',
					jsonBody: '{"scaling": {"replicas": 3}}',
				})
			).error('Node');
			expect(error?.name).toBe('NodeOperationError');
			expect(error?.message).toMatch(/'Scaling'/);
			expect(error?.description).toMatch(/Update Scaling/);
			expect(apiRequests(env)).toHaveLength(0);
		});

		it('carries the 404 text of an unknown pipe', async () => {
			const error = (
				await run('update', {
					pipeId: locator(UNKNOWN_CLOUD_ID),
					specifyBody: 'json',
					jsonBody: '{"name": "x"}',
				})
			).error('Node');
			expect(error?.message).toMatch(/^HTTP 404: NOT_FOUND: Pipe/);
		});
	});

	describe('delete', () => {
		it('returns {deleted: true, id}', async () => {
			const [out] = (await run('delete', { pipeId: locator(SEED.pipes.failed) })).json('Node');
			expect(out).toEqual({ deleted: true, id: SEED.pipes.failed });
			onlyRequest(env, 'DELETE', `${pipesPath()}/${SEED.pipes.failed}`);
			expect(env.emulator.store.svc(SEED.service).pipes.get(SEED.pipes.failed)).toBeUndefined();
		});

		it('carries the 404 text of an unknown pipe', async () => {
			const error = (await run('delete', { pipeId: locator(UNKNOWN_CLOUD_ID) })).error('Node');
			expect(error?.message).toMatch(/^HTTP 404: NOT_FOUND: Pipe/);
		});
	});

	describe('getSettings', () => {
		it('returns the flat settings object', async () => {
			const [settings] = (
				await run('getSettings', { pipeId: locator(SEED.pipes.messageBroker) })
			).json('Node');
			onlyRequest(env, 'GET', `${pipesPath()}/${SEED.pipes.messageBroker}/settings`);
			expect(Object.keys(settings)).toHaveLength(13); // the seed's twelve and messageBroker_read_committed
			expect(settings).toMatchObject({
				streaming_max_insert_wait_ms: 1000,
				engine_max_threads: 8,
				object_storage_concurrency: null,
			});
		});

		it('carries the 404 text of an unknown pipe', async () => {
			const error = (await run('getSettings', { pipeId: locator(UNKNOWN_CLOUD_ID) })).error('Node');
			expect(error?.message).toMatch(/^HTTP 404: NOT_FOUND: Pipe/);
		});
	});

	describe('updateSettings', () => {
		/** The settings as the server holds them before the update (read through the node). */
		const settingsNow = async (pipeId: string) => {
			const [settings] = (await run('getSettings', { pipeId: locator(pipeId) })).json('Node');
			env.emulator.clearRequests();
			return settings as Record<string, unknown>;
		};

		it('reads the settings, then sends the whole map with the set and reset ones applied, and returns the settings', async () => {
			const before = await settingsNow(SEED.pipes.messageBroker);
			const [settings] = (
				await run('updateSettings', {
					pipeId: locator(SEED.pipes.messageBroker),
					specifyBody: 'fields',
					settings: { engine_max_threads: 16, engine_parallel_view_processing: true },
					resetSettings: ['streaming_max_insert_wait_ms'],
				})
			).json('Node');
			const put = readThenPut(env, `${pipesPath()}/${SEED.pipes.messageBroker}/settings`, before);
			expect(put).toEqual({
				...before,
				engine_max_threads: 16,
				engine_parallel_view_processing: true,
				streaming_max_insert_wait_ms: null,
			});
			expect(settings).toMatchObject({
				engine_max_threads: 16,
				engine_parallel_view_processing: true,
				streaming_max_insert_wait_ms: null,
			});
			expect(Object.keys(settings)).toHaveLength(Object.keys(put).length);
		});

		it('sends a JSON map with numbers as numbers', async () => {
			const before = await settingsNow(SEED.pipes.objectStorage);
			await run('updateSettings', {
				pipeId: locator(SEED.pipes.objectStorage),
				specifyBody: 'json',
				jsonBody: '{"object_storage_concurrency": "8", "engine_max_threads": null}',
			});
			expect(
				readThenPut(env, `${pipesPath()}/${SEED.pipes.objectStorage}/settings`, before),
			).toMatchObject({ object_storage_concurrency: 8, engine_max_threads: null });
		});

		it("sends a setting above the documents' range (a newer server may take it); the server's 400 names it", async () => {
			const before = await settingsNow(SEED.pipes.objectStorage);
			const error = (
				await run('updateSettings', {
					pipeId: locator(SEED.pipes.objectStorage),
					specifyBody: 'json',
					jsonBody: '{"object_storage_concurrency": 36}',
				})
			).error('Node');
			expect(
				readThenPut(env, `${pipesPath()}/${SEED.pipes.objectStorage}/settings`, before),
			).toMatchObject({ object_storage_concurrency: 36 });
			expect(error).toMatchObject({ name: 'NodeApiError', httpCode: '400' });
			expect(error?.message).toMatch(/^HTTP 400: .*object_storage_concurrency/);
			expect(await settingsNow(SEED.pipes.objectStorage)).toEqual(before);
		});

		it.each([
			[
				'{"object_storage_concurrency": -1}',
				/'Settings > Object Storage Concurrency': -1 is below 0/,
			],
			[
				'{"object_storage_concurrency": 2.5}',
				/'Settings > Object Storage Concurrency': expected a whole number/,
			],
			['{"engine_max_thread": 4}', /^Invalid 'engine_max_thread': it is not a pipe setting/],
		])('refuses %s before any request', async (jsonBody, message) => {
			const error = (
				await run('updateSettings', {
					pipeId: locator(SEED.pipes.objectStorage),
					specifyBody: 'json',
					jsonBody,
				})
			).error('Node');
			expectRefusedBeforeSending(env, error, message);
		});

		it('carries the 404 text of an unknown pipe', async () => {
			const error = (
				await run('updateSettings', {
					pipeId: locator(UNKNOWN_CLOUD_ID),
					specifyBody: 'json',
					jsonBody: '{"engine_max_threads": 2}',
				})
			).error('Node');
			expect(error?.message).toMatch(/^HTTP 404: NOT_FOUND: Pipe/);
		});
	});

	describe('updateScaling', () => {
		it('sends the typed scaling fields and returns the pipe', async () => {
			const [pipe] = (
				await run('updateScaling', {
					pipeId: locator(SEED.pipes.objectStorage),
					specifyBody: 'fields',
					scaling: { replicas: 3, replicaMemoryGb: 1.5 },
				})
			).json('Node');
			onlyRequest(env, 'PATCH', `${pipesPath()}/${SEED.pipes.objectStorage}/scaling`, {
				replicas: 3,
				replicaMemoryGb: 1.5,
			});
			expect(pipe).toMatchObject({
				id: SEED.pipes.objectStorage,
				scaling: { replicas: 3, replicaMemoryGb: 1.5, replicaCpuMillicores: 500, concurrency: 1 },
			});
			expectNoSecrets(pipe);
		});

		it('sends a JSON body', async () => {
			await run('updateScaling', {
				pipeId: locator(SEED.pipes.objectStorage),
				specifyBody: 'json',
				jsonBody: '{"concurrency": 4, "replicaCpuMillicores": 2000}',
			});
			onlyRequest(env, 'PATCH', `${pipesPath()}/${SEED.pipes.objectStorage}/scaling`, {
				concurrency: 4,
				replicaCpuMillicores: 2000,
			});
		});

		it('takes concurrency 0 (scaled automatically) and null (kept as it is)', async () => {
			const [auto] = (
				await run('updateScaling', {
					pipeId: locator(SEED.pipes.objectStorage),
					specifyBody: 'fields',
					scaling: { concurrency: 0 },
				})
			).json('Node');
			onlyRequest(env, 'PATCH', `${pipesPath()}/${SEED.pipes.objectStorage}/scaling`, {
				concurrency: 0,
			});
			expect(auto.scaling.concurrency).toBe(0);
			env.emulator.clearRequests();
			const [kept] = (
				await run('updateScaling', {
					pipeId: locator(SEED.pipes.objectStorage),
					specifyBody: 'json',
					jsonBody: '{"concurrency": null, "replicas": 2}',
				})
			).json('Node');
			onlyRequest(env, 'PATCH', `${pipesPath()}/${SEED.pipes.objectStorage}/scaling`, {
				concurrency: null,
				replicas: 2,
			});
			expect(kept.scaling).toMatchObject({ concurrency: 0, replicas: 2 });
		});

		it.each([
			[{ replicas: 41 }, 'replicas'],
			[{ replicaMemoryGb: 0.25 }, 'replicaMemoryGb'],
			[{ replicaCpuMillicores: 100 }, 'replicaCpuMillicores'],
			[{ concurrency: 35 }, 'concurrency'],
		])(
			"sends %j, outside the documents' range (a newer server may take it); the server's 400 names the field",
			async (scaling, field) => {
				const error = (
					await run('updateScaling', {
						pipeId: locator(SEED.pipes.objectStorage),
						specifyBody: 'json',
						jsonBody: JSON.stringify(scaling),
					})
				).error('Node');
				onlyRequest(env, 'PATCH', `${pipesPath()}/${SEED.pipes.objectStorage}/scaling`, scaling);
				expect(error).toMatchObject({ name: 'NodeApiError', httpCode: '400' });
				expect(error?.message).toMatch(new RegExp(`^HTTP 400: .*${field}`));
			},
		);

		it.each([
			[{ replicas: -1 }, /'Scaling > Replicas': -1 is below 0/],
			[{ replicaMemoryGb: 'lots' }, /'Scaling > Replica Memory \(GB\)': expected a number/],
			[
				{ replicaCpuMillicores: 100.5 },
				/'Scaling > Replica CPU \(Millicores\)': 100.5 is not a whole number/,
			],
			[{}, /'Scaling': no scaling field/],
		])('refuses %j before any request', async (scaling, message) => {
			const error = (
				await run('updateScaling', {
					pipeId: locator(SEED.pipes.objectStorage),
					specifyBody: 'fields',
					scaling,
				})
			).error('Node');
			expectRefusedBeforeSending(env, error, message);
		});

		it('carries the 404 text of an unknown pipe', async () => {
			const error = (
				await run('updateScaling', {
					pipeId: locator(UNKNOWN_CLOUD_ID),
					specifyBody: 'json',
					jsonBody: '{"replicas": 2}',
				})
			).error('Node');
			expect(error?.message).toMatch(/^HTTP 404: NOT_FOUND: Pipe/);
		});
	});

	it('runs once per item with ids from expressions; continueOnFail keeps the failed item paired', async () => {
		const input = [
			{ id: SEED.pipes.messageBroker },
			{ id: UNKNOWN_CLOUD_ID },
			{ id: SEED.pipes.objectStorage },
		];
		const result = await run(
			'updateScaling',
			{ pipeId: locator('={{ $json.id }}'), specifyBody: 'json', jsonBody: '{"replicas": 3}' },
			{ input, continueOnFail: true },
		);
		const items = result.items('Node');
		expect(items.map((item: { pairedItem: unknown }) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 1 },
			{ item: 2 },
		]);
		expect(items[0].json).toMatchObject({ id: SEED.pipes.messageBroker, scaling: { replicas: 3 } });
		expect(items[1].json.error).toMatch(/^HTTP 404: NOT_FOUND: Pipe/);
		expect(items[2].json).toMatchObject({ id: SEED.pipes.objectStorage, scaling: { replicas: 3 } });
		expect(apiRequests(env).map((entry) => entry.path)).toEqual(
			[SEED.pipes.messageBroker, UNKNOWN_CLOUD_ID, SEED.pipes.objectStorage].map(
				(id) => `${pipesPath()}/${id}/scaling`,
			),
		);
	});

	it('keeps secrets out of every output of a pipe created with them', async () => {
		const [created] = (await run('create', createFields())).json('Node');
		const id = created.id as string;
		const outputs = [
			created,
			...(await run('get', { pipeId: locator(id) })).json('Node'),
			...(await run('getAll', { returnAll: true })).json('Node'),
			...(
				await run('update', {
					pipeId: locator(id),
					specifyBody: 'json',
					jsonBody:
						'{"source": {"messageBroker": {"credentials": {"username": "user", "password": "BROKER-PASSWORD"}}}}',
				})
			).json('Node'),
			...(
				await run('updateScaling', {
					pipeId: locator(id),
					specifyBody: 'json',
					jsonBody: '{"replicas": 1}',
				})
			).json('Node'),
			...(await run('stop', { pipeId: locator(id) })).json('Node'),
		];
		// create, get, getAll (the seed's pipes and the new one), update, updateScaling, stop
		expect(outputs).toHaveLength(1 + 1 + Object.keys(SEED.pipes).length + 1 + 1 + 1 + 1);
		expectNoSecrets(outputs);
	});
});
