import {
	call,
	cloud,
	type Emu,
	expectCloudError,
	expectCloudOk,
	IDLE,
	ISO_MS_RE,
	type Json,
	SEED,
	sleep,
	startEmulator,
	SVC,
	UNKNOWN_UUID,
	UUID_RE,
} from './helpers';

const T = 60; // pipeTransitionMs

const SETTING_NAMES = [
	'streaming_max_insert_wait_ms',
	'object_storage_concurrency',
	'object_storage_polling_interval_ms',
	'object_storage_max_insert_bytes',
	'object_storage_max_file_count',
	'object_storage_use_cluster_function',
	'engine_max_threads',
	'engine_max_insert_threads',
	'engine_min_insert_block_size_bytes',
	'engine_max_download_threads',
	'engine_parallel_distributed_insert_select',
	'engine_parallel_view_processing',
	'messageBroker_read_committed',
];

const brokerPipe = (): Json => ({
	name: 'orders-v2',
	source: {
		messageBroker: {
			format: 'JSONEachRow',
			authentication: 'PLAIN',
			brokers: 'b-1:9092',
			topics: 'orders',
			consumerGroup: 'g',
			offset: { strategy: 'from_timestamp', timestamp: '2025-02-01T00:00' },
			schemaRegistry: {
				url: 'https://sr.example.com',
				caCertificate: '',
				credentials: { username: 'sr-user', password: 'SR-PASSWORD' },
			},
			credentials: { username: 'user', password: 'BROKER-PASSWORD' },
			exactlyOnce: true,
			unmodelledOption: 'dropped',
		},
		validateSamples: true,
	},
	destination: {
		database: 'default',
		table: 'orders_v2',
		managedTable: true,
		tableDefinition: {
			engine: { type: 'ReplacingMergeTree', versionColumnId: 'ts', columnIds: ['id'] },
			sortingKey: ['id'],
			partitionBy: '',
			primaryKey: 'id',
		},
		columns: [
			{ name: 'id', type: 'String' },
			{ name: 'ts', type: 'DateTime' },
		],
		roles: ['SECRET-ROLE'],
	},
	fieldMappings: [
		{ sourceField: 'id', destinationField: 'id' },
		{ sourceField: 'time', destinationField: 'ts' },
	],
	scaling: { replicas: 2, replicaMemoryGb: 0.5 },
	settings: {
		streaming_max_insert_wait_ms: 1000,
		engine_max_threads: null,
		object_storage_use_cluster_function: true,
	},
	labels: { team: 'data' },
});

describe('emulator: pipes', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator({ pipeTransitionMs: T });
	});
	afterAll(() => emu.close());
	beforeEach(() => emu.reset());

	const get = async (id: string) => expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes/${id}`));
	const command = (id: string, c: unknown) =>
		cloud(emu, 'PATCH', `${SVC}/pipes/${id}/state`, { body: { command: c } });

	it('lists the seeded pipes of each source kind with full settings maps', async () => {
		const pipes = expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes`));
		expect(pipes.map((p: Json) => p.id)).toEqual(Object.values(SEED.pipes));
		expect(
			pipes.map((p: Json) => Object.keys(p.source).find((k) => k !== 'validateSamples')),
		).toEqual(['messageBroker', 'objectStorage', 'managedStream', 'relationalDb', 'objectStorage']);
		expect(pipes.map((p: Json) => p.state)).toEqual([
			'Running',
			'Running',
			'Stopped',
			'Running',
			'Failed',
		]);
		for (const p of pipes) {
			expect(Object.keys(p)).toEqual([
				'id',
				'serviceId',
				'name',
				'state',
				'scaling',
				'source',
				'destination',
				'fieldMappings',
				'settings',
				'createdAt',
				'updatedAt',
			]);
			expect(Object.keys(p.settings).sort()).toEqual([...SETTING_NAMES].sort());
		}
		expect(JSON.stringify(pipes)).not.toMatch(/credentials|accessKey|roles|secret/i);
		expect(expectCloudOk(await cloud(emu, 'GET', `${IDLE}/pipes`))).toEqual([]);
	});

	it('scales the pipe seed', async () => {
		emu.reset({ pipes: 50 });
		expect(expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes`))).toHaveLength(50);
	});

	describe('create', () => {
		it('creates a pipe: Provisioning, then Running; secrets kept apart, validateSamples and unknown fields not kept', async () => {
			const p = expectCloudOk(await cloud(emu, 'POST', `${SVC}/pipes`, { body: brokerPipe() }));
			expect(p.id).toMatch(UUID_RE);
			expect(p).toMatchObject({
				serviceId: SEED.service,
				name: 'orders-v2',
				state: 'Provisioning',
			});
			expect(p).not.toHaveProperty('labels');
			expect(p.source).toEqual({ messageBroker: expect.any(Object) });
			expect(p.scaling).toEqual({
				replicas: 2,
				concurrency: 1,
				replicaCpuMillicores: 500,
				replicaMemoryGb: 0.5,
			});
			expect(p.settings).toMatchObject({
				streaming_max_insert_wait_ms: 1000,
				engine_max_threads: null,
				object_storage_use_cluster_function: true,
				engine_max_insert_threads: null,
			});
			expect(p.source.messageBroker).not.toHaveProperty('unmodelledOption');
			expect(p.source.messageBroker).toMatchObject({
				offset: { strategy: 'from_timestamp', timestamp: '2025-02-01T00:00' },
				exactlyOnce: true,
				authentication: 'PLAIN',
			});
			expect(p.source.messageBroker.schemaRegistry).toEqual({
				url: 'https://sr.example.com',
				caCertificate: '',
			});
			expect(p.createdAt).toMatch(ISO_MS_RE);
			const text = JSON.stringify(p);
			for (const secret of [
				'BROKER-PASSWORD',
				'SR-PASSWORD',
				'SECRET-ROLE',
				'credentials',
				'roles',
			])
				expect(text).not.toContain(secret);
			const stored = emu.store.pipeSecrets.get(p.id).map((s: Json) => s.path.join('.'));
			expect(stored.sort()).toEqual([
				'destination.roles',
				'source.messageBroker.credentials',
				'source.messageBroker.schemaRegistry.credentials',
			]);
			await sleep(T + 20);
			const again = await get(p.id);
			expect(again.state).toBe('Running');
			for (const body of [
				JSON.stringify(again),
				JSON.stringify(expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes`))),
			]) {
				expect(body).not.toContain('PASSWORD');
				expect(body).not.toContain('SECRET-ROLE');
			}
		});
		it('keeps access keys of object storage and managed streams apart', async () => {
			const body = {
				name: 'files',
				source: {
					objectStorage: {
						url: 'https://b.example.com/**',
						format: 'Parquet',
						authentication: 'IAM_USER',
						accessKey: { accessKeyId: 'AKIA', secretKey: 'TOP-SECRET' },
					},
				},
				destination: { database: 'd', table: 't', columns: [] },
				fieldMappings: [],
			};
			const p = expectCloudOk(await cloud(emu, 'POST', `${SVC}/pipes`, { body }));
			expect(JSON.stringify(p)).not.toContain('TOP-SECRET');
			expect(p.source.objectStorage).not.toHaveProperty('accessKey');
			const s = expectCloudOk(
				await cloud(emu, 'POST', `${SVC}/pipes`, {
					body: {
						...body,
						source: {
							managedStream: {
								streamName: 's',
								region: 'r',
								accessKey: { accessKeyId: 'A', secretKey: 'TOP-SECRET' },
							},
						},
					},
				}),
			);
			expect(JSON.stringify(s)).not.toContain('TOP-SECRET');
		});
		it('answers 424 on a service that is not running, and does not create', async () => {
			const r = await cloud(emu, 'POST', `${IDLE}/pipes`, { body: brokerPipe() });
			expectCloudError(r, 424, 'FAILED_DEPENDENCY');
			expect(r.json.error).toBe(
				'FAILED_DEPENDENCY: pipe creation is allowed only when the service is running. Current state: idle',
			);
			expect(expectCloudOk(await cloud(emu, 'GET', `${IDLE}/pipes`))).toEqual([]);
		});
		it.each([
			['missing name', { name: undefined }, /name: Required/],
			['empty name', { name: ' ' }, /name/],
			['missing source', { source: undefined }, /source/],
			['source without kind', { source: { validateSamples: true } }, /exactly one/],
			[
				'source with two kinds',
				{ source: { messageBroker: {}, objectStorage: {} } },
				/exactly one/,
			],
			['source kind not an object', { source: { relationalDb: 'db' } }, /source.relationalDb/],
			[
				'validateSamples not boolean',
				{ source: { messageBroker: {}, validateSamples: 'yes' } },
				/validateSamples/,
			],
			[
				'port not an integer',
				{ source: { relationalDb: { port: '5432' } } },
				/source.relationalDb.port/,
			],
			['port 0', { source: { relationalDb: { port: 0 } } }, /source.relationalDb.port/],
			[
				'host not a hostname',
				{ source: { relationalDb: { host: 'db internal/x' } } },
				/source.relationalDb.host: Invalid hostname/,
			],
			[
				'snapshotNumRowsPerPartition 999',
				{ source: { relationalDb: { settings: { snapshotNumRowsPerPartition: 999 } } } },
				/snapshotNumRowsPerPartition: Number must be greater than or equal to 1000/,
			],
			[
				'replicationMode unknown',
				{ source: { relationalDb: { settings: { replicationMode: 'logical' } } } },
				/replicationMode: Invalid enum value/,
			],
			[
				'table mapping engine unknown',
				{
					source: {
						relationalDb: {
							tableMappings: [{ sourceTable: 't', tableEngine: 'SummingMergeTree' }],
						},
					},
				},
				/tableMappings.0.tableEngine/,
			],
			[
				'relational credentials without password',
				{ source: { relationalDb: { credentials: { username: 'u' } } } },
				/credentials: must be \{username, password\}/,
			],
			[
				'offset without strategy',
				{ source: { messageBroker: { offset: { timestamp: '2025-01-01T00:00' } } } },
				/offset.strategy: Required/,
			],
			[
				'offset strategy unknown',
				{ source: { messageBroker: { offset: { strategy: 'earliest' } } } },
				/offset.strategy: Invalid enum value/,
			],
			[
				'from_timestamp without timestamp',
				{ source: { messageBroker: { offset: { strategy: 'from_timestamp' } } } },
				/offset.timestamp: Required when strategy is 'from_timestamp'/,
			],
			[
				'broker authentication unknown',
				{ source: { messageBroker: { authentication: 'KERBEROS' } } },
				/messageBroker.authentication: Invalid enum value/,
			],
			[
				'broker credentials of two shapes',
				{
					source: {
						messageBroker: { credentials: { username: 'u', password: 'p', secretKey: 's' } },
					},
				},
				/credentials: must be one of/,
			],
			[
				'broker credentials password a number',
				{ source: { messageBroker: { credentials: { username: 'u', password: 5 } } } },
				/credentials.password: Expected string/,
			],
			[
				'storage format unknown',
				{ source: { objectStorage: { url: 'u', format: 'XML' } } },
				/objectStorage.format: Invalid enum value/,
			],
			[
				'storage compression unknown',
				{ source: { objectStorage: { url: 'u', compression: 'zip' } } },
				/objectStorage.compression: Invalid enum value/,
			],
			[
				'storage authentication unknown',
				{ source: { objectStorage: { url: 'u', authentication: 'KEY' } } },
				/objectStorage.authentication: Invalid enum value/,
			],
			[
				'stream iterator unknown',
				{ source: { managedStream: { streamName: 's', iteratorType: 'OLDEST' } } },
				/managedStream.iteratorType/,
			],
			[
				'stream access key incomplete',
				{ source: { managedStream: { streamName: 's', accessKey: { accessKeyId: 'a' } } } },
				/accessKey: must be \{accessKeyId, secretKey\}/,
			],
			[
				'table engine unknown',
				{ destination: { tableDefinition: { engine: { type: 'Log' } } } },
				/destination.tableDefinition.engine.type: Invalid enum value/,
			],
			['roles not texts', { destination: { roles: [1] } }, /destination.roles.0/],
			[
				'name over 255 characters',
				{ name: 'n'.repeat(256) },
				/name: String must contain at most 255/,
			],
			['missing destination', { destination: undefined }, /destination/],
			[
				'column name missing',
				{ destination: { columns: [{ type: 'String' }] } },
				/destination.columns.0.name/,
			],
			[
				'unmapped column',
				{ fieldMappings: [{ sourceField: 'id', destinationField: 'id' }] },
				/column 'ts'/,
			],
			['fieldMappings not an array', { fieldMappings: {} }, /fieldMappings/],
			['replicas 0', { scaling: { replicas: 0 } }, /scaling.replicas/],
			['replicas 41', { scaling: { replicas: 41 } }, /scaling.replicas/],
			['cpu 100', { scaling: { replicaCpuMillicores: 100 } }, /replicaCpuMillicores/],
			['cpu 2001', { scaling: { replicaCpuMillicores: 2001 } }, /replicaCpuMillicores/],
			['memory 0.25', { scaling: { replicaMemoryGb: 0.25 } }, /replicaMemoryGb/],
			['memory 9', { scaling: { replicaMemoryGb: 9 } }, /replicaMemoryGb/],
			['concurrency -1', { scaling: { concurrency: -1 } }, /concurrency/],
			[
				'concurrency 35',
				{ scaling: { concurrency: 35 } },
				/scaling.concurrency: must be between 0 and 34/,
			],
			['concurrency 1.5', { scaling: { concurrency: 1.5 } }, /concurrency/],
			['concurrency null', { scaling: { concurrency: null } }, /concurrency/],
			['unknown setting', { settings: { engine_turbo: 1 } }, /engine_turbo/],
			[
				'setting below range',
				{ settings: { streaming_max_insert_wait_ms: 499 } },
				/streaming_max_insert_wait_ms/,
			],
			[
				'setting above range',
				{ settings: { object_storage_concurrency: 36 } },
				/object_storage_concurrency/,
			],
			[
				'bytes below 500 MiB',
				{ settings: { object_storage_max_insert_bytes: 500 * 1024 ** 2 - 1 } },
				/object_storage_max_insert_bytes/,
			],
			[
				'bytes above 10 GiB',
				{ settings: { object_storage_max_insert_bytes: 10 * 1024 ** 3 + 1 } },
				/object_storage_max_insert_bytes/,
			],
			[
				'integer setting as string',
				{ settings: { engine_max_threads: '8' } },
				/engine_max_threads/,
			],
			[
				'boolean setting as number',
				{ settings: { engine_parallel_view_processing: 1 } },
				/engine_parallel_view_processing/,
			],
		])('rejects %s with 400', async (_label, patch, text) => {
			const body = { ...brokerPipe(), ...patch };
			if ((patch as Json).destination)
				body.destination = { ...brokerPipe().destination, ...(patch as Json).destination };
			const r = await cloud(emu, 'POST', `${SVC}/pipes`, { body });
			expectCloudError(r, 400, 'BAD_REQUEST', text);
			expect(expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes`))).toHaveLength(5);
		});
		it('accepts the largest ranges and null settings', async () => {
			const body = {
				...brokerPipe(),
				scaling: { replicas: 40, replicaCpuMillicores: 2000, replicaMemoryGb: 8, concurrency: 34 },
				settings: Object.fromEntries(SETTING_NAMES.map((k) => [k, null])),
			};
			expectCloudOk(await cloud(emu, 'POST', `${SVC}/pipes`, { body }));
			body.settings = {
				object_storage_max_insert_bytes: 10 * 1024 ** 3,
				engine_min_insert_block_size_bytes: 10 * 1024 ** 3,
				object_storage_polling_interval_ms: 3600000,
			} as Json;
			body.scaling = { concurrency: 0 };
			expect(
				expectCloudOk(await cloud(emu, 'POST', `${SVC}/pipes`, { body })).scaling.concurrency,
			).toBe(0);
		});
		it('takes every offset strategy, a null offset (kept as none), and the message broker credential shapes', async () => {
			const broker = brokerPipe().source.messageBroker;
			const shapes = [
				{ username: 'u', password: 'p' },
				{ accessKeyId: 'a', secretKey: 's' },
				{ connectionString: 'Endpoint=sb://x' },
				{ certificate: 'PEM', privateKey: 'KEY' },
			];
			const offsets = [
				{ strategy: 'from_beginning' },
				{ strategy: 'from_latest', timestamp: null },
				{ strategy: 'from_timestamp', timestamp: 'any text' },
				null,
			];
			for (const [i, credentials] of shapes.entries()) {
				const body = {
					...brokerPipe(),
					source: { messageBroker: { ...broker, credentials, offset: offsets[i] } },
				};
				const p = expectCloudOk(await cloud(emu, 'POST', `${SVC}/pipes`, { body }));
				if (offsets[i] === null) expect(p.source.messageBroker).not.toHaveProperty('offset');
				else expect(p.source.messageBroker.offset).toEqual(offsets[i]);
				expect(
					emu.store.pipeSecrets
						.get(p.id)
						.find((x: Json) => x.path.join('.') === 'source.messageBroker.credentials').value,
				).toEqual(credentials);
			}
		});
		it('creates a relational pipe with the document fields, credentials kept apart', async () => {
			const body = {
				name: 'cdc',
				source: {
					relationalDb: {
						host: 'db-1.internal.example.com',
						port: 5432,
						database: 'shop',
						authentication: 'basic',
						credentials: { username: 'repl', password: 'DB-SECRET' },
						disableTls: false,
						settings: {
							snapshotNumRowsPerPartition: 1000,
							replicationMode: 'cdc',
							deleteOnMerge: true,
						},
						tableMappings: [
							{
								sourceSchemaName: 'public',
								sourceTable: 'orders',
								targetTable: 'orders',
								tableEngine: 'ReplacingMergeTree',
							},
						],
					},
				},
				destination: { database: 'shop', managedTable: true, columns: [] },
			};
			const p = expectCloudOk(await cloud(emu, 'POST', `${SVC}/pipes`, { body }));
			expect(p.source.relationalDb).toMatchObject({
				host: 'db-1.internal.example.com',
				settings: { snapshotNumRowsPerPartition: 1000, replicationMode: 'cdc' },
			});
			expect(p.fieldMappings).toEqual([]);
			expect(JSON.stringify(p)).not.toContain('DB-SECRET');
		});
	});

	describe('get, patch, delete', () => {
		it('gets a pipe; malformed id 400, unknown 404', async () => {
			expect(
				(await get(SEED.pipes.relationalDb)).source.relationalDb.tableMappings[0].sourceTable,
			).toBe('customers');
			expectCloudError(await cloud(emu, 'GET', `${SVC}/pipes/123`), 400, 'BAD_REQUEST', /pipeId/);
			expectCloudError(await cloud(emu, 'GET', `${SVC}/pipes/${UNKNOWN_UUID}`), 404, 'NOT_FOUND');
			expectCloudError(
				await cloud(emu, 'GET', `${IDLE}/pipes/${SEED.pipes.messageBroker}`),
				404,
				'NOT_FOUND',
			);
		});
		it('patches name, source (merged, secrets apart), destination columns, fieldMappings and settings', async () => {
			const id = SEED.pipes.messageBroker;
			const before = await get(id);
			const p = expectCloudOk(
				await cloud(emu, 'PATCH', `${SVC}/pipes/${id}`, {
					body: {
						name: 'renamed',
						source: {
							messageBroker: {
								authentication: 'SCRAM-SHA-256',
								iamRole: null,
								credentials: { username: 'u', password: 'NEW-PASSWORD' },
							},
							validateSamples: true,
						},
						destination: {
							columns: [...before.destination.columns, { name: 'returned', type: 'Bool' }],
						},
						fieldMappings: [
							...before.fieldMappings,
							{ sourceField: 'returned', destinationField: 'returned' },
						],
						settings: { engine_max_threads: 16 },
					},
				}),
			);
			expect(p).toMatchObject({ id, name: 'renamed', state: 'Running' });
			expect(p.source).toEqual({
				messageBroker: { ...before.source.messageBroker, authentication: 'SCRAM-SHA-256' },
			});
			expect(p.settings).toMatchObject({
				engine_max_threads: 16,
				streaming_max_insert_wait_ms: 1000,
			});
			expect(JSON.stringify(p)).not.toMatch(/NEW-PASSWORD|NEW-ROLE/);
			expect(Date.parse(p.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
			const secret = emu.store.pipeSecrets
				.get(id)
				.find((s: Json) => s.path.join('.') === 'source.messageBroker.credentials');
			expect(secret.value.password).toBe('NEW-PASSWORD');
		});
		it.each([
			[
				'another source kind',
				{ source: { objectStorage: { path: 'x' } } },
				/kind cannot be changed/,
			],
			[
				'unmapped new column',
				{ destination: { columns: [{ name: 'zzz', type: 'String' }] } },
				/column 'zzz'/,
			],
			['unknown setting', { settings: { nope: 1 } }, /nope/],
			['scaling in the pipe patch', { scaling: { replicas: 2 } }, /scaling/],
			['empty name', { name: '' }, /name/],
			[
				'brokers',
				{ source: { messageBroker: { brokers: 'b-9:9092' } } },
				/source.messageBroker.brokers: 'brokers' cannot be changed after the pipe is created/,
			],
			[
				'topics',
				{ source: { messageBroker: { topics: 'other' } } },
				/source.messageBroker.topics: 'topics' cannot be changed after the pipe is created/,
			],
			[
				'offset',
				{ source: { messageBroker: { offset: { strategy: 'from_latest' } } } },
				/offset.*cannot be changed/,
			],
			[
				'destination roles',
				{ destination: { roles: ['r'] } },
				/destination.roles: 'roles' cannot be changed/,
			],
			[
				'destination table',
				{ destination: { table: 't2' } },
				/destination.table: 'table' cannot be changed/,
			],
			[
				'an unknown top-level field',
				{ owner: 'team' },
				/owner: 'owner' cannot be changed after the pipe is created/,
			],
			['the id', { id: SEED.pipes.objectStorage }, /id: 'id' cannot be changed/],
			[
				'authentication outside the enum',
				{ source: { messageBroker: { authentication: 'KERBEROS' } } },
				/authentication: Invalid enum value/,
			],
			[
				'credentials of no shape',
				{ source: { messageBroker: { credentials: { password: 'p' } } } },
				/credentials: must be one of/,
			],
		])('patch rejects %s with 400', async (_label, body, text) => {
			expectCloudError(
				await cloud(emu, 'PATCH', `${SVC}/pipes/${SEED.pipes.messageBroker}`, { body }),
				400,
				'BAD_REQUEST',
				text,
			);
			expect((await get(SEED.pipes.messageBroker)).name).toBe('orders-events');
		});
		it('deletes a pipe (no result) and forgets its secrets', async () => {
			const id = SEED.pipes.messageBroker;
			const r = await cloud(emu, 'DELETE', `${SVC}/pipes/${id}`);
			expect(r.json).toEqual({ status: 200, requestId: expect.stringMatching(UUID_RE) });
			expectCloudError(await cloud(emu, 'GET', `${SVC}/pipes/${id}`), 404, 'NOT_FOUND');
			expectCloudError(await cloud(emu, 'DELETE', `${SVC}/pipes/${id}`), 404, 'NOT_FOUND');
			expect(emu.store.pipeSecrets.has(id)).toBe(false);
		});
	});

	describe('relational table mappings', () => {
		const patch = (body: Json) =>
			cloud(emu, 'PATCH', `${SVC}/pipes/${SEED.pipes.relationalDb}`, {
				body: { source: { relationalDb: body } },
			});
		it('adds and removes table mappings, changes the connection and sync settings', async () => {
			const p = expectCloudOk(
				await patch({
					host: 'db-2.internal',
					port: 6432,
					settings: { syncIntervalSeconds: 30, pullBatchSize: null },
					tableMappingsToAdd: [
						{
							sourceSchemaName: 'public',
							sourceTable: 'orders',
							targetTable: 'orders',
							tableEngine: 'MergeTree',
						},
					],
					tableMappingsToRemove: [{ sourceSchemaName: 'public', sourceTable: 'customers' }],
					credentials: { username: 'replicator', password: 'ROTATED' },
				}),
			);
			const rdb = p.source.relationalDb;
			expect(rdb).toMatchObject({
				host: 'db-2.internal',
				port: 6432,
				settings: { syncIntervalSeconds: 30, pullBatchSize: 100000, publicationName: 'pipes_pub' },
			});
			expect(rdb.tableMappings).toEqual([
				{
					sourceSchemaName: 'public',
					sourceTable: 'orders',
					targetTable: 'orders',
					tableEngine: 'MergeTree',
				},
			]);
			expect(rdb).not.toHaveProperty('tableMappingsToAdd');
			expect(rdb).not.toHaveProperty('tableMappingsToRemove');
			expect(JSON.stringify(p)).not.toContain('ROTATED');
			expect(
				emu.store.pipeSecrets
					.get(SEED.pipes.relationalDb)
					.find((x: Json) => x.path.join('.') === 'source.relationalDb.credentials').value.password,
			).toBe('ROTATED');
		});
		it.each([
			[
				'removing a table the pipe does not map',
				{ tableMappingsToRemove: [{ sourceTable: 'nope' }] },
				/tableMappingsToRemove.0: no table mapping/,
			],
			[
				'adding a table mapped already',
				{ tableMappingsToAdd: [{ sourceSchemaName: 'public', sourceTable: 'customers' }] },
				/already mapped/,
			],
			[
				'replication settings other than the sync ones',
				{ settings: { publicationName: 'p2' } },
				/settings.publicationName: 'publicationName' cannot be changed/,
			],
			[
				'the table mappings as a whole',
				{ tableMappings: [] },
				/tableMappings: 'tableMappings' cannot be changed/,
			],
			['a host that is no hostname', { host: 'not a host' }, /Invalid hostname/],
		])('refuses %s with 400', async (_label, body, text) => {
			expectCloudError(await patch(body), 400, 'BAD_REQUEST', text);
			expect(
				(await get(SEED.pipes.relationalDb)).source.relationalDb.tableMappings.map(
					(m: Json) => m.sourceTable,
				),
			).toEqual(['customers']);
		});
	});

	describe('state machine', () => {
		it('stop: Stopping then Stopped; start: only from Stopped, Provisioning then Running', async () => {
			// transitions that never end by themselves, finished by the test: no bet on the machine's speed
			emu.configure({ pipeTransitionMs: 3600000 });
			try {
				const id = SEED.pipes.messageBroker;
				expectCloudError(
					await command(id, 'start'),
					400,
					'BAD_REQUEST',
					/^BAD_REQUEST: pipe is already running$/,
				);
				expect(expectCloudOk(await command(id, 'stop')).state).toBe('Stopping');
				expectCloudError(await command(id, 'start'), 400, 'BAD_REQUEST', /already running/);
				expect(emu.finishPipeTransitions(id)).toBe(1);
				expect((await get(id)).state).toBe('Stopped');
				expect(expectCloudOk(await command(id, 'start')).state).toBe('Provisioning');
				expectCloudError(await command(id, 'start'), 400, 'BAD_REQUEST', /already running/);
				expect(
					(await call(emu, 'POST', '/__emulator/pipe-transitions/finish', { body: {} })).json,
				).toEqual({ ok: true, finished: 1 });
				expect((await get(id)).state).toBe('Running');
				expect(emu.finishPipeTransitions()).toBe(0);
			} finally {
				emu.configure({ pipeTransitionMs: T });
			}
		});
		it('relationalDb: stop pauses (Pausing then Paused), start resumes, resync goes through Resync', async () => {
			const id = SEED.pipes.relationalDb;
			expect(expectCloudOk(await command(id, 'resync')).state).toBe('Resync');
			await sleep(T + 20);
			expect((await get(id)).state).toBe('Running');
			expect(expectCloudOk(await command(id, 'stop')).state).toBe('Pausing');
			await sleep(T + 20);
			expect((await get(id)).state).toBe('Paused');
			expect(expectCloudOk(await command(id, 'start')).state).toBe('Provisioning');
			await sleep(T + 20);
			const pipes = expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes`));
			expect(pipes.find((p: Json) => p.id === id).state).toBe('Running');
		});
		it('start works from Failed; stop works from any state', async () => {
			expect(expectCloudOk(await command(SEED.pipes.failed, 'start')).state).toBe('Provisioning');
			expect(expectCloudOk(await command(SEED.pipes.failed, 'stop')).state).toBe('Stopping');
			expect(expectCloudOk(await command(SEED.pipes.managedStream, 'stop')).state).toBe('Stopping');
		});
		it('rejects resync of other kinds, unknown and missing commands', async () => {
			expectCloudError(
				await command(SEED.pipes.messageBroker, 'resync'),
				400,
				'BAD_REQUEST',
				/relationalDb/,
			);
			expectCloudError(
				await command(SEED.pipes.messageBroker, 'restart'),
				400,
				'BAD_REQUEST',
				/command/,
			);
			expectCloudError(
				await cloud(emu, 'PATCH', `${SVC}/pipes/${SEED.pipes.messageBroker}/state`, { body: {} }),
				400,
				'BAD_REQUEST',
				/command: Required/,
			);
			expectCloudError(await command(UNKNOWN_UUID, 'stop'), 404, 'NOT_FOUND');
			expect((await get(SEED.pipes.messageBroker)).state).toBe('Running');
		});
		it('uses the transition delay configured at run time', async () => {
			emu.configure({ pipeTransitionMs: 0 });
			try {
				await command(SEED.pipes.messageBroker, 'stop');
				expect((await get(SEED.pipes.messageBroker)).state).toBe('Stopped');
			} finally {
				emu.configure({ pipeTransitionMs: T });
			}
		});
	});

	describe('scaling and settings', () => {
		it('patches scaling within ranges', async () => {
			const p = expectCloudOk(
				await cloud(emu, 'PATCH', `${SVC}/pipes/${SEED.pipes.objectStorage}/scaling`, {
					body: { replicas: 3, replicaMemoryGb: 1.5 },
				}),
			);
			expect(p.scaling).toEqual({
				replicas: 3,
				concurrency: 1,
				replicaCpuMillicores: 500,
				replicaMemoryGb: 1.5,
			});
			const auto = expectCloudOk(
				await cloud(emu, 'PATCH', `${SVC}/pipes/${SEED.pipes.objectStorage}/scaling`, {
					body: { concurrency: 0, replicas: null },
				}),
			);
			expect(auto.scaling).toEqual({
				replicas: 3,
				concurrency: 0,
				replicaCpuMillicores: 500,
				replicaMemoryGb: 1.5,
			});
			expect(
				expectCloudOk(
					await cloud(emu, 'PATCH', `${SVC}/pipes/${SEED.pipes.objectStorage}/scaling`, {
						body: { concurrency: 34 },
					}),
				).scaling.concurrency,
			).toBe(34);
			expect(
				expectCloudOk(
					await cloud(emu, 'PATCH', `${SVC}/pipes/${SEED.pipes.objectStorage}/scaling`, {
						body: { concurrency: null },
					}),
				).scaling.concurrency,
			).toBe(34);
			for (const body of [
				{ replicas: 0 },
				{ replicas: 41 },
				{ replicaCpuMillicores: 124 },
				{ replicaCpuMillicores: 2001 },
				{ replicaMemoryGb: 0.4 },
				{ replicaMemoryGb: 8.5 },
				{ concurrency: -1 },
				{ concurrency: 35 },
				{ replicas: '2' },
				{ speed: 1 },
			]) {
				expectCloudError(
					await cloud(emu, 'PATCH', `${SVC}/pipes/${SEED.pipes.objectStorage}/scaling`, { body }),
					400,
					'BAD_REQUEST',
					new RegExp(Object.keys(body)[0]),
				);
			}
			expect((await get(SEED.pipes.objectStorage)).scaling.replicas).toBe(3);
			expectCloudError(
				await cloud(emu, 'PATCH', `${SVC}/pipes/${UNKNOWN_UUID}/scaling`, {
					body: { replicas: 2 },
				}),
				404,
				'NOT_FOUND',
			);
		});
		it('gets and merges settings; PUT validates every key', async () => {
			const s = expectCloudOk(
				await cloud(emu, 'GET', `${SVC}/pipes/${SEED.pipes.messageBroker}/settings`),
			);
			expect(Object.keys(s).sort()).toEqual([...SETTING_NAMES].sort());
			expect(s).toMatchObject({ streaming_max_insert_wait_ms: 1000, engine_max_threads: 8 });
			const put = expectCloudOk(
				await cloud(emu, 'PUT', `${SVC}/pipes/${SEED.pipes.messageBroker}/settings`, {
					body: { engine_max_threads: null, engine_parallel_view_processing: true },
				}),
			);
			expect(put).toMatchObject({
				streaming_max_insert_wait_ms: 1000,
				engine_max_threads: null,
				engine_parallel_view_processing: true,
			});
			expectCloudError(
				await cloud(emu, 'PUT', `${SVC}/pipes/${SEED.pipes.messageBroker}/settings`, {
					body: { engine_max_threads: 4, not_a_setting: 1 },
				}),
				400,
				'BAD_REQUEST',
				/not_a_setting/,
			);
			expectCloudError(
				await cloud(emu, 'PUT', `${SVC}/pipes/${SEED.pipes.messageBroker}/settings`, {
					body: { engine_max_threads: 65 },
				}),
				400,
				'BAD_REQUEST',
				/engine_max_threads/,
			);
			expectCloudError(
				await cloud(emu, 'PUT', `${SVC}/pipes/${SEED.pipes.messageBroker}/settings`, { body: [1] }),
				400,
				'BAD_REQUEST',
			);
			expect(
				expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes/${SEED.pipes.messageBroker}/settings`))
					.engine_max_threads,
			).toBeNull();
			expectCloudError(
				await cloud(emu, 'GET', `${SVC}/pipes/${UNKNOWN_UUID}/settings`),
				404,
				'NOT_FOUND',
			);
			expectCloudError(await cloud(emu, 'GET', `${SVC}/pipes/bad/settings`), 400, 'BAD_REQUEST');
		});
	});

	describe('in-process pipe controls', () => {
		it('setPipeState, setPipeSettings (drift, updatedAt untouched by default), addPipe, removePipe', async () => {
			const id = SEED.pipes.objectStorage;
			const before = await get(id);
			emu.setPipeState(id, 'Degraded');
			expect((await get(id)).state).toBe('Degraded');
			emu.setPipeSettings(id, { object_storage_concurrency: 30 });
			const drifted = await get(id);
			expect(drifted.settings.object_storage_concurrency).toBe(30);
			expect(drifted.updatedAt).not.toBe(before.updatedAt); // changed by setPipeState
			const u = drifted.updatedAt;
			emu.setPipeSettings(id, { object_storage_concurrency: 31 });
			expect((await get(id)).updatedAt).toBe(u);
			emu.setPipeSettings(id, { object_storage_concurrency: 32 }, { touch: true });
			const added = emu.addPipe({
				name: 'added',
				source: {
					objectStorage: { url: 'u', accessKey: { accessKeyId: 'a', secretKey: 'HIDDEN' } },
				},
			});
			expect((await get(added.id)).name).toBe('added');
			expect(JSON.stringify(await get(added.id))).not.toContain('HIDDEN');
			expect(emu.removePipe(added.id)).toBe(true);
			expectCloudError(await cloud(emu, 'GET', `${SVC}/pipes/${added.id}`), 404, 'NOT_FOUND');
			expect(() => emu.setPipeState(UNKNOWN_UUID, 'Running')).toThrow(/not found/);
		});
		it('moves a pipe through a state into InternalError (in process and through the control API)', async () => {
			const id = SEED.pipes.messageBroker;
			emu.setPipeState(id, 'Provisioning', { settlesTo: 'InternalError', afterMs: 30 });
			expect((await get(id)).state).toBe('Provisioning');
			await sleep(50);
			expect((await get(id)).state).toBe('InternalError');
			const r = await fetch(`${emu.url}/__emulator/pipes/${SEED.pipes.objectStorage}/state`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ state: 'Modifying', settlesTo: 'InternalError', afterMs: 0 }),
			});
			expect(r.status).toBe(200);
			expect((await get(SEED.pipes.objectStorage)).state).toBe('InternalError');
			expect(() => emu.setPipeState(id, 'Running', { afterMs: -1, settlesTo: 'Stopped' })).toThrow(
				/afterMs/,
			);
		});
		it('setPipeOutcome: the next command of a pipe ends in the given state, once', async () => {
			const id = SEED.pipes.managedStream;
			emu.setPipeOutcome(id, 'InternalError');
			expect(expectCloudOk(await command(id, 'start')).state).toBe('Provisioning');
			await sleep(T + 20);
			expect((await get(id)).state).toBe('InternalError');
			expect(expectCloudOk(await command(id, 'stop')).state).toBe('Stopping');
			await sleep(T + 20);
			expect((await get(id)).state).toBe('Stopped');
			const r = await fetch(`${emu.url}/__emulator/pipes/${id}/outcome`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ state: 'Failed' }),
			});
			expect(r.status).toBe(200);
			await command(id, 'start');
			await sleep(T + 20);
			expect((await get(id)).state).toBe('Failed');
			expect(() => emu.setPipeOutcome(UNKNOWN_UUID, 'InternalError')).toThrow(/not found/);
		});
	});
});
