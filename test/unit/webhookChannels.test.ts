/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code runs under jest, never in n8n Cloud: it needs Node globals */
import type { IDataObject } from 'n8n-workflow';
import {
	addingChannel,
	removingChannels,
	TooManyChannels,
} from '../../nodes/ObservabilityPipesWebhookTrigger/channelMerge';
import {
	oneAtATime,
	pauseMs,
	settle,
	type AlertIo,
} from '../../nodes/ObservabilityPipesWebhookTrigger/alertWrites';

const hook = (webhookId: string) => ({ type: 'webhook', webhookId });
const email = { type: 'email', emailRecipients: ['ops@example.com'] };

describe('webhook trigger: the channel merge (pure)', () => {
	it('adding: the webhook once, at the end, every other channel kept in its order, leftovers gone', () => {
		const plan = addingChannel('mine', new Set(['old']));
		expect(plan([email, hook('a'), hook('old'), hook('b')])).toEqual([
			email,
			hook('a'),
			hook('b'),
			hook('mine'),
		]);
		// Already there (anywhere) and no leftover: nothing to write.
		expect(plan([hook('mine'), email])).toBeUndefined();
		// There twice, or with a leftover: written once, without the leftover.
		expect(plan([hook('mine'), email, hook('mine')])).toEqual([email, hook('mine')]);
		expect(plan([email, hook('mine'), hook('old')])).toEqual([email, hook('mine')]);
	});

	it('adding to a full alert throws TooManyChannels with the count of the others', () => {
		const ten = Array.from({ length: 10 }, (_, i) => hook(`w${i}`));
		expect(() => addingChannel('mine', new Set())(ten)).toThrow(TooManyChannels);
		// A leftover does not count: it goes.
		expect(addingChannel('mine', new Set(['w9']))(ten)).toEqual([...ten.slice(0, 9), hook('mine')]);
		try {
			addingChannel('mine', new Set())(ten);
		} catch (error) {
			expect((error as TooManyChannels).count).toBe(10);
		}
	});

	it('removing: only those webhooks go; absent, or the last channel: nothing to write', () => {
		const plan = removingChannels(new Set(['mine']));
		expect(plan([email, hook('mine'), hook('b')])).toEqual([email, hook('b')]);
		expect(plan([email, hook('b')])).toBeUndefined();
		expect(plan([hook('mine')])).toBeUndefined();
	});
});

/**
 * An alert on a "server" in memory, written whole as the real server does (no version), and
 * writers that each run `settle` as another n8n process would: not taking turns, so only the
 * re-read and merge again keep their channels.
 */
function memoryServer(initial: IDataObject[]) {
	let alert: IDataObject | undefined = { name: 'shared', channels: initial };
	let gate: { count: number; waiting: Array<() => void>; reads: number } | undefined;
	const log: string[] = [];
	return {
		get channels() {
			return alert?.channels as IDataObject[];
		},
		log,
		remove() {
			alert = undefined;
		},
		/** The next `count` reads wait until all `count` are waiting: they all read the same alert. */
		holdReads(count: number) {
			gate = { count, waiting: [], reads: 0 };
		},
		io(name: string, pauses: number[] = []): AlertIo {
			return {
				read: async () => {
					if (gate && gate.reads < gate.count) {
						gate.reads++;
						const g = gate;
						await new Promise<void>((resolve) => {
							g.waiting.push(resolve);
							if (g.waiting.length === g.count) for (const go of g.waiting) go();
						});
					}
					log.push(`${name} read`);
					return alert && structuredClone(alert);
				},
				write: async (_read, channels) => {
					await Promise.resolve();
					if (!alert) throw new Error('404');
					log.push(`${name} write`);
					alert = { ...alert, channels: structuredClone(channels) };
				},
				pause: async (round) => {
					pauses.push(round);
					await new Promise((resolve) => setTimeout(resolve, 1 + ((round * 7) % 5)));
				},
			};
		},
	};
}

describe('webhook trigger: writers of one alert in different n8n processes (settle)', () => {
	it('writers that read together overwrite each other’s channels; merged again from a fresh read, every one is kept', async () => {
		const server = memoryServer([email]);
		server.holdReads(6);
		const names = ['a', 'b', 'c', 'd', 'e', 'f'];
		const outcomes = await Promise.all(
			names.map(async (name) => await settle(server.io(name), addingChannel(name, new Set()))),
		);
		expect(outcomes.every((outcome) => outcome.outcome === 'holds')).toBe(true);
		expect(server.channels[0]).toEqual(email);
		expect(
			server.channels
				.slice(1)
				.map((c) => c.webhookId)
				.sort(),
		).toEqual(names);
		// They did collide: all six read before the first write, and some wrote more than once.
		expect(server.log.slice(0, 6).every((entry) => entry.endsWith('read'))).toBe(true);
		expect(server.log.filter((entry) => entry.endsWith('write')).length).toBeGreaterThan(6);

		// Removing at once the same way: none of theirs left, the alert's own kept.
		server.holdReads(6);
		await Promise.all(
			names.map(async (name) => await settle(server.io(name), removingChannels(new Set([name])))),
		);
		expect(server.channels).toEqual([email]);
	});

	it('gives up after the rounds when another write keeps undoing the change', async () => {
		const server = memoryServer([email]);
		const io = server.io('mine');
		// Someone else writes the alert back as it was after every write of ours.
		const stubborn: AlertIo = {
			...io,
			write: async (alert, channels) => {
				await io.write(alert, channels);
				await server.io('other').write(alert, [email]);
			},
		};
		const pauses: number[] = [];
		const outcome = await settle(
			{ ...stubborn, pause: async (round) => void pauses.push(round) },
			addingChannel('mine', new Set()),
			3,
		);
		expect(outcome).toEqual({ outcome: 'unsettled', channels: [email] });
		expect(pauses).toEqual([0, 1, 2]);
	});

	it('a refused write is tried again only when the alert changed meanwhile; else its error is thrown', async () => {
		const server = memoryServer([email, hook('gone')]);
		const io = server.io('mine');
		let refusals = 0;
		const refusing: AlertIo = {
			...io,
			write: async (alert, channels) => {
				// The server refuses a channel to a deleted webhook; its owner takes it off meanwhile.
				if (channels.some((c) => c.webhookId === 'gone')) {
					refusals++;
					if (refusals === 1) await server.io('owner').write(alert, [email]);
					throw new Error('Webhook not found');
				}
				await io.write(alert, channels);
			},
		};
		expect(await settle(refusing, addingChannel('mine', new Set()))).toEqual({
			outcome: 'holds',
			wrote: true,
		});
		expect(server.channels).toEqual([email, hook('mine')]);

		// Nothing changed meanwhile: the server's answer stands.
		const stuck = memoryServer([email, hook('gone')]);
		const failing: AlertIo = {
			...stuck.io('mine'),
			write: async () => await Promise.reject(new Error('Webhook not found')),
		};
		await expect(settle(failing, addingChannel('mine', new Set()))).rejects.toThrow(
			'Webhook not found',
		);
	});

	it('an alert deleted meanwhile: gone, nothing written', async () => {
		const server = memoryServer([email]);
		server.remove();
		expect(await settle(server.io('mine'), addingChannel('mine', new Set()))).toEqual({
			outcome: 'gone',
		});
	});

	it('pauses grow with the round and vary', () => {
		for (const round of [0, 1, 4]) {
			const values = Array.from({ length: 50 }, () => pauseMs(round));
			expect(Math.min(...values)).toBeGreaterThanOrEqual(40 * (round + 1));
			expect(Math.max(...values)).toBeLessThan(40 * (round + 1) + 60);
			expect(new Set(values).size).toBeGreaterThan(1);
		}
	});
});

describe('webhook trigger: changes of one alert in one n8n take turns (oneAtATime)', () => {
	it('runs the work of one key one after the other, in order, also after a failure; other keys run alongside', async () => {
		const events: string[] = [];
		const work =
			(name: string, ms: number, fail = false) =>
			async () => {
				events.push(`${name} start`);
				await new Promise((resolve) => setTimeout(resolve, ms));
				events.push(`${name} end`);
				if (fail) throw new Error(name);
				return name;
			};
		// The turns are kept in a map by key; it is found as the map the first turn was set in.
		const sets = jest.spyOn(Map.prototype, 'set');
		const running = [
			oneAtATime('alert-1', work('a', 30)),
			oneAtATime('alert-1', work('b', 5, true)),
			oneAtATime('alert-1', work('c', 5)),
			oneAtATime('alert-2', work('x', 10)),
		];
		const turns = sets.mock.contexts[sets.mock.calls.findIndex(([key]) => key === 'alert-1')];
		sets.mockRestore();
		expect(turns).toBeInstanceOf(Map);
		// While they run, both keys wait or run.
		expect([...(turns as Map<unknown, unknown>).keys()].sort()).toEqual(['alert-1', 'alert-2']);
		const results = await Promise.allSettled(running);
		expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
			'a',
			'failed',
			'c',
			'x',
		]);
		const one = events.filter((e) => !e.startsWith('x'));
		expect(one).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
		// The other alert did not wait for the first.
		expect(events.indexOf('x end')).toBeLessThan(events.indexOf('a end'));
		// Nothing kept once all is done.
		expect((turns as Map<unknown, unknown>).size).toBe(0);
	});
});
