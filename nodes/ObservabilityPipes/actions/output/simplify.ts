import type { IDataObject } from 'n8n-workflow';
import { isObject } from '../../../shared/base/helpers';

/**
 * What the per-resource simplifiers (`actions/<resource>/simplify.ts`) share. Each simplifier
 * is pure: one record as the API returned it -> the few fields an agent or the next node acts
 * on (its identifying fields, its state and what explains it, nested parts in a compact
 * form), each resource listing its own. The same rule for every resource: a field that is
 * empty (null, missing, "", [] or {}) is left out (`keptFields`), so an AI agent reads no empty
 * keys and a record carries only what it has.
 */
export type Simplifier = (record: IDataObject) => IDataObject;

type Value = IDataObject[string];

/** The first of these fields the record has (older servers name some fields differently), else `null`. */
export function field(record: IDataObject, ...names: string[]): Value {
	for (const name of names) {
		if (Object.prototype.hasOwnProperty.call(record, name) && record[name] !== undefined)
			return record[name];
	}
	return null;
}

/** A field that should be a list: the list, or `[]`. */
export function listField(record: IDataObject, name: string): Value[] {
	const value = field(record, name);
	return Array.isArray(value) ? (value as Value[]) : [];
}

/** A field that should be an object: the object, or `{}` (so nested reads never fail). */
export function objectField(record: IDataObject, name: string): IDataObject {
	const value = field(record, name);
	return isObject(value) ? value : {};
}

/** Whether a simplified value carries nothing: null, undefined, "", an empty list or an empty object. */
export function isEmptyValue(value: unknown): boolean {
	if (value === null || value === undefined || value === '') return true;
	if (Array.isArray(value)) return value.length === 0;
	return isObject(value) && Object.keys(value).length === 0;
}

/** The simplified record: the fields a simplifier picked, in its order, the empty ones left out. */
export function keptFields(fields: Record<string, Value | undefined>): IDataObject {
	const kept: IDataObject = {};
	for (const [key, value] of Object.entries(fields))
		if (!isEmptyValue(value)) kept[key] = value as Value;
	return kept;
}
