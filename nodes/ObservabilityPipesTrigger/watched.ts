import type { IDataObject } from 'n8n-workflow';
import { isObject } from '../shared/input/validation';

/**
 * Which records the trigger watches, and what it reads of each (pure). Fetching uses the
 * filter to read the settings of watched pipes only; diffing keeps and compares watched
 * records only.
 */

/** Whether a record id is watched, given the `ids` filter (ids are hex: any case matches). */
export function watchFilter(ids: readonly string[] | undefined): (id: string) => boolean {
	if (!ids?.length) return () => true;
	const wanted = new Set(ids.map((id) => id.toLowerCase()));
	return (id) => wanted.has(id.toLowerCase());
}

/** Watched records with an id, each id once (a listing that shifts while paged can repeat one). */
export function watchedRecords(
	records: readonly IDataObject[],
	ids: readonly string[] | undefined,
): IDataObject[] {
	const isWatched = watchFilter(ids);
	const seen = new Set<string>();
	const watched: IDataObject[] = [];
	for (const record of records) {
		if (!isObject(record)) continue;
		const id = idOf(record);
		if (!id || seen.has(id) || !isWatched(id)) continue;
		seen.add(id);
		watched.push(record);
	}
	return watched;
}

export function idOf(record: IDataObject): string {
	const id = record.id;
	return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}

/** The record's name; its id when it has none. */
export function nameOf(record: IDataObject): string {
	const name = record.name;
	return typeof name === 'string' && name ? name : idOf(record);
}

/** When the record last changed: its `updatedAt`, else the poll's time. */
export function changedAtOf(record: IDataObject, now: string): string {
	return typeof record.updatedAt === 'string' && record.updatedAt ? record.updatedAt : now;
}
