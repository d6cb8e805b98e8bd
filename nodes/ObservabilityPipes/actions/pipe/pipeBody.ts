import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/inputError';
import { hasIdForm, ID_KINDS } from '../../../shared/ids';
import { describeType, isObject, requiredString, splitList } from '../../../shared/validation';
import { validateScaling } from './scaling';
import { validateSettings } from './settings';

export const SOURCE_KINDS = ['messageBroker', 'objectStorage', 'managedStream', 'relationalDb'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

type FieldType = 'string' | 'boolean' | 'integer' | 'object' | 'array' | 'strings';

/** Known fields of each source kind (seed "Source" and CONTRACT "format"/"authentication"); others pass. */
const SOURCE_FIELDS: Record<SourceKind, Record<string, FieldType>> = {
	messageBroker: {
		brokers: 'string',
		topics: 'string',
		consumerGroup: 'string',
		iamRole: 'string',
		offset: 'object',
		schemaRegistry: 'object',
		caCertificate: 'string',
		reversePrivateEndpointIds: 'strings',
		credentials: 'object',
		format: 'string',
		authentication: 'string',
	},
	objectStorage: {
		url: 'string',
		delimiter: 'string',
		compression: 'string',
		isContinuous: 'boolean',
		queueUrl: 'string',
		iamRole: 'string',
		connectionString: 'string',
		path: 'string',
		azureContainerName: 'string',
		accessKey: 'object',
		format: 'string',
		authentication: 'string',
	},
	managedStream: {
		streamName: 'string',
		region: 'string',
		useEnhancedFanOut: 'boolean',
		timestamp: 'integer',
		iamRole: 'string',
		accessKey: 'object',
		format: 'string',
		authentication: 'string',
	},
	relationalDb: {
		host: 'string',
		port: 'integer',
		database: 'string',
		settings: 'object',
		tableMappings: 'array',
		credentials: 'object',
		format: 'string',
		authentication: 'string',
	},
};

const RELATIONAL_DB_SETTINGS: Record<string, FieldType> = {
	syncIntervalSeconds: 'integer',
	pullBatchSize: 'integer',
	publicationName: 'string',
	replicationSlotName: 'string',
	allowNullableColumns: 'boolean',
	initialLoadParallelism: 'integer',
	snapshotNumRowsPerPartition: 'integer',
	snapshotNumberOfParallelTables: 'integer',
	enableFailoverSlots: 'boolean',
};

const TABLE_MAPPING_FIELDS: Record<string, FieldType> = {
	sourceSchemaName: 'string',
	sourceTable: 'string',
	targetTable: 'string',
	excludedColumns: 'strings',
	useCustomSortingKey: 'boolean',
	sortingKeys: 'strings',
};

const DESTINATION_FIELDS: Record<string, FieldType> = {
	database: 'string',
	table: 'string',
	managedTable: 'boolean',
	tableDefinition: 'object',
	columns: 'array',
	roles: 'strings',
};

const TABLE_DEFINITION_FIELDS: Record<string, FieldType> = {
	engine: 'object',
	sortingKey: 'strings',
	partitionBy: 'string',
	primaryKey: 'string',
};

const ENGINE_FIELDS: Record<string, FieldType> = { versionColumnId: 'string', columnIds: 'strings' };

const SECRET_FIELDS: Record<string, FieldType> = {
	username: 'string',
	password: 'string',
	accessKeyId: 'string',
	secretKey: 'string',
};

/** Form of `offset.timestamp`: a date-time without zone. */
const OFFSET_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const URL_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^\s/]+\S*$/i;

export type PipeBodyMode = 'create' | 'update';

function given(value: unknown): boolean {
	return value !== undefined && value !== null;
}

const TYPE_TEXT: Record<FieldType, string> = {
	string: 'text',
	boolean: 'true or false',
	integer: 'a whole number',
	object: 'an object',
	array: 'a list',
	strings: 'a list of texts',
};

/**
 * Where a pipe body holds secrets (source credentials, access keys, schema registry
 * credentials, destination roles). An error about such a field never quotes its value:
 * a password mapped into the wrong place must not end up in the error message.
 */
const SECRET_FIELD = /(^|\.)(credentials|accessKey)(\.|$)|^destination\.roles$/;

function wrongType(field: string, type: FieldType, value: unknown): InputError {
	const got = SECRET_FIELD.test(field) && typeof value === 'string' ? 'a text' : describeType(value);
	return new InputError(field, `expected ${TYPE_TEXT[type]}, got ${got}`, `Set "${field}" to ${TYPE_TEXT[type]}.`);
}

/** Type-checks the known fields of `object` (whole-number text becomes a number); unknown fields pass. */
function checkFields(object: IDataObject, spec: Record<string, FieldType>, prefix: string): IDataObject {
	const checked: IDataObject = { ...object };
	for (const [key, type] of Object.entries(spec)) {
		const value = object[key];
		if (!given(value)) continue;
		const field = `${prefix}.${key}`;
		switch (type) {
			case 'string':
				if (typeof value !== 'string') throw wrongType(field, type, value);
				break;
			case 'boolean':
				if (typeof value !== 'boolean') throw wrongType(field, type, value);
				break;
			case 'integer': {
				const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
				if (typeof number !== 'number' || !Number.isInteger(number)) throw wrongType(field, type, value);
				checked[key] = number;
				break;
			}
			case 'object':
				if (!isObject(value)) throw wrongType(field, type, value);
				break;
			case 'array':
				if (!Array.isArray(value)) throw wrongType(field, type, value);
				break;
			case 'strings':
				if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw wrongType(field, type, value);
				break;
		}
	}
	return checked;
}

/** The source kinds present in a source object. */
export function sourceKindsOf(source: IDataObject): SourceKind[] {
	return SOURCE_KINDS.filter((kind) => source[kind] !== undefined);
}

function validateSource(value: unknown): IDataObject {
	if (!isObject(value)) {
		throw new InputError(
			'source',
			value === undefined || value === null ? 'the pipe has no source' : `expected an object, got ${describeType(value)}`,
			`Choose the source kind and fill in its fields, or give "source" as {"messageBroker": {...}} with one of ${SOURCE_KINDS.join(', ')}.`,
		);
	}
	const kinds = sourceKindsOf(value);
	if (kinds.length !== 1) {
		throw new InputError(
			'source',
			kinds.length === 0 ? 'it holds no source kind' : `it holds ${kinds.length} source kinds (${kinds.join(', ')})`,
			`A pipe reads from exactly one source: keep one of ${SOURCE_KINDS.join(', ')}.`,
		);
	}
	const kind = kinds[0];
	const source: IDataObject = { ...value };
	if (given(source.validateSamples) && typeof source.validateSamples !== 'boolean') {
		throw wrongType('source.validateSamples', 'boolean', source.validateSamples);
	}
	const prefix = `source.${kind}`;
	if (!isObject(source[kind])) throw wrongType(prefix, 'object', source[kind]);
	const fields = checkFields(source[kind] as IDataObject, SOURCE_FIELDS[kind], prefix);

	for (const secret of ['credentials', 'accessKey']) {
		if (isObject(fields[secret])) checkFields(fields[secret] as IDataObject, SECRET_FIELDS, `${prefix}.${secret}`);
	}
	if (kind === 'messageBroker') checkMessageBroker(fields, prefix);
	if (kind === 'relationalDb') checkRelationalDb(fields, prefix);
	source[kind] = fields;
	return source;
}

function checkMessageBroker(fields: IDataObject, prefix: string): void {
	if (isObject(fields.offset)) {
		const timestamp = fields.offset.timestamp;
		if (given(timestamp) && (typeof timestamp !== 'string' || !OFFSET_TIMESTAMP.test(timestamp))) {
			throw new InputError(`${prefix}.offset.timestamp`, `expected the form YYYY-MM-DDThh:mm, got ${describeType(timestamp)}`, 'Give the start offset as a date and time without zone, e.g. 2025-01-31T08:00.');
		}
	}
	if (isObject(fields.schemaRegistry)) {
		const registry = checkFields(fields.schemaRegistry, { url: 'string', caCertificate: 'string', credentials: 'object' }, `${prefix}.schemaRegistry`);
		if (typeof registry.url === 'string' && !URL_FORM.test(registry.url)) {
			throw new InputError(`${prefix}.schemaRegistry.url`, `"${registry.url}" is not a URL`, 'Give the schema registry address with its scheme, e.g. https://registry.example.com:8081.');
		}
		if (isObject(registry.credentials)) checkFields(registry.credentials, SECRET_FIELDS, `${prefix}.schemaRegistry.credentials`);
	}
	const endpointIds = fields.reversePrivateEndpointIds;
	if (Array.isArray(endpointIds)) {
		endpointIds.forEach((id, index) => {
			if (!hasIdForm(String(id), ID_KINDS.reversePrivateEndpoint.cloud)) {
				throw new InputError(`${prefix}.reversePrivateEndpointIds[${index}]`, `"${id}" is not a UUID`, 'Use the IDs of reverse private endpoints of this service (form 8-4-4-4-12 hex digits).');
			}
		});
	}
}

function checkRelationalDb(fields: IDataObject, prefix: string): void {
	if (given(fields.port) && ((fields.port as number) < 1 || (fields.port as number) > 65535)) {
		throw new InputError(`${prefix}.port`, `${fields.port} is not a port number`, 'Use a port from 1 to 65535.');
	}
	if (isObject(fields.settings)) fields.settings = checkFields(fields.settings, RELATIONAL_DB_SETTINGS, `${prefix}.settings`);
	if (Array.isArray(fields.tableMappings)) {
		fields.tableMappings = fields.tableMappings.map((mapping, index) => {
			const field = `${prefix}.tableMappings[${index}]`;
			if (!isObject(mapping)) throw wrongType(field, 'object', mapping);
			return checkFields(mapping, TABLE_MAPPING_FIELDS, field);
		});
	}
}

function validateDestination(value: unknown, mode: PipeBodyMode): IDataObject {
	if (!isObject(value) || (mode === 'create' && Object.keys(value).length === 0)) {
		throw new InputError(
			'destination',
			isObject(value) || value === undefined || value === null ? 'the pipe has no destination' : `expected an object, got ${describeType(value)}`,
			'Set the destination database and table, and the columns the pipe writes.',
		);
	}
	const destination = checkFields(value, DESTINATION_FIELDS, 'destination');
	if (isObject(destination.tableDefinition)) {
		const definition = checkFields(destination.tableDefinition, TABLE_DEFINITION_FIELDS, 'destination.tableDefinition');
		if (isObject(definition.engine)) checkFields(definition.engine, ENGINE_FIELDS, 'destination.tableDefinition.engine');
	}
	if (Array.isArray(destination.columns)) {
		destination.columns.forEach((column, index) => {
			const field = `destination.columns[${index}]`;
			if (!isObject(column)) throw wrongType(field, 'object', column);
			requiredString(`${field}.name`, column.name);
			requiredString(`${field}.type`, column.type);
		});
	}
	return destination;
}

function validateFieldMappings(value: unknown): IDataObject[] {
	if (!Array.isArray(value)) throw wrongType('fieldMappings', 'array', value);
	return value.map((mapping, index) => {
		const field = `fieldMappings[${index}]`;
		if (!isObject(mapping)) throw wrongType(field, 'object', mapping);
		requiredString(`${field}.sourceField`, mapping.sourceField);
		requiredString(`${field}.destinationField`, mapping.destinationField);
		return mapping;
	});
}

/** Names of destination columns that no field mapping writes (the seed's one stated rule). */
export function unmappedColumns(columns: unknown, fieldMappings: unknown): string[] {
	if (!Array.isArray(columns)) return [];
	const mapped = new Set(Array.isArray(fieldMappings) ? fieldMappings.map((mapping) => (mapping as IDataObject)?.destinationField) : []);
	return columns.map((column) => (column as IDataObject)?.name as string).filter((name) => !mapped.has(name));
}

function checkColumnsMapped(columns: unknown, fieldMappings: unknown): void {
	const missing = unmappedColumns(columns, fieldMappings);
	if (!missing.length) return;
	const names = missing.map((name) => `"${name}"`).join(', ');
	throw new InputError(
		'fieldMappings',
		missing.length === 1 ? `the destination column ${names} has no field mapping` : `the destination columns ${names} have no field mapping`,
		`Every destination column must be a Destination Field of a field mapping: add a mapping for ${names}, or remove the column.`,
	);
}

/**
 * Checks a pipe body before it is sent and returns it normalised. `create`: name, a source
 * of exactly one kind and a destination are required. `update` (PATCH): only the given
 * parts are checked, scaling is refused (it has its own endpoint) and at least one field
 * must be given. Unknown fields pass through untouched.
 */
export function validatePipeBody(input: IDataObject, mode: PipeBodyMode): IDataObject {
	const body: IDataObject = { ...input };
	if (mode === 'update' && !Object.keys(body).some((key) => body[key] !== undefined)) {
		throw new InputError('body', 'nothing to change was given', 'Set at least one of name, source, destination, field mappings or settings.');
	}
	if (mode === 'create' || body.name !== undefined) body.name = requiredString('name', body.name);
	if (mode === 'create' || body.source !== undefined) body.source = validateSource(body.source);
	if (mode === 'create' || body.destination !== undefined) body.destination = validateDestination(body.destination, mode);
	if (body.fieldMappings !== undefined) body.fieldMappings = validateFieldMappings(body.fieldMappings);
	if (mode === 'update' && body.scaling !== undefined) {
		throw new InputError('scaling', 'an update cannot change scaling', 'Use the "Update Scaling" operation for replicas, CPU, memory and concurrency.');
	}
	if (body.scaling !== undefined) body.scaling = validateScaling(body.scaling, 'scaling.');
	if (body.settings !== undefined && body.settings !== null) body.settings = validateSettings(body.settings, 'settings.');
	// On update the server checks the rule against the stored mappings when only one side is given.
	const destination = body.destination as IDataObject | undefined;
	if (destination && Array.isArray(destination.columns) && (mode === 'create' || body.fieldMappings !== undefined)) {
		checkColumnsMapped(destination.columns, body.fieldMappings ?? []);
	}
	return body;
}

// The typed-fields form, turned into the body that validatePipeBody checks.

/** What the typed-fields form holds, as n8n hands it over. */
export interface PipeForm {
	name?: unknown;
	/** A source kind, or "keep" (update only: leave the source as it is). */
	sourceKind?: string;
	/** The collection of the chosen source kind. */
	sourceFields?: IDataObject;
	destination?: IDataObject;
	/** fixedCollection `{mapping: [{sourceField, destinationField}]}`. */
	fieldMappings?: IDataObject;
	scaling?: IDataObject;
	settings?: IDataObject;
}

export const KEEP_SOURCE = 'keep';

function filled(value: unknown): boolean {
	return value !== undefined && value !== null && value !== '';
}

/** The given values of an object, without empty texts. */
function compact(object: IDataObject | undefined): IDataObject {
	const out: IDataObject = {};
	for (const [key, value] of Object.entries(object ?? {})) if (filled(value)) out[key] = value;
	return out;
}

/** The values of a single-group fixedCollection (`{values: {...}}`), without empty texts. */
function group(value: unknown): IDataObject {
	return isObject(value) && isObject(value.values) ? compact(value.values) : {};
}

/** The entries of a multiple-value fixedCollection group. */
function entries(value: unknown, name: string): IDataObject[] {
	if (!isObject(value) || !Array.isArray(value[name])) return [];
	return (value[name] as IDataObject[]).filter(isObject);
}

function tableMapping(entry: IDataObject): IDataObject {
	const mapping: IDataObject = {};
	for (const [key, value] of Object.entries(entry)) {
		if (key === 'excludedColumns' || key === 'sortingKeys') {
			const list = splitList(value);
			if (list.length) mapping[key] = list;
		} else if (filled(value)) {
			mapping[key] = value;
		}
	}
	return mapping;
}

/** The kind object of a source from the kind's collection; `validateSamples` is returned apart. */
export function sourceKindObject(fields: IDataObject): { kindObject: IDataObject; validateSamples?: boolean } {
	const kindObject: IDataObject = {};
	let validateSamples: boolean | undefined;
	for (const [key, value] of Object.entries(fields)) {
		switch (key) {
			case 'validateSamples':
				validateSamples = value as boolean;
				break;
			case 'sourceCredentials': {
				const credentials = group(value);
				if (Object.keys(credentials).length) kindObject.credentials = credentials;
				break;
			}
			case 'accessKey': {
				const accessKey = group(value);
				if (Object.keys(accessKey).length) kindObject.accessKey = accessKey;
				break;
			}
			case 'schemaRegistry': {
				const { username, password, ...registry } = group(value);
				const credentials = compact({ username, password } as IDataObject);
				if (Object.keys(credentials).length) registry.credentials = credentials;
				if (Object.keys(registry).length) kindObject.schemaRegistry = registry;
				break;
			}
			case 'offsetTimestamp':
				if (filled(value)) kindObject.offset = { timestamp: value };
				break;
			case 'reversePrivateEndpointIds': {
				const ids = splitList(value);
				if (ids.length) kindObject.reversePrivateEndpointIds = ids;
				break;
			}
			case 'settings': {
				const settings = compact(value as IDataObject);
				if (Object.keys(settings).length) kindObject.settings = settings;
				break;
			}
			case 'tableMappings': {
				const mappings = entries(value, 'mapping').map(tableMapping).filter((mapping) => Object.keys(mapping).length);
				if (mappings.length) kindObject.tableMappings = mappings;
				break;
			}
			default:
				if (filled(value)) kindObject[key] = value;
		}
	}
	return { kindObject, validateSamples };
}

function tableDefinition(value: unknown): IDataObject {
	const { engineVersionColumnId, engineColumnIds, sortingKey, ...rest } = compact(value as IDataObject);
	const definition: IDataObject = { ...rest };
	const engine: IDataObject = {};
	if (filled(engineVersionColumnId)) engine.versionColumnId = engineVersionColumnId;
	const columnIds = splitList(engineColumnIds);
	if (columnIds.length) engine.columnIds = columnIds;
	if (Object.keys(engine).length) definition.engine = engine;
	const sorting = splitList(sortingKey);
	if (sorting.length) definition.sortingKey = sorting;
	return definition;
}

/** The destination object from its collection (columns, roles and table definition reshaped). */
export function destinationObject(fields: IDataObject | undefined): IDataObject {
	const destination: IDataObject = {};
	for (const [key, value] of Object.entries(fields ?? {})) {
		if (key === 'columns') {
			destination.columns = entries(value, 'column').map((column) => ({ name: column.name ?? '', type: column.type ?? '' }));
		} else if (key === 'roles') {
			const roles = splitList(value);
			if (roles.length) destination.roles = roles;
		} else if (key === 'tableDefinition') {
			const definition = tableDefinition(value);
			if (Object.keys(definition).length) destination.tableDefinition = definition;
		} else if (filled(value)) {
			destination[key] = value;
		}
	}
	return destination;
}

/**
 * Builds the request body of the typed fields. `create` always carries name, source and
 * destination (validation then names what is missing); `update` carries only what was given.
 */
export function pipeFormToBody(form: PipeForm, mode: PipeBodyMode): IDataObject {
	const body: IDataObject = {};
	if (mode === 'create' || filled(form.name)) body.name = form.name ?? '';

	const kind = form.sourceKind;
	if (kind && kind !== KEEP_SOURCE) {
		const { kindObject, validateSamples } = sourceKindObject(form.sourceFields ?? {});
		if (mode === 'create' || Object.keys(kindObject).length || validateSamples !== undefined) {
			body.source = { [kind]: kindObject, ...(validateSamples === undefined ? {} : { validateSamples }) };
		}
	}

	const destination = destinationObject(form.destination);
	if (mode === 'create' || Object.keys(destination).length) body.destination = destination;

	const mappings = entries(form.fieldMappings, 'mapping').map((mapping) => ({
		sourceField: mapping.sourceField ?? '',
		destinationField: mapping.destinationField ?? '',
	}));
	if (mappings.length) body.fieldMappings = mappings;

	const scaling = compact(form.scaling);
	if (Object.keys(scaling).length) body.scaling = scaling;

	const settings = compact(form.settings);
	if (Object.keys(settings).length) body.settings = settings;
	return body;
}

/** The flat settings map of the Update Settings form: set values plus the ones reset to the default (null). */
export function settingsFormToBody(settings: IDataObject | undefined, reset: unknown): IDataObject {
	const body: IDataObject = compact(settings);
	for (const name of splitList(reset)) {
		if (body[name] !== undefined) {
			throw new InputError('resetSettings', `"${name}" is both set and reset`, `Remove "${name}" from "Settings" or from "Reset to Default".`);
		}
		body[name] = null;
	}
	return body;
}
