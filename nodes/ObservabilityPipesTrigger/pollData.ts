import type { IDataObject } from 'n8n-workflow';
import { canonicalJson } from './canonical';
import { sameStateSnapshot, type Snapshot, type StateSnapshot, type TriggerEvent } from './diff';
import { isSettingsSnapshot } from './settingsSnapshot';

/** Bump when the snapshot's shape changes: an unknown version re-baselines. */
const FORMAT = 1;

/**
 * The node's static data: `v` format, `k` scope fingerprint, `s` snapshot. n8n saves it with
 * the workflow only after a poll that emitted items (see docs/trigger.md).
 */
export interface PollData extends IDataObject {
	v?: number;
	k?: string;
	s?: Snapshot;
}

/**
 * The stored snapshot, if it was taken for this scope and event; otherwise none (a baseline is
 * due). A state snapshot is checked here by its shape only: diff() reads it entry by entry anyway
 * and takes one with a malformed entry as no snapshot, so a second full pass would only cost time.
 */
export function readSnapshot(data: PollData, scope: string, event: TriggerEvent): Snapshot | undefined {
	if (data.v !== FORMAT || data.k !== scope) return undefined;
	const snapshot = data.s;
	const fits = event === 'pipeSettingsChanged' ? isSettingsSnapshot(snapshot) : hasStateSnapshotShape(snapshot);
	return fits ? snapshot : undefined;
}

/** An array of groups, each an array starting with its state. */
function hasStateSnapshotShape(value: unknown): value is StateSnapshot {
	if (!Array.isArray(value)) return false;
	for (let g = 0, groups = value.length; g < groups; g++) {
		const group: unknown = value[g];
		if (!Array.isArray(group) || typeof group[0] !== 'string') return false;
	}
	return true;
}

/** Replaces the stored snapshot; leaves the data untouched (not marked as changed) when nothing differs. */
export function writeSnapshot(data: PollData, scope: string, snapshot: Snapshot): void {
	if (data.v === FORMAT && data.k === scope && data.s !== undefined && sameSnapshot(data.s, snapshot)) return;
	data.v = FORMAT;
	data.k = scope;
	data.s = snapshot;
}

/** Equal snapshots: state snapshots compared entry by entry (early exit), settings ones as canonical JSON. */
function sameSnapshot(stored: Snapshot, next: Snapshot): boolean {
	if (Array.isArray(next)) return sameStateSnapshot(stored, next);
	return canonicalJson(stored) === canonicalJson(next);
}
