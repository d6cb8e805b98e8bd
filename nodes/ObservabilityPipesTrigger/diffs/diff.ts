import type { IDataObject } from 'n8n-workflow';
import { idFilter, isObject } from '../../shared/base/helpers';
import { activityChanges } from './activityChanges';
import type {
	Change,
	ChangeKind,
	ChangeKindName,
	DiffOptions,
	DiffResult,
	Watched,
} from './changeTypes';
import { settingsChanges } from './settingsChanges';
import { stateChanges } from './stateChanges';

/** Each kind of change under the name the event table (watches/watchTable.ts) gives it. */
export const CHANGE_KINDS: Record<ChangeKindName, ChangeKind> = {
	state: stateChanges,
	settings: settingsChanges,
	activity: activityChanges,
};

/**
 * How the trigger finds changes, whatever the event (pure): (stored snapshot, current
 * records) -> (changes, next snapshot). The event's kind of change (its entry in watches/watchTable.ts)
 * says what counts as one and what the snapshot holds; the poll (poll.ts) does the fetching
 * and the persisting, and only this module asks the kind.
 */

interface Diff extends DiffResult {
	/** No snapshot of this kind was stored: the result is the baseline, and no changes. */
	baseline: boolean;
	/** The stored snapshot equals the next one: the poll data is left untouched. */
	unchanged: boolean;
}

/**
 * The changes between the stored snapshot and the current records, and the snapshot to
 * keep. A stored value without the kind's shape counts as none: the result is the baseline
 * and no changes. The snapshot holds every watched record, including those whose change the
 * `toStates` filter dropped, so a dropped change is never reported later.
 */
export function diff(
	kind: ChangeKind,
	stored: unknown,
	records: readonly IDataObject[],
	options: DiffOptions,
): Diff {
	const previous = stored !== undefined && kind.fits(stored) ? stored : undefined;
	const result = kind.diff(previous, watchedRecords(records, options), options);
	return {
		...result,
		baseline: previous === undefined,
		unchanged: stored !== undefined && kind.same(stored as never, result.snapshot),
	};
}

/** Where the event's fetch reads from (epoch ms), for a kind that reads from its snapshot. */
export function readsFrom(kind: ChangeKind, stored: unknown, manual: boolean): number | undefined {
	return kind.readsFrom?.(stored, Date.now(), manual);
}

/**
 * An item for "Fetch Test Event": the latest change since the stored snapshot if there is
 * one, else the first watched record shaped as a change (as if it had just appeared),
 * preferring one in a wanted state.
 */
export function sampleChange(
	kind: ChangeKind,
	stored: unknown,
	records: readonly IDataObject[],
	options: DiffOptions,
): Change | undefined {
	const previous = stored !== undefined && kind.fits(stored) ? stored : undefined;
	if (previous) {
		const latest = latestChange(diff(kind, previous, records, options).changes);
		if (latest) return latest;
	}
	const asNew = { ...options, includeNew: true };
	const empty = kind.empty();
	return (
		diff(kind, empty, records, asNew).changes[0] ??
		diff(kind, empty, records, { ...asNew, toStates: [] }).changes[0]
	);
}

/** Watched records with an id, each id once (a listing that shifts while paged can repeat one). */
function watchedRecords(records: readonly IDataObject[], options: DiffOptions): Watched[] {
	const isWatched = idFilter(options.ids);
	const seen = new Set<string>();
	const watched: Watched[] = [];
	for (const record of records) {
		if (!isObject(record)) continue;
		const id = idOf(record);
		if (!id || seen.has(id) || !isWatched(id)) continue;
		seen.add(id);
		watched.push({
			id,
			name: nameOf(record, id),
			changedAt: changedAtOf(record, options.now),
			record,
		});
	}
	return watched;
}

function idOf(record: IDataObject): string {
	const id = record.id;
	return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}

function nameOf(record: IDataObject, id: string): string {
	const name = record.name;
	return typeof name === 'string' && name ? name : id;
}

function changedAtOf(record: IDataObject, now: string): string {
	return typeof record.updatedAt === 'string' && record.updatedAt ? record.updatedAt : now;
}

function latestChange(changes: Change[]): Change | undefined {
	let latest: Change | undefined;
	let latestTime = -Infinity;
	for (const change of changes) {
		const time = Date.parse(change.changedAt);
		const comparable = Number.isNaN(time) ? -Infinity : time;
		if (!latest || comparable >= latestTime) {
			latest = change;
			latestTime = comparable;
		}
	}
	return latest;
}
