import type { INodePropertyOptions } from 'n8n-workflow';
import { byName } from '../base/helpers';

/**
 * The readable label of an API value, for the dropdowns that offer the enums of apiSpec.ts:
 * the value itself stays what the node stores and sends, so saved workflows keep working.
 * `IAM_ROLE` -> "IAM Role", `cdc_only` -> "CDC Only", `gzip` -> "Gzip", `5m` -> "5 Minutes".
 * A value that is already a name in the product's own spelling (`MergeTree`, `JSONEachRow`,
 * `SCRAM-SHA-256`) keeps it: the product's UI and documents write them so.
 */

/** Words written in capitals in a label. */
const ACRONYMS = new Set([
	'api',
	'cdc',
	'cpu',
	'csv',
	'dns',
	'iam',
	'id',
	'json',
	'lzma',
	'ok',
	'sql',
	'tls',
	'url',
	'xz',
]);

/** Values whose label no rule gives. */
const LABELS: Record<string, string> = {
	above_exclusive: 'Above (Exclusive)',
	below_or_equal: 'Below or Equal',
	asc: 'Ascending',
	avg: 'Average',
	br: 'Brotli',
	desc: 'Descending',
	gz: 'Gzip',
	max: 'Maximum',
	min: 'Minimum',
	promql: 'PromQL',
	'0.5': '0.5 (Median)',
	softdeleted: 'Soft Deleted',
	softdeleting: 'Soft Deleting',
};

const UNITS: Record<string, string> = { s: 'Second', m: 'Minute', h: 'Hour', d: 'Day' };

function word(text: string): string {
	const lower = text.toLowerCase();
	return ACRONYMS.has(lower) ? lower.toUpperCase() : lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** The label of one API value (see above). */
export function valueLabel(value: string): string {
	if (LABELS[value]) return LABELS[value];
	const duration = /^(\d+)([smhd])$/.exec(value);
	if (duration) {
		const count = Number(duration[1]);
		return `${count} ${UNITS[duration[2]]}${count === 1 ? '' : 's'}`;
	}
	const raw =
		value.includes('_') ||
		value === value.toLowerCase() ||
		(/^[A-Z]+$/.test(value) && !ACRONYMS.has(value.toLowerCase()));
	if (!raw) return value;
	return value
		.split(/[_\s]+/)
		.filter((part) => part !== '')
		.map(word)
		.join(' ');
}

/**
 * The values a dropdown offers: each label once. An alias (`gz` of `gzip`, `br` of `brotli`:
 * two API values of one meaning) whose label another value of the list has is left out; the
 * checks still take it, so an expression that gives it is sent as given.
 */
function offeredValues(values: readonly string[]): string[] {
	const byLabel = new Map<string, string>();
	for (const value of values) {
		const label = valueLabel(value);
		const kept = byLabel.get(label);
		// A value spelled as its label (`gzip`) wins over an alias the LABELS table names (`gz`).
		if (kept === undefined || (LABELS[kept] !== undefined && LABELS[value] === undefined))
			byLabel.set(label, value);
	}
	const offered = new Set(byLabel.values());
	return values.filter((value) => offered.has(value));
}

/**
 * Dropdown entries for API values: the readable label, the value as the API takes it, sorted by
 * label, each label once (see offeredValues); durations (`inOrder`) keep the document's order,
 * shortest first, as the product's charts list them.
 */
export function valueOptions(
	values: readonly string[],
	{ inOrder = false }: { inOrder?: boolean } = {},
): INodePropertyOptions[] {
	const options = offeredValues(values).map((value) => ({ name: valueLabel(value), value }));
	return inOrder ? options : options.sort(byName);
}
