import type { IDataObject } from 'n8n-workflow';
import type { ChangeKind, Snapshot } from './changes';

/** Bump when the snapshot's shape changes: an unknown version re-baselines. */
const FORMAT = 1;

/**
 * The node's static data: `v` format, `k` the fingerprint of what is watched (`watchKey`),
 * `s` snapshot. n8n saves it with the workflow only after a poll that emitted items (see
 * docs/trigger.md).
 */
export interface PollData extends IDataObject {
	v?: number;
	k?: string;
	s?: Snapshot;
}

/**
 * The stored snapshot, if it was taken for what is watched now and has the shape of the
 * event's kind of change; otherwise none (a baseline is due). The kind checks the shape only:
 * its diff reads the snapshot entry by entry anyway and takes one with a malformed entry as
 * no snapshot.
 */
export function readSnapshot(
	data: PollData,
	watchKey: string,
	kind: ChangeKind,
): Snapshot | undefined {
	if (data.v !== FORMAT || data.k !== watchKey) return undefined;
	const snapshot = data.s;
	return kind.fits(snapshot) ? snapshot : undefined;
}

/** Replaces the stored snapshot; leaves the data untouched (not marked as changed) when nothing differs. */
export function writeSnapshot(
	data: PollData,
	watchKey: string,
	kind: ChangeKind,
	snapshot: Snapshot,
): void {
	if (
		data.v === FORMAT &&
		data.k === watchKey &&
		data.s !== undefined &&
		kind.same(data.s, snapshot)
	)
		return;
	data.v = FORMAT;
	data.k = watchKey;
	data.s = snapshot;
}
