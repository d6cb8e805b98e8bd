import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { kindLocatorList } from '../../../shared/editor/properties';
import { valueOptions } from '../../../shared/api/labels';
import {
	COMPRESSIONS,
	ITERATOR_TYPES,
	KEEP_SOURCE,
	MANAGED_STREAM_AUTHENTICATIONS,
	MESSAGE_BROKER_AUTHENTICATIONS,
	MIN_SNAPSHOT_ROWS_PER_PARTITION,
	OBJECT_STORAGE_AUTHENTICATIONS,
	OBJECT_STORAGE_FORMATS,
	PIPE_SETTINGS,
	RELATIONAL_DB_AUTHENTICATIONS,
	REPLICATION_MODES,
	REQUIRED_SOURCE_FIELDS,
	SETTING_NAMES,
	STREAM_FORMATS,
	TABLE_ENGINES,
	TABLE_MAPPING_ENGINES,
	WORKLOAD_IDENTITY,
	type PipeBodyMode,
} from './pipeSchema';
import { byDisplayName, byName } from '../../../shared/base/helpers';

const SOURCE_KIND_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Managed Stream', value: 'managedStream', description: 'Read a managed data stream' },
	{
		name: 'Message Broker',
		value: 'messageBroker',
		description: 'Consume topics of a message broker',
	},
	{
		name: 'Object Storage',
		value: 'objectStorage',
		description: 'Load files from an object storage bucket or container',
	},
	{
		name: 'Relational Database',
		value: 'relationalDb',
		description: 'Replicate tables of a relational database (change data capture)',
	},
];

export const text = (
	displayName: string,
	name: string,
	description: string,
	placeholder = '',
): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	description,
	...(placeholder ? { placeholder } : {}),
});

export const secret = (
	displayName: string,
	name: string,
	description: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	typeOptions: { password: true },
	default: '',
	description,
});

/** A dropdown of the values the service takes (an expression may give another). */
export const choice = (
	displayName: string,
	name: string,
	values: readonly string[],
	description: string,
	initial = values[0],
): INodeProperties => ({
	displayName,
	name,
	type: 'options',
	options: valueOptions(values),
	default: initial,
	description,
});
export const flag = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'boolean',
	default: false,
	description,
});

export const authentication = (values: readonly string[]) =>
	choice(
		'Authentication',
		'authentication',
		values,
		values.includes(WORKLOAD_IDENTITY)
			? "How the pipe signs in to the source. Workload identity needs the service's pipe context ready (see the pipe operation 'Get Context')."
			: 'Authentication method of the source',
	);
const streamFormat = choice(
	'Format',
	'format',
	STREAM_FORMATS,
	'Data format of the source records',
);
export const iamRole = text(
	'IAM Role',
	'iamRole',
	'Identifier of the role the pipe assumes to read the source',
);
export const validateSamples: INodeProperties = {
	displayName: 'Validate Samples',
	name: 'validateSamples',
	type: 'boolean',
	default: false,
	description: 'Whether the service checks sample records of the source before it creates the pipe',
};

export const credentialsOf = (description: string, values: INodeProperties[]): INodeProperties => ({
	displayName: 'Credentials',
	name: 'sourceCredentials',
	type: 'fixedCollection',
	default: {},
	placeholder: 'Add Credentials',
	description,
	options: [{ displayName: 'Credentials', name: 'values', values }],
});

export const password = secret('Password', 'password', 'Password of the login');
export const username = text('Username', 'username', 'User name of the login');
const loginCredentials = credentialsOf('Login of the source; never shown in the output', [
	password,
	username,
]);

/** Message broker credentials: one of the service's four shapes, filled in full. */
export const brokerCredentials = credentialsOf(
	'Credentials of the brokers, one kind filled in full, as the authentication needs them. They are never shown in the output.',
	[
		text('Access Key ID', 'accessKeyId', "ID of the access key (for 'Authentication' IAM User)"),
		text('Certificate', 'certificate', "PEM client certificate (for 'Authentication' Mutual TLS)"),
		secret('Connection String', 'connectionString', 'Connection string of the brokers'),
		password,
		secret(
			'Private Key',
			'privateKey',
			"PEM private key of the client certificate (for 'Authentication' Mutual TLS)",
		),
		secret('Secret Key', 'secretKey', "Secret of the access key (for 'Authentication' IAM User)"),
		username,
	],
);

export const accessKey: INodeProperties = {
	displayName: 'Access Key',
	name: 'accessKey',
	type: 'fixedCollection',
	default: {},
	placeholder: 'Add Access Key',
	description: 'Access key of the source; never shown in the output',
	options: [
		{
			displayName: 'Access Key',
			name: 'values',
			values: [
				text('Access Key ID', 'accessKeyId', 'ID of the access key'),
				secret('Secret Key', 'secretKey', 'Secret of the access key'),
			],
		},
	],
};

const brokerCaCertificate = text(
	'CA Certificate',
	'caCertificate',
	'PEM certificate of the authority that signed the broker certificates',
);
/** The reverse private endpoints: a list of endpoint pickers (From List or By ID). */
const reversePrivateEndpointIds = kindLocatorList('reversePrivateEndpoint', {
	name: 'reversePrivateEndpointIds',
	displayName: 'Reverse Private Endpoints',
	description: 'The reverse private endpoints that reach the brokers',
});

/** What a pipe create optionally takes of a message broker (the required fields: requiredSourceFields). */
const messageBrokerFields: INodeProperties[] = [
	authentication(MESSAGE_BROKER_AUTHENTICATIONS),
	brokerCaCertificate,
	text('Consumer Group', 'consumerGroup', 'Consumer group the pipe reads as'),
	brokerCredentials,
	flag('Exactly Once', 'exactlyOnce', 'Whether the pipe delivers each record exactly once'),
	iamRole,
	{
		displayName: 'Offset Strategy',
		name: 'offsetStrategy',
		type: 'options',
		options: [
			{
				name: 'From Beginning',
				value: 'from_beginning',
				description: 'Read the topics from their oldest records',
			},
			{
				name: 'From Latest',
				value: 'from_latest',
				description: 'Read only records that arrive from now on',
			},
			{
				name: 'From Timestamp',
				value: 'from_timestamp',
				description: "Read from the point in time given in 'Offset Timestamp'",
			},
		],
		default: 'from_latest',
		description: 'Where in the topics the pipe starts reading',
	},
	{
		displayName: 'Offset Timestamp',
		name: 'offsetTimestamp',
		type: 'dateTime',
		default: '',
		description:
			"Start reading from this point in time (with the strategy 'From Timestamp', which it implies when no strategy is set). A time without a zone is in the workflow's time zone.",
	},
	reversePrivateEndpointIds,
	{
		displayName: 'Schema Registry',
		name: 'schemaRegistry',
		type: 'fixedCollection',
		default: {},
		placeholder: 'Add Schema Registry',
		description: 'Schema registry of the topics',
		options: [
			{
				displayName: 'Schema Registry',
				name: 'values',
				values: [
					text(
						'CA Certificate',
						'caCertificate',
						'PEM certificate of the authority that signed the registry certificate',
					),
					secret('Password', 'password', 'Password of the registry login; never returned'),
					text('URL', 'url', 'Address of the registry', 'e.g. https://registry.example.com:8081'),
					text('Username', 'username', 'User name of the registry login'),
				],
			},
		],
	},
	validateSamples,
];

export const azureContainerName = text(
	'Azure Container Name',
	'azureContainerName',
	'Container of a blob store',
);
export const connectionString = secret(
	'Connection String',
	'connectionString',
	'Connection string of a blob store',
);
const storagePath = text(
	'Path',
	'path',
	'Path pattern of the files in a blob store; wildcards allowed',
);
export const serviceAccountKey = secret(
	'Service Account Key',
	'serviceAccountKey',
	"Service account key of the storage (for 'Authentication' Service Account); never shown in the output",
);
export const skipInitialLoad = flag(
	'Skip Initial Load',
	'skipInitialLoad',
	'Whether the pipe skips the files present when it starts and loads only new ones',
);
export const startAfter = text(
	'Start After',
	'startAfter',
	'Load only files whose names sort after this one',
	'e.g. events/2026-06-01/',
);

const objectStorageFields: INodeProperties[] = [
	accessKey,
	authentication(OBJECT_STORAGE_AUTHENTICATIONS),
	azureContainerName,
	choice('Compression', 'compression', COMPRESSIONS, 'Compression of the files'),
	connectionString,
	flag('Continuous', 'isContinuous', 'Whether the pipe keeps loading new files as they arrive'),
	text('Delimiter', 'delimiter', 'Field delimiter of delimited files', 'e.g. ,'),
	iamRole,
	storagePath,
	text('Queue URL', 'queueUrl', 'Address of the queue that announces new files'),
	serviceAccountKey,
	skipInitialLoad,
	startAfter,
	validateSamples,
];

const managedStreamFields: INodeProperties[] = [
	accessKey,
	authentication(MANAGED_STREAM_AUTHENTICATIONS),
	iamRole,
	{
		displayName: 'Start Timestamp',
		name: 'timestamp',
		type: 'dateTime',
		default: '',
		description:
			"Point in time the pipe starts reading the stream from (with 'Iterator Type' At Timestamp). A time without a zone is in the workflow's time zone.",
	},
	{
		displayName: 'Use Enhanced Fan-Out',
		name: 'useEnhancedFanOut',
		type: 'boolean',
		default: false,
		description: 'Whether the pipe reads through a dedicated enhanced fan-out consumer',
	},
	validateSamples,
];

const relationalConnection: INodeProperties[] = [
	text(
		'CA Certificate',
		'caCertificate',
		'PEM certificate of the authority that signed the database server certificate',
	),
	text('Database', 'database', 'Database to replicate'),
	flag('Disable TLS', 'disableTls', 'Whether the pipe connects without TLS'),
	text(
		'Host',
		'host',
		'Host name of the database server (no scheme, port or path)',
		'e.g. db.example.com',
	),
	{
		displayName: 'Port',
		name: 'port',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: 65535 },
		default: 5432,
		description: 'Port of the database server',
	},
	flag(
		'Skip Certificate Verification',
		'skipCertVerification',
		'Whether the pipe accepts a server certificate it cannot verify',
	),
	text(
		'TLS Host',
		'tlsHost',
		"Host name the server certificate is checked against, when it differs from 'Host'",
	),
];

const tableMappingValues: INodeProperties[] = [
	text('Excluded Columns', 'excludedColumns', 'Comma-separated columns not to replicate'),
	text(
		'Partition By Expression',
		'partitionByExpr',
		'Partition expression of the destination table',
		'e.g. toYYYYMM(created_at)',
	),
	text('Partition Key', 'partitionKey', 'Partition key column of the source table'),
	text(
		'Sorting Keys',
		'sortingKeys',
		"Comma-separated sorting key columns (with 'Use Custom Sorting Key')",
	),
	text('Source Schema Name', 'sourceSchemaName', 'Schema of the source table', 'e.g. public'),
	text('Source Table', 'sourceTable', 'Name of the source table'),
	{
		displayName: 'Table Engine',
		name: 'tableEngine',
		type: 'options',
		options: [
			{ name: 'Service Default', value: '' },
			...TABLE_MAPPING_ENGINES.map((value) => ({ name: value, value })),
		].sort(byName),
		default: '',
		description: 'Table engine of the destination table',
	},
	text('Target Table', 'targetTable', 'Name of the destination table'),
	flag(
		'Use Custom Sorting Key',
		'useCustomSortingKey',
		'Whether the destination table uses the sorting keys given here',
	),
];

/** A list of table mappings (create: the tables to replicate; update: to add or to remove). */
export const tableMappings = (
	displayName: string,
	name: string,
	description: string,
	values: INodeProperties[],
): INodeProperties => ({
	displayName,
	name,
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	default: {},
	placeholder: 'Add Table Mapping',
	description,
	options: [{ displayName: 'Mapping', name: 'mapping', values }],
});

export const pullBatchSize: INodeProperties = {
	displayName: 'Pull Batch Size',
	name: 'pullBatchSize',
	type: 'number',
	typeOptions: { minValue: 1 },
	default: 100000,
	description: 'Rows pulled per batch',
};
export const syncIntervalSeconds: INodeProperties = {
	displayName: 'Sync Interval (Seconds)',
	name: 'syncIntervalSeconds',
	type: 'number',
	typeOptions: { minValue: 1 },
	default: 10,
	description: 'Seconds between two pulls of changes',
};

const relationalDbFields: INodeProperties[] = [
	authentication(RELATIONAL_DB_AUTHENTICATIONS),
	loginCredentials,
	...relationalConnection.filter(
		(field) => !REQUIRED_SOURCE_FIELDS.relationalDb.includes(field.name),
	),
	iamRole,
	{
		displayName: 'Replication Settings',
		name: 'settings',
		type: 'collection',
		placeholder: 'Add Setting',
		default: {},
		description: 'How the pipe replicates the database',
		options: [
			{
				displayName: 'Allow Nullable Columns',
				name: 'allowNullableColumns',
				type: 'boolean',
				default: false,
				description: 'Whether nullable source columns are allowed',
			},
			flag(
				'Delete on Merge',
				'deleteOnMerge',
				'Whether rows deleted in the source are removed from the destination when parts merge',
			),
			{
				displayName: 'Enable Failover Slots',
				name: 'enableFailoverSlots',
				type: 'boolean',
				default: false,
				description: 'Whether the replication slot survives a failover of the database',
			},
			{
				displayName: 'Initial Load Parallelism',
				name: 'initialLoadParallelism',
				type: 'number',
				typeOptions: { minValue: 1 },
				default: 4,
				description: 'Tables loaded in parallel during the initial load',
			},
			text('Publication Name', 'publicationName', 'Publication the pipe subscribes to'),
			pullBatchSize,
			choice(
				'Replication Mode',
				'replicationMode',
				REPLICATION_MODES,
				'How the pipe replicates: change data capture after a snapshot, a snapshot only, or changes only',
			),
			text('Replication Slot Name', 'replicationSlotName', 'Replication slot the pipe uses'),
			{
				displayName: 'Snapshot Number of Parallel Tables',
				name: 'snapshotNumberOfParallelTables',
				type: 'number',
				typeOptions: { minValue: 1 },
				default: 1,
				description: 'Tables snapshotted in parallel',
			},
			{
				displayName: 'Snapshot Rows per Partition',
				name: 'snapshotNumRowsPerPartition',
				type: 'number',
				typeOptions: { minValue: MIN_SNAPSHOT_ROWS_PER_PARTITION },
				default: 100000,
				description: `Rows per partition of the initial snapshot (${MIN_SNAPSHOT_ROWS_PER_PARTITION} or more)`,
			},
			syncIntervalSeconds,
		],
	},
	tableMappings(
		'Table Mappings',
		'tableMappings',
		'Source tables to replicate and the tables they land in',
		tableMappingValues,
	),
	validateSamples,
];

/** What an update can change of each source kind (the document's PipePatch*Source). */
const messageBrokerUpdateFields: INodeProperties[] = [
	authentication(MESSAGE_BROKER_AUTHENTICATIONS),
	brokerCaCertificate,
	brokerCredentials,
	iamRole,
	reversePrivateEndpointIds,
	validateSamples,
];
const objectStorageUpdateFields: INodeProperties[] = [
	accessKey,
	authentication(OBJECT_STORAGE_AUTHENTICATIONS),
	azureContainerName,
	connectionString,
	iamRole,
	storagePath,
	serviceAccountKey,
	skipInitialLoad,
	startAfter,
	validateSamples,
];
const managedStreamUpdateFields: INodeProperties[] = [
	accessKey,
	authentication(MANAGED_STREAM_AUTHENTICATIONS),
	iamRole,
	validateSamples,
];
const relationalDbUpdateFields: INodeProperties[] = [
	loginCredentials,
	...relationalConnection,
	{
		displayName: 'Replication Settings',
		name: 'settings',
		type: 'collection',
		placeholder: 'Add Setting',
		default: {},
		description: 'The replication settings an update can change',
		options: [pullBatchSize, syncIntervalSeconds],
	},
	tableMappings(
		'Table Mappings to Add',
		'tableMappingsToAdd',
		'Source tables to start replicating',
		tableMappingValues,
	),
	tableMappings(
		'Table Mappings to Remove',
		'tableMappingsToRemove',
		'Replicated tables to stop replicating (a mapping matches on the fields given)',
		[
			text('Source Schema Name', 'sourceSchemaName', 'Schema of the source table', 'e.g. public'),
			text('Source Table', 'sourceTable', 'Name of the source table'),
			text('Target Table', 'targetTable', 'Name of the destination table'),
		],
	),
	validateSamples,
];

const KIND_FIELDS: Record<
	string,
	{ label: string; create: INodeProperties[]; update: INodeProperties[] }
> = {
	messageBroker: {
		label: 'Message Broker',
		create: messageBrokerFields,
		update: messageBrokerUpdateFields,
	},
	objectStorage: {
		label: 'Object Storage',
		create: objectStorageFields,
		update: objectStorageUpdateFields,
	},
	managedStream: {
		label: 'Managed Stream',
		create: managedStreamFields,
		update: managedStreamUpdateFields,
	},
	relationalDb: {
		label: 'Relational Database',
		create: relationalDbFields,
		update: relationalDbUpdateFields,
	},
};

/**
 * One collection per source kind, shown when that kind is chosen (update: only what a PATCH
 * can change).
 */
function sourceKindCollections(mode: PipeBodyMode): INodeProperties[] {
	return Object.entries(KIND_FIELDS).map(([kind, fields]) => ({
		displayName: `${fields.label} Source`,
		name: kind,
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		displayOptions: { show: { sourceKind: [kind] } },
		description:
			mode === 'create'
				? `Fields of the ${fields.label.toLowerCase()} source; fields left out take the service's defaults`
				: `The fields of the ${fields.label.toLowerCase()} source an update can change; the others are fixed when the pipe is created`,
		options: [...fields[mode]].sort(byDisplayName),
	}));
}

const destinationColumns: INodeProperties = {
	displayName: 'Columns',
	name: 'columns',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	default: {},
	placeholder: 'Add Column',
	description: 'Columns of the destination table; each one needs a field mapping',
	options: [
		{
			displayName: 'Column',
			name: 'column',
			values: [
				text('Name', 'name', 'Name of the column'),
				text('Type', 'type', 'Data type of the column', 'e.g. DateTime64(3)'),
			],
		},
	],
};

export const destinationField: INodeProperties = {
	displayName: 'Destination',
	name: 'destination',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	description: 'How the pipe writes to the destination table',
	options: [
		destinationColumns,
		{
			displayName: 'Managed Table',
			name: 'managedTable',
			type: 'boolean',
			default: true,
			description: 'Whether the service creates and manages the destination table',
		},
		text(
			'Roles',
			'roles',
			'Comma-separated database roles granted to the pipe; set on create only and never shown in the output',
		),
		{
			displayName: 'Table Definition',
			name: 'tableDefinition',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			description: 'How a managed table is created',
			options: [
				choice('Engine', 'engineType', TABLE_ENGINES, 'Table engine of the destination table'),
				text(
					'Engine Column IDs',
					'engineColumnIds',
					'Comma-separated columns the table engine uses',
				),
				text(
					'Engine Version Column ID',
					'engineVersionColumnId',
					'Version column of the table engine',
				),
				text('Partition By', 'partitionBy', 'Partition expression', 'e.g. toYYYYMM(ts)'),
				text('Primary Key', 'primaryKey', 'Primary key expression'),
				text('Sorting Key', 'sortingKey', 'Comma-separated sorting key columns'),
			],
		},
	],
};

const fieldMappingsField: INodeProperties = {
	displayName: 'Field Mappings',
	name: 'fieldMappings',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	default: {},
	placeholder: 'Add Field Mapping',
	description:
		'Which source field fills which destination column; every destination column must be mapped',
	options: [
		{
			displayName: 'Mapping',
			name: 'mapping',
			values: [
				text('Destination Field', 'destinationField', 'Destination column'),
				text('Source Field', 'sourceField', 'Field of the source records'),
			],
		},
	],
};

/** An update changes only the destination columns. */
const updateDestinationField: INodeProperties = {
	displayName: 'Destination',
	name: 'destination',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	description:
		'The destination columns (the only destination fields an update can change); they replace the current ones, and every column needs a field mapping',
	options: [destinationColumns],
};

/** The scaling fields, shown by create and Update Scaling. */
export const scalingField: INodeProperties = {
	displayName: 'Scaling',
	name: 'scaling',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	description: 'Replicas and their size; fields not given keep their values',
	options: [
		{
			displayName: 'Concurrency',
			name: 'concurrency',
			type: 'number',
			typeOptions: { minValue: 0, maxValue: 34, numberPrecision: 0 },
			default: 0,
			description:
				'Consumers per replica (0-34; 0 lets the service scale automatically). Deprecated by the service in favor of replicas.',
		},
		{
			displayName: 'Replica CPU (Millicores)',
			name: 'replicaCpuMillicores',
			type: 'number',
			typeOptions: { minValue: 125, maxValue: 2000, numberPrecision: 0 },
			default: 500,
			description: 'CPU of each replica in millicores (125-2000)',
		},
		{
			displayName: 'Replica Memory (GB)',
			name: 'replicaMemoryGb',
			type: 'number',
			typeOptions: { minValue: 0.5, maxValue: 8, numberPrecision: 2 },
			default: 2,
			description: 'Memory of each replica in GB (0.5-8, fractions allowed)',
		},
		{
			displayName: 'Replicas',
			name: 'replicas',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: 40, numberPrecision: 0 },
			default: 1,
			description: 'Number of replicas (1-40)',
		},
	],
};

const settingOptions: INodeProperties[] = SETTING_NAMES.map((name): INodeProperties => {
	const spec = PIPE_SETTINGS[name];
	const minimum = spec.min ?? 0;
	return spec.type === 'boolean'
		? {
				displayName: spec.label,
				name,
				type: 'boolean',
				default: false,
				description: spec.description,
			}
		: {
				displayName: spec.label,
				name,
				type: 'number',
				typeOptions: { minValue: spec.min, maxValue: spec.max, numberPrecision: 0 },
				default: minimum,
				description: spec.description,
			};
}).sort(byDisplayName);

/** The pipe settings, shown by create, update and Update Settings. */
export const settingsField: INodeProperties = {
	displayName: 'Settings',
	name: 'settings',
	type: 'collection',
	placeholder: 'Add Setting',
	default: {},
	description: 'Tunables of the pipe; settings not given keep their values',
	options: settingOptions,
};

/** Settings to put back to the service default (null), for Update Settings. */
export const resetSettingsField: INodeProperties = {
	displayName: 'Reset to Default',
	name: 'resetSettings',
	type: 'multiOptions',
	options: SETTING_NAMES.map((name) => ({ name: PIPE_SETTINGS[name].label, value: name })).sort(
		byName,
	),
	default: [],
	description: 'Settings to put back to the service default',
};

const startPausedField: INodeProperties = {
	displayName: 'Start Paused',
	name: 'startPaused',
	type: 'boolean',
	default: false,
	description:
		'Whether the pipe is created Stopped instead of starting at once (not for relational database pipes: the service refuses it)',
};

/** A required top-level parameter of create, shown for the source kind that takes it. */
const requiredFor = (kind: string, property: INodeProperties): INodeProperties => ({
	...property,
	required: true,
	displayOptions: { show: { sourceKind: [kind] } },
});

/** The parameter of a field a source kind requires (REQUIRED_SOURCE_FIELDS), by its name. */
function requiredParameter(kind: string, name: string): INodeProperties {
	const parameters: Record<string, INodeProperties> = {
		brokers: text(
			'Brokers',
			'brokers',
			'Comma-separated addresses of the brokers',
			'e.g. b-1.example.com:9096,b-2.example.com:9096',
		),
		format:
			kind === 'objectStorage'
				? choice('Format', 'format', OBJECT_STORAGE_FORMATS, 'Data format of the files')
				: streamFormat,
		iteratorType: choice(
			'Iterator Type',
			'iteratorType',
			ITERATOR_TYPES,
			"Where in the stream the pipe starts reading (At Timestamp: from 'Start Timestamp')",
		),
		region: text('Region', 'region', 'Region of the stream', 'e.g. us-east-1'),
		streamName: text('Stream Name', 'streamName', 'Name of the stream'),
		topics: text('Topics', 'topics', 'Comma-separated topics to consume'),
		url: text(
			'URL',
			'url',
			'Address of the files; wildcards such as ** allowed',
			'e.g. https://bucket.storage.example.com/logs/**/*.json.gz',
		),
		...Object.fromEntries(relationalConnection.map((field) => [field.name, field])),
	};
	return requiredFor(kind, parameters[name]);
}

/**
 * What a pipe of each source kind needs to be created (REQUIRED_SOURCE_FIELDS), as required
 * top-level parameters named as the body's fields, each shown for its kind. The kind's
 * authentication, a plain value in the document too, stays in the collection: in n8n a
 * top-level 'Authentication' reads as the node's own credential choice.
 */
const requiredSourceFields: INodeProperties[] = Object.entries(REQUIRED_SOURCE_FIELDS).flatMap(
	([kind, names]) => names.map((name) => requiredParameter(kind, name)),
);

const requiredDestinationFields: INodeProperties[] = [
	{
		...text(
			'Destination Database',
			'destinationDatabase',
			'Database of the table the pipe writes to',
			'e.g. default',
		),
		required: true,
	},
	{
		...text('Destination Table', 'destinationTable', 'Name of the table the pipe writes to'),
		required: true,
	},
];

/** The typed fields of create and update (PATCH); `update` makes every field optional. */
export function pipeFormFields(mode: PipeBodyMode): INodeProperties[] {
	const creating = mode === 'create';
	return [
		creating
			? {
					displayName: 'Name',
					name: 'name',
					type: 'string',
					default: '',
					required: true,
					description: 'Name of the pipe',
				}
			: {
					displayName: 'Name',
					name: 'name',
					type: 'string',
					default: '',
					description: 'New name of the pipe; leave empty to keep the current one',
				},
		creating
			? {
					displayName: 'Source Kind',
					name: 'sourceKind',
					type: 'options',
					options: SOURCE_KIND_OPTIONS,
					default: 'messageBroker',
					description: 'Where the pipe reads from',
				}
			: {
					displayName: 'Source Kind',
					name: 'sourceKind',
					type: 'options',
					options: [
						{
							name: 'Keep Unchanged',
							value: KEEP_SOURCE,
							description: "Keep the pipe's source as it is",
						},
						...SOURCE_KIND_OPTIONS,
					],
					default: KEEP_SOURCE,
					description:
						'Kind of the pipe source, to change its fields; it must be the kind the pipe already has',
				},
		...(creating ? requiredSourceFields : []),
		...sourceKindCollections(mode),
		...(creating ? requiredDestinationFields : []),
		creating ? destinationField : updateDestinationField,
		fieldMappingsField,
		...(creating ? [scalingField] : []),
		settingsField,
		...(creating ? [startPausedField] : []),
	];
}
