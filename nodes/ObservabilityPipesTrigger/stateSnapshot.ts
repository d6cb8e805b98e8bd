/**
 * Record states as the trigger stores them: ids grouped by state, `[[state, id, id, ...], ...]`,
 * so a record costs its quoted id and a comma (n8n stores the snapshot with the workflow, see
 * docs/trigger.md).
 *
 * The readers use indexed loops rather than `every`: n8n hands the static data over wrapped in
 * proxies, so each element read is a trap call (see scripts/bench/NOTES.md).
 */

export type StateGroup = [state: string, ...ids: string[]];
export type StateSnapshot = StateGroup[];

/**
 * Adds an id to the group of its state; `[...groups.values()]` is then the snapshot, its groups
 * in the order their states first appeared.
 */
export function addToGroup(groups: Map<string, StateGroup>, id: string, state: string): void {
	const group = groups.get(state);
	if (group) group.push(id);
	else groups.set(state, [state, id]);
}

/** The state of every id of a stored state snapshot, in one pass; undefined when it is not one. */
export function statesById(snapshot: unknown): Map<string, string> | undefined {
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

/** Whether a stored value is a state snapshot, every entry checked. */
export function isStateSnapshot(value: unknown): value is StateSnapshot {
	if (!Array.isArray(value)) return false;
	for (let g = 0, groups = value.length; g < groups; g++) {
		const group: unknown = value[g];
		if (!Array.isArray(group) || group.length === 0) return false;
		for (let i = 0, n = group.length; i < n; i++) if (typeof group[i] !== 'string') return false;
	}
	return true;
}

/**
 * Whether a stored value has the shape of a state snapshot: an array of groups, each an array
 * starting with its state. The entries are left to `statesById`, which the diff runs anyway
 * and which takes a malformed entry as no snapshot: a second full pass would only cost time.
 */
export function hasStateSnapshotShape(value: unknown): value is StateSnapshot {
	if (!Array.isArray(value)) return false;
	for (let g = 0, groups = value.length; g < groups; g++) {
		const group: unknown = value[g];
		if (!Array.isArray(group) || typeof group[0] !== 'string') return false;
	}
	return true;
}

/** Whether a stored value holds the same groups as `next`, in the same order (one pass, early exit). */
export function sameStateSnapshot(stored: unknown, next: StateSnapshot): boolean {
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
