import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/base/inputError';
import { textList } from '../../../shared/input/validation';

/**
 * The filters of the Get Many "Filters" collections that the API cannot apply (no list
 * endpoint takes a name, state or tag filter: see the OpenAPI documents), applied by the
 * node to each record it reads. Pure; each builder takes values already checked and returns
 * `undefined` when the filter is not set.
 */
export type RecordFilter = (record: IDataObject) => boolean;

/**
 * A kind's "Filters" as data: each key of the collection and how it filters. `nameContains`:
 * the name contains the text, any case; `stateIn`: the state is one of the states, any case;
 * `hasTags`: the record carries every tag, any case; a list of states: the state is exactly
 * the one chosen of those. actions/framework/itemReader.ts reads and checks the values
 * (`checkFilters`), `recordFilter` below builds the filter of the checked values.
 */
export type FilterSpec = Readonly<
	Record<string, 'nameContains' | 'stateIn' | 'hasTags' | readonly string[]>
>;

/** The values of a "Filters" collection, checked: a text, or a list of texts, per key of its spec. */
export type CheckedFilters = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Every given filter must accept the record; no filter given: `undefined` (nothing to filter). */
export function allOf(filters: Array<RecordFilter | undefined>): RecordFilter | undefined {
	const given = filters.filter((filter): filter is RecordFilter => filter !== undefined);
	if (!given.length) return undefined;
	return (record) => given.every((filter) => filter(record));
}

const textOf = (value: unknown) =>
	typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Records whose `name` contains the text, in any case; no text: no filter. */
export function nameContains(text: string | undefined): RecordFilter | undefined {
	if (text === undefined) return undefined;
	const needle = text.toLowerCase();
	return (record) => textOf(record.name).toLowerCase().includes(needle);
}

/** Records in one of the states, in any case; states are open strings (an expression may name any). */
export function stateIn(given: readonly string[]): RecordFilter | undefined {
	const states = new Set(given.map((state) => state.toLowerCase()));
	if (!states.size) return undefined;
	return (record) => states.has(textOf(record.state).toLowerCase());
}

/** Records in exactly this state (one of a closed set, checked); no state: no filter. */
function stateIs(state: string | undefined): RecordFilter | undefined {
	if (state === undefined) return undefined;
	return (record) => record.state === state;
}

/** Records carrying every one of the tags, in any case. */
export function hasTags(given: readonly string[]): RecordFilter | undefined {
	const wanted = given.map((tag) => tag.toLowerCase());
	if (!wanted.length) return undefined;
	return (record) => {
		const tags = new Set(
			(Array.isArray(record.tags) ? record.tags : []).map((tag) => textOf(tag).toLowerCase()),
		);
		return wanted.every((tag) => tags.has(tag));
	};
}

/** The filter of a kind's checked "Filters" (`checkFilters` of actions/framework/itemReader.ts), in the order of its spec. */
export function recordFilter(spec: FilterSpec, checked: CheckedFilters): RecordFilter | undefined {
	return allOf(
		Object.entries(spec).map(([key, how]) => {
			const value = checked[key];
			const text = typeof value === 'string' ? value : undefined;
			const list = Array.isArray(value) ? (value as readonly string[]) : [];
			if (how === 'nameContains') return nameContains(text);
			if (how === 'stateIn') return stateIn(list);
			if (how === 'hasTags') return hasTags(list);
			return stateIs(text);
		}),
	);
}

/**
 * After a list was read through `stateIn`: refuses a state that neither the documents list
 * (`documented`) nor any record read carries (`carried`, the states of every record read,
 * matching or not). States stay open, so a newer server's state is taken once a record shows
 * it; but a state nobody knows ("FIRING", typed by a user or an AI agent) would answer an empty list, which reads
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
