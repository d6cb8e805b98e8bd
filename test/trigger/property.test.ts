import fc from 'fast-check';
import { SEED, useEnv } from '../support/env';
import { assertProperty } from '../support/seed';
import {
	ActiveTrigger,
	cloudTrigger,
	expectFailedPollKeepsState,
	failNextList,
	RECORD_CHANGE_COMMANDS,
	type RecordChange,
	selfHostedTrigger,
	snapshotStates,
	TRIGGER_LIFE_COMMANDS,
	watchedHistory,
} from './support';
import { describeItems, TriggerModel } from './model';

/**
 * Random histories of state changes, removals, re-additions, failed polls (emulator
 * faults), restarts from the saved static data, and repeated polls. A model of the
 * specification says what each poll must emit: every change between two successful
 * observations exactly once, nothing for repeats, new records only with includeNew, and
 * after a restart exactly what the saved snapshot (written only when a poll emitted) can tell.
 */

type Deployment = 'cloud' | 'selfHosted';
type Command =
	| RecordChange
	| { kind: 'poll' }
	| { kind: 'repeat' }
	| { kind: 'fail' }
	| { kind: 'restart' };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
	...RECORD_CHANGE_COMMANDS,
	...TRIGGER_LIFE_COMMANDS,
);

const configArb = fc.record({
	deployment: fc.constantFrom<Deployment>('cloud', 'selfHosted'),
	includeNew: fc.boolean(),
	toStates: fc.constantFrom<string[]>([], ['S1'], ['s0', 'S2']),
	someIds: fc.boolean(),
});

describe('trigger property: every observable change exactly once', () => {
	const env = useEnv({ eachTest: 'none' });

	it('holds over random histories', async () => {
		await assertProperty(
			fc.asyncProperty(
				configArb,
				fc.array(commandArb, { minLength: 1, maxLength: 15 }),
				async (config, commands) => {
					env.emulator.reset();
					const cloud = config.deployment === 'cloud';
					const seedIds: string[] = cloud ? SEED.cloudAlerts : SEED.sh.alerts;
					// The history changes the records of the pool; the seed's others stay as they are.
					const { pool, parameters, ...history } = watchedHistory(seedIds, config);
					const trigger = new ActiveTrigger(
						env,
						cloud ? cloudTrigger('alertStateChanged', parameters) : selfHostedTrigger(parameters),
					);
					const model = new TriggerModel(config.includeNew, config.toStates);
					const listPath = cloud ? `/observability/alerts` : '/api/v2/alerts';

					// The truth, as the emulator holds it.
					const truth = new Map<string, string>();
					for (const id of seedIds) truth.set(id, env.emulator.findAlert(id).rec.state);
					const watched = () => history.watched(truth);

					const pollOnce = async () => {
						const items = await trigger.poll();
						expect(items === null || items.length > 0).toBe(true); // null, never an empty list
						for (const item of items ?? []) {
							expect(item.state).toBe(truth.get(item.id));
							expect(item.previousState).not.toBe(item.state);
						}
						expect(describeItems(items)).toEqual(model.poll(watched()).sort());
					};

					for (const command of [...commands, { kind: 'poll' } as Command]) {
						switch (command.kind) {
							case 'set':
								if (truth.has(pool[command.record])) {
									env.emulator.setAlertState(pool[command.record], command.state);
									truth.set(pool[command.record], command.state);
								}
								break;
							case 'remove':
								if (truth.delete(pool[command.record]))
									env.emulator.removeAlert(pool[command.record]);
								break;
							case 'add':
								if (!truth.has(pool[command.record])) {
									env.emulator.addAlert(config.deployment, {
										id: pool[command.record],
										state: command.state,
									});
									truth.set(pool[command.record], command.state);
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
								failNextList(env, listPath, cloud);
								await expectFailedPollKeepsState(trigger);
								break;
							}
							case 'restart':
								trigger.restart();
								model.restart();
								break;
						}
					}
					// After the last successful poll the trigger's snapshot is the truth: nothing left unreported.
					expect(snapshotStates(trigger)).toEqual(watched());
				},
			),
			{ numRuns: 30 },
		);
	}, 60000);
});
