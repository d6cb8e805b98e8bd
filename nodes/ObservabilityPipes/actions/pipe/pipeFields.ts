import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/inputError';
import { splitList } from '../../../shared/validation';
import type { PipeBodyMode } from './pipeBody';

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

function isObject(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
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
