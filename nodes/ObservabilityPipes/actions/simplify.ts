import type { IDataObject } from 'n8n-workflow';
import { isObject } from '../../shared/input/validation';

/**
 * What the per-resource simplifiers (`actions/<resource>/simplify.ts`) share. Each simplifier
 * is pure: one record as the API returned it -> a small object with fixed keys. A key the
 * record lacks is `null` (a list: `[]`), so every simplified item of a kind has the same keys,
 * whichever server version answered.
 */
export type Simplifier = (record: IDataObject) => IDataObject;

type Value = IDataObject[string];

/** The first of these fields the record has (older servers name some fields differently), else `null`. */
export function field(record: IDataObject, ...names: string[]): Value {
	for (const name of names) {
		if (Object.prototype.hasOwnProperty.call(record, name) && record[name] !== undefined) return record[name];
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

/** Applies a simplifier to one record or to each of a list; anything that is not a record passes unchanged. */
export function simplifyEach<T extends IDataObject | IDataObject[]>(data: T, simplify: Simplifier): T {
	const one = (record: IDataObject) => (isObject(record) ? simplify(record) : record);
	return (Array.isArray(data) ? data.map(one) : one(data)) as T;
}
