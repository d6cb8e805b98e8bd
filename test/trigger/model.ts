import type { Item } from './support';

/**
 * What the specification says the trigger must emit: every observable change of a watched
 * record exactly once, judged against the snapshot n8n would have saved (only after a poll
 * that emitted items). Shared by the property test and the trigger-under-faults suite.
 */
export class TriggerModel {
	live: Map<string, string> | null = null;

	saved: Map<string, string> | null = null;

	constructor(
		private readonly includeNew: boolean,
		private readonly toStates: string[],
	) {}

	/** The items a successful poll must emit, as `id:previous->state`. */
	poll(current: Map<string, string>): string[] {
		if (!this.live) {
			this.live = new Map(current);
			return [];
		}
		const wanted = new Set(this.toStates.map((state) => state.toLowerCase()));
		const expected: string[] = [];
		for (const [id, state] of current) {
			const previous = this.live.get(id);
			const changed = previous === undefined ? this.includeNew : previous !== state;
			if (changed && (!wanted.size || wanted.has(state.toLowerCase())))
				expected.push(`${id}:${previous ?? null}->${state}`);
		}
		this.live = new Map(current);
		if (expected.length) this.saved = new Map(this.live);
		return expected;
	}

	restart(): void {
		this.live = this.saved && new Map(this.saved);
	}
}

/** Emitted items in the model's notation, sorted. */
export const describeItems = (items: Item[] | null) =>
	(items ?? []).map((item) => `${item.id}:${item.previousState}->${item.state}`).sort();
