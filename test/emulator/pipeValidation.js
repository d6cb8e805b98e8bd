'use strict';
/**
 * Pipe request bodies of the cloud deployment, as the published document gives them
 * (`PipePostRequest`, `PipePatchRequest`, `PipeScalingPatchRequest`, `PipeSettingsPutRequest`)
 * and docs/api-notes.md#pipe-create-and-update: the offset strategy, the enums, the credential shapes,
 * `snapshotNumRowsPerPartition` >= 1000, a hostname for `host`, scaling `concurrency` 0-34; and
 * what the newer cloud document adds: `startPaused`, the workload identity authentication, the
 * `messageBroker_read_committed` setting and the insert-bytes range.
 *
 * A create body may carry fields the document does not know (they are dropped, never stored);
 * a PATCH body takes only what `PipePatchRequest` declares: anything else is a 400 naming the
 * field that cannot change after create.
 */
const { fail, isPlainObject, isNum, isInt, typeName } = require('./validation');

// ---- field specifications ------------------------------------------------------------------
/**
 * @typedef {object} Spec
 * @property {'string'|'boolean'|'integer'|'number'|'object'|'array'|'credentials'} type
 * @property {boolean} [nullable]
 * @property {readonly string[]} [enum]
 * @property {number} [min]
 * @property {number} [max]
 * @property {number} [minLength]
 * @property {number} [maxLength]
 * @property {'hostname'} [format]
 * @property {Record<string, Spec>} [fields] object fields
 * @property {Spec} [items] array items
 * @property {boolean} [unique] array items unique
 * @property {readonly string[][]} [shapes] credentials: the shapes (all keys required) of the oneOf
 * @property {readonly string[]} [required] object fields the server needs (destination columns, field mappings)
 */

/** @param {Spec['type']} type @param {Partial<Spec>} [more] @returns {Spec} */
const t = (type, more) => ({ type, ...(more || {}) });
const str = t('string');
const strN = t('string', { nullable: true });
const bool = t('boolean');
const boolN = t('boolean', { nullable: true });
const strings = t('array', { items: str });
/** @param {readonly string[]} values @param {boolean} [nullable] */
const oneOf = (values, nullable) => t('string', { enum: values, nullable: !!nullable });

/** Authentication that needs the service's workload identity (its pipe context) supported and ready. */
const WORKLOAD_IDENTITY = 'SERVICE_ACCOUNT_WORKLOAD_IDENTITY';
const MESSAGE_BROKER_AUTH = Object.freeze([
	'PLAIN',
	'SCRAM-SHA-256',
	'SCRAM-SHA-512',
	'IAM_ROLE',
	'IAM_USER',
	'MUTUAL_TLS',
	WORKLOAD_IDENTITY,
]);
const OBJECT_STORAGE_FORMATS = Object.freeze([
	'JSONEachRow',
	'JSONAsObject',
	'CSV',
	'CSVWithNames',
	'TabSeparated',
	'TabSeparatedWithNames',
	'Parquet',
	'Avro',
]);
const COMPRESSIONS = Object.freeze([
	'none',
	'gzip',
	'gz',
	'brotli',
	'br',
	'xz',
	'LZMA',
	'zstd',
	'auto',
]);
const OBJECT_STORAGE_AUTH = Object.freeze([
	'IAM_ROLE',
	'IAM_USER',
	'CONNECTION_STRING',
	'SERVICE_ACCOUNT',
	WORKLOAD_IDENTITY,
]);
const MANAGED_STREAM_AUTH = Object.freeze(['IAM_ROLE', 'IAM_USER']);
const ITERATOR_TYPES = Object.freeze(['TRIM_HORIZON', 'LATEST', 'AT_TIMESTAMP']);
const RELATIONAL_AUTH = Object.freeze(['basic', 'IAM_ROLE']);
const REPLICATION_MODES = Object.freeze(['cdc', 'snapshot', 'cdc_only']);
const TABLE_ENGINES = Object.freeze([
	'MergeTree',
	'ReplacingMergeTree',
	'SummingMergeTree',
	'Null',
]);
const MAPPING_TABLE_ENGINES = Object.freeze(['MergeTree', 'ReplacingMergeTree', 'Null']);
const OFFSET_STRATEGIES = Object.freeze(['from_beginning', 'from_latest', 'from_timestamp']);
const PIPE_COMMANDS = Object.freeze(['start', 'stop', 'resync']);

/** The four credential shapes of the message broker `credentials` oneOf (each with all its fields). */
const CREDENTIAL_SHAPES = Object.freeze([
	Object.freeze(['username', 'password']),
	Object.freeze(['accessKeyId', 'secretKey']),
	Object.freeze(['connectionString']),
	Object.freeze(['certificate', 'privateKey']),
]);
const plainCredentials = t('credentials', { shapes: [CREDENTIAL_SHAPES[0]] });
const anyCredentials = t('credentials', { shapes: CREDENTIAL_SHAPES });
const accessKey = t('credentials', { shapes: [CREDENTIAL_SHAPES[1]], nullable: true });

const offset = t('object', {
	nullable: true,
	fields: { strategy: oneOf(OFFSET_STRATEGIES), timestamp: strN },
});
const registryCredentials = t('credentials', { shapes: [CREDENTIAL_SHAPES[0]] });

/** @type {Record<string, Spec>} */
const TABLE_MAPPING = {
	sourceSchemaName: str,
	sourceTable: str,
	targetTable: str,
	excludedColumns: t('array', { items: str, unique: true }),
	useCustomSortingKey: bool,
	sortingKeys: t('array', { items: str, unique: true }),
	tableEngine: oneOf(MAPPING_TABLE_ENGINES),
	partitionKey: str,
	partitionByExpr: str,
};
/** @type {Record<string, Spec>} */
const REMOVE_TABLE_MAPPING = {
	sourceSchemaName: strN,
	sourceTable: strN,
	targetTable: strN,
	tableEngine: oneOf(MAPPING_TABLE_ENGINES, true),
	partitionKey: strN,
	partitionByExpr: strN,
};
/** @type {Record<string, Spec>} */
const RELATIONAL_SETTINGS = {
	syncIntervalSeconds: t('integer', { min: 1 }),
	pullBatchSize: t('integer', { min: 1 }),
	publicationName: str,
	replicationMode: oneOf(REPLICATION_MODES),
	replicationSlotName: str,
	allowNullableColumns: bool,
	initialLoadParallelism: t('integer', { min: 1 }),
	snapshotNumRowsPerPartition: t('integer', { min: 1000 }),
	snapshotNumberOfParallelTables: t('integer', { min: 1 }),
	enableFailoverSlots: bool,
	deleteOnMerge: bool,
};

/** Source kinds of a create body (`PipePost*Source`, `PipeMutateRelationalDbSource`). */
/** @type {Record<string, Record<string, Spec>>} */
const POST_SOURCES = {
	messageBroker: {
		type: str,
		format: str,
		brokers: str,
		topics: str,
		consumerGroup: strN,
		authentication: oneOf(MESSAGE_BROKER_AUTH),
		iamRole: strN,
		offset,
		schemaRegistry: t('object', {
			nullable: true,
			fields: {
				url: str,
				authentication: oneOf(['PLAIN']),
				caCertificate: strN,
				credentials: registryCredentials,
			},
		}),
		caCertificate: strN,
		reversePrivateEndpointIds: strings,
		exactlyOnce: boolN,
		credentials: anyCredentials,
	},
	objectStorage: {
		type: str,
		format: oneOf(OBJECT_STORAGE_FORMATS),
		url: str,
		delimiter: strN,
		compression: oneOf(COMPRESSIONS, true),
		isContinuous: boolN,
		queueUrl: strN,
		skipInitialLoad: boolN,
		startAfter: strN,
		authentication: oneOf(OBJECT_STORAGE_AUTH, true),
		iamRole: strN,
		connectionString: strN,
		path: strN,
		azureContainerName: strN,
		accessKey,
		serviceAccountKey: strN,
	},
	managedStream: {
		format: str,
		streamName: str,
		region: str,
		useEnhancedFanOut: boolN,
		iteratorType: oneOf(ITERATOR_TYPES),
		timestamp: t('integer', { nullable: true }),
		authentication: oneOf(MANAGED_STREAM_AUTH),
		iamRole: strN,
		accessKey,
	},
	relationalDb: {
		type: strN,
		credentials: plainCredentials,
		host: t('string', { format: 'hostname' }),
		port: t('integer', { min: 1, max: 65535 }),
		database: str,
		settings: t('object', { fields: RELATIONAL_SETTINGS }),
		authentication: oneOf(RELATIONAL_AUTH),
		iamRole: str,
		tlsHost: str,
		caCertificate: str,
		disableTls: bool,
		skipCertVerification: bool,
		tableMappings: t('array', { items: t('object', { fields: TABLE_MAPPING }) }),
	},
};

/** Source kinds of a PATCH body (`PipePatch*Source`): the only source fields that can change. */
/** @type {Record<string, Record<string, Spec>>} */
const PATCH_SOURCES = {
	messageBroker: {
		authentication: oneOf(MESSAGE_BROKER_AUTH, true),
		iamRole: strN,
		caCertificate: strN,
		reversePrivateEndpointIds: strings,
		credentials: anyCredentials,
	},
	objectStorage: {
		skipInitialLoad: boolN,
		startAfter: strN,
		authentication: oneOf(OBJECT_STORAGE_AUTH, true),
		iamRole: strN,
		connectionString: strN,
		path: strN,
		azureContainerName: strN,
		accessKey,
		serviceAccountKey: strN,
	},
	managedStream: {
		authentication: oneOf(MANAGED_STREAM_AUTH, true),
		iamRole: strN,
		accessKey,
	},
	relationalDb: {
		credentials: plainCredentials,
		host: t('string', { format: 'hostname', nullable: true }),
		port: t('integer', { min: 1, max: 65535, nullable: true }),
		database: strN,
		tlsHost: strN,
		caCertificate: strN,
		disableTls: boolN,
		skipCertVerification: boolN,
		settings: t('object', {
			fields: {
				syncIntervalSeconds: t('integer', { min: 1, nullable: true }),
				pullBatchSize: t('integer', { min: 1, nullable: true }),
			},
		}),
		tableMappingsToAdd: t('array', { items: t('object', { fields: TABLE_MAPPING }) }),
		tableMappingsToRemove: t('array', { items: t('object', { fields: REMOVE_TABLE_MAPPING }) }),
	},
};

const COLUMN = t('object', { fields: { name: str, type: str }, required: ['name', 'type'] });
/** @type {Record<string, Spec>} */
const POST_DESTINATION = {
	database: str,
	table: str,
	managedTable: bool,
	tableDefinition: t('object', {
		fields: {
			engine: t('object', {
				fields: { type: oneOf(TABLE_ENGINES), versionColumnId: strN, columnIds: strings },
			}),
			sortingKey: strings,
			partitionBy: str,
			primaryKey: str,
		},
	}),
	columns: t('array', { items: COLUMN }),
	roles: strings,
};
const FIELD_MAPPINGS = t('array', {
	items: t('object', {
		fields: { sourceField: str, destinationField: str },
		required: ['sourceField', 'destinationField'],
	}),
});

// ---- settings and scaling ----------------------------------------------------------------------
const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
/** @type {Record<string, {type: 'int'|'bool', min?: number, max?: number}>} */
const PIPE_SETTINGS = Object.freeze({
	streaming_max_insert_wait_ms: { type: 'int', min: 500, max: 60000 },
	object_storage_concurrency: { type: 'int', min: 1, max: 35 },
	object_storage_polling_interval_ms: { type: 'int', min: 100, max: 3600000 },
	object_storage_max_insert_bytes: { type: 'int', min: 500 * MiB, max: 10 * GiB },
	object_storage_max_file_count: { type: 'int', min: 1, max: 10000 },
	object_storage_use_cluster_function: { type: 'bool' },
	engine_max_threads: { type: 'int', min: 0, max: 64 },
	engine_max_insert_threads: { type: 'int', min: 0, max: 16 },
	engine_min_insert_block_size_bytes: { type: 'int', min: 0, max: 10 * GiB },
	engine_max_download_threads: { type: 'int', min: 0, max: 32 },
	engine_parallel_distributed_insert_select: { type: 'int', min: 0, max: 2 },
	engine_parallel_view_processing: { type: 'bool' },
	messageBroker_read_committed: { type: 'bool' },
});

/** @param {readonly string[]} [extra] settings a newer server knows beyond the documented ones @returns {Record<string, null>} every setting at its default (null) */
function defaultSettings(extra) {
	/** @type {Record<string, null>} */
	const s = {};
	for (const k of [...Object.keys(PIPE_SETTINGS), ...(extra || [])]) s[k] = null;
	return s;
}

/**
 * @param {unknown} body flat map of settings
 * @param {string} prefix field prefix for messages
 * @param {readonly string[]} [extra] settings a newer server knows beyond the documented ones (any integer, boolean or null)
 * @returns {Record<string, any>}
 */
function validateSettings(body, prefix, extra) {
	const b = reqObject(body, prefix || 'settings');
	for (const [k, v] of Object.entries(b)) {
		const f = prefix ? `${prefix}.${k}` : k;
		if (extra && extra.includes(k)) {
			if (v !== null && typeof v !== 'boolean' && !isInt(v))
				fail(f, `Expected integer, boolean or null, received ${typeName(v)}`);
			continue;
		}
		const spec = PIPE_SETTINGS[k];
		if (!spec) fail(f, `Unknown setting '${k}'`);
		if (v === null) continue;
		if (spec.type === 'bool') {
			if (typeof v !== 'boolean') fail(f, `Expected boolean, received ${typeName(v)}`);
			continue;
		}
		if (!isInt(v)) fail(f, `Expected integer, received ${typeName(v)}`);
		if ((spec.min !== undefined && v < spec.min) || (spec.max !== undefined && v > spec.max))
			fail(f, `must be between ${spec.min} and ${spec.max}`);
	}
	return b;
}

/** Scaling ranges; `concurrency` 0-34 (0 = scaled automatically). */
/** @type {Record<string, {min: number, max: number, int: boolean}>} */
const SCALING = Object.freeze({
	replicas: { min: 1, max: 40, int: true },
	replicaCpuMillicores: { min: 125, max: 2000, int: true },
	replicaMemoryGb: { min: 0.5, max: 8, int: false },
	concurrency: { min: 0, max: 34, int: true },
});

/**
 * A scaling object: in a create body (`PipeScaling`, no nulls) or the scaling PATCH
 * (`PipeScalingPatchRequest`, every field may be null: left as it is).
 * @param {unknown} body @param {string} prefix @param {{nullable?: boolean}} [opts]
 * @returns {Record<string, any>} the fields to apply (nulls removed)
 */
function validateScaling(body, prefix, opts) {
	const b = reqObject(body, prefix || 'scaling');
	/** @type {Record<string, any>} */
	const out = {};
	for (const [k, v] of Object.entries(b)) {
		const f = prefix ? `${prefix}.${k}` : k;
		const spec = SCALING[k];
		if (!spec) fail(f, `Unknown scaling field '${k}'; expected ${Object.keys(SCALING).join(', ')}`);
		if (v === null && opts && opts.nullable) continue;
		if (spec.int ? !isInt(v) : !isNum(v))
			fail(f, `Expected ${spec.int ? 'integer' : 'number'}, received ${typeName(v)}`);
		if (v < spec.min || v > spec.max)
			fail(
				f,
				`must be between ${spec.min} and ${spec.max}${k === 'concurrency' ? ' (0: scaled automatically)' : ''}`,
			);
		out[k] = v;
	}
	return out;
}

// ---- generic checking -------------------------------------------------------------------------
/** @param {unknown} v @param {string} field */
function reqObject(v, field) {
	if (!isPlainObject(v))
		fail(field, v === undefined ? 'Required' : `Expected object, received ${typeName(v)}`);
	return /** @type {Record<string, any>} */ (v);
}

/** RFC 1123 host name (the document's `format: hostname`). @param {string} s */
function isHostname(s) {
	if (!s || s.length > 253) return false;
	return s.split('.').every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i.test(label));
}

/**
 * @typedef {object} CheckMode
 * @property {'create'|'patch'} mode create: unknown fields dropped; patch: unknown fields refused
 */

/**
 * Check a value against a spec; returns the value to keep (objects without unknown fields).
 * @param {unknown} v @param {Spec} spec @param {string} field @param {CheckMode} m
 * @returns {any}
 */
function check(v, spec, field, m) {
	if (v === null) {
		if (!spec.nullable) fail(field, 'Expected a value, received null');
		return null;
	}
	switch (spec.type) {
		case 'string':
			if (typeof v !== 'string') fail(field, `Expected string, received ${typeName(v)}`);
			if (spec.enum && !spec.enum.includes(v))
				fail(
					field,
					`Invalid enum value. Expected ${spec.enum.map((a) => `'${a}'`).join(' | ')}, received '${v}'`,
				);
			if (spec.format === 'hostname' && !isHostname(v)) fail(field, `Invalid hostname '${v}'`);
			if (spec.minLength !== undefined && v.length < spec.minLength)
				fail(field, `String must contain at least ${spec.minLength} character(s)`);
			if (spec.maxLength !== undefined && v.length > spec.maxLength)
				fail(field, `String must contain at most ${spec.maxLength} character(s)`);
			return v;
		case 'boolean':
			if (typeof v !== 'boolean') fail(field, `Expected boolean, received ${typeName(v)}`);
			return v;
		case 'integer':
		case 'number':
			if (spec.type === 'integer' ? !isInt(v) : !isNum(v))
				fail(field, `Expected ${spec.type}, received ${typeName(v)}`);
			if (spec.min !== undefined && /** @type {number} */ (v) < spec.min)
				fail(field, `Number must be greater than or equal to ${spec.min}`);
			if (spec.max !== undefined && /** @type {number} */ (v) > spec.max)
				fail(field, `Number must be less than or equal to ${spec.max}`);
			return v;
		case 'array': {
			if (!Array.isArray(v)) fail(field, `Expected array, received ${typeName(v)}`);
			const items = v.map((item, i) =>
				check(item, /** @type {Spec} */ (spec.items), `${field}.${i}`, m),
			);
			if (spec.unique && new Set(items.map((i) => JSON.stringify(i))).size !== items.length)
				fail(field, 'Array items must be unique');
			return items;
		}
		case 'credentials':
			return checkCredentials(v, /** @type {readonly string[][]} */ (spec.shapes), field);
		default: {
			const o = checkObject(v, /** @type {Record<string, Spec>} */ (spec.fields), field, m);
			for (const k of spec.required || [])
				if (o[k] === undefined) fail(`${field}.${k}`, 'Required');
			return o;
		}
	}
}

/**
 * @param {unknown} v @param {Record<string, Spec>} fields @param {string} field @param {CheckMode} m
 * @returns {Record<string, any>}
 */
function checkObject(v, fields, field, m) {
	const o = reqObject(v, field);
	/** @type {Record<string, any>} */
	const out = {};
	for (const [k, value] of Object.entries(o)) {
		const f = field ? `${field}.${k}` : k;
		const spec = fields[k];
		if (!spec) {
			if (m.mode === 'patch')
				fail(
					f,
					`'${k}' cannot be changed after the pipe is created (only the fields of PipePatchRequest can); recreate the pipe to change it`,
				);
			continue;
		}
		const kept = check(value, spec, f, m);
		// A null object (offset, schema registry, access key) is as good as none: the document's
		// `oneOf: [object, null]` cannot describe a null (it matches both branches), so none is kept.
		if (kept === null && (spec.type === 'object' || spec.type === 'credentials')) continue;
		out[k] = kept;
	}
	return out;
}

/** One of the given shapes, all of its fields text, nothing else. @param {unknown} v @param {readonly string[][]} shapes @param {string} field */
function checkCredentials(v, shapes, field) {
	const o = reqObject(v, field);
	const keys = Object.keys(o);
	const shape = shapes.find(
		(s) => keys.every((k) => s.includes(k)) && s.every((k) => keys.includes(k)),
	);
	if (!shape) {
		const forms = shapes.map((s) => `{${s.join(', ')}}`);
		fail(field, `must be ${forms.length > 1 ? `one of ${forms.join(', ')}` : forms[0]}`);
	}
	for (const k of keys)
		if (typeof o[k] !== 'string')
			fail(`${field}.${k}`, `Expected string, received ${typeName(o[k])}`);
	return { ...o };
}

// ---- pipe bodies --------------------------------------------------------------------------------
const SOURCE_KINDS = Object.freeze([
	'messageBroker',
	'objectStorage',
	'managedStream',
	'relationalDb',
]);

/** The kind of a source object (exactly one kind not null). @param {Record<string, any>} s @param {string} field */
function sourceKindOf(s, field) {
	const kinds = SOURCE_KINDS.filter((k) => s[k] !== undefined && s[k] !== null);
	if (kinds.length !== 1)
		fail(
			field,
			`must contain exactly one of ${SOURCE_KINDS.join(', ')} (found ${kinds.length ? kinds.join(', ') : 'none'})`,
		);
	return kinds[0];
}

/** Message broker offset rule: `from_timestamp` needs its timestamp. @param {any} kindObject @param {string} field */
function checkOffset(kindObject, field) {
	const o = kindObject.offset;
	if (!isPlainObject(o)) return;
	if (o.strategy === undefined)
		fail(`${field}.offset.strategy`, `Required; one of ${OFFSET_STRATEGIES.join(', ')}`);
	if (
		o.strategy === 'from_timestamp' &&
		(o.timestamp === undefined || o.timestamp === null || o.timestamp === '')
	) {
		fail(`${field}.offset.timestamp`, "Required when strategy is 'from_timestamp'");
	}
}

/**
 * A create body. Returns the accepted fields, without unknown ones; `source.validateSamples` and
 * `startPaused` are create-only flags, never stored (`startPaused: true` makes the pipe start
 * `Stopped`; relational pipes refuse it).
 * @param {unknown} body
 * @returns {{name: string, source: Record<string, any>, destination: Record<string, any>, fieldMappings: any[], scaling?: Record<string, any>, settings?: Record<string, any>, validateSamples?: boolean, startPaused: boolean}}
 */
function validatePipeCreate(body) {
	const m = /** @type {CheckMode} */ ({ mode: 'create' });
	const b = reqObject(body, '');
	if (b.name === undefined) fail('name', 'Required');
	const name = check(b.name, t('string', { minLength: 1, maxLength: 255 }), 'name', m);
	if (!name.trim()) fail('name', 'must not be empty');
	const s = reqObject(b.source, 'source');
	const kind = sourceKindOf(s, 'source');
	const kindObject = checkObject(s[kind], POST_SOURCES[kind], `source.${kind}`, m);
	if (kind === 'messageBroker') checkOffset(kindObject, `source.${kind}`);
	if (s.validateSamples !== undefined) check(s.validateSamples, bool, 'source.validateSamples', m);
	const startPaused =
		b.startPaused === undefined ? false : check(b.startPaused, bool, 'startPaused', m);
	if (startPaused && kind === 'relationalDb')
		fail(
			'startPaused',
			'is not supported for relationalDb pipes; create the pipe without it and stop it afterwards',
		);
	const destination = checkObject(b.destination, POST_DESTINATION, 'destination', m);
	const fieldMappings =
		b.fieldMappings === undefined ? [] : check(b.fieldMappings, FIELD_MAPPINGS, 'fieldMappings', m);
	const out = {
		name,
		source: { [kind]: kindObject },
		destination,
		fieldMappings,
		validateSamples: s.validateSamples,
		startPaused,
	};
	if (b.scaling !== undefined)
		Object.assign(out, { scaling: validateScaling(b.scaling, 'scaling') });
	if (b.settings !== undefined)
		Object.assign(out, { settings: validateSettings(b.settings, 'settings') });
	checkColumnsMapped(destination, fieldMappings);
	return out;
}

/**
 * A PATCH body (`PipePatchRequest` only). Returns the changes; `source` holds the kind
 * object of the pipe's kind (or nothing).
 * @param {unknown} body @param {string} kind the pipe's source kind @param {readonly string[]} [extraSettings] see validateSettings
 * @returns {{name?: string, source?: Record<string, any>, destination?: Record<string, any>, fieldMappings?: any[], settings?: Record<string, any>}}
 */
function validatePipePatch(body, kind, extraSettings) {
	const m = /** @type {CheckMode} */ ({ mode: 'patch' });
	const b = reqObject(body, '');
	/** @type {Record<string, any>} */
	const out = {};
	for (const k of Object.keys(b)) {
		if (k === 'scaling')
			fail('scaling', 'cannot be changed here; use PATCH .../pipes/{pipeId}/scaling');
		if (!['name', 'source', 'destination', 'fieldMappings', 'settings'].includes(k)) {
			fail(
				k,
				`'${k}' cannot be changed after the pipe is created (only name, source, destination, fieldMappings and settings can)`,
			);
		}
	}
	if (b.name !== undefined && b.name !== null) {
		out.name = check(b.name, t('string', { minLength: 1, maxLength: 255 }), 'name', m);
		if (!out.name.trim()) fail('name', 'must not be empty');
	}
	if (b.source !== undefined && b.source !== null) {
		const s = reqObject(b.source, 'source');
		for (const k of Object.keys(s)) {
			if (k === 'validateSamples') check(s[k], bool, 'source.validateSamples', m);
			else if (!SOURCE_KINDS.includes(k)) fail(`source.${k}`, `'${k}' is not a source kind`);
			else if (s[k] !== null && k !== kind)
				fail(
					`source.${k}`,
					`the source kind cannot be changed from ${kind} to ${k}; recreate the pipe`,
				);
		}
		if (s[kind] !== undefined && s[kind] !== null)
			out.source = checkObject(s[kind], PATCH_SOURCES[kind] || {}, `source.${kind}`, m);
	}
	if (b.destination !== undefined && b.destination !== null) {
		out.destination = checkObject(
			b.destination,
			{ columns: t('array', { items: COLUMN }) },
			'destination',
			m,
		);
	}
	if (b.fieldMappings !== undefined)
		out.fieldMappings = check(b.fieldMappings, FIELD_MAPPINGS, 'fieldMappings', m);
	if (b.settings !== undefined && b.settings !== null)
		out.settings = validateSettings(b.settings, 'settings', extraSettings);
	return out;
}

/** Every destination column must appear as a destinationField. @param {any} destination @param {any[]} fieldMappings */
function checkColumnsMapped(destination, fieldMappings) {
	const mapped = new Set((fieldMappings || []).map((x) => x.destinationField));
	for (const c of (destination && destination.columns) || []) {
		if (!mapped.has(c.name))
			fail('fieldMappings', `destination column '${c.name}' is not included in fieldMappings`);
	}
}

/** @param {any} a @param {any} b a removal entry: its given fields must match */
function mappingMatches(a, b) {
	return Object.entries(b).every(([k, v]) => v === null || v === undefined || a[k] === v);
}

/**
 * Apply `tableMappingsToAdd` / `tableMappingsToRemove` to a relationalDb source (mutated).
 * @param {Record<string, any>} kindObject stored relationalDb source
 * @param {any[] | undefined} add @param {any[] | undefined} remove
 */
function applyTableMappings(kindObject, add, remove) {
	let mappings = Array.isArray(kindObject.tableMappings) ? kindObject.tableMappings.slice() : [];
	(remove || []).forEach((r, i) => {
		if (!r.sourceTable && !r.targetTable)
			fail(`source.relationalDb.tableMappingsToRemove.${i}`, 'needs sourceTable or targetTable');
		const before = mappings.length;
		mappings = mappings.filter((x) => !mappingMatches(x, r));
		if (mappings.length === before)
			fail(
				`source.relationalDb.tableMappingsToRemove.${i}`,
				`no table mapping of the pipe matches ${JSON.stringify(r)}`,
			);
	});
	(add || []).forEach((a, i) => {
		if (!a.sourceTable) fail(`source.relationalDb.tableMappingsToAdd.${i}.sourceTable`, 'Required');
		const same = mappings.find(
			(x) =>
				(x.sourceSchemaName || '') === (a.sourceSchemaName || '') &&
				x.sourceTable === a.sourceTable,
		);
		if (same)
			fail(
				`source.relationalDb.tableMappingsToAdd.${i}`,
				`the table ${a.sourceSchemaName ? `${a.sourceSchemaName}.` : ''}${a.sourceTable} is already mapped`,
			);
		mappings.push(a);
	});
	kindObject.tableMappings = mappings;
}

/**
 * `SERVICE_ACCOUNT_WORKLOAD_IDENTITY` works only where the service's pipe context says workload
 * identity is supported and ready: the emulator refuses it otherwise (its reading of the contract;
 * no document states the check).
 * @param {string} kind @param {Record<string, any> | undefined} kindObject the checked source kind object
 * @param {{workloadIdentity: {supported: boolean, ready: boolean|null}}} context the service's pipe context
 */
function checkWorkloadIdentity(kind, kindObject, context) {
	if (!kindObject || kindObject.authentication !== WORKLOAD_IDENTITY) return;
	const wi = context.workloadIdentity;
	if (wi.supported && wi.ready === true) return;
	const why = wi.supported ? 'is not ready yet' : 'is not supported';
	fail(
		`source.${kind}.authentication`,
		`${WORKLOAD_IDENTITY} cannot be used: workload identity ${why} on this service (see GET .../pipes/context)`,
	);
}

/** @param {unknown} body @returns {string} */
function validateCommand(body) {
	const b = reqObject(body, '');
	if (b.command === undefined) fail('command', 'Required');
	return check(b.command, oneOf(PIPE_COMMANDS), 'command', { mode: 'create' });
}

module.exports = {
	PIPE_SETTINGS,
	SCALING,
	SOURCE_KINDS,
	CREDENTIAL_SHAPES,
	OFFSET_STRATEGIES,
	defaultSettings,
	validateSettings,
	validateScaling,
	validatePipeCreate,
	validatePipePatch,
	validateCommand,
	checkWorkloadIdentity,
	WORKLOAD_IDENTITY,
	checkColumnsMapped,
	applyTableMappings,
	isHostname,
};
