/**
 * The one place for the enums, ranges and field lists the node offers or checks, each with
 * where the published documents state it (`test/contract/documents/<document>.json` and a JSON
 * pointer into it). `test/spec/apiSpec.test.ts` holds every entry equal to its document, so a
 * refreshed document that changes one fails that test, listing every difference.
 *
 * What the entries are used for: the editor offers the enum values (options) and ranges
 * (minValue/maxValue); a value outside an enum or a range, given by an expression or a JSON body,
 * is still sent (a newer server may take it; one that does not answers 400 naming the field).
 * Only what no server takes is refused before sending (a number of the wrong type, a fraction
 * where a whole number is required, a count or size below 0). A maintainer refreshes the entries
 * with `npm run spec:diff`.
 */

export type SpecDocument = 'cloud' | 'selfHosted';

export interface EnumSpec {
	document: SpecDocument;
	pointer: string;
	values: readonly string[];
}

export interface RangeSpec {
	document: SpecDocument;
	pointer: string;
	min: number;
	max: number;
}

export interface KeysSpec {
	document: SpecDocument;
	/** An object schema: its `properties` names are the keys. */
	pointer: string;
	keys: readonly string[];
}

const schema = (name: string, ...path: string[]) =>
	['/components/schemas', name, ...path].join('/');
const cloudEnum = (name: string, property: string, values: readonly string[]): EnumSpec => ({
	document: 'cloud',
	pointer: schema(name, 'properties', property),
	values,
});
const selfHostedEnum = (name: string, values: readonly string[]): EnumSpec => ({
	document: 'selfHosted',
	pointer: schema(name),
	values,
});
const selfHostedProperty = (
	name: string,
	property: string,
	values: readonly string[],
): EnumSpec => ({ document: 'selfHosted', pointer: schema(name, 'properties', property), values });
const cloudRange = (name: string, property: string, min: number, max: number): RangeSpec => ({
	document: 'cloud',
	pointer: schema(name, 'properties', property),
	min,
	max,
});

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

export const WORKLOAD_IDENTITY = 'SERVICE_ACCOUNT_WORKLOAD_IDENTITY';

export const ENUMS = {
	messageBrokerAuthentications: cloudEnum('PipePostMessageBrokerSource', 'authentication', [
		'PLAIN',
		'SCRAM-SHA-256',
		'SCRAM-SHA-512',
		'IAM_ROLE',
		'IAM_USER',
		'MUTUAL_TLS',
		WORKLOAD_IDENTITY,
	]),
	objectStorageFormats: cloudEnum('PipePostObjectStorageSource', 'format', [
		'JSONEachRow',
		'JSONAsObject',
		'CSV',
		'CSVWithNames',
		'TabSeparated',
		'TabSeparatedWithNames',
		'Parquet',
		'Avro',
	]),
	compressions: cloudEnum('PipePostObjectStorageSource', 'compression', [
		'none',
		'gzip',
		'gz',
		'brotli',
		'br',
		'xz',
		'LZMA',
		'zstd',
		'auto',
	]),
	objectStorageAuthentications: cloudEnum('PipePostObjectStorageSource', 'authentication', [
		'IAM_ROLE',
		'IAM_USER',
		'CONNECTION_STRING',
		'SERVICE_ACCOUNT',
		WORKLOAD_IDENTITY,
	]),
	managedStreamAuthentications: cloudEnum('PipePostManagedStreamSource', 'authentication', [
		'IAM_ROLE',
		'IAM_USER',
	]),
	iteratorTypes: cloudEnum('PipePostManagedStreamSource', 'iteratorType', [
		'TRIM_HORIZON',
		'LATEST',
		'AT_TIMESTAMP',
	]),
	relationalDbAuthentications: cloudEnum('PipeRelationalDbSource', 'authentication', [
		'basic',
		'IAM_ROLE',
	]),
	replicationModes: cloudEnum('PipeRelationalDbPipeSettings', 'replicationMode', [
		'cdc',
		'snapshot',
		'cdc_only',
	]),
	tableEngines: cloudEnum('PipeDestinationTableEngine', 'type', [
		'MergeTree',
		'ReplacingMergeTree',
		'SummingMergeTree',
		'Null',
	]),
	tableMappingEngines: cloudEnum('PipeRelationalDbPipeTableMapping', 'tableEngine', [
		'MergeTree',
		'ReplacingMergeTree',
		'Null',
	]),
	offsetStrategies: cloudEnum('PipeMessageBrokerOffset', 'strategy', [
		'from_beginning',
		'from_latest',
		'from_timestamp',
	]),
	/** The cloud's list (with `30s`); the self-hosted one is below. */
	alertIntervals: cloudEnum('ObservabilityCreateAlertRequest', 'interval', [
		'30s',
		'1m',
		'5m',
		'15m',
		'30m',
		'1h',
		'6h',
		'12h',
		'1d',
	]),
	selfHostedAlertIntervals: selfHostedEnum('AlertInterval', [
		'1m',
		'5m',
		'15m',
		'30m',
		'1h',
		'6h',
		'12h',
		'1d',
	]),
	thresholdTypes: cloudEnum('ObservabilityCreateAlertRequest', 'thresholdType', [
		'above',
		'below',
		'above_exclusive',
		'below_or_equal',
		'equal',
		'not_equal',
		'between',
		'not_between',
	]),
	selfHostedThresholdTypes: selfHostedEnum('AlertThresholdType', [
		'above',
		'below',
		'above_exclusive',
		'below_or_equal',
		'equal',
		'not_equal',
		'between',
		'not_between',
	]),
	alertSources: cloudEnum('ObservabilityCreateAlertRequest', 'source', ['tile', 'saved_search']),
	webhookServices: {
		document: 'selfHosted',
		pointer: schema('WebhookInput', 'properties', 'service'),
		values: ['generic', 'incidentio', 'slack'],
	} as EnumSpec,
	apiKeyRoles: {
		document: 'cloud',
		pointer: schema('ApiKeyPatchRequest', 'properties', 'roles', 'items'),
		values: ['admin', 'developer', 'query_endpoints'],
	} as EnumSpec,
	/** The kinds of a self-hosted source: the `kind` discriminator of the document's `Source` (its mapping's keys). */
	selfHostedSourceKinds: {
		document: 'selfHosted',
		pointer: schema('Source', 'discriminator', 'mapping'),
		values: ['log', 'trace', 'metric', 'session', 'promql'],
	} as EnumSpec,
	apiKeyStates: cloudEnum('ApiKeyPatchRequest', 'state', ['enabled', 'disabled']),
	/** Chart series (`POST /charts/series`, self-hosted). The service takes more than the document lists: see chart/chartBody.ts. */
	chartGranularities: selfHostedProperty('SeriesQueryRequest', 'granularity', [
		'auto',
		'30s',
		'1m',
		'5m',
		'10m',
		'15m',
		'30m',
		'1h',
		'2h',
		'6h',
		'12h',
		'1d',
		'2d',
		'7d',
		'30d',
	]),
	chartSeriesReturnTypes: selfHostedProperty('SeriesQueryRequest', 'seriesReturnType', [
		'column',
		'ratio',
	]),
	chartAggFns: selfHostedProperty('ChartSeries', 'aggFn', [
		'avg',
		'count',
		'count_distinct',
		'last_value',
		'max',
		'min',
		'quantile',
		'sum',
	]),
	chartWhereLanguages: selfHostedProperty('ChartSeries', 'whereLanguage', ['lucene', 'sql']),
	chartMetricDataTypes: selfHostedProperty('ChartSeries', 'metricDataType', [
		'gauge',
		'histogram',
		'sum',
	]),
	/** Numbers in the document (compared as text): chart/chartBody.ts reads them as numbers. */
	quantileLevels: selfHostedEnum('QuantileLevel', ['0.5', '0.9', '0.95', '0.99']),
	sortOrders: selfHostedEnum('SortOrder', ['asc', 'desc']),
	dashboardFilterMetricTypes: cloudEnum('ObservabilityFilterInput', 'sourceMetricType', [
		'sum',
		'gauge',
		'histogram',
		'summary',
		'exponential histogram',
	]) /** Services (`GET .../services/{serviceId}`): the states a service reports. */,
	serviceStates: cloudEnum('Service', 'state', [
		'starting',
		'stopping',
		'terminating',
		'softdeleting',
		'awaking',
		'partially_running',
		'provisioning',
		'running',
		'stopped',
		'terminated',
		'softdeleted',
		'degraded',
		'failed',
		'idle',
	]),
	/** `PATCH .../services/{serviceId}/state`: the commands (`awake` wakes an idle service). */
	serviceCommands: cloudEnum('ServiceStatePatchRequest', 'command', ['start', 'stop', 'awake']),
	/** The organization's activities: the kinds the document lists (a newer server adds more: open list). */
	activityTypes: cloudEnum('Activity', 'type', [
		'create_organization',
		'organization_update_name',
		'transfer_service_in',
		'transfer_service_out',
		'save_payment_method',
		'marketplace_subscription',
		'migrate_marketplace_billing_details_in',
		'migrate_marketplace_billing_details_out',
		'organization_update_tier',
		'organization_invite_create',
		'organization_invite_delete',
		'organization_member_join',
		'organization_member_add',
		'organization_member_leave',
		'organization_member_delete',
		'organization_member_update_role',
		'organization_member_update_roles',
		'organization_member_update_mfa_method',
		'organization_saml_connection_create',
		'organization_saml_connection_update',
		'user_login',
		'user_login_failed',
		'user_logout',
		'key_create',
		'key_delete',
		'openapi_key_update',
		'service_create',
		'service_start',
		'service_stop',
		'service_awaken',
		'service_idle',
		'service_running',
		'service_partially_running',
		'service_delete',
		'service_update_name',
		'service_update_ip_access_list',
		'service_update_autoscaling_memory',
		'service_update_autoscaling_idling',
		'service_update_password',
		'service_update_autoscaling_replicas',
		'service_update_max_allowable_replicas',
		'service_update_backup_configuration',
		'service_update_snapshot_configuration',
		'service_restore_backup',
		'service_update_release_channel',
		'service_update_gpt_usage_consent',
		'service_update_private_endpoints',
		'service_import_to_organization',
		'service_export_from_organization',
		'service_maintenance_start',
		'service_maintenance_end',
		'service_update_core_dump',
		'backup_delete',
	]),
	/** Usage cost records: the kinds of entity a record is for. */
	usageCostEntityTypes: cloudEnum('UsageCostRecord', 'entityType', [
		'datawarehouse',
		'pipe',
		'service',
	]),
};

const settingRange = (property: string, min: number, max: number) =>
	cloudRange('PipeSettingsPutRequest', property, min, max);

export const RANGES = {
	streaming_max_insert_wait_ms: settingRange('streaming_max_insert_wait_ms', 500, 60000),
	object_storage_concurrency: settingRange('object_storage_concurrency', 1, 35),
	object_storage_polling_interval_ms: settingRange(
		'object_storage_polling_interval_ms',
		100,
		3600000,
	),
	object_storage_max_insert_bytes: settingRange(
		'object_storage_max_insert_bytes',
		500 * MiB,
		10 * GiB,
	),
	object_storage_max_file_count: settingRange('object_storage_max_file_count', 1, 10000),
	engine_max_threads: settingRange('engine_max_threads', 0, 64),
	engine_max_insert_threads: settingRange('engine_max_insert_threads', 0, 16),
	engine_min_insert_block_size_bytes: settingRange(
		'engine_min_insert_block_size_bytes',
		0,
		10 * GiB,
	),
	engine_max_download_threads: settingRange('engine_max_download_threads', 0, 32),
	engine_parallel_distributed_insert_select: settingRange(
		'engine_parallel_distributed_insert_select',
		0,
		2,
	),
	scalingReplicas: cloudRange('PipeScalingPatchRequest', 'replicas', 1, 40),
	scalingConcurrency: cloudRange('PipeScalingPatchRequest', 'concurrency', 0, 34),
	scalingReplicaCpuMillicores: cloudRange(
		'PipeScalingPatchRequest',
		'replicaCpuMillicores',
		125,
		2000,
	),
	scalingReplicaMemoryGb: cloudRange('PipeScalingPatchRequest', 'replicaMemoryGb', 0.5, 8),
};

export const KEY_SETS = {
	/** The pipe settings (Update Settings, Audit Settings, the settings of a create): pipe/pipeSchema.ts describes each. */
	pipeSettings: {
		document: 'cloud',
		pointer: schema('PipeSettingsPutRequest'),
		keys: [
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
			'messageBroker_read_committed',
			'engine_parallel_view_processing',
		],
	},
} as const satisfies Record<string, KeysSpec>;
