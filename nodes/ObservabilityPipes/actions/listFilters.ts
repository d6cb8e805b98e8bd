import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../shared/input/inputError';
import { oneOf, textList } from '../../shared/input/validation';
import { isObject, requiredString } from '../../shared/util';

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
		throw new InputError(
			'filters',
			'expected a collection of filters',
			"Add filters with 'Add Filter', or remove the expression.",
		);
	}
	return value;
}

const textOf = (value: unknown) =>
	typeof value === 'string' || typeof value === 'number' ? String(value) : '';

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

/**
 * The list filter of a Get Many whose state filter the node applies, noting the state of
 * every record read, so that `checkStatesKnown` can judge the states asked for once the list
 * is read.
 */
export function noteStates(filter: RecordFilter | undefined): {
	keep: RecordFilter | undefined;
	carried: Set<unknown>;
} {
	const carried = new Set<unknown>();
	const keep =
		filter &&
		((record: IDataObject) => {
			carried.add(record.state);
			return filter(record);
		});
	return { keep, carried };
}

/**
 * After a list was read through `stateIn`: refuses a state that neither the documents list
 * (`documented`) nor any record read carries (`carried`, the states of every record read,
 * matching or not). States stay open, so a newer server's state is taken once a record shows
 * it; but a state nobody knows (a model's "FIRING") would answer an empty list, which reads
 * as "nothing in that state". Call it only when the whole list was read.
 */
export function checkStatesKnown(
	field: string,
	value: unknown,
	documented: readonly string[],
	carried: Iterable<unknown>,
	noun: string,
): void {
	const carriedStates = [
		...new Set([...carried].filter((state): state is string => typeof state === 'string')),
	].sort();
	const known = new Set([...documented, ...carriedStates].map((state) => state.toLowerCase()));
	const unknown = textList(field, value).filter((state) => !known.has(state.toLowerCase()));
	if (!unknown.length) return;
	const listed = (states: readonly string[]) => (states.length ? states.join(', ') : 'none');
	const quoted = unknown.map((state) => `"${state}"`);
	const subject =
		unknown.length === 1
			? `${quoted[0]} is neither a state`
			: `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]} are neither states`;
	throw new InputError(
		field,
		`${subject} the API documents (${listed(documented)}) nor ${unknown.length === 1 ? 'one' : 'ones'} the server's ${noun}s carry (${listed(carriedStates)})`,
		`Use one of those states (any case), or leave the states empty for every ${noun}.`,
	);
}

/** Records in exactly this state, one of a closed set (`allowed`). */
export function stateIs(
	field: string,
	value: unknown,
	allowed: readonly string[],
): RecordFilter | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	const state = oneOf(field, value, allowed);
	return (record) => record.state === state;
}

/** Records carrying every one of the tags, in any case. */
export function hasTags(field: string, value: unknown): RecordFilter | undefined {
	const wanted = textList(field, value).map((tag) => tag.toLowerCase());
	if (!wanted.length) return undefined;
	return (record) => {
		const tags = new Set(
			(Array.isArray(record.tags) ? record.tags : []).map((tag) => textOf(tag).toLowerCase()),
		);
		return wanted.every((tag) => tags.has(tag));
	};
}
