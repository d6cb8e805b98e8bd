import type { IDataObject } from 'n8n-workflow';
import { isObject } from '../../shared/base/helpers';

export type Value = IDataObject[string];

/** JSON with object keys sorted at every level; `undefined` counts as `null`. */
export function canonicalJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
	if (isObject(value)) {
		const object = value;
		const keys = Object.keys(object)
			.filter((key) => object[key] !== undefined)
			.sort();
		return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`).join(',')}}`;
	}
	return JSON.stringify(value ?? null) ?? 'null';
}

export function hasOwn(object: IDataObject, key: string): boolean {
	return Object.prototype.hasOwnProperty.call(object, key);
}

/** A property's own value: names such as `constructor` must not reach the prototype. */
export function own(object: IDataObject, key: string): Value {
	return hasOwn(object, key) ? object[key] : undefined;
}

/** Sets an own property, whatever its name (`__proto__` included). */
export function setOwn(object: IDataObject, key: string, value: Value): void {
	Object.defineProperty(object, key, {
		value,
		enumerable: true,
		writable: true,
		configurable: true,
	});
}

/** A copy that shares nothing with the API's answer (static data outlives it). */
export function copy(value: Value): Value {
	return typeof value === 'object' && value !== null
		? (JSON.parse(JSON.stringify(value)) as Value)
		: value;
}
