import fc from 'fast-check';
import { apiRequests, locator, SEED, type TestEnv, useEnv } from '../support/env';
import { recordFigure } from '../support/figures';
import { assertProperty } from '../support/seed';
import {
	ActiveTrigger,
	expectFailedPollKeepsState,
	failNextList,
	meaningful,
	transitions,
	type Item,
	TRIGGER_LIFE_COMMANDS,
} from './support';
import { LOOKBACK_MS } from '../../nodes/ObservabilityPipesTrigger/diffs/activityChanges';

/** Trigger parameters of an organization-level event: no service chosen. */
const orgTrigger = (event: string, extra: Record<string, unknown> = {}) => ({
	deployment: 'cloud',
	event,
	organizationId: locator(SEED.org),
	...extra,
});

const ACTIVITIES = `/v1/organizations/${SEED.org}/activities`;
const log = (env: TestEnv) => apiRequests(env);

describe('serviceStateChanged', () => {
	const env = useEnv();

	it('baseline, then each state change of a service of the organization once', async () => {
		const t = new ActiveTrigger(env, orgTrigger('serviceStateChanged'));
		expect(await t.poll()).toBeNull();
		expect(log(env).map((entry) => entry.path)).toEqual([`/v1/organizations/${SEED.org}/services`]);
		env.emulator.setServiceState(SEED.service, 'idle');
		const items = await t.poll();
		expect(transitions(items)).toEqual([[SEED.service, 'running', 'idle']]);
		expect(items?.[0]).toMatchObject({ event: 'serviceStateChanged', name: 'production' });
		expect(await t.poll()).toBeNull();
	});

	it('follows the states a wake passes through, filtered by target state and by service', async () => {
		const t = new ActiveTrigger(
			env,
			orgTrigger('serviceStateChanged', { toStates: ['running'], ids: [SEED.idleService] }),
		);
		await t.poll();
		env.emulator.setServiceState(SEED.idleService, 'awaking', { settlesTo: 'running', afterMs: 0 });
		env.emulator.setServiceState(SEED.service, 'stopped');
		expect(transitions(await t.poll())).toEqual([[SEED.idleService, 'idle', 'running']]);
		expect(await t.poll()).toBeNull();
	});
});

describe('activityLogged', () => {
	const env = useEnv();
	afterEach(() => env.emulator.configure({ activityList: {} }));

	it('baseline, then each new activity once, with who did it; type filter; manual sample writes nothing', async () => {
		const t = new ActiveTrigger(env, orgTrigger('activityLogged'));
		const typed = new ActiveTrigger(
			env,
			orgTrigger('activityLogged', { types: ['service_awaken'], simplify: false }),
		);
		env.emulator.addActivity({
			type: 'user_login',
			createdAt: new Date(Date.now() - 60000).toISOString(),
		});
		expect(await t.poll()).toBeNull();
		expect(await typed.poll()).toBeNull();
		const [first] = log(env);
		expect(first.path).toBe(ACTIVITIES);
		// The first window reaches LOOKBACK_MS back; nothing else is sent.
		expect(Date.now() - Date.parse(first.query.from_date)).toBeGreaterThanOrEqual(LOOKBACK_MS);
		expect(first.query.to_date).toBeUndefined();

		env.emulator.setServiceState(SEED.idleService, 'idle');
		env.emulator.addActivity({
			type: 'service_awaken',
			serviceId: SEED.idleService,
			actorDetails: 'ops@example.com',
		});
		const items = await t.poll();
		expect(items?.map((item: Item) => item.type)).toEqual(['service_idle', 'service_awaken']);
		expect(items?.[1]).toMatchObject({
			event: 'activityLogged',
			actorDetails: 'ops@example.com',
			serviceId: SEED.idleService,
		});
		expect(await t.poll()).toBeNull();
		const only = await typed.poll();
		expect(only?.map((item: Item) => item.type)).toEqual(['service_awaken']);
		expect(only?.[0].record).toBeDefined();

		const { items: sample, staticData } = await new ActiveTrigger(
			env,
			orgTrigger('activityLogged'),
		).manual();
		expect(sample).toHaveLength(1);
		expect(meaningful(staticData)).toEqual({});
	});

	it('a failed poll changes nothing: the next one reports what it missed', async () => {
		const t = new ActiveTrigger(env, orgTrigger('activityLogged'));
		await t.poll();
		const added = env.emulator.addActivity({ type: 'key_delete' });
		failNextList(env, '/activities');
		await expectFailedPollKeepsState(t, meaningful);
		expect((await t.poll())?.map((item: Item) => item.id)).toEqual([added.id]);
	});
});

type Command =
	| { kind: 'add'; count: number; lagSeconds: number; type: string }
	| { kind: 'poll' }
	| { kind: 'repeat' }
	| { kind: 'fail' }
	| { kind: 'restart' };

const TYPES = ['user_login', 'service_stop', 'key_create'];

const commandArb: fc.Arbitrary<Command> = fc.oneof(
	{
		arbitrary: fc.record({
			kind: fc.constant('add' as const),
			count: fc.integer({ min: 1, max: 14 }),
			// Written up to 10 minutes late (below LOOKBACK_MS): the list shows it after newer ones.
			lagSeconds: fc.integer({ min: 0, max: 600 }),
			type: fc.constantFrom(...TYPES),
		}),
		weight: 5,
	},
	...TRIGGER_LIFE_COMMANDS,
);

const configArb = fc.record({
	order: fc.constantFrom('newest', 'oldest', 'unordered'),
	cap: fc.option(fc.integer({ min: 10, max: 20 }), { nil: null }),
	types: fc.constantFrom<string[]>([], ['service_stop'], ['user_login', 'KEY_CREATE']),
});

describe('activityLogged property: each new activity exactly once', () => {
	const env = useEnv({ eachTest: 'none' });

	it('holds over random histories of writes, late writes, failed polls, restarts, and unordered or capped lists', async () => {
		let missed = 0;
		let repeated = 0;
		await assertProperty(
			fc.asyncProperty(
				configArb,
				fc.array(commandArb, { minLength: 1, maxLength: 14 }),
				async (config, commands) => {
					env.emulator.reset();
					env.emulator.configure({ activityList: { order: config.order, cap: config.cap } });
					const trigger = new ActiveTrigger(
						env,
						orgTrigger('activityLogged', { types: config.types.join(',') }),
					);
					// Everything written after the baseline, and what the trigger emitted.
					const written: Array<{ id: string; type: string }> = [];
					const emitted = new Map<string, number>();
					expect(await trigger.poll()).toBeNull();
					const wanted = (type: string) =>
						!config.types.length || config.types.some((t) => t.toLowerCase() === type);
					const pollOnce = async () => {
						const items = await trigger.poll();
						expect(items === null || items.length > 0).toBe(true);
						for (const item of items ?? []) {
							emitted.set(item.id, (emitted.get(item.id) ?? 0) + 1);
							expect(wanted(item.type)).toBe(true);
						}
					};
					for (const command of [...commands, { kind: 'poll' } as Command]) {
						switch (command.kind) {
							case 'add':
								for (let i = 0; i < command.count; i++) {
									const activity = env.emulator.addActivity({
										type: command.type,
										createdAt: new Date(Date.now() - command.lagSeconds * 1000 - i).toISOString(),
									});
									written.push({ id: activity.id, type: activity.type });
								}
								break;
							case 'poll':
								await pollOnce();
								break;
							case 'repeat':
								await pollOnce();
								await pollOnce();
								break;
							case 'fail': {
								failNextList(env, '/activities');
								await expectFailedPollKeepsState(trigger, meaningful);
								env.emulator.clearFaults();
								break;
							}
							case 'restart':
								trigger.restart();
								// n8n saves the static data only after a poll that emitted: without a saved
								// snapshot the next poll is a new baseline, and only what comes after it is new.
								if (!trigger.nodeData?.s) {
									expect(await trigger.poll()).toBeNull();
									written.length = 0;
								}
								break;
						}
					}
					const expected = written.filter((activity) => wanted(activity.type)).map((a) => a.id);
					const runMissed = expected.filter((id) => !emitted.has(id)).length;
					const runRepeated = [...emitted.values()].filter((count) => count > 1).length;
					missed += runMissed;
					repeated += runRepeated;
					expect({ missed: runMissed, repeated: runRepeated }).toEqual({ missed: 0, repeated: 0 });
					expect([...emitted.keys()].sort()).toEqual([...expected].sort());
					// The snapshot is `[since, ...ids]`: only ids that can still appear in its window, which trails now by about LOOKBACK_MS.
					const [since, ...kept] = trigger.nodeData!.s as string[];
					const inWindow = new Set(
						(env.emulator.activities() as Array<{ id: string; createdAt: string }>)
							.filter((a) => Date.parse(a.createdAt) >= Date.parse(since))
							.map((a) => a.id),
					);
					expect(kept.every((id) => inWindow.has(id))).toBe(true);
					expect(Date.now() - Date.parse(since)).toBeLessThanOrEqual(LOOKBACK_MS + 120000);
				},
			),
			{ numRuns: 25 },
		);
		recordFigure(
			'trigger',
			`activityLogged property: 25 histories, ${missed} missed, ${repeated} repeated`,
		);
	}, 120000);
});
