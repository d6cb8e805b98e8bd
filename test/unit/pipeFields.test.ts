import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../nodes/shared/base/inputError';
import { inputError } from '../support/inputError';
import {
	destinationObject,
	pipeFormToBody,
	settingsFormToBody,
	sourceKindObject,
} from '../../nodes/ObservabilityPipes/actions/pipe/pipeBody';

/** Two reverse private endpoints, as the endpoint pickers give them. */
const RPE_A = '00000008-0000-4000-8000-00000000000a';
const RPE_B = '00000008-0000-4000-8000-00000000000b';

describe('pipeFormToBody', () => {
	it('builds a create body from the typed fields, dropping empty texts', () => {
		const body = pipeFormToBody(
			{
				name: 'orders',
				sourceKind: 'messageBroker',
				sourceFields: {
					brokers: 'b-1:9092',
					topics: 'orders',
					consumerGroup: '',
					offsetTimestamp: '2025-01-01T00:00',
					reversePrivateEndpointIds: {
						reversePrivateEndpoint: [
							{ reversePrivateEndpointId: { __rl: true, mode: 'id', value: RPE_A } },
							{ reversePrivateEndpointId: { __rl: true, mode: 'list', value: RPE_B } },
						],
					},
					sourceCredentials: { values: { username: 'u', password: 'p' } },
					schemaRegistry: {
						values: { url: 'https://sr', caCertificate: '', username: 'sr', password: 'sp' },
					},
					validateSamples: true,
				},
				destination: {
					database: 'default',
					table: 'orders',
					managedTable: true,
					roles: 'writer',
					columns: { column: [{ name: 'id', type: 'String' }] },
					tableDefinition: {
						engineVersionColumnId: 'ts',
						engineColumnIds: 'id, ts',
						sortingKey: 'id',
						partitionBy: '',
						primaryKey: 'id',
					},
				},
				fieldMappings: { mapping: [{ sourceField: 'orderId', destinationField: 'id' }] },
				scaling: { replicas: 2 },
				settings: { engine_max_threads: 8 },
			},
			'create',
		);
		expect(body).toEqual({
			name: 'orders',
			source: {
				messageBroker: {
					brokers: 'b-1:9092',
					topics: 'orders',
					offset: { strategy: 'from_timestamp', timestamp: '2025-01-01T00:00' },
					reversePrivateEndpointIds: [RPE_A, RPE_B],
					credentials: { username: 'u', password: 'p' },
					schemaRegistry: { url: 'https://sr', credentials: { username: 'sr', password: 'sp' } },
				},
				validateSamples: true,
			},
			destination: {
				database: 'default',
				table: 'orders',
				managedTable: true,
				roles: ['writer'],
				columns: [{ name: 'id', type: 'String' }],
				tableDefinition: {
					engine: { versionColumnId: 'ts', columnIds: ['id', 'ts'] },
					sortingKey: ['id'],
					primaryKey: 'id',
				},
			},
			fieldMappings: [{ sourceField: 'orderId', destinationField: 'id' }],
			scaling: { replicas: 2 },
			settings: { engine_max_threads: 8 },
		});
	});

	it('create always carries name, source and destination so validation can name what is missing', () => {
		expect(pipeFormToBody({ sourceKind: 'objectStorage' }, 'create')).toEqual({
			name: '',
			source: { objectStorage: {} },
			destination: {},
		});
	});

	it('update carries only what was given and no source when the kind is kept', () => {
		expect(
			pipeFormToBody(
				{
					name: '',
					sourceKind: 'keep',
					destination: {},
					fieldMappings: {},
					settings: { engine_max_threads: 2 },
				},
				'update',
			),
		).toEqual({
			settings: { engine_max_threads: 2 },
		});
		expect(pipeFormToBody({ sourceKind: 'objectStorage', sourceFields: {} }, 'update')).toEqual({});
		expect(
			pipeFormToBody(
				{ sourceKind: 'objectStorage', sourceFields: { skipInitialLoad: false } },
				'update',
			),
		).toEqual({
			source: { objectStorage: { skipInitialLoad: false } },
		});
	});

	it('builds relational table mappings to add and to remove for an update', () => {
		const body = pipeFormToBody(
			{
				sourceKind: 'relationalDb',
				sourceFields: {
					tableMappingsToAdd: {
						mapping: [
							{
								sourceSchemaName: 'public',
								sourceTable: 'orders',
								targetTable: 'orders',
								tableEngine: 'MergeTree',
								excludedColumns: '',
								useCustomSortingKey: false,
							},
						],
					},
					tableMappingsToRemove: {
						mapping: [{ sourceSchemaName: 'public', sourceTable: 'customers', targetTable: '' }],
					},
					settings: { syncIntervalSeconds: 30 },
				},
			},
			'update',
		);
		expect(body).toEqual({
			source: {
				relationalDb: {
					tableMappingsToAdd: [
						{
							sourceSchemaName: 'public',
							sourceTable: 'orders',
							targetTable: 'orders',
							tableEngine: 'MergeTree',
							useCustomSortingKey: false,
						},
					],
					tableMappingsToRemove: [{ sourceSchemaName: 'public', sourceTable: 'customers' }],
					settings: { syncIntervalSeconds: 30 },
				},
			},
		});
	});
});

describe('message broker offset of the typed fields', () => {
	const offset = (fields: object) => sourceKindObject(fields as IDataObject).kindObject.offset;
	it('sends the strategy, with the timestamp only for from_timestamp', () => {
		expect(offset({ offsetStrategy: 'from_beginning' })).toEqual({ strategy: 'from_beginning' });
		expect(offset({ offsetStrategy: 'from_latest', offsetTimestamp: '' })).toEqual({
			strategy: 'from_latest',
		});
		expect(
			offset({ offsetStrategy: 'from_timestamp', offsetTimestamp: '2025-01-31T08:00' }),
		).toEqual({ strategy: 'from_timestamp', timestamp: '2025-01-31T08:00' });
		expect(offset({})).toBeUndefined();
	});
	it('reads a timestamp without a strategy as from_timestamp (workflows from before the strategy)', () => {
		expect(offset({ offsetTimestamp: '2025-01-31T08:00' })).toEqual({
			strategy: 'from_timestamp',
			timestamp: '2025-01-31T08:00',
		});
	});
	it('refuses a timestamp beside another strategy', () => {
		const error = inputError(() =>
			sourceKindObject({ offsetStrategy: 'from_latest', offsetTimestamp: '2025-01-31T08:00' }),
		);
		expect(error.field).toBe('offsetTimestamp');
		expect(error.fix).toMatch(/From Timestamp/);
	});
});

describe('destination table engine of the typed fields', () => {
	it('puts the engine type into tableDefinition.engine', () => {
		expect(
			destinationObject({
				tableDefinition: { engineType: 'ReplacingMergeTree', engineVersionColumnId: 'ts' },
			}),
		).toEqual({
			tableDefinition: { engine: { type: 'ReplacingMergeTree', versionColumnId: 'ts' } },
		});
	});
});

describe('sourceKindObject', () => {
	it('reshapes relational database settings and table mappings', () => {
		const { kindObject } = sourceKindObject({
			host: 'db',
			port: 5432,
			settings: { syncIntervalSeconds: 10, publicationName: '' },
			tableMappings: {
				mapping: [
					{
						sourceSchemaName: 'public',
						sourceTable: 'customers',
						targetTable: '',
						excludedColumns: 'ssn',
						sortingKeys: '',
						useCustomSortingKey: false,
					},
				],
			},
		});
		expect(kindObject).toEqual({
			host: 'db',
			port: 5432,
			settings: { syncIntervalSeconds: 10 },
			tableMappings: [
				{
					sourceSchemaName: 'public',
					sourceTable: 'customers',
					excludedColumns: ['ssn'],
					useCustomSortingKey: false,
				},
			],
		});
	});

	it('builds access keys and leaves empty groups out', () => {
		expect(
			sourceKindObject({
				accessKey: { values: { accessKeyId: 'AK', secretKey: 'SK' } },
				streamName: 's',
			}).kindObject,
		).toEqual({
			accessKey: { accessKeyId: 'AK', secretKey: 'SK' },
			streamName: 's',
		});
		expect(
			sourceKindObject({
				accessKey: { values: { accessKeyId: '', secretKey: '' } },
				schemaRegistry: {},
			}).kindObject,
		).toEqual({});
	});
});

describe('destinationObject', () => {
	it('keeps columns even when empty so the column rule sees them', () => {
		expect(destinationObject({ columns: { column: [{ name: 'a' }] } })).toEqual({
			columns: [{ name: 'a', type: '' }],
		});
		expect(destinationObject(undefined)).toEqual({});
	});
});

describe('settingsFormToBody', () => {
	it('adds the settings reset to the default as null', () => {
		expect(settingsFormToBody({ engine_max_threads: 8 }, ['streaming_max_insert_wait_ms'])).toEqual(
			{ engine_max_threads: 8, streaming_max_insert_wait_ms: null },
		);
	});

	it('refuses a setting that is both set and reset', () => {
		expect(() => settingsFormToBody({ engine_max_threads: 8 }, ['engine_max_threads'])).toThrow(
			InputError,
		);
		expect(() => settingsFormToBody({ engine_max_threads: 8 }, ['engine_max_threads'])).toThrow(
			"Invalid 'settings.engine_max_threads': it is also chosen in 'Reset to Default'",
		);
		expect(() => settingsFormToBody({}, ['threads'])).toThrow(
			"Invalid 'resetSettings': 'threads' is not a pipe setting",
		);
	});
});
