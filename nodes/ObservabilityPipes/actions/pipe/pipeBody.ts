import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/base/inputError';
import {
	checkFields,
	checkValue,
	wrongType,
	type SchemaOptions,
} from '../../../shared/input/schema';
import { splitList } from '../../../shared/input/validation';
import { epochSeconds, parsePointInTime, utcWallTime } from '../../../shared/input/time';
import { recordIdList } from '../../../shared/input/listedIds';
import {
	CREATE_DESTINATION_FIELDS,
	CREATE_SOURCE_FIELDS,
	FIELD_MAPPINGS,
	KEEP_SOURCE,
	PIPE_NAME,
	START_PAUSED,
	UPDATE_DESTINATION_FIELDS,
	UPDATE_FIELDS,
	UPDATE_SOURCE_FIELDS,
	type PipeBodyMode,
} from './pipeSchema';
import { notScalingField, SCALING_FIELDS, SCALING_HINT } from './scaling';
import { isSettingName, SETTING_NAMES, validateSettings } from './settings';
import { describeType, isObject, requiredString } from '../../../shared/base/helpers';

export const SOURCE_KINDS = [
	'messageBroker',
	'objectStorage',
	'managedStream',
	'relationalDb',
] as const;
type SourceKind = (typeof SOURCE_KINDS)[number];

function given(value: unknown): boolean {
	return value !== undefined && value !== null;
}

/**
 * Where a pipe body holds secrets (source credentials, access keys, service account keys,
 * connection strings, schema registry credentials, destination roles). An error about such a
 * field never quotes its value: a password mapped into the wrong place must not end up in the
 * error message.
 */
const SECRET_FIELD =
	/(^|\.)(credentials|accessKey|serviceAccountKey|connectionString)(\.|$)|^destination\.roles/;

/** The error of a field a PATCH cannot carry. */
function unchangeable(field: string): InputError {
	return new InputError(
		field,
		'it cannot be changed after the pipe is created',
		'Remove it from the update; to change it, recreate the pipe (delete it and create it again with the new value). An update changes only the name, field mappings, settings, destination columns and, per source kind, its credentials, authentication and connection details.',
	);
}

/**
 * A field the spec does not know passes untouched on create (the service may take fields the
 * node does not model) and is refused on update (a PATCH takes only what it can change).
 */
function optionsOf(mode: PipeBodyMode): SchemaOptions {
	const secret = (field: string) => SECRET_FIELD.test(field);
	return mode === 'update' ? { secret, unknown: unchangeable } : { secret };
}

/** The source kinds present in a source object. */
function sourceKindsOf(source: IDataObject): SourceKind[] {
	return SOURCE_KINDS.filter((kind) => source[kind] !== undefined && source[kind] !== null);
}

function validateSource(value: unknown, mode: PipeBodyMode): IDataObject {
	if (!isObject(value)) {
		throw new InputError(
			'source',
			value === undefined || value === null
				? 'the pipe has no source'
				: `expected an object, got ${describeType(value)}`,
			`Choose the source kind and fill in its fields, or give 'source' as {"messageBroker": {...}} with one of ${SOURCE_KINDS.join(', ')}.`,
		);
	}
	const kinds = sourceKindsOf(value);
	if (kinds.length !== 1) {
		throw new InputError(
			'source',
			kinds.length === 0
				? 'it holds no source kind'
				: `it holds ${kinds.length} source kinds (${kinds.join(', ')})`,
			`A pipe reads from exactly one source: keep one of ${SOURCE_KINDS.join(', ')}.`,
		);
	}
	const kind = kinds[0];
	const source: IDataObject = {};
	for (const [key, item] of Object.entries(value)) {
		if (key === 'validateSamples') {
			if (given(item) && typeof item !== 'boolean')
				throw wrongType('source.validateSamples', 'boolean', item);
			source.validateSamples = item;
		} else if (
			key !== kind &&
			!(SOURCE_KINDS as readonly string[]).includes(key) &&
			mode === 'update'
		) {
			throw unchangeable(`source.${key}`);
		} else if (key !== kind) {
			source[key] = item;
		}
	}
	const prefix = `source.${kind}`;
	const fields = checkFields(
		value[kind],
		(mode === 'create' ? CREATE_SOURCE_FIELDS : UPDATE_SOURCE_FIELDS)[kind],
		prefix,
		optionsOf(mode),
	);
	if (kind === 'messageBroker') checkMessageBroker(fields, prefix);
	source[kind] = fields;
	return source;
}

function checkMessageBroker(fields: IDataObject, prefix: string): void {
	const offset = fields.offset as IDataObject | undefined;
	if (
		offset &&
		offset.strategy === 'from_timestamp' &&
		(typeof offset.timestamp !== 'string' || offset.timestamp.trim() === '')
	) {
		throw new InputError(
			`${prefix}.offset.timestamp`,
			'the strategy from_timestamp needs a timestamp',
			'Give the point in time to start reading from, e.g. 2025-01-31T08:00, or choose another offset strategy.',
		);
	}
}

function validateDestination(value: unknown, mode: PipeBodyMode): IDataObject {
	if (!isObject(value) || (mode === 'create' && Object.keys(value).length === 0)) {
		throw new InputError(
			'destination',
			isObject(value) || value === undefined || value === null
				? 'the pipe has no destination'
				: `expected an object, got ${describeType(value)}`,
			'Set the destination database and table, and the columns the pipe writes.',
		);
	}
	return checkFields(
		value,
		mode === 'create' ? CREATE_DESTINATION_FIELDS : UPDATE_DESTINATION_FIELDS,
		'destination',
		optionsOf(mode),
	);
}

/** Names of destination columns that no field mapping writes (every destination column needs one: docs/api-notes.md, "Pipe create and update"). */
export function unmappedColumns(columns: unknown, fieldMappings: unknown): string[] {
	if (!Array.isArray(columns)) return [];
	const mapped = new Set(
		Array.isArray(fieldMappings)
			? fieldMappings.map((mapping) => (mapping as IDataObject)?.destinationField)
			: [],
	);
	return columns
		.map((column) => (column as IDataObject)?.name as string)
		.filter((name) => !mapped.has(name));
}

function checkColumnsMapped(columns: unknown, fieldMappings: unknown): void {
	const missing = unmappedColumns(columns, fieldMappings);
	if (!missing.length) return;
	const names = missing.map((name) => `"${name}"`).join(', ');
	throw new InputError(
		'fieldMappings',
		missing.length === 1
			? `the destination column ${names} has no field mapping`
			: `the destination columns ${names} have no field mapping`,
		`Every destination column must be a Destination Field of a field mapping: add a mapping for ${names}, or remove the column.`,
	);
}

/**
 * Checks a pipe body before it is sent and returns it normalised, against the document's
 * `PipePostRequest` (create) or `PipePatchRequest` (update). `create`: name, a source of
 * exactly one kind and a destination are required; fields the node does not model pass
 * through. `update`: only what a PATCH can change is taken (anything else is refused, naming
 * the field and saying the pipe must be recreated to change it); scaling has its own
 * operation; at least one field must be given.
 */
export function validatePipeBody(input: IDataObject, mode: PipeBodyMode): IDataObject {
	const body: IDataObject = { ...input };
	if (mode === 'update') {
		if (!Object.keys(body).some((key) => body[key] !== undefined)) {
			throw new InputError(
				'body',
				'nothing to change was given',
				'Set at least one of name, source, destination columns, field mappings or settings.',
			);
		}
		if (body.scaling !== undefined) {
			throw new InputError(
				'scaling',
				'an update cannot change scaling',
				"Use the 'Update Scaling' operation for replicas, CPU, memory and concurrency.",
			);
		}
		const other = Object.keys(body).find(
			(key) => body[key] !== undefined && !(UPDATE_FIELDS as readonly string[]).includes(key),
		);
		if (other) throw unchangeable(other);
		// A null part changes nothing; the document cannot describe it (its oneOf with null matches twice).
		for (const key of ['source', 'destination', 'settings'])
			if (body[key] === null) delete body[key];
	}
	if (body.startPaused !== undefined) {
		if (mode === 'update') throw unchangeable('startPaused');
		body.startPaused = checkValue(body.startPaused, START_PAUSED, 'startPaused') as boolean;
	}
	if (mode === 'create' || given(body.name))
		body.name = requiredString('name', checkValue(body.name ?? '', PIPE_NAME, 'name'));
	if (mode === 'create' || given(body.source)) body.source = validateSource(body.source, mode);
	if (mode === 'create' || given(body.destination))
		body.destination = validateDestination(body.destination, mode);
	if (body.fieldMappings !== undefined)
		body.fieldMappings = checkValue(
			body.fieldMappings,
			FIELD_MAPPINGS,
			'fieldMappings',
			optionsOf(mode),
		) as IDataObject[];
	if (body.scaling !== undefined) {
		// The scaling table checked here, not through scaling.ts: one checker per body.
		if (!isObject(body.scaling))
			throw new InputError(
				'scaling',
				`expected an object, got ${describeType(body.scaling)}`,
				SCALING_HINT,
			);
		body.scaling = checkFields(body.scaling, SCALING_FIELDS.create, 'scaling', {
			unknown: notScalingField,
		});
	}
	if (given(body.settings)) body.settings = validateSettings(body.settings, 'settings.');
	// On update the server checks the rule against the stored mappings when only one side is given.
	const destination = body.destination as IDataObject | undefined;
	if (
		destination &&
		Array.isArray(destination.columns) &&
		(mode === 'create' || body.fieldMappings !== undefined)
	) {
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
	/** Create only: start the pipe Stopped. */
	startPaused?: boolean;
	/** The workflow's time zone: a date-and-time field's time without a zone is read in it (UTC if not given). */
	timeZone?: string;
}

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

/**
 * The kind object of a source from the kind's fields; `validateSamples` is returned apart. The
 * points in time (message broker 'Offset Timestamp', managed stream 'Start Timestamp') are read
 * in `timeZone` when they carry no zone and sent as the document types them.
 */
export function sourceKindObject(
	fields: IDataObject,
	timeZone = 'UTC',
): {
	kindObject: IDataObject;
	validateSamples?: boolean;
} {
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
			case 'offsetStrategy':
			case 'offsetTimestamp':
				break;
			case 'timestamp':
				// The managed stream's start: an integer, epoch seconds (the document's example 1615766400).
				if (filled(value))
					kindObject.timestamp = epochSeconds(parsePointInTime('timestamp', value, timeZone));
				break;
			case 'reversePrivateEndpointIds': {
				// The endpoint pickers give their IDs, each checked as the UUID an endpoint has.
				const ids = recordIdList(
					'reversePrivateEndpointIds',
					value,
					'reversePrivateEndpoint',
					'cloud',
				);
				if (ids.length) kindObject.reversePrivateEndpointIds = ids;
				break;
			}
			case 'settings': {
				const settings = compact(value as IDataObject);
				if (Object.keys(settings).length) kindObject.settings = settings;
				break;
			}
			case 'tableMappings':
			case 'tableMappingsToAdd':
			case 'tableMappingsToRemove': {
				const mappings = entries(value, 'mapping')
					.map(tableMapping)
					.filter((mapping) => Object.keys(mapping).length);
				if (mappings.length) kindObject[key] = mappings;
				break;
			}
			default:
				if (filled(value)) kindObject[key] = value;
		}
	}
	const offset = offsetOf(fields.offsetStrategy, fields.offsetTimestamp, timeZone);
	if (offset) kindObject.offset = offset;
	return { kindObject, validateSamples };
}

/**
 * The message broker offset of the typed fields: the strategy, and the timestamp it needs
 * (`from_timestamp`), sent as UTC text in the document's form (`2021-01-01T00:00`). A timestamp
 * without a strategy (workflows from before the strategy existed) means `from_timestamp`.
 */
function offsetOf(
	strategy: unknown,
	timestamp: unknown,
	timeZone: string,
): IDataObject | undefined {
	if (!filled(strategy) && !filled(timestamp)) return undefined;
	const chosen = filled(strategy) ? String(strategy) : 'from_timestamp';
	if (chosen !== 'from_timestamp') {
		if (filled(timestamp)) {
			throw new InputError(
				'offsetTimestamp',
				`the offset strategy ${chosen} takes no timestamp`,
				"Clear 'Offset Timestamp', or choose the strategy 'From Timestamp'.",
			);
		}
		return { strategy: chosen };
	}
	if (!filled(timestamp)) return { strategy: chosen };
	return {
		strategy: chosen,
		timestamp: utcWallTime(parsePointInTime('offsetTimestamp', timestamp, timeZone)),
	};
}

function tableDefinition(value: unknown): IDataObject {
	const { engineType, engineVersionColumnId, engineColumnIds, sortingKey, ...rest } = compact(
		value as IDataObject,
	);
	const definition: IDataObject = { ...rest };
	const engine: IDataObject = {};
	if (filled(engineType)) engine.type = engineType;
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
			destination.columns = entries(value, 'column').map((column) => ({
				name: column.name ?? '',
				type: column.type ?? '',
			}));
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
		const { kindObject, validateSamples } = sourceKindObject(
			form.sourceFields ?? {},
			form.timeZone,
		);
		if (mode === 'create' || Object.keys(kindObject).length || validateSamples !== undefined) {
			body.source = {
				[kind]: kindObject,
				...(validateSamples === undefined ? {} : { validateSamples }),
			};
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
	if (mode === 'create' && form.startPaused === true) body.startPaused = true;
	return body;
}

/** The flat settings map of the Update Settings form: set values plus the ones reset to the default (null). */
export function settingsFormToBody(settings: IDataObject | undefined, reset: unknown): IDataObject {
	const body: IDataObject = compact(settings);
	for (const name of splitList(reset)) {
		if (!isSettingName(name)) {
			throw new InputError(
				'resetSettings',
				`'${name}' is not a pipe setting`,
				`Choose the settings to reset from the list; an expression gives their names, one of: ${SETTING_NAMES.join(', ')}.`,
			);
		}
		if (body[name] !== undefined) {
			// Named as the Settings field the user filled in ('Settings > Engine Max Threads').
			throw new InputError(
				`settings.${name}`,
				"it is also chosen in 'Reset to Default'",
				"Remove it from 'Settings' or from 'Reset to Default'.",
			);
		}
		body[name] = null;
	}
	return body;
}

/** What the user gave for a pipe's body: the JSON body, or the typed fields as a form. */
export type PipeInput = { json: IDataObject } | { form: PipeForm };

/** The checked body of create or update, from what the user gave. */
export function pipeBodyOf(input: PipeInput, mode: PipeBodyMode): IDataObject {
	return validatePipeBody('json' in input ? input.json : pipeFormToBody(input.form, mode), mode);
}
