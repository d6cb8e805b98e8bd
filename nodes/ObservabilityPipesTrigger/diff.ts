import type { IDataObject } from 'n8n-workflow';
import type { Change, ChangeKind, DiffOptions, DiffResult } from './changes';
import { watchedRecords } from './watched';

/**
 * How the trigger finds changes, whatever the event (pure): (previous snapshot, current
 * records) -> (changes, next snapshot). The event's kind of change (its entry in events.ts)
 * says what counts as one; the node does the fetching and the persisting.
 */

/**
 * The changes between the previous snapshot and the current records, and the snapshot to
 * keep. Without a previous snapshot the result is the baseline and no changes. The snapshot
 * holds every watched record, including those whose change the `toStates` filter dropped, so
 * a dropped change is never reported later.
 */
export function diff(
	kind: ChangeKind,
	previous: unknown,
	records: readonly IDataObject[],
	options: DiffOptions,
): DiffResult {
	return kind.diff(previous, watchedRecords(records, options.ids), options);
}

/**
 * An item for "Fetch Test Event": the latest change since the stored snapshot if there is
 * one, else the first watched record shaped as a change (as if it had just appeared),
 * preferring one in a wanted state.
 */
export function sampleChange(
	kind: ChangeKind,
	previous: unknown,
	records: readonly IDataObject[],
	options: DiffOptions,
): Change | undefined {
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
