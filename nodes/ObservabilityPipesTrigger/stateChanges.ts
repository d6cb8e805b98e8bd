import type { IDataObject } from 'n8n-workflow';
import type { ChangeKind, DiffOptions, DiffResult, StateChange } from './changes';
import { addToGroup, hasStateSnapshotShape, sameStateSnapshot, statesById, type StateGroup, type StateSnapshot } from './stateSnapshot';
import { changedAtOf, idOf, nameOf } from './watched';

/**
 * A record's `state` (pure). A change is a watched record whose state differs from the one
 * stored; the snapshot holds every watched record's state, including those whose change the
 * `toStates` filter dropped, so a dropped change is never reported later.
 */
export const stateChanges: ChangeKind = {
	diff: (previous, watched, options) => diffStates(previous === undefined ? undefined : statesById(previous), watched, options),
	empty: () => [],
	fits: hasStateSnapshotShape,
	same: (stored, next) => sameStateSnapshot(stored, next as StateSnapshot),
};

function diffStates(before: Map<string, string> | undefined, current: readonly IDataObject[], options: DiffOptions): DiffResult {
	const groups = new Map<string, StateGroup>();
	const wanted = stateFilter(options.toStates);
	const changes: StateChange[] = [];
	for (const record of current) {
		const id = idOf(record);
		const state = stateOf(record);
		addToGroup(groups, id, state);
		if (!before) continue;
		const had = before.get(id);
		if (had === undefined ? !options.includeNew : had === state) continue;
		if (!wanted(state)) continue;
		changes.push({
			event: options.event,
			id,
			name: nameOf(record),
			previousState: had ?? null,
			state,
			changedAt: changedAtOf(record, options.now),
			record,
		});
	}
	return { changes, snapshot: [...groups.values()] };
}

function stateOf(record: IDataObject): string {
	const state = record.state;
	return state === undefined || state === null ? '' : String(state);
}

function stateFilter(toStates: readonly string[] | undefined): (state: string) => boolean {
	const wanted = new Set((toStates ?? []).map((state) => state.trim().toLowerCase()).filter(Boolean));
	return wanted.size ? (state) => wanted.has(state.toLowerCase()) : () => true;
}
