import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/base/inputError';
import { parseInstant } from '../../../shared/input/time';
import { isObject } from '../../../shared/base/helpers';

/** The most days between From and To the API takes (CONTRACT: otherwise 400). */
const MAX_RANGE_DAYS = 31;

const DAY_MS = 86400000;

/**
 * The day a user gave: the date part of a date or date-time text as written (the editor's
 * date picker gives wall time, whose day is the one meant), else the UTC day of the instant.
 */
export function dayOf(field: string, value: unknown, timeZone: string): number {
	if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value.trim()))
		return parseInstant(field, value.trim().slice(0, 10), 'UTC');
	return parseInstant(field, value, timeZone);
}

/** `YYYY-MM-DD` of an instant, in UTC. */
function dateOf(ms: number): string {
	return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The range as the API takes it (dates), refused before sending when reversed or longer than
 * 31 days (the server would answer 400).
 */
export function usageRange(fromMs: number, toMs: number): { from: string; to: string } {
	const from = dateOf(fromMs);
	const to = dateOf(toMs);
	const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
	if (days < 0) {
		throw new InputError(
			'from',
			`${from} is after 'To' (${to})`,
			"Set 'From' to a day before 'To'.",
		);
	}
	if (days > MAX_RANGE_DAYS) {
		throw new InputError(
			'to',
			`${to} is ${days} days after 'From' (${from}); the API takes at most ${MAX_RANGE_DAYS}`,
			`Choose a range of at most ${MAX_RANGE_DAYS} days, or run the node once per month.`,
		);
	}
	return { from, to };
}

/** Tag filters as the API's `filter` items: `tag:Name=value`, or `tag:Name` for any value. */
export function tagFilterItems(tags: unknown): string[] {
	if (!Array.isArray(tags)) return [];
	const items: string[] = [];
	tags.forEach((tag: unknown, index) => {
		if (!isObject(tag)) return;
		const name = typeof tag.name === 'string' ? tag.name.trim() : '';
		const value = tag.value === undefined || tag.value === null ? '' : String(tag.value).trim();
		if (!name) {
			if (value)
				throw new InputError(
					`tagFilters.tags[${index}].name`,
					'it is empty',
					'Give the tag name, e.g. Environment.',
				);
			return;
		}
		items.push(value ? `tag:${name}=${value}` : `tag:${name}`);
	});
	return [...new Set(items)];
}

/** A number the server sent as a number or as numeric text; anything else stays as it is. */
function asNumber(value: unknown): unknown {
	if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
		return Number(value);
	return value;
}

/** A cost record with its amounts as numbers and its entity named (its id when the server gives no name). */
export function costRecord(record: IDataObject): IDataObject {
	const metrics = isObject(record.metrics) ? record.metrics : {};
	const numbers: IDataObject = {};
	for (const [key, value] of Object.entries(metrics)) numbers[key] = asNumber(value) as number;
	const name = typeof record.entityName === 'string' && record.entityName ? record.entityName : '';
	return {
		...record,
		entityName: name || (record.entityId ?? null),
		totalCredits: asNumber(record.totalCredits) as number,
		metrics: numbers,
	};
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Per-entity totals of the range ("Simplify"): one item per entity, its days, its total,
 * compute and storage credits, and whether every day's figures are final (`locked`).
 */
export function totalsPerEntity(
	records: readonly IDataObject[],
	range: { from: string; to: string },
): IDataObject[] {
	const totals = new Map<string, IDataObject>();
	for (const record of records) {
		const key = `${String(record.entityType)}\n${String(record.entityId)}`;
		let total = totals.get(key);
		if (!total) {
			total = {
				entityType: record.entityType ?? null,
				entityId: record.entityId ?? null,
				entityName: record.entityName ?? null,
				from: range.from,
				to: range.to,
				days: 0,
				totalCredits: 0,
				computeCredits: 0,
				storageCredits: 0,
				locked: true,
			};
			totals.set(key, total);
		}
		const metrics = isObject(record.metrics) ? record.metrics : {};
		total.days = (total.days as number) + 1;
		total.totalCredits = round((total.totalCredits as number) + numberOr0(record.totalCredits));
		total.computeCredits = round(
			(total.computeCredits as number) + numberOr0(metrics.computeCredits),
		);
		total.storageCredits = round(
			(total.storageCredits as number) + numberOr0(metrics.storageCredits),
		);
		if (record.locked !== true) total.locked = false;
	}
	return [...totals.values()].sort(
		(a, b) => (b.totalCredits as number) - (a.totalCredits as number),
	);
}

function numberOr0(value: unknown): number {
	return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
