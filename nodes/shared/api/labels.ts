import type { INodePropertyOptions } from 'n8n-workflow';
import { byName } from '../base/helpers';

/**
 * The readable label of an API value, for the dropdowns that offer the enums of apiSpec.ts:
 * the value itself stays what the node stores and sends, so saved workflows keep working.
 * `IAM_ROLE` -> "IAM Role", `cdc_only` -> "CDC Only", `gzip` -> "Gzip", `5m` -> "5 Minutes".
 * A value that is already a name in the product's own spelling (`MergeTree`, `JSONEachRow`,
 * `SCRAM-SHA-256`) keeps it: the product's UI and documents write them so.
 */

/**
 * Words written in capitals in every label the node makes from an API name (the dropdown labels
 * here and the Selected Fields labels of labelFromFieldName below), as n8n writes them: "IP",
 * "URL", "MFA". The one list of them: a label made elsewhere would spell them as words ("Ip").
 */
export const ACRONYMS: ReadonlySet<string> = new Set([
	'api',
	'arn',
	'byoc',
	'cdc',
	'cidr',
	'cpu',
	'csv',
	'dns',
	'gb',
	'gpt',
	'http',
	'https',
	'iam',
	'id',
	'ip',
	'json',
	'lzma',
	'mfa',
	'ok',
	'saml',
	'sql',
	'sso',
	'tls',
	'url',
	'vpc',
	'xz',
]);

/** Plurals of acronyms, written as n8n writes them ("IDs"). */
const ACRONYM_PLURALS: Record<string, string> = { ids: 'IDs', ips: 'IPs', urls: 'URLs' };

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

/**
 * One word of a label, for every label maker of the node (here, stateOptions.ts): an acronym in
 * capitals, any other word capitalized (`keepRest`: its other letters kept as they are).
 */
export function labelWord(text: string, { keepRest = false }: { keepRest?: boolean } = {}): string {
	const lower = text.toLowerCase();
	if (ACRONYM_PLURALS[lower]) return ACRONYM_PLURALS[lower];
	if (ACRONYMS.has(lower)) return lower.toUpperCase();
	return text.charAt(0).toUpperCase() + (keepRest ? text.slice(1) : lower.slice(1));
}

/** The label of a record's field (Selected Fields): `createdAt` -> "Created At", `dnsNames` -> "DNS Names", `webhookIds` -> "Webhook IDs". */
export function labelFromFieldName(field: string): string {
	return field
		.split(/(?=[A-Z])/)
		.map((part) => labelWord(part, { keepRest: true }))
		.join(' ');
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
		.map((part) => labelWord(part))
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
