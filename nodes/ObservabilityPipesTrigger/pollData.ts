import type { IDataObject } from 'n8n-workflow';
import { canonicalJson } from './canonical';
import { isStateSnapshot, sameStateSnapshot, type Snapshot, type TriggerEvent } from './diff';
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

/** The stored snapshot, if it was taken for this scope and event; otherwise none (a baseline is due). */
export function readSnapshot(data: PollData, scope: string, event: TriggerEvent): Snapshot | undefined {
	if (data.v !== FORMAT || data.k !== scope) return undefined;
	const snapshot = data.s;
	const fits = event === 'pipeSettingsChanged' ? isSettingsSnapshot(snapshot) : isStateSnapshot(snapshot);
	return fits ? snapshot : undefined;
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
