import type { IDataObject } from 'n8n-workflow';
import type {
	ChangeKind,
	DiffOptions,
	DiffResult,
	StateChange,
	StateGroup,
	StateSnapshot,
	Watched,
} from './changeTypes';

/**
 * A record's `state` (pure). A change is a watched record whose state differs from the one
 * stored; the snapshot holds every watched record's state, including those whose change the
 * `toStates` filter dropped, so a dropped change is never reported later.
 *
 * The snapshot: ids grouped by state, `[[state, id, id, ...], ...]`, so a record costs its
 * quoted id and a comma (n8n stores it with the workflow, see docs/trigger.md). Its readers
 * use indexed loops rather than `every`: n8n hands the static data over wrapped in proxies,
 * so each element read is a trap call (see scripts/bench/NOTES.md).
 */
export const stateChanges: ChangeKind = {
	diff: (previous, watched, options) =>
		diffStates(previous === undefined ? undefined : statesById(previous), watched, options),
	empty: () => [],
	fits: hasStateSnapshotShape,
	same: (stored, next) => sameStateSnapshot(stored, next as StateSnapshot),
};

function diffStates(
	before: Map<string, string> | undefined,
	current: readonly Watched[],
	options: DiffOptions,
): DiffResult {
	const groups = new Map<string, StateGroup>();
	const wanted = stateFilter(options.toStates);
	const changes: StateChange[] = [];
	for (const { id, name, changedAt, record } of current) {
		const state = stateOf(record);
		addToGroup(groups, id, state);
		if (!before) continue;
		const had = before.get(id);
		if (had === undefined ? !options.includeNew : had === state) continue;
		if (!wanted(state)) continue;
		changes.push({
			event: options.event,
			id,
			name,
			previousState: had ?? null,
			state,
			changedAt,
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
	const wanted = new Set(
		(toStates ?? []).map((state) => state.trim().toLowerCase()).filter(Boolean),
	);
	return wanted.size ? (state) => wanted.has(state.toLowerCase()) : () => true;
}

/**
 * Adds an id to the group of its state; `[...groups.values()]` is then the snapshot, its groups
 * in the order their states first appeared.
 */
function addToGroup(groups: Map<string, StateGroup>, id: string, state: string): void {
	const group = groups.get(state);
	if (group) group.push(id);
	else groups.set(state, [state, id]);
}

/** The state of every id of a stored state snapshot, in one pass; undefined when it is not one. */
function statesById(snapshot: unknown): Map<string, string> | undefined {
	if (!Array.isArray(snapshot)) return undefined;
	const states = new Map<string, string>();
	for (let g = 0, groups = snapshot.length; g < groups; g++) {
		const group: unknown = snapshot[g];
		if (!Array.isArray(group) || group.length === 0) return undefined;
		const state: unknown = group[0];
		if (typeof state !== 'string') return undefined;
		for (let i = 1, n = group.length; i < n; i++) {
			const id: unknown = group[i];
			if (typeof id !== 'string') return undefined;
			states.set(id, state);
		}
	}
	return states;
}

/**
 * Whether a stored value has the shape of a state snapshot: an array of groups, each an array
 * starting with its state. The entries are left to `statesById`, which the diff runs anyway
 * and which takes a malformed entry as no snapshot: a second full pass would only cost time.
 */
function hasStateSnapshotShape(value: unknown): value is StateSnapshot {
	if (!Array.isArray(value)) return false;
	for (let g = 0, groups = value.length; g < groups; g++) {
		const group: unknown = value[g];
		if (!Array.isArray(group) || typeof group[0] !== 'string') return false;
	}
	return true;
}

/** Whether a stored value holds the same groups as `next`, in the same order (one pass, early exit). */
function sameStateSnapshot(stored: unknown, next: StateSnapshot): boolean {
	if (!Array.isArray(stored) || stored.length !== next.length) return false;
	for (let g = 0; g < next.length; g++) {
		const left: unknown = stored[g];
		const right = next[g];
		const n = right.length;
		if (!Array.isArray(left) || left.length !== n) return false;
		for (let i = 0; i < n; i++) if (left[i] !== right[i]) return false;
	}
	return true;
}
