import { inputError } from '../support/inputError';
import { unmappedColumns, validatePipeBody } from '../../nodes/ObservabilityPipes/actions/pipe/pipeBody';

const validPipe = () => ({
	name: 'orders',
	source: { messageBroker: { brokers: 'b-1:9092', topics: 'orders', format: 'JSONEachRow', authentication: 'PLAIN' } },
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
		body.source.messageBroker = { ...body.source.messageBroker, unmodelled: 'x' } as typeof body.source.messageBroker;
		expect(validatePipeBody(body, 'create')).toEqual(body);
	});

	it.each([
		['name', { name: '' }, /"name": it is empty/],
		['source', { source: undefined }, /"source": the pipe has no source/],
		['destination', { destination: undefined }, /"destination": the pipe has no destination/],
		['destination', { destination: {} }, /"destination": the pipe has no destination/],
	])('requires %s', (field, change, message) => {
		const error = inputError(() => validatePipeBody({ ...validPipe(), ...change }, 'create'));
		expect(error.field).toBe(field);
		expect(error.message).toMatch(message);
	});

	it('requires exactly one source kind and names the ones found', () => {
		const two = inputError(() => validatePipeBody({ ...validPipe(), source: { messageBroker: {}, objectStorage: {} } }, 'create'));
		expect(two.message).toMatch(/2 source kinds \(messageBroker, objectStorage\)/);
		const none = inputError(() => validatePipeBody({ ...validPipe(), source: { validateSamples: true } }, 'create'));
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
		const { fieldMappings: _ignored, ...body } = validPipe();
		expect(inputError(() => validatePipeBody(body, 'create')).message).toMatch(/"id", "ts"/);
	});

	it('checks types of known source fields with the path of the field', () => {
		const body = validPipe();
		(body.source.messageBroker as Record<string, unknown>).topics = 42;
		const error = inputError(() => validatePipeBody(body, 'create'));
		expect(error.field).toBe('source.messageBroker.topics');
	});

	it('checks the offset timestamp form, the registry URL and endpoint ids', () => {
		const at = (patch: Record<string, unknown>) => {
			const body = validPipe();
			Object.assign(body.source.messageBroker, patch);
			return inputError(() => validatePipeBody(body, 'create')).field;
		};
		expect(at({ offset: { timestamp: '2025-01-01 00:00' } })).toBe('source.messageBroker.offset.timestamp');
		expect(at({ schemaRegistry: { url: 'registry' } })).toBe('source.messageBroker.schemaRegistry.url');
		expect(at({ reversePrivateEndpointIds: ['nope'] })).toBe('source.messageBroker.reversePrivateEndpointIds[0]');
		const ok = validPipe();
		Object.assign(ok.source.messageBroker, { offset: { timestamp: '2025-01-01T00:00' }, schemaRegistry: { url: 'https://sr:8081' } });
		expect(() => validatePipeBody(ok, 'create')).not.toThrow();
	});

	it('checks relational database port, settings and table mappings; whole-number text becomes a number', () => {
		const rdb = (fields: Record<string, unknown>) => ({
			name: 'cdc',
			source: { relationalDb: { host: 'db', ...fields } },
			destination: { database: 'shop', table: 'customers', columns: [] },
		});
		const body = validatePipeBody(rdb({ port: '5432', settings: { syncIntervalSeconds: '10' } }), 'create');
		expect(body.source).toEqual({ relationalDb: { host: 'db', port: 5432, settings: { syncIntervalSeconds: 10 } } });
		expect(inputError(() => validatePipeBody(rdb({ port: 70000 }), 'create')).field).toBe('source.relationalDb.port');
		expect(inputError(() => validatePipeBody(rdb({ settings: { allowNullableColumns: 'yes' } }), 'create')).field).toBe('source.relationalDb.settings.allowNullableColumns');
		expect(inputError(() => validatePipeBody(rdb({ tableMappings: [{ sourceTable: 1 }] }), 'create')).field).toBe('source.relationalDb.tableMappings[0].sourceTable');
	});

	it('checks destination columns, table definition and field mapping entries', () => {
		const body = validPipe();
		body.destination.columns[1] = { name: 'ts', type: '' };
		expect(inputError(() => validatePipeBody(body, 'create')).field).toBe('destination.columns[1].type');
		const definition = { ...validPipe(), destination: { ...validPipe().destination, tableDefinition: { engine: { columnIds: 'id' } } } };
		expect(inputError(() => validatePipeBody(definition, 'create')).field).toBe('destination.tableDefinition.engine.columnIds');
		const mapping = { ...validPipe(), fieldMappings: [{ sourceField: 'id' }] };
		expect(inputError(() => validatePipeBody(mapping, 'create')).field).toBe('fieldMappings[0].destinationField');
	});

	it('checks scaling and settings inside the body', () => {
		expect(inputError(() => validatePipeBody({ ...validPipe(), scaling: { replicas: 41 } }, 'create')).field).toBe('scaling.replicas');
		expect(inputError(() => validatePipeBody({ ...validPipe(), settings: { nope: 1 } }, 'create')).field).toBe('settings.nope');
		expect(validatePipeBody({ ...validPipe(), settings: { engine_max_threads: null } }, 'create').settings).toEqual({ engine_max_threads: null });
	});
});

describe('validatePipeBody (update)', () => {
	it('checks only what is given', () => {
		expect(validatePipeBody({ name: 'renamed' }, 'update')).toEqual({ name: 'renamed' });
		expect(validatePipeBody({ settings: { engine_max_threads: '4' } }, 'update')).toEqual({ settings: { engine_max_threads: 4 } });
	});

	it('refuses an empty update and scaling', () => {
		expect(inputError(() => validatePipeBody({}, 'update')).field).toBe('body');
		const scaling = inputError(() => validatePipeBody({ scaling: { replicas: 2 } }, 'update'));
		expect(scaling.field).toBe('scaling');
		expect(scaling.fix).toMatch(/Update Scaling/);
	});

	it('checks the column rule when columns and mappings are both given, and leaves it to the server otherwise', () => {
		const destination = { columns: [{ name: 'a', type: 'String' }] };
		expect(inputError(() => validatePipeBody({ destination, fieldMappings: [] }, 'update')).message).toMatch(/"a"/);
		expect(() => validatePipeBody({ destination }, 'update')).not.toThrow();
	});

	it('still requires exactly one kind in a given source', () => {
		expect(inputError(() => validatePipeBody({ source: {} }, 'update')).field).toBe('source');
	});
});

describe('unmappedColumns', () => {
	it('lists columns without a mapping in column order', () => {
		expect(unmappedColumns([{ name: 'a' }, { name: 'b' }, { name: 'c' }], [{ destinationField: 'b' }])).toEqual(['a', 'c']);
		expect(unmappedColumns(undefined, [])).toEqual([]);
		expect(unmappedColumns([{ name: 'a' }], undefined)).toEqual(['a']);
	});
});
