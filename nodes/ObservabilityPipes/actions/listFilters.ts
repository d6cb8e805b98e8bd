import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../shared/input/inputError';
import { isObject, oneOf, requiredString, textList } from '../../shared/input/validation';

/**
 * The filters of the Get Many "Filters" collections that the API cannot apply (no list
 * endpoint takes a name, state or tag filter: see the OpenAPI documents), applied by the
 * node to each record it reads. Pure; each builder checks its input and returns
 * `undefined` when the filter is not set.
 */
export type RecordFilter = (record: IDataObject) => boolean;

/** Every given filter must accept the record; no filter given: `undefined` (nothing to filter). */
export function allOf(filters: Array<RecordFilter | undefined>): RecordFilter | undefined {
	const given = filters.filter((filter): filter is RecordFilter => filter !== undefined);
	if (!given.length) return undefined;
	return (record) => given.every((filter) => filter(record));
}

/** The "Filters" collection as an object; anything else is refused. */
export function filtersOf(value: unknown): IDataObject {
	if (value === undefined || value === null || value === '') return {};
	if (!isObject(value)) {
		throw new InputError('filters', 'expected a collection of filters', 'Add filters with "Add Filter", or remove the expression.');
	}
	return value;
}

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** Records whose `name` contains the text, in any case. */
export function nameContains(field: string, value: unknown): RecordFilter | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	const needle = requiredString(field, value).toLowerCase();
	return (record) => textOf(record.name).toLowerCase().includes(needle);
}

/** Records in one of the states, in any case; states are open strings (an expression may name any). */
export function stateIn(field: string, value: unknown): RecordFilter | undefined {
	const states = new Set(textList(field, value).map((state) => state.toLowerCase()));
	if (!states.size) return undefined;
	return (record) => states.has(textOf(record.state).toLowerCase());
}

/** Records in exactly this state, one of a closed set (`allowed`). */
export function stateIs(field: string, value: unknown, allowed: readonly string[]): RecordFilter | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	const state = oneOf(field, value, allowed);
	return (record) => record.state === state;
}

/** Records carrying every one of the tags, in any case. */
export function hasTags(field: string, value: unknown): RecordFilter | undefined {
	const wanted = textList(field, value).map((tag) => tag.toLowerCase());
	if (!wanted.length) return undefined;
	return (record) => {
		const tags = new Set((Array.isArray(record.tags) ? record.tags : []).map((tag) => textOf(tag).toLowerCase()));
		return wanted.every((tag) => tags.has(tag));
	};
}
