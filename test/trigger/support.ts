import fc from 'fast-check';
import {
	CLOUD_CREDENTIALS,
	locator,
	SEED,
	SELF_HOSTED_CREDENTIALS,
	type TestEnv,
} from '../support/env';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Item = Record<string, any>;

/**
 * The commands of a trigger's life that every property test of the polling trigger draws,
 * with their weights: a poll, the same poll repeated, a failed poll, a restart (static data
 * kept, a new node instance). Each test adds the commands that change its server.
 */
export const TRIGGER_LIFE_COMMANDS = [
	{ arbitrary: fc.constant({ kind: 'poll' as const }), weight: 5 },
	{ arbitrary: fc.constant({ kind: 'repeat' as const }), weight: 1 },
	{ arbitrary: fc.constant({ kind: 'fail' as const }), weight: 2 },
	{ arbitrary: fc.constant({ kind: 'restart' as const }), weight: 2 },
];

/** The states a history gives its records, and how many of the seed's records it plays with. */
export const HISTORY_STATES = ['S0', 'S1', 'S2'];
export const HISTORY_POOL = 4;

/**
 * What a state-change history watches: the pool of records it changes, the ids the trigger is
 * given (two of the pool and the seed's last record, or none: every record), the trigger's
 * parameters, and the part of the records' states the trigger must report.
 */
export function watchedHistory(
	seedIds: string[],
	config: { someIds: boolean; toStates: string[]; includeNew: boolean },
) {
	const pool = seedIds.slice(0, HISTORY_POOL);
	const ids = config.someIds ? [pool[0], pool[2], seedIds[seedIds.length - 1]] : [];
	const parameters = {
		ids: ids.join(','),
		toStates: config.toStates.join(','),
		options: { includeNew: config.includeNew },
	};
	const watched = (states: Map<string, string>) =>
		new Map([...states].filter(([id]) => !ids.length || ids.includes(id)));
	return { pool, ids, parameters, watched };
}

/** A change to one record of the pool (`record` indexes it): its state set, removed, added back. */
export type RecordChange =
	| { kind: 'set'; record: number; state: string }
	| { kind: 'remove'; record: number }
	| { kind: 'add'; record: number; state: string };

/** The changes to the pool's records that the state-change property tests draw, with their weights. */
export const RECORD_CHANGE_COMMANDS = [
	{
		arbitrary: fc.record({
			kind: fc.constant('set' as const),
			record: fc.nat(HISTORY_POOL - 1),
			state: fc.constantFrom(...HISTORY_STATES),
		}),
		weight: 5,
	},
	{
		arbitrary: fc.record({
			kind: fc.constant('remove' as const),
			record: fc.nat(HISTORY_POOL - 1),
		}),
		weight: 1,
	},
	{
		arbitrary: fc.record({
			kind: fc.constant('add' as const),
			record: fc.nat(HISTORY_POOL - 1),
			state: fc.constantFrom(...HISTORY_STATES),
		}),
		weight: 1,
	},
];
type StaticData = Record<string, unknown>;

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value ?? {}));

export const NODE_KEY = 'node:Trigger';

/** Trigger parameters on the cloud, scoped to the seed's organization and service. */
export function cloudTrigger(event: string, extra: Record<string, unknown> = {}) {
	return {
		deployment: 'cloud',
		event,
		organizationId: locator(SEED.org),
		serviceId: locator(SEED.service),
		...extra,
	};
}

export function selfHostedTrigger(extra: Record<string, unknown> = {}) {
	return { deployment: 'selfHosted', event: 'alertStateChanged', ...extra };
}

/**
 * One active trigger as n8n runs it: the workflow object (and its static data) lives in
 * memory across polls; n8n saves the static data to the database only after a poll that
 * emitted items, never after a manual run. `restart()` replaces the in-memory copy with the
 * saved one, as a new process loading the workflow would.
 */
export class ActiveTrigger {
	/** Static data of the workflow object in memory. */
	live: StaticData = {};

	/** Static data as the database holds it. */
	saved: StaticData = {};

	constructor(
		private readonly env: TestEnv,
		readonly parameters: Record<string, unknown>,
	) {}

	/** One run of the trigger's poll over `memory` (n8n's Workflow wraps and writes into it): the items' JSON, or null. */
	private async run(memory: StaticData, mode: 'trigger' | 'manual'): Promise<Item[] | null> {
		const { result } = await this.env.harness.poll({
			node: {
				parameters: this.parameters,
				credentials:
					this.parameters.deployment === 'selfHosted' ? SELF_HOSTED_CREDENTIALS : CLOUD_CREDENTIALS,
			},
			staticData: memory,
			mode,
		});
		return result === null ? null : result[0].map((item: { json: Item }) => item.json);
	}

	/** One production poll: the emitted items' JSON, or null. A failed poll throws, keeping what the workflow holds. */
	async poll(): Promise<Item[] | null> {
		// The workflow's memory.
		const memory = clone(this.live);
		try {
			const items = await this.run(memory, 'trigger');
			this.live = clone(memory);
			if (items !== null) this.saved = clone(memory);
			return items;
		} finally {
			this.live = clone(memory);
		}
	}

	/** "Fetch Test Event": the sample item, and the static data the run left behind. */
	async manual(): Promise<{ items: Item[] | null; staticData: StaticData }> {
		const memory = clone(this.live);
		const items = await this.run(memory, 'manual');
		return { items, staticData: clone(memory) };
	}

	restart(): void {
		this.live = clone(this.saved);
	}

	/** The node's static data in memory. */
	get nodeData(): StaticData | undefined {
		return this.live[NODE_KEY] as StaticData | undefined;
	}
}

/** The list the next poll reads fails: a 500 with the error body of the deployment's API. */
export function failNextList(env: TestEnv, path: string, cloud = true): void {
	env.emulator.injectFault({
		method: 'GET',
		path,
		status: 500,
		body: cloud
			? {
					status: 500,
					error: 'INTERNAL: injected',
					requestId: '00000000-0000-4000-8000-000000000009',
				}
			: { message: 'injected' },
	});
}

/**
 * A poll that meets the injected failure throws and leaves the workflow's static data as it
 * was (compared through `view`, the whole of it unless given).
 */
export async function expectFailedPollKeepsState(
	trigger: ActiveTrigger,
	view: (staticData: StaticData) => unknown = (staticData) => staticData,
): Promise<void> {
	const before = JSON.stringify(view(trigger.live));
	await expect(trigger.poll()).rejects.toThrow(/injected/);
	expect(JSON.stringify(view(trigger.live))).toBe(before);
}

/** What a state-change trigger's snapshot holds, id -> state (it keeps `[state, ...ids]` lists). */
export function snapshotStates(trigger: ActiveTrigger): Map<string, string> {
	const stored = new Map<string, string>();
	for (const [state, ...ids] of trigger.nodeData!.s as string[][])
		for (const id of ids) stored.set(id, state);
	return stored;
}

/** `[id, previousState, state]` of state items, for compact expectations. */
export const transitions = (items: Item[] | null) =>
	(items ?? []).map((item) => [item.id, item.previousState, item.state]);

/** Only static data that n8n would store: empty node objects are not written. */
export function meaningful(staticData: StaticData): StaticData {
	return Object.fromEntries(
		Object.entries(staticData).filter(
			([, value]) => !(value && typeof value === 'object' && !Object.keys(value).length),
		),
	);
}
