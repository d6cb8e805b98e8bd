/**
 * The pipe resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import {
	type BadBatch,
	type BadInput,
	type Json,
	type ResourceCases,
	baselineBuilder,
	item,
	MISSING,
	VALUE,
	json,
	body,
	judged,
	badWaitTimeouts,
	UNKNOWN_UUID,
} from '../support/caseKit';
import { cloudParams, locator, SEED } from '../support/env';

const UUID_PIPE = () => SEED.pipes.messageBroker;

export const pipeBody = () => ({
	name: 'rel-pipe',
	source: { messageBroker: { brokers: 'b:9092', topics: 't', consumerGroup: 'g' } },
	destination: {
		database: 'default',
		table: 't',
		managedTable: true,
		columns: [{ name: 'a', type: 'String' }],
	},
	fieldMappings: [{ sourceField: 'a', destinationField: 'a' }],
	scaling: { replicas: 1 },
	settings: { streaming_max_insert_wait_ms: 1000 },
});

function pipeWith(over: Json): Json {
	return { ...pipeBody(), ...over };
}

const broker = (over: Json) =>
	pipeWith({ source: { messageBroker: { ...pipeBody().source.messageBroker, ...over } } });

const destinationWith = (over: Json) =>
	pipeWith({ destination: { ...pipeBody().destination, ...over } });

function badPipeBodies(): BadInput[] {
	const base = pipeBody();
	return [
		body('no name', pipeWith({ name: undefined }), 'name'),
		body('empty name', pipeWith({ name: '  ' }), 'name'),
		body('no source', pipeWith({ source: undefined }), 'source'),
		body('source is a text', pipeWith({ source: 'kafka' }), 'source'),
		body('source without a kind', pipeWith({ source: { validateSamples: true } }), 'source'),
		body(
			'source with two kinds',
			pipeWith({ source: { messageBroker: {}, objectStorage: {} } }),
			'source',
		),
		body('source kind "kafka" only', pipeWith({ source: { kafka: { brokers: 'b' } } }), 'source'),
		body(
			'validateSamples is a word',
			pipeWith({ source: { ...base.source, validateSamples: 'yes' } }),
			'source.validateSamples',
		),
		body(
			'kind object is a list',
			pipeWith({ source: { messageBroker: [] } }),
			'source.messageBroker',
		),
		body('brokers is a number', broker({ brokers: 9092 }), 'source.messageBroker.brokers'),
		body('offset is a text', broker({ offset: '2025-01-01' }), 'source.messageBroker.offset'),
		body(
			'offset without strategy',
			broker({ offset: { timestamp: '2025-01-01T00:00:00Z' } }),
			'source.messageBroker.offset.strategy',
		),
		body(
			'offset strategy a number',
			broker({ offset: { strategy: 5 } }),
			'source.messageBroker.offset.strategy',
		),
		body(
			'offset from_timestamp without timestamp',
			broker({ offset: { strategy: 'from_timestamp', timestamp: '' } }),
			'source.messageBroker.offset.timestamp',
		),
		body(
			'broker authentication a number',
			broker({ authentication: 5 }),
			'source.messageBroker.authentication',
		),
		body(
			'broker credentials of two shapes',
			broker({ credentials: { username: 'u', password: 'p', accessKeyId: 'a' } }),
			'source.messageBroker.credentials',
		),
		body(
			'broker credentials without password',
			broker({ credentials: { username: 'u' } }),
			'source.messageBroker.credentials',
		),
		body(
			'storage format a number',
			pipeWith({ source: { objectStorage: { url: 's3://b/**', format: 5 } } }),
			'source.objectStorage.format',
		),
		body(
			'storage compression true',
			pipeWith({ source: { objectStorage: { url: 's3://b/**', compression: true } } }),
			'source.objectStorage.compression',
		),
		body(
			'stream iterator a number',
			pipeWith({ source: { managedStream: { streamName: 's', iteratorType: 1 } } }),
			'source.managedStream.iteratorType',
		),
		body(
			'relational snapshotNumRowsPerPartition -999',
			pipeWith({
				source: { relationalDb: { host: 'h', settings: { snapshotNumRowsPerPartition: -999 } } },
			}),
			'source.relationalDb.settings.snapshotNumRowsPerPartition',
		),
		judged(
			'relational host with scheme and port',
			pipeWith({ source: { relationalDb: { host: 'postgres://h:5432' } } }),
			'source.relationalDb.host',
		),
		body(
			'relational authentication a list',
			pipeWith({ source: { relationalDb: { host: 'h', authentication: ['md5'] } } }),
			'source.relationalDb.authentication',
		),
		body(
			'table engine a number',
			destinationWith({ tableDefinition: { engine: { type: 7 } } }),
			'destination.tableDefinition.engine.type',
		),
		judged('name of 256 characters', pipeWith({ name: 'n'.repeat(256) }), 'name'),
		body('concurrency -1', pipeWith({ scaling: { concurrency: -1 } }), 'scaling.concurrency'),
		body(
			'reversePrivateEndpointIds is a text',
			broker({ reversePrivateEndpointIds: SEED.rpe }),
			'source.messageBroker.reversePrivateEndpointIds',
		),
		body(
			'credentials password is a number',
			broker({ credentials: { username: 'u', password: 1234 } }),
			'source.messageBroker.credentials.password',
		),
		body(
			'isContinuous is a word',
			pipeWith({ source: { objectStorage: { url: 's3://b/**', isContinuous: 'always' } } }),
			'source.objectStorage.isContinuous',
		),
		body(
			'managed stream timestamp is a date',
			pipeWith({ source: { managedStream: { streamName: 's', timestamp: '2025-01-01' } } }),
			'source.managedStream.timestamp',
		),
		body(
			'relational port 70000',
			pipeWith({ source: { relationalDb: { host: 'h', port: 70000 } } }),
			'source.relationalDb.port',
		),
		body(
			'relational port is a word',
			pipeWith({ source: { relationalDb: { host: 'h', port: 'pg' } } }),
			'source.relationalDb.port',
		),
		body(
			'relational pullBatchSize fractional',
			pipeWith({ source: { relationalDb: { host: 'h', settings: { pullBatchSize: 1.5 } } } }),
			'source.relationalDb.settings.pullBatchSize',
		),
		body(
			'relational tableMappings holds a text',
			pipeWith({ source: { relationalDb: { host: 'h', tableMappings: ['orders'] } } }),
			'source.relationalDb.tableMappings[0]',
		),
		body('no destination', pipeWith({ destination: undefined }), 'destination'),
		body('empty destination', pipeWith({ destination: {} }), 'destination'),
		body('destination is a text', pipeWith({ destination: 'default.t' }), 'destination'),
		body(
			'managedTable is a word',
			destinationWith({ managedTable: 'yes' }),
			'destination.managedTable',
		),
		body(
			'columns is an object',
			destinationWith({ columns: { name: 'a' } }),
			'destination.columns',
		),
		body(
			'column without type',
			destinationWith({ columns: [{ name: 'a' }] }),
			'destination.columns[0].type',
		),
		body(
			'column without name',
			destinationWith({ columns: [{ type: 'String' }] }),
			'destination.columns[0].name',
		),
		body(
			'table definition sortingKey is a text',
			destinationWith({ tableDefinition: { sortingKey: 'a' } }),
			'destination.tableDefinition.sortingKey',
		),
		body(
			'engine columnIds holds a number',
			destinationWith({ tableDefinition: { engine: { columnIds: [1] } } }),
			'destination.tableDefinition.engine.columnIds',
		),
		body('roles hold a number', destinationWith({ roles: [7] }), 'destination.roles'),
		body('fieldMappings is an object', pipeWith({ fieldMappings: { a: 'a' } }), 'fieldMappings'),
		body(
			'mapping without destinationField',
			pipeWith({ fieldMappings: [{ sourceField: 'a' }] }),
			'fieldMappings[0].destinationField',
		),
		body('mapping is a text', pipeWith({ fieldMappings: ['a'] }), 'fieldMappings[0]'),
		body(
			'destination column missing from the mappings',
			destinationWith({
				columns: [
					{ name: 'a', type: 'String' },
					{ name: 'b', type: 'String' },
				],
			}),
			'fieldMappings',
		),
		body(
			'destination columns and no mappings',
			pipeWith({ fieldMappings: undefined }),
			'fieldMappings',
		),
		body('scaling is a number', pipeWith({ scaling: 2 }), 'scaling'),
		body('replicas -1', pipeWith({ scaling: { replicas: -1 } }), 'scaling.replicas'),
		body('replicas 1.5', pipeWith({ scaling: { replicas: 1.5 } }), 'scaling.replicas'),
		body(
			'replicaCpuMillicores -124',
			pipeWith({ scaling: { replicaCpuMillicores: -124 } }),
			'scaling.replicaCpuMillicores',
		),
		body(
			'replicaMemoryGb is NaN text',
			pipeWith({ scaling: { replicaMemoryGb: 'NaN' } }),
			'scaling.replicaMemoryGb',
		),
		body('unknown scaling field', pipeWith({ scaling: { shards: 2 } }), 'scaling.shards'),
		body('settings is a list', pipeWith({ settings: [] }), 'settings'),
		body('unknown setting', pipeWith({ settings: { max_threads: 8 } }), 'settings.max_threads'),
		body(
			'streaming_max_insert_wait_ms -499',
			pipeWith({ settings: { streaming_max_insert_wait_ms: -499 } }),
			'settings.streaming_max_insert_wait_ms',
		),
		body(
			'engine_max_threads 6.5',
			pipeWith({ settings: { engine_max_threads: 6.5 } }),
			'settings.engine_max_threads',
		),
		body(
			'object_storage_use_cluster_function "on"',
			pipeWith({ settings: { object_storage_use_cluster_function: 'on' } }),
			'settings.object_storage_use_cluster_function',
		),
	];
}

function badPipeChanges(): BadInput[] {
	return [
		body('nothing to change', {}, 'body'),
		body('empty name', { name: '' }, 'name'),
		body('scaling on update', { scaling: { replicas: 2 } }, 'scaling'),
		body('source with two kinds', { source: { messageBroker: {}, relationalDb: {} } }, 'source'),
		body('destination is a list', { destination: [] }, 'destination'),
		body(
			'column without name',
			{ destination: { columns: [{ type: 'String' }] } },
			'destination.columns[0].name',
		),
		body(
			'columns and mappings disagree',
			{
				destination: { columns: [{ name: 'x', type: 'String' }] },
				fieldMappings: [{ sourceField: 'a', destinationField: 'y' }],
			},
			'fieldMappings',
		),
		body(
			'mapping without sourceField',
			{ fieldMappings: [{ destinationField: 'a' }] },
			'fieldMappings[0].sourceField',
		),
		body(
			'setting below 0',
			{ settings: { engine_max_insert_threads: -17 } },
			'settings.engine_max_insert_threads',
		),
		body('unknown setting', { settings: { threads: 1 } }, 'settings.threads'),
		body(
			'brokers (fixed at create)',
			{ source: { messageBroker: { brokers: 'b-2:9092' } } },
			'source.messageBroker.brokers',
		),
		body(
			'topics (fixed at create)',
			{ source: { messageBroker: { topics: 'other' } } },
			'source.messageBroker.topics',
		),
		body(
			'offset (fixed at create)',
			{ source: { messageBroker: { offset: { strategy: 'from_latest' } } } },
			'source.messageBroker.offset',
		),
		body(
			'table mappings as a whole (fixed at create)',
			{ source: { relationalDb: { tableMappings: [] } } },
			'source.relationalDb.tableMappings',
		),
		body(
			'destination table (fixed at create)',
			{ destination: { table: 't2' } },
			'destination.table',
		),
		body(
			'destination roles (fixed at create)',
			{ destination: { roles: ['r'] } },
			'destination.roles',
		),
		body('a field the document does not have', { labels: { team: 'a' } }, 'labels'),
		body(
			'table mapping to add without source table',
			{ source: { relationalDb: { tableMappingsToAdd: [{ targetTable: 't' }] } } },
			'source.relationalDb.tableMappingsToAdd[0].sourceTable',
		),
		body(
			'sync interval -1',
			{ source: { relationalDb: { settings: { syncIntervalSeconds: -1 } } } },
			'source.relationalDb.settings.syncIntervalSeconds',
		),
	];
}

/** Scaling bodies (JSON mode names the field without a prefix). */
function badScaling(): BadInput[] {
	return [
		body('nothing given', {}, 'jsonBody'),
		body('replicas -1', { replicas: -1 }, 'replicas'),
		body('replicas 2.5', { replicas: 2.5 }, 'replicas'),
		body('replicas is a word', { replicas: 'two' }, 'replicas'),
		body('replicaCpuMillicores -100', { replicaCpuMillicores: -100 }, 'replicaCpuMillicores'),
		body('replicaCpuMillicores 500.5', { replicaCpuMillicores: 500.5 }, 'replicaCpuMillicores'),
		body('replicaMemoryGb -0.25', { replicaMemoryGb: -0.25 }, 'replicaMemoryGb'),
		body('concurrency -1', { concurrency: -1 }, 'concurrency'),
		body('concurrency is a word', { concurrency: 'auto' }, 'concurrency'),
		body('unknown field', { cpu: 1 }, 'cpu'),
	];
}

/**
 * Flat settings maps, every numeric setting below 0 once (what no server takes; a value outside
 * the documents' range is sent: test/actions/pipe.test.ts shows the server's 400).
 */
function badSettings(): BadInput[] {
	return [
		body('nothing given', {}, 'jsonBody'),
		body('unknown setting', { engine_threads: 1 }, 'engine_threads'),
		body(
			'streaming_max_insert_wait_ms -1',
			{ streaming_max_insert_wait_ms: -1 },
			'streaming_max_insert_wait_ms',
		),
		body(
			'object_storage_concurrency -1',
			{ object_storage_concurrency: -1 },
			'object_storage_concurrency',
		),
		body(
			'object_storage_polling_interval_ms -1',
			{ object_storage_polling_interval_ms: -1 },
			'object_storage_polling_interval_ms',
		),
		body(
			'object_storage_max_insert_bytes -1',
			{ object_storage_max_insert_bytes: -1 },
			'object_storage_max_insert_bytes',
		),
		body(
			'object_storage_max_file_count -1',
			{ object_storage_max_file_count: -1 },
			'object_storage_max_file_count',
		),
		body(
			'object_storage_use_cluster_function 1',
			{ object_storage_use_cluster_function: 1 },
			'object_storage_use_cluster_function',
		),
		body('engine_max_threads -1', { engine_max_threads: -1 }, 'engine_max_threads'),
		body(
			'engine_max_insert_threads -1',
			{ engine_max_insert_threads: -1 },
			'engine_max_insert_threads',
		),
		body(
			'engine_min_insert_block_size_bytes -1',
			{ engine_min_insert_block_size_bytes: -1 },
			'engine_min_insert_block_size_bytes',
		),
		body(
			'engine_max_download_threads -1',
			{ engine_max_download_threads: -1 },
			'engine_max_download_threads',
		),
		body(
			'engine_parallel_distributed_insert_select -1',
			{ engine_parallel_distributed_insert_select: -1 },
			'engine_parallel_distributed_insert_select',
		),
		body(
			'engine_parallel_view_processing "yes"',
			{ engine_parallel_view_processing: 'yes' },
			'engine_parallel_view_processing',
		),
		body(
			'object_storage_max_insert_bytes 1.5 GiB as a fraction',
			{ object_storage_max_insert_bytes: 1.5 * 2 ** 30 + 0.5 },
			'object_storage_max_insert_bytes',
		),
		body('engine_max_threads 8.5', { engine_max_threads: 8.5 }, 'engine_max_threads'),
		body('engine_max_threads is a word', { engine_max_threads: 'eight' }, 'engine_max_threads'),
	];
}

function badExpectedSettings(): BadInput[] {
	return [
		item('missing (expression resolves to undefined)', MISSING, 'expectedSettings'),
		item('not JSON', '{engine_max_threads: 8}', 'expectedSettings'),
		item('a list', '[]', 'expectedSettings'),
		item('no setting', '{}', 'expectedSettings'),
		item('unknown setting', '{"threads": 8}', 'expectedSettings.threads'),
		item('setting below 0', '{"engine_max_threads": -100}', 'expectedSettings.engine_max_threads'),
		item(
			'boolean setting as a number',
			'{"engine_parallel_view_processing": 1}',
			'expectedSettings.engine_parallel_view_processing',
		),
	];
}

export const cases: ResourceCases = {
	resource: 'pipe',
	recordField: 'pipeId',
	/** Its cells that are not one documented operation each (test/contract/everyEndpoint.test.ts). */
	notOneEndpoint: [
		{
			cells: ['pipe:start cloud', 'pipe:stop cloud', 'pipe:resync cloud'],
			endpoint: 'pipeStateUpdate',
			reason:
				'one endpoint, one cell per command: PATCH .../pipes/{pipeId}/state takes the command start, stop or resync',
		},
		{
			cells: ['pipe:auditSettings cloud'],
			reason:
				'reads one pipe or all of them, and the settings of a pipe whose record lacks them (the endpoints of Pipe: Get, Get Many and Get Settings), and compares them with the expected settings: no endpoint of its own',
		},
	],
	baselines() {
		const { cells, cloud } = baselineBuilder();
		cloud('pipe', 'create', json(pipeBody()));
		cloud('pipe', 'get', { pipeId: locator(UUID_PIPE()) });
		cloud('pipe', 'getAll', { returnAll: true });
		cloud('pipe', 'update', { pipeId: locator(UUID_PIPE()), ...json({ name: 'renamed' }) });
		cloud('pipe', 'delete', { pipeId: locator(SEED.pipes.failed) });
		cloud('pipe', 'start', { pipeId: locator(SEED.pipes.managedStream) });
		cloud('pipe', 'stop', { pipeId: locator(UUID_PIPE()) });
		cloud('pipe', 'resync', { pipeId: locator(SEED.pipes.relationalDb) });
		cloud(
			'pipe',
			'getSettings',
			{ pipeId: locator(UUID_PIPE()) },
			{
				// One GET of the pipe's settings; its item is the settings map as the server holds it.
				check: (output, requests) => {
					expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
						expect.stringMatching(new RegExp(`^GET /.*/pipes/${UUID_PIPE()}/settings$`)),
					]);
					expect(output).toHaveLength(1);
					expect(output[0]).toMatchObject({ streaming_max_insert_wait_ms: expect.any(Number) });
				},
			},
		);
		cloud('pipe', 'updateSettings', {
			pipeId: locator(UUID_PIPE()),
			...json({ engine_max_threads: 4 }),
		});
		cloud('pipe', 'updateScaling', { pipeId: locator(UUID_PIPE()), ...json({ replicas: 2 }) });
		cloud('pipe', 'auditSettings', {
			pipeId: locator(UUID_PIPE()),
			expectedSettings: '{"engine_max_threads": 4}',
		});
		cloud('pipe', 'getContext');
		return cells;
	},
	bad(cell, add) {
		if (cell.op === 'pipe:create')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badPipeBodies());
		if (cell.op === 'pipe:update')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badPipeChanges());
		if (cell.op === 'pipe:updateScaling')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badScaling());
		if (cell.op === 'pipe:updateSettings')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badSettings());
		if (cell.op === 'pipe:auditSettings')
			add(cell, 'expectedSettings', { expectedSettings: VALUE }, badExpectedSettings());
		if (['pipe:create', 'pipe:start', 'pipe:stop', 'pipe:resync'].includes(cell.op))
			add(cell, 'waitTimeout', { waitForState: true, waitTimeout: VALUE }, badWaitTimeouts());
	},
	typed() {
		const batches: BadBatch[] = [];
		batches.push({
			op: 'pipe:updateScaling',
			deployment: 'cloud',
			varies: 'fields: scaling.replicas',
			params: cloudParams('pipe', 'updateScaling', {
				pipeId: locator(UUID_PIPE()),
				specifyBody: 'fields',
				scaling: { replicas: VALUE },
			}),
			inputs: [
				item('-1', -1, 'scaling.replicas'),
				item('1.5', 1.5, 'scaling.replicas'),
				item('word', 'many', 'scaling.replicas'),
			],
		});
		batches.push({
			op: 'pipe:updateSettings',
			deployment: 'cloud',
			varies: 'fields: settings / resetSettings',
			params: cloudParams('pipe', 'updateSettings', {
				pipeId: locator(UUID_PIPE()),
				specifyBody: 'fields',
				settings: { engine_max_threads: VALUE },
				resetSettings: ['engine_max_insert_threads'],
			}),
			inputs: [
				item('-65', -65, 'settings.engine_max_threads'),
				item('word', 'all', 'settings.engine_max_threads'),
			],
		});
		batches.push({
			op: 'pipe:updateSettings',
			deployment: 'cloud',
			varies: 'fields: resetSettings',
			params: cloudParams('pipe', 'updateSettings', {
				pipeId: locator(UUID_PIPE()),
				specifyBody: 'fields',
				settings: { engine_max_threads: 4 },
				resetSettings: VALUE,
			}),
			inputs: [
				item('set and reset', ['engine_max_threads'], 'settings.engine_max_threads'),
				item('unknown setting', ['threads'], 'resetSettings'),
			],
		});
		batches.push({
			op: 'pipe:create',
			deployment: 'cloud',
			varies: 'fields: destination columns / mappings',
			params: cloudParams('pipe', 'create', {
				specifyBody: 'fields',
				name: 'rel',
				sourceKind: 'messageBroker',
				brokers: 'b:9092',
				topics: 't',
				destinationDatabase: 'default',
				destinationTable: 't',
				destination: {
					columns: {
						column: [
							{ name: 'a', type: 'String' },
							{ name: 'b', type: 'String' },
						],
					},
				},
				fieldMappings: { mapping: [{ sourceField: 'a', destinationField: VALUE }] },
			}),
			inputs: [
				item('column b unmapped', 'a', 'fieldMappings'),
				item('mapping destination missing', MISSING, 'fieldMappings[0].destinationField'),
				item('mapping to an unknown column', 'c', 'fieldMappings'),
			],
		});
		batches.push({
			op: 'pipe:create',
			deployment: 'cloud',
			varies: 'fields: offset timestamp (date and time)',
			params: cloudParams('pipe', 'create', {
				specifyBody: 'fields',
				name: 'rel',
				sourceKind: 'messageBroker',
				brokers: 'b:9092',
				topics: 't',
				messageBroker: { offsetStrategy: 'from_timestamp', offsetTimestamp: VALUE },
				destinationDatabase: 'default',
				destinationTable: 't',
			}),
			inputs: [
				item('not a date', 'next tuesday', 'offsetTimestamp'),
				item('February 30', '2025-02-30T10:00', 'offsetTimestamp'),
				item('before 1970', -5, 'offsetTimestamp'),
				item('an object', { at: 'now' }, 'offsetTimestamp'),
			],
		});
		batches.push({
			op: 'pipe:create',
			deployment: 'cloud',
			varies: 'fields: stream start timestamp (date and time)',
			params: cloudParams('pipe', 'create', {
				specifyBody: 'fields',
				name: 'rel',
				sourceKind: 'managedStream',
				streamName: 's',
				region: 'eu-west-1',
				iteratorType: 'AT_TIMESTAMP',
				managedStream: { timestamp: VALUE },
				destinationDatabase: 'default',
				destinationTable: 't',
			}),
			inputs: [
				item('not a date', 'soon', 'timestamp'),
				item('a fraction of a second', 1615766400.5, 'timestamp'),
			],
		});
		return batches;
	},
	/** An unknown service under a known organization. */
	unknownIds: (cells) =>
		cells
			.filter((cell) => cell.op === 'pipe:getAll' && cell.deployment === 'cloud')
			.map((cell) => ({
				...cell,
				op: `${cell.op} (unknown service)`,
				params: { ...cell.params, serviceId: locator(UNKNOWN_UUID) },
			})),
};
