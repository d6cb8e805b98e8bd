import type { IDataObject } from 'n8n-workflow';
import {
	activityId,
	byCreatedAtThenId,
	createdAtMs,
	typeFilter,
} from '../../shared/resources/activityOrder';
import type {
	ActivityChange,
	ActivitySnapshot,
	ChangeKind,
	DiffOptions,
	DiffResult,
	Watched,
} from './changeTypes';

/**
 * New activities of the organization (pure): each once, across polls, failed polls and
 * restarts, whatever order or cap the list has (docs/trigger.md, "Activity Logged").
 *
 * The snapshot is `[since, id, id, ...]`: the start of the window the next poll reads
 * (`createdAt` at or after it) and the ids already seen in that window, no more. Each poll reads
 * the window from `since` on, whole (shared/resources/activities.ts); an activity of the window whose
 * id is not in the snapshot is new. The next `since` trails the newest activity read (or the
 * poll's time, whichever is earlier) by `LOOKBACK_MS`, never moving back, and the snapshot keeps
 * the ids read from there on: pruned to ids that can still appear in the window. An activity that
 * appears in the list up to `LOOKBACK_MS` after a newer one (a late write) is still found.
 */

/** How far behind the newest activity read the next window starts. */
export const LOOKBACK_MS = 15 * 60000;

/** The window a manual run ("Fetch Test Event") reads without a snapshot. */
const SAMPLE_WINDOW_MS = 24 * 3600000;

/** Where the window of the next read starts (epoch ms): the snapshot's `since`, else `LOOKBACK_MS` (a sample: a day) before now. */
export function windowStart(previous: unknown, now: number, manual = false): number {
	const since = sinceOf(previous);
	if (since !== undefined) return since;
	return now - (manual ? SAMPLE_WINDOW_MS : LOOKBACK_MS);
}

function sinceOf(snapshot: unknown): number | undefined {
	if (!hasActivitySnapshotShape(snapshot)) return undefined;
	const since = Date.parse(snapshot[0]);
	return Number.isNaN(since) ? undefined : since;
}

function hasActivitySnapshotShape(value: unknown): value is ActivitySnapshot {
	if (!Array.isArray(value) || value.length === 0) return false;
	for (let i = 0, n = value.length; i < n; i++) if (typeof value[i] !== 'string') return false;
	return !Number.isNaN(Date.parse(value[0] as string));
}

function sameActivitySnapshot(stored: unknown, next: ActivitySnapshot): boolean {
	if (!Array.isArray(stored) || stored.length !== next.length) return false;
	for (let i = 0; i < next.length; i++) if (stored[i] !== next[i]) return false;
	return true;
}

function activityChange(record: IDataObject, options: DiffOptions): ActivityChange {
	const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : null);
	return {
		event: options.event,
		id: activityId(record),
		type: text('type') ?? '',
		changedAt: text('createdAt') ?? options.now,
		actorType: text('actorType'),
		actorId: text('actorId'),
		actorDetails: text('actorDetails'),
		serviceId: text('serviceId'),
		record,
	};
}

function diffActivities(
	previous: unknown,
	watched: readonly Watched[],
	options: DiffOptions,
): DiffResult {
	const read = watched.map(({ record }) => record);
	const now = Date.parse(options.now);
	const baseline = !hasActivitySnapshotShape(previous);
	const since = windowStart(previous, now);
	const seen = new Set(baseline ? [] : (previous as ActivitySnapshot).slice(1));
	const wanted = typeFilter(options.types ?? []);
	// Activities without a readable time stay in the window (kept) and count as new once.
	const inWindow = read
		.filter((record) => {
			const time = createdAtMs(record);
			return Number.isNaN(time) || time >= since;
		})
		.sort(byCreatedAtThenId);
	const changes: ActivityChange[] = [];
	let newest = -Infinity;
	for (const record of inWindow) {
		const time = createdAtMs(record);
		if (!Number.isNaN(time)) newest = Math.max(newest, time);
		if (baseline || seen.has(activityId(record)) || !wanted(record)) continue;
		changes.push(activityChange(record, options));
	}
	const next = newest === -Infinity ? since : Math.max(since, Math.min(newest, now) - LOOKBACK_MS);
	const kept = inWindow
		.filter((record) => {
			const time = createdAtMs(record);
			return Number.isNaN(time) || time >= next;
		})
		.map(activityId);
	return { changes, snapshot: [new Date(next).toISOString(), ...kept] };
}

export const activityChanges: ChangeKind = {
	diff: diffActivities,
	readsFrom: windowStart,
	// Every activity read is new to an empty snapshot (a sample shows one).
	empty: () => [new Date(0).toISOString()],
	fits: hasActivitySnapshotShape,
	same: (stored, next) => sameActivitySnapshot(stored, next as ActivitySnapshot),
};
