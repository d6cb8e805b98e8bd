/**
 * The pipe bodies as the cloud document publishes them (rules beyond it: docs/api-notes.md#pipe-create-and-update):
 * `PipePostRequest` for create and `PipePatchRequest` for update, with their enums, ranges,
 * the credential shapes and the settings. Pure data; pipeBody.ts and settings.ts check bodies
 * against it with the shared checker (nodes/shared/input/schema.ts), and the editor's fields (pipeParameters.ts) offer it without loading those checks.
 */
import { ENUMS, KEY_SETS, RANGES, WORKLOAD_IDENTITY } from '../../../shared/api/apiSpec';

import type { FieldSpec, Fields } from '../../../shared/input/schema';

export type { FieldSpec, Fields };

export { WORKLOAD_IDENTITY };
/** The documents' enums (nodes/shared/api/apiSpec.ts, held equal to the documents by its test). */
export const MESSAGE_BROKER_AUTHENTICATIONS = ENUMS.messageBrokerAuthentications.values;
export const OBJECT_STORAGE_FORMATS = ENUMS.objectStorageFormats.values;
export const COMPRESSIONS = ENUMS.compressions.values;
export const OBJECT_STORAGE_AUTHENTICATIONS = ENUMS.objectStorageAuthentications.values;
export const MANAGED_STREAM_AUTHENTICATIONS = ENUMS.managedStreamAuthentications.values;
export const ITERATOR_TYPES = ENUMS.iteratorTypes.values;
export const RELATIONAL_DB_AUTHENTICATIONS = ENUMS.relationalDbAuthentications.values;
export const REPLICATION_MODES = ENUMS.replicationModes.values;
export const TABLE_ENGINES = ENUMS.tableEngines.values;
export const TABLE_MAPPING_ENGINES = ENUMS.tableMappingEngines.values;
const OFFSET_STRATEGIES = ENUMS.offsetStrategies.values;
/** Formats the document names for message brokers and managed streams (its list is longer: other values pass). */
export const STREAM_FORMATS = ['JSONEachRow', 'Avro', 'Protobuf'] as const;

/** The smallest `snapshotNumRowsPerPartition` the documents give (the editor's minimum; the server judges). */
export const MIN_SNAPSHOT_ROWS_PER_PARTITION = 1000;

const LOGIN = ['username', 'password'] as const;
const ACCESS_KEY = ['accessKeyId', 'secretKey'] as const;
/** The shapes of message broker `credentials` (the document's oneOf), each with all its fields. */
const CREDENTIAL_SHAPES: readonly (readonly string[])[] = [
	LOGIN,
	ACCESS_KEY,
	['connectionString'],
	['certificate', 'privateKey'],
];

const str: FieldSpec = { type: 'string' };
const strN: FieldSpec = { type: 'string', nullable: true };
const bool: FieldSpec = { type: 'boolean' };
const boolN: FieldSpec = { type: 'boolean', nullable: true };
const strings: FieldSpec = { type: 'strings' };
const oneOf = (values: readonly string[], nullable = false): FieldSpec => ({
	type: 'string',
	enum: values,
	nullable,
});
/** A count or duration of the documents' minimum `min`: sent from 0 up, the server judges the rest. */
const atLeast = (min: number, nullable = false): FieldSpec => ({
	type: 'integer',
	min: 0,
	offered: `${min} or more`,
	nullable,
});
/** The TCP port space: no server connects to a port outside it. */
const port = (nullable: boolean): FieldSpec => ({ type: 'integer', min: 1, max: 65535, nullable });
const login: FieldSpec = { type: 'credentials', shapes: [LOGIN] };
const brokerCredentials: FieldSpec = { type: 'credentials', shapes: CREDENTIAL_SHAPES };
const accessKey: FieldSpec = { type: 'credentials', shapes: [ACCESS_KEY], nullable: true };

const OFFSET: FieldSpec = {
	type: 'object',
	nullable: true,
	required: ['strategy'],
	fields: { strategy: oneOf(OFFSET_STRATEGIES), timestamp: strN },
};

const TABLE_MAPPING: Fields = {
	sourceSchemaName: str,
	sourceTable: str,
	targetTable: str,
	excludedColumns: strings,
	useCustomSortingKey: bool,
	sortingKeys: strings,
	tableEngine: oneOf(TABLE_MAPPING_ENGINES),
	partitionKey: str,
	partitionByExpr: str,
};

const TABLE_MAPPING_TO_REMOVE: Fields = {
	sourceSchemaName: strN,
	sourceTable: strN,
	targetTable: strN,
	tableEngine: oneOf(TABLE_MAPPING_ENGINES, true),
	partitionKey: strN,
	partitionByExpr: strN,
};

const RELATIONAL_DB_SETTINGS: Fields = {
	syncIntervalSeconds: atLeast(1),
	pullBatchSize: atLeast(1),
	publicationName: str,
	replicationMode: oneOf(REPLICATION_MODES),
	replicationSlotName: str,
	allowNullableColumns: bool,
	initialLoadParallelism: atLeast(1),
	snapshotNumRowsPerPartition: atLeast(MIN_SNAPSHOT_ROWS_PER_PARTITION),
	snapshotNumberOfParallelTables: atLeast(1),
	enableFailoverSlots: bool,
	deleteOnMerge: bool,
};

/** The object storage fields a PATCH can change (also taken on create). */
const OBJECT_STORAGE_CHANGEABLE: Fields = {
	skipInitialLoad: boolN,
	startAfter: strN,
	authentication: oneOf(OBJECT_STORAGE_AUTHENTICATIONS, true),
	iamRole: strN,
	connectionString: strN,
	path: strN,
	azureContainerName: strN,
	accessKey,
	serviceAccountKey: strN,
};

/**
 * What a pipe of each source kind needs to be created: where it reads from and the format of
 * what it reads. The document states no `required` list; these are fields its create schemas
 * type as plain values (not nullable, unlike the optional ones) that say where and what the
 * pipe reads (the relational database's fields are all plain values: its connection is
 * required). The typed form shows them as required top-level parameters of these names
 * (pipeParameters.ts); the kind's collection keeps the optional fields.
 */
export const REQUIRED_SOURCE_FIELDS: Readonly<Record<string, readonly string[]>> = {
	messageBroker: ['brokers', 'topics', 'format'],
	objectStorage: ['url', 'format'],
	managedStream: ['streamName', 'region', 'iteratorType', 'format'],
	relationalDb: ['host', 'port', 'database'],
};

/** The destination fields a create needs, and the top-level parameters of the typed form that give them. */
export const REQUIRED_DESTINATION: ReadonlyArray<{ parameter: string; field: string }> = [
	{ parameter: 'destinationDatabase', field: 'database' },
	{ parameter: 'destinationTable', field: 'table' },
];

/** The source kinds of a create body. */
export const CREATE_SOURCE_FIELDS: Readonly<Record<string, Fields>> = {
	messageBroker: {
		type: str,
		format: str,
		brokers: str,
		topics: str,
		consumerGroup: strN,
		authentication: oneOf(MESSAGE_BROKER_AUTHENTICATIONS),
		iamRole: strN,
		offset: OFFSET,
		schemaRegistry: {
			type: 'object',
			nullable: true,
			fields: {
				url: str,
				authentication: oneOf(['PLAIN']),
				caCertificate: strN,
				credentials: login,
			},
		},
		caCertificate: strN,
		reversePrivateEndpointIds: strings,
		exactlyOnce: boolN,
		credentials: brokerCredentials,
	},
	objectStorage: {
		type: str,
		format: oneOf(OBJECT_STORAGE_FORMATS),
		url: str,
		delimiter: strN,
		compression: oneOf(COMPRESSIONS, true),
		isContinuous: boolN,
		queueUrl: strN,
		...OBJECT_STORAGE_CHANGEABLE,
	},
	managedStream: {
		format: str,
		streamName: str,
		region: str,
		useEnhancedFanOut: boolN,
		iteratorType: oneOf(ITERATOR_TYPES),
		timestamp: { type: 'integer', nullable: true },
		authentication: oneOf(MANAGED_STREAM_AUTHENTICATIONS),
		iamRole: strN,
		accessKey,
	},
	relationalDb: {
		type: strN,
		credentials: login,
		host: str,
		port: port(false),
		database: str,
		settings: { type: 'object', fields: RELATIONAL_DB_SETTINGS },
		authentication: oneOf(RELATIONAL_DB_AUTHENTICATIONS),
		iamRole: str,
		tlsHost: str,
		caCertificate: str,
		disableTls: bool,
		skipCertVerification: bool,
		tableMappings: { type: 'objects', fields: TABLE_MAPPING },
	},
};

/** The source fields a PATCH can change, per kind (`PipePatch*Source`). */
export const UPDATE_SOURCE_FIELDS: Readonly<Record<string, Fields>> = {
	messageBroker: {
		authentication: oneOf(MESSAGE_BROKER_AUTHENTICATIONS, true),
		iamRole: strN,
		caCertificate: strN,
		reversePrivateEndpointIds: strings,
		credentials: brokerCredentials,
	},
	objectStorage: OBJECT_STORAGE_CHANGEABLE,
	managedStream: {
		authentication: oneOf(MANAGED_STREAM_AUTHENTICATIONS, true),
		iamRole: strN,
		accessKey,
	},
	relationalDb: {
		credentials: login,
		host: strN,
		port: port(true),
		database: strN,
		tlsHost: strN,
		caCertificate: strN,
		disableTls: boolN,
		skipCertVerification: boolN,
		settings: {
			type: 'object',
			fields: { syncIntervalSeconds: atLeast(1, true), pullBatchSize: atLeast(1, true) },
		},
		tableMappingsToAdd: { type: 'objects', fields: TABLE_MAPPING, required: ['sourceTable'] },
		tableMappingsToRemove: { type: 'objects', fields: TABLE_MAPPING_TO_REMOVE },
	},
};

const COLUMNS: FieldSpec = {
	type: 'objects',
	fields: { name: str, type: str },
	required: ['name', 'type'],
};

export const CREATE_DESTINATION_FIELDS: Fields = {
	database: str,
	table: str,
	managedTable: bool,
	tableDefinition: {
		type: 'object',
		fields: {
			engine: {
				type: 'object',
				fields: { type: oneOf(TABLE_ENGINES), versionColumnId: strN, columnIds: strings },
			},
			sortingKey: strings,
			partitionBy: str,
			primaryKey: str,
		},
	},
	columns: COLUMNS,
	roles: strings,
};

/** A PATCH changes only the destination columns. */
export const UPDATE_DESTINATION_FIELDS: Fields = { columns: COLUMNS };

export const FIELD_MAPPINGS: FieldSpec = {
	type: 'objects',
	fields: { sourceField: str, destinationField: str },
	required: ['sourceField', 'destinationField'],
};

export const PIPE_NAME: FieldSpec = str;

/** Create only: the pipe starts Stopped (the service refuses it for relational database pipes). */
export const START_PAUSED: FieldSpec = { type: 'boolean' };

/** The top-level fields of a PATCH body. */
export const UPDATE_FIELDS = [
	'name',
	'source',
	'destination',
	'fieldMappings',
	'settings',
] as const;

/** Create or update (PATCH): which body a form or a check is for. */
export type PipeBodyMode = 'create' | 'update';

/** The update form's Source Kind that sends no source (the source keeps its fields). */
export const KEEP_SOURCE = 'keep';

/** The documents' bounds of a setting (nodes/shared/api/apiSpec.ts). */
const range = (name: keyof typeof RANGES) => ({ min: RANGES[name].min, max: RANGES[name].max });

/** A pipe setting's name as the cloud document lists it. */
export type SettingName = (typeof KEY_SETS.pipeSettings.keys)[number];

interface SettingSpec {
	type: 'integer' | 'boolean';
	min?: number;
	max?: number;
	/** Label of the typed field. */
	label: string;
	/** Sentence-case description of the typed field. */
	description: string;
}

/** The pipe tunables, with the documents' ranges (offered in the editor; the server judges them). */
export const PIPE_SETTINGS: Readonly<Record<SettingName, SettingSpec>> = Object.freeze<
	Record<SettingName, SettingSpec>
>({
	streaming_max_insert_wait_ms: {
		type: 'integer',
		...range('streaming_max_insert_wait_ms'),
		label: 'Streaming Max Insert Wait (Milliseconds)',
		description:
			'Longest time a streaming pipe waits before it inserts a batch, in milliseconds (500-60,000)',
	},
	object_storage_concurrency: {
		type: 'integer',
		...range('object_storage_concurrency'),
		label: 'Object Storage Concurrency',
		description: 'How many files an object storage pipe reads at once (1-35)',
	},
	object_storage_polling_interval_ms: {
		type: 'integer',
		...range('object_storage_polling_interval_ms'),
		label: 'Object Storage Polling Interval (Milliseconds)',
		description:
			'How often a continuous object storage pipe looks for new files, in milliseconds (100-3,600,000)',
	},
	object_storage_max_insert_bytes: {
		type: 'integer',
		...range('object_storage_max_insert_bytes'),
		label: 'Object Storage Max Insert Bytes',
		description: 'Largest insert of an object storage pipe, in bytes (500 MiB to 10 GiB)',
	},
	object_storage_max_file_count: {
		type: 'integer',
		...range('object_storage_max_file_count'),
		label: 'Object Storage Max File Count',
		description: 'Most files an object storage pipe puts in one insert (1-10,000)',
	},
	object_storage_use_cluster_function: {
		type: 'boolean',
		label: 'Object Storage Use Cluster Function',
		description: 'Whether an object storage pipe spreads its reads over the cluster',
	},
	engine_max_threads: {
		type: 'integer',
		...range('engine_max_threads'),
		label: 'Engine Max Threads',
		description: 'Most threads the engine uses per query (0-64; 0 lets the engine decide)',
	},
	engine_max_insert_threads: {
		type: 'integer',
		...range('engine_max_insert_threads'),
		label: 'Engine Max Insert Threads',
		description: 'Most threads the engine uses per insert (0-16)',
	},
	engine_min_insert_block_size_bytes: {
		type: 'integer',
		...range('engine_min_insert_block_size_bytes'),
		label: 'Engine Min Insert Block Size Bytes',
		description: 'Smallest block the engine writes on insert, in bytes (0 to 10 GiB)',
	},
	engine_max_download_threads: {
		type: 'integer',
		...range('engine_max_download_threads'),
		label: 'Engine Max Download Threads',
		description: 'Most threads the engine uses to download a file (0-32)',
	},
	engine_parallel_distributed_insert_select: {
		type: 'integer',
		...range('engine_parallel_distributed_insert_select'),
		label: 'Engine Parallel Distributed Insert Select',
		description: 'Parallel distributed insert-select mode of the engine (0-2)',
	},
	messageBroker_read_committed: {
		type: 'boolean',
		label: 'Message Broker Read Committed',
		description:
			'Whether a message broker pipe reads only committed records of transactional producers',
	},
	engine_parallel_view_processing: {
		type: 'boolean',
		label: 'Engine Parallel View Processing',
		description: 'Whether the engine pushes to attached views in parallel',
	},
});

/** The names the document lists (apiSpec.ts, held equal to it), each described above. */
export const SETTING_NAMES: readonly SettingName[] = KEY_SETS.pipeSettings.keys;
