import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import type { Snapshot } from '../diffs/changeTypes';

/** Bump when the snapshot's shape changes: an unknown version re-baselines. */
const FORMAT = 1;

/**
 * The node's static data: `v` format, `k` the fingerprint of what is watched (`watchKey`),
 * `s` snapshot. n8n saves it with the workflow only after a poll that emitted items (see
 * docs/trigger.md). Read and written here only, by the poll (poll.ts); whether a stored
 * snapshot has the shape of the event's kind of change, and whether it changed, the diff
 * (diff.ts) asks the kind.
 */
export interface PollData extends IDataObject {
	v?: number;
	k?: string;
	s?: Snapshot;
}

/**
 * The node's static data (reading it creates the node's entry), and the snapshot stored for
 * what is watched now, if any.
 */
export function readPollData(
	this: IPollFunctions,
	watchKey: string,
): { data: PollData; stored: unknown } {
	const data = this.getWorkflowStaticData('node') as PollData;
	return { data, stored: storedSnapshot(data, watchKey) };
}

/** The stored snapshot, if it was taken for what is watched now (pure). */
export function storedSnapshot(data: PollData, watchKey: string): unknown {
	return data.v === FORMAT && data.k === watchKey ? data.s : undefined;
}

/** Replaces the stored snapshot (pure). */
export function writePollData(data: PollData, watchKey: string, snapshot: Snapshot): void {
	data.v = FORMAT;
	data.k = watchKey;
	data.s = snapshot;
}
