import type { IDataObject } from 'n8n-workflow';
import { InputError } from './inputError';

/**
 * General helpers, at the bottom of `nodes/shared/`: every layer may import them, and they
 * import nothing of the package but the error bad input is (`inputError.ts`, beside them).
 */

/** Whether a record id is one of `ids` (ids are hex: any case matches); no ids: every id. */
export function idFilter(ids: readonly string[] | undefined): (id: string) => boolean {
	if (!ids?.length) return () => true;
	const wanted = new Set(ids.map((id) => id.toLowerCase()));
	return (id) => wanted.has(id.toLowerCase());
}

/** A JSON object: not null, not a list, not a buffer. */
export function isObject(value: unknown): value is IDataObject {
	return (
		typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value)
	);
}

export function requiredString(field: string, value: unknown): string {
	if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
		throw new InputError(
			field,
			'it is empty',
			`Set '${field}' (an expression that resolves to nothing counts as empty).`,
		);
	}
	if (typeof value !== 'string' && typeof value !== 'number') {
		throw new InputError(
			field,
			`expected text, got ${describeType(value)}`,
			`Set '${field}' to a text value.`,
		);
	}
	return String(value).trim();
}

export function describeType(value: unknown): string {
	if (value === null) return 'null';
	if (value === undefined) return 'nothing';
	if (Array.isArray(value)) return 'a list';
	if (typeof value === 'string') {
		if (value === '') return 'an empty text';
		// A URL may carry a password before the host: never quote it.
		const shown = value.replace(/(\/\/)[^/@\s]*@/g, '$1***@');
		return `the text "${shown.length > 40 ? shown.slice(0, 40) + '…' : shown}"`;
	}
	return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * The editor's alphabetical order, and numbers written with thousands separators, without
 * ICU: `localeCompare` and `toLocaleString` start ICU's collator and number formatter, which
 * cost tens of milliseconds the first time, at package load. For the plain ASCII labels the
 * node shows, this order is the one `localeCompare` gives (held equal by a test over every
 * list of the built descriptions): case does not decide unless it is the only difference,
 * then lower case first.
 */
export function alphabetical(a: string, b: string): number {
	const folded = compareCodePoints(a.toLowerCase(), b.toLowerCase());
	return folded !== 0 ? folded : -compareCodePoints(a, b);
}

/** Options by their name, as the editor lists them. */
export const byName = (a: { name: string }, b: { name: string }): number =>
	alphabetical(a.name, b.name);

/** Parameters by their display name, as a collection lists them. */
export const byDisplayName = (a: { displayName: string }, b: { displayName: string }): number =>
	alphabetical(a.displayName, b.displayName);

/** `12000` -> `12,000`. */
export function withThousands(value: number): string {
	const [whole, fraction] = String(value).split('.');
	const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
	return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

function compareCodePoints(a: string, b: string): number {
	return a < b ? -1 : a > b ? 1 : 0;
}

/** A range in words: "from 1 to 10", or "0 or more" without an upper bound. */
export function rangeText(min: number, max?: number): string {
	return max === undefined ? `${min} or more` : `from ${min} to ${max}`;
}
