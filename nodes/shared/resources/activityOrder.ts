import type { IDataObject } from 'n8n-workflow';

/** The order of activities (by `createdAt`, then id) and the filter by type (pure). */

export function activityId(record: IDataObject): string {
	const id = record.id;
	return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}

/** `createdAt` in epoch ms, NaN when it is missing or not a date. */
export function createdAtMs(record: IDataObject): number {
	return typeof record.createdAt === 'string' ? Date.parse(record.createdAt) : NaN;
}

/** By `createdAt` (records without one last), then id. */
export function byCreatedAtThenId(a: IDataObject, b: IDataObject): number {
	const left = createdAtMs(a);
	const right = createdAtMs(b);
	if (left !== right) {
		if (Number.isNaN(left)) return 1;
		if (Number.isNaN(right)) return -1;
		return left - right;
	}
	const x = activityId(a);
	const y = activityId(b);
	return x < y ? -1 : x > y ? 1 : 0;
}

/** Whether an activity's type is one of `types` (any case); no types: every activity. */
export function typeFilter(types: readonly string[]): (record: IDataObject) => boolean {
	const wanted = new Set(types.map((type) => type.trim().toLowerCase()).filter(Boolean));
	return wanted.size
		? (record) => typeof record.type === 'string' && wanted.has(record.type.toLowerCase())
		: () => true;
}
