import type { IDataObject } from 'n8n-workflow';
import { inputError } from '../support/inputError';
import {
	unmappedColumns,
	validatePipeBody,
} from '../../nodes/ObservabilityPipes/actions/pipe/pipeBody';

const validPipe = () => ({
	name: 'orders',
	source: {
		messageBroker: {
			brokers: 'b-1:9092',
			topics: 'orders',
			format: 'JSONEachRow',
			authentication: 'PLAIN',
		},
	},
	destination: {
		database: 'default',
		table: 'orders',
		columns: [
			{ name: 'id', type: 'String' },
			{ name: 'ts', type: 'DateTime' },
		],
	},
	fieldMappings: [
		{ sourceField: 'id', destinationField: 'id' },
		{ sourceField: 'time', destinationField: 'ts' },
	],
});

describe('validatePipeBody (create)', () => {
	it('accepts a complete pipe and keeps unknown fields', () => {
		const body = { ...validPipe(), labels: { team: 'data' } };
		body.source.messageBroker = {
			...body.source.messageBroker,
			unmodelled: 'x',
		} as typeof body.source.messageBroker;
		expect(validatePipeBody(body, 'create')).toEqual(body);
	});

	it.each([
		['name', { name: '' }, /'name': it is empty/],
		['source', { source: undefined }, /'source': the pipe has no source/],
		['destination', { destination: undefined }, /'destination': the pipe has no destination/],
		['destination', { destination: {} }, /'destination': the pipe has no destination/],
	])('requires %s', (field, change, message) => {
		const error = inputError(() => validatePipeBody({ ...validPipe(), ...change }, 'create'));
		expect(error.field).toBe(field);
		expect(error.message).toMatch(message);
	});

	it('requires exactly one source kind and names the ones found', () => {
		const two = inputError(() =>
			validatePipeBody(
				{ ...validPipe(), source: { messageBroker: {}, objectStorage: {} } },
				'create',
			),
		);
		expect(two.message).toMatch(/2 source kinds \(messageBroker, objectStorage\)/);
		const none = inputError(() =>
			validatePipeBody({ ...validPipe(), source: { validateSamples: true } }, 'create'),
		);
		expect(none.message).toMatch(/no source kind/);
		expect(none.fix).toMatch(/messageBroker, objectStorage, managedStream, relationalDb/);
	});

	it('names every destination column that has no field mapping', () => {
		const body = validPipe();
		body.destination.columns.push({ name: 'amount', type: 'Float64' });
		body.fieldMappings = [{ sourceField: 'id', destinationField: 'id' }];
		const error = inputError(() => validatePipeBody(body, 'create'));
		expect(error.field).toBe('fieldMappings');
		expect(error.message).toMatch(/columns "ts", "amount" have no field mapping/);
		expect(error.fix).toMatch(/add a mapping for "ts", "amount"/);
	});

	it('treats missing field mappings as none on create', () => {
		const body = Object.fromEntries(
			Object.entries(validPipe()).filter(([key]) => key !== 'fieldMappings'),
		);
		expect(inputError(() => validatePipeBody(body, 'create')).message).toMatch(/"id", "ts"/);
	});

	it('checks types of known source fields with the path of the field', () => {
		const body = validPipe();
		(body.source.messageBroker as Record<string, unknown>).topics = 42;
		const error = inputError(() => validatePipeBody(body, 'create'));
		expect(error.field).toBe('source.messageBroker.topics');
	});

	const brokerWith = (patch: Record<string, unknown>) => {
		const body = validPipe();
		Object.assign(body.source.messageBroker, patch);
		return body;
	};
	const refusedAt = (body: object, mode: 'create' | 'update' = 'create') =>
		inputError(() => validatePipeBody(body as IDataObject, mode)).field;

	it("checks the offset strategy and its timestamp; the registry URL and endpoint ids are the server's to judge", () => {
		expect(refusedAt(brokerWith({ offset: { timestamp: '2025-01-01T00:00' } }))).toBe(
			'source.messageBroker.offset.strategy',
		);
		// A strategy the documents do not list is sent (a newer server may take it).
		expect(
			(
				validatePipeBody(brokerWith({ offset: { strategy: 'earliest' } }), 'create')
					.source as IDataObject
			).messageBroker,
		).toMatchObject({ offset: { strategy: 'earliest' } });
		expect(refusedAt(brokerWith({ offset: { strategy: 'from_timestamp' } }))).toBe(
			'source.messageBroker.offset.timestamp',
		);
		// Sent as given: the server judges it (inputs the server judges: test/actions/pipe.cases.ts).
		expect(
			validatePipeBody(
				brokerWith({ schemaRegistry: { url: 'registry' }, reversePrivateEndpointIds: ['nope'] }),
				'create',
			).source,
		).toMatchObject({
			messageBroker: { schemaRegistry: { url: 'registry' }, reversePrivateEndpointIds: ['nope'] },
		});
		for (const offset of [
			{ strategy: 'from_beginning' },
			{ strategy: 'from_latest', timestamp: null },
			{ strategy: 'from_timestamp', timestamp: 'any text the server takes' },
		]) {
			expect(
				validatePipeBody(
					brokerWith({ offset, schemaRegistry: { url: 'https://sr:8081' } }),
					'create',
				).source,
			).toMatchObject({ messageBroker: { offset } });
		}
	});

	it('leaves a null offset, schema registry or access key out (null means none)', () => {
		const body = validatePipeBody(brokerWith({ offset: null, schemaRegistry: null }), 'create');
		expect(body.source).toEqual({ messageBroker: validPipe().source.messageBroker });
	});

	it.each([
		[
			'source.messageBroker.authentication',
			{ source: { messageBroker: { authentication: 'KERBEROS' } } },
		],
		['source.objectStorage.format', { source: { objectStorage: { url: 'u', format: 'XML' } } }],
		[
			'source.objectStorage.compression',
			{ source: { objectStorage: { url: 'u', compression: 'zip' } } },
		],
		[
			'source.objectStorage.authentication',
			{ source: { objectStorage: { url: 'u', authentication: 'KEY' } } },
		],
		[
			'source.managedStream.authentication',
			{ source: { managedStream: { streamName: 's', authentication: 'PLAIN' } } },
		],
		[
			'source.relationalDb.settings.replicationMode',
			{ source: { relationalDb: { settings: { replicationMode: 'logical' } } } },
		],
		[
			'destination.tableDefinition.engine.type',
			{ destination: { ...validPipe().destination, tableDefinition: { engine: { type: 'Log' } } } },
		],
		[
			'source.relationalDb.tableMappings[0].tableEngine',
			{
				source: {
					relationalDb: { tableMappings: [{ sourceTable: 't', tableEngine: 'SummingMergeTree' }] },
				},
			},
		],
	])(
		"passes a value outside the documents' enum of %s untouched (a newer server may take it)",
		(_field, change) => {
			const input = { ...validPipe(), ...change };
			expect(validatePipeBody(input, 'create')).toMatchObject(change);
		},
	);

	it('refuses what no server takes (negative snapshot partitions, a port past 65535) and sends what the server judges (a host that is no host name, a name over 255)', () => {
		const rdb = (fields: Record<string, unknown>) => ({
			name: 'cdc',
			source: { relationalDb: { host: 'db.internal', ...fields } },
			destination: { database: 'shop', columns: [] },
		});
		const rows = inputError(() =>
			validatePipeBody(rdb({ settings: { snapshotNumRowsPerPartition: -1 } }), 'create'),
		);
		expect(rows.field).toBe('source.relationalDb.settings.snapshotNumRowsPerPartition');
		expect(rows.fix).toMatch(/0 or more \(the documents give 1000 or more/);
		// Under the documents' minimum: the server judges it (its 400 names the field).
		expect(
			validatePipeBody(rdb({ settings: { snapshotNumRowsPerPartition: 999 } }), 'create'),
		).toBeTruthy();
		expect(
			validatePipeBody(rdb({ settings: { snapshotNumRowsPerPartition: 1000 } }), 'create'),
		).toBeTruthy();
		expect(refusedAt(rdb({ port: 65536 }))).toBe('source.relationalDb.port');
		// Sent as given: the server judges it (inputs the server judges: test/actions/pipe.cases.ts).
		expect(
			validatePipeBody(rdb({ host: 'postgres://db.internal:5432' }), 'create').source,
		).toMatchObject({ relationalDb: { host: 'postgres://db.internal:5432' } });
		expect(validatePipeBody({ ...validPipe(), name: 'n'.repeat(256) }, 'create').name).toHaveLength(
			256,
		);
	});

	it('takes the four message broker credential shapes and refuses a mix or a part, never quoting a secret', () => {
		for (const credentials of [
			{ username: 'u', password: 'p' },
			{ accessKeyId: 'a', secretKey: 's' },
			{ connectionString: 'c' },
			{ certificate: 'c', privateKey: 'k' },
		]) {
			expect(validatePipeBody(brokerWith({ credentials }), 'create').source).toMatchObject({
				messageBroker: { credentials },
			});
		}
		const mixed = inputError(() =>
			validatePipeBody(
				brokerWith({ credentials: { username: 'u', password: 'TOP-SECRET', secretKey: 'x' } }),
				'create',
			),
		);
		expect(mixed.field).toBe('source.messageBroker.credentials');
		expect(mixed.fix).toMatch(
			/\{username, password\}, \{accessKeyId, secretKey\}, \{connectionString\}, \{certificate, privateKey\}/,
		);
		expect(JSON.stringify(mixed)).not.toContain('TOP-SECRET');
		expect(refusedAt(brokerWith({ credentials: { password: 'p' } }))).toBe(
			'source.messageBroker.credentials',
		);
		expect(
			refusedAt({
				name: 'cdc',
				source: { relationalDb: { credentials: { accessKeyId: 'a', secretKey: 's' } } },
				destination: { columns: [] },
			}),
		).toBe('source.relationalDb.credentials');
	});

	it('checks relational database port, settings and table mappings; whole-number text becomes a number', () => {
		const rdb = (fields: Record<string, unknown>) => ({
			name: 'cdc',
			source: { relationalDb: { host: 'db', ...fields } },
			destination: { database: 'shop', table: 'customers', columns: [] },
		});
		const body = validatePipeBody(
			rdb({ port: '5432', settings: { syncIntervalSeconds: '10' } }),
			'create',
		);
		expect(body.source).toEqual({
			relationalDb: { host: 'db', port: 5432, settings: { syncIntervalSeconds: 10 } },
		});
		expect(inputError(() => validatePipeBody(rdb({ port: 0 }), 'create')).field).toBe(
			'source.relationalDb.port',
		);
		expect(inputError(() => validatePipeBody(rdb({ port: 70000 }), 'create')).field).toBe(
			'source.relationalDb.port',
		);
		expect(
			inputError(() =>
				validatePipeBody(rdb({ settings: { allowNullableColumns: 'yes' } }), 'create'),
			).field,
		).toBe('source.relationalDb.settings.allowNullableColumns');
		expect(
			inputError(() => validatePipeBody(rdb({ tableMappings: [{ sourceTable: 1 }] }), 'create'))
				.field,
		).toBe('source.relationalDb.tableMappings[0].sourceTable');
	});

	it('checks destination columns, table definition and field mapping entries', () => {
		const body = validPipe();
		body.destination.columns[1] = { name: 'ts', type: '' };
		expect(inputError(() => validatePipeBody(body, 'create')).field).toBe(
			'destination.columns[1].type',
		);
		const definition = {
			...validPipe(),
			destination: { ...validPipe().destination, tableDefinition: { engine: { columnIds: 'id' } } },
		};
		expect(inputError(() => validatePipeBody(definition, 'create')).field).toBe(
			'destination.tableDefinition.engine.columnIds',
		);
		const mapping = { ...validPipe(), fieldMappings: [{ sourceField: 'id' }] };
		expect(inputError(() => validatePipeBody(mapping, 'create')).field).toBe(
			'fieldMappings[0].destinationField',
		);
	});

	it('checks scaling and settings inside the body', () => {
		expect(
			inputError(() => validatePipeBody({ ...validPipe(), scaling: { replicas: -1 } }, 'create'))
				.field,
		).toBe('scaling.replicas');
		expect(
			validatePipeBody({ ...validPipe(), scaling: { replicas: 41 } }, 'create').scaling,
		).toEqual({ replicas: 41 });
		expect(
			inputError(() => validatePipeBody({ ...validPipe(), settings: { nope: 1 } }, 'create')).field,
		).toBe('settings.nope');
		expect(
			validatePipeBody({ ...validPipe(), settings: { engine_max_threads: null } }, 'create')
				.settings,
		).toEqual({ engine_max_threads: null });
	});
});

describe('validatePipeBody (update)', () => {
	it('checks only what is given', () => {
		expect(validatePipeBody({ name: 'renamed' }, 'update')).toEqual({ name: 'renamed' });
		expect(validatePipeBody({ settings: { engine_max_threads: '4' } }, 'update')).toEqual({
			settings: { engine_max_threads: 4 },
		});
	});

	it('takes what a PATCH can change, per source kind', () => {
		const body = {
			name: 'renamed',
			source: {
				messageBroker: {
					authentication: 'SCRAM-SHA-256',
					credentials: { username: 'u', password: 'p' },
					caCertificate: null,
				},
				validateSamples: true,
			},
			destination: { columns: [{ name: 'id', type: 'String' }] },
			fieldMappings: [{ sourceField: 'id', destinationField: 'id' }],
			settings: { engine_max_threads: 4 },
		};
		expect(validatePipeBody(body, 'update')).toEqual(body);
		const rdb = {
			source: {
				relationalDb: {
					host: 'db-2.internal',
					port: 6432,
					settings: { syncIntervalSeconds: 30, pullBatchSize: null },
					tableMappingsToAdd: [{ sourceSchemaName: 'public', sourceTable: 'orders' }],
					tableMappingsToRemove: [{ sourceTable: 'customers' }],
				},
			},
		};
		expect(validatePipeBody(rdb, 'update')).toEqual(rdb);
		expect(
			validatePipeBody(
				{
					source: {
						objectStorage: { path: 'p/*', accessKey: { accessKeyId: 'a', secretKey: 's' } },
					},
				},
				'update',
			),
		).toBeTruthy();
		expect(
			validatePipeBody(
				{ source: { managedStream: { authentication: 'IAM_ROLE', iamRole: 'r' } } },
				'update',
			),
		).toBeTruthy();
	});

	it.each([
		[
			'brokers',
			{ source: { messageBroker: { brokers: 'b-9:9092' } } },
			'source.messageBroker.brokers',
		],
		['topics', { source: { messageBroker: { topics: 'other' } } }, 'source.messageBroker.topics'],
		[
			'the offset',
			{ source: { messageBroker: { offset: { strategy: 'from_latest' } } } },
			'source.messageBroker.offset',
		],
		[
			'the storage URL',
			{ source: { objectStorage: { url: 'https://other' } } },
			'source.objectStorage.url',
		],
		[
			'the stream name',
			{ source: { managedStream: { streamName: 'other' } } },
			'source.managedStream.streamName',
		],
		[
			'the table mappings as a whole',
			{ source: { relationalDb: { tableMappings: [] } } },
			'source.relationalDb.tableMappings',
		],
		[
			'a replication setting other than the sync ones',
			{ source: { relationalDb: { settings: { publicationName: 'p2' } } } },
			'source.relationalDb.settings.publicationName',
		],
		['the destination table', { destination: { table: 'other' } }, 'destination.table'],
		['destination roles', { destination: { roles: ['r'] } }, 'destination.roles'],
		[
			'the table definition',
			{ destination: { tableDefinition: { primaryKey: 'id' } } },
			'destination.tableDefinition',
		],
		['a field the document does not know', { labels: { team: 'a' } }, 'labels'],
	])('refuses %s, saying it cannot change after create', (_label, body, field) => {
		const error = inputError(() => validatePipeBody(body, 'update'));
		expect(error.field).toBe(field);
		expect(error.message).toMatch(
			new RegExp(
				`^Invalid '${field.replace(/[.[\]]/g, '\\$&')}': it cannot be changed after the pipe is created`,
			),
		);
		expect(error.fix).toMatch(/recreate the pipe/);
	});

	it('drops a null source, destination or settings (they change nothing)', () => {
		expect(
			validatePipeBody({ name: 'n', source: null, destination: null, settings: null }, 'update'),
		).toEqual({ name: 'n' });
	});

	it('refuses an empty update and scaling', () => {
		expect(inputError(() => validatePipeBody({}, 'update')).field).toBe('body');
		const scaling = inputError(() => validatePipeBody({ scaling: { replicas: 2 } }, 'update'));
		expect(scaling.field).toBe('scaling');
		expect(scaling.fix).toMatch(/Update Scaling/);
	});

	it('checks the column rule when columns and mappings are both given, and leaves it to the server otherwise', () => {
		const destination = { columns: [{ name: 'a', type: 'String' }] };
		expect(
			inputError(() => validatePipeBody({ destination, fieldMappings: [] }, 'update')).message,
		).toMatch(/"a"/);
		expect(() => validatePipeBody({ destination }, 'update')).not.toThrow();
	});

	it('still requires exactly one kind in a given source', () => {
		expect(inputError(() => validatePipeBody({ source: {} }, 'update')).field).toBe('source');
	});
});

describe('unmappedColumns', () => {
	it('lists columns without a mapping in column order', () => {
		expect(
			unmappedColumns([{ name: 'a' }, { name: 'b' }, { name: 'c' }], [{ destinationField: 'b' }]),
		).toEqual(['a', 'c']);
		expect(unmappedColumns(undefined, [])).toEqual([]);
		expect(unmappedColumns([{ name: 'a' }], undefined)).toEqual(['a']);
	});
});
