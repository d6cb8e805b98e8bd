import fc from 'fast-check';
import type { IDataObject } from 'n8n-workflow';
import {
	MAX_REQUESTS,
	MIN_CAP,
	readActivityWindow,
	splitWindow,
	type ActivityWindow,
} from '../../nodes/shared/resources/activities';
import { assertProperty } from '../support/seed';

/**
 * The activity reader against a model server: a list with no order, paging or cap published
 * (CONTRACT.md), played as any order (newest, oldest, shuffled per answer) and any cap from
 * MIN_CAP up, with bounds inclusive or exclusive and many activities at the same millisecond.
 * Whatever the server, the reader returns every activity of the window once, by createdAt then id.
 */

type Order = 'newest' | 'oldest' | 'shuffled';

interface ModelServer {
	activities: IDataObject[];
	order: Order;
	cap: number;
	fromInclusive: boolean;
	toInclusive: boolean;
	random: () => number;
}

function answer(server: ModelServer, window: ActivityWindow): IDataObject[] {
	const inWindow = server.activities.filter((activity) => {
		const time = Date.parse(String(activity.createdAt));
		const afterFrom =
			window.from === undefined ||
			(server.fromInclusive ? time >= window.from : time > window.from);
		const beforeTo =
			window.to === undefined || (server.toInclusive ? time <= window.to : time < window.to);
		return afterFrom && beforeTo;
	});
	const newest = inWindow.sort(
		(a, b) => Date.parse(String(b.createdAt)) - Date.parse(String(a.createdAt)),
	);
	const ordered =
		server.order === 'oldest'
			? newest.reverse()
			: server.order === 'shuffled'
				? shuffle(newest, server.random)
				: newest;
	return ordered.slice(0, server.cap).map((activity) => ({ ...activity }));
}

function shuffle<T>(list: T[], random: () => number): T[] {
	const out = list.slice();
	for (let i = out.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		[out[i], out[j]] = [out[j], out[i]];
	}
	return out;
}

const T0 = Date.UTC(2026, 10, 1);

const scenario = fc.record({
	count: fc.nat(150),
	spreadMinutes: fc.integer({ min: 1, max: 60 * 24 * 30 }),
	sameMillisecondEvery: fc.integer({ min: 0, max: 5 }),
	order: fc.constantFrom<Order>('newest', 'oldest', 'shuffled'),
	cap: fc.option(fc.integer({ min: MIN_CAP, max: 60 }), { nil: undefined }),
	fromInclusive: fc.boolean(),
	toInclusive: fc.boolean(),
	openFrom: fc.boolean(),
	openTo: fc.boolean(),
	shuffleSeed: fc.integer(),
});

describe('reading the activities of a window (shared/resources/activities.ts)', () => {
	it('returns every activity of the window once, ordered, whatever the order and cap of the server', async () => {
		await assertProperty(
			fc.asyncProperty(scenario, async (s) => {
				let state = s.shuffleSeed | 0;
				const random = () => {
					state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) | 0;
					return (state >>> 0) / 4294967296;
				};
				const span = s.spreadMinutes * 60000;
				const activities: IDataObject[] = [];
				for (let i = 0; i < s.count; i++) {
					// Some activities share the millisecond of the one before.
					const time =
						s.sameMillisecondEvery && i % (s.sameMillisecondEvery + 1) && activities.length
							? Date.parse(String(activities[activities.length - 1].createdAt))
							: T0 + Math.floor(random() * span);
					activities.push({ id: `a${i}`, createdAt: new Date(time).toISOString(), type: 'x' });
				}
				// The window: the span with a margin; inclusive bounds at an activity's time are edge cases.
				const window: ActivityWindow = {
					from: s.openFrom ? undefined : T0,
					to: s.openTo ? undefined : T0 + span,
				};
				const server: ModelServer = {
					activities,
					order: s.order,
					cap: s.cap ?? Infinity,
					fromInclusive: s.fromInclusive,
					toInclusive: s.toInclusive,
					random,
				};
				const expected = answer({ ...server, cap: Infinity, order: 'oldest' }, window);
				const { activities: read, requests } = await readActivityWindow(
					async (part) => answer(server, part),
					window,
					T0 + span + 1,
				);
				const ids = read.map((activity) => activity.id);
				expect(new Set(ids).size).toBe(ids.length); // none repeated
				expect([...ids].sort()).toEqual(expected.map((activity) => activity.id).sort()); // none missed
				const times = read.map((activity) => Date.parse(String(activity.createdAt)));
				for (let i = 1; i < read.length; i++) {
					expect(times[i]).toBeGreaterThanOrEqual(times[i - 1]);
					if (times[i] === times[i - 1]) expect(String(ids[i]) > String(ids[i - 1])).toBe(true);
				}
				// A quiet window costs one request.
				if (expected.length < MIN_CAP) expect(requests).toBe(1);
			}),
			{ numRuns: 300 },
		);
	});

	it('an answer shorter than MIN_CAP is complete: one request', async () => {
		const calls: ActivityWindow[] = [];
		const { activities, requests } = await readActivityWindow(
			async (window) => {
				calls.push(window);
				return [
					{ id: 'b', createdAt: '2026-11-01T00:00:02.000Z' },
					{ id: 'a', createdAt: '2026-11-01T00:00:01.000Z' },
				];
			},
			{ from: T0 },
		);
		expect(requests).toBe(1);
		expect(calls).toEqual([{ from: T0 }]);
		expect(activities.map((activity) => activity.id)).toEqual(['a', 'b']);
	});

	it('gives up after MAX_REQUESTS against a server that ignores the window, and says so', async () => {
		const all = Array.from({ length: 100 }, (_, i) => ({
			id: `z${i}`,
			createdAt: new Date(T0 + i * 1000).toISOString(),
		}));
		let call = 0;
		const outcome = await readActivityWindow(
			async () => {
				call++;
				return all.slice((call * 7) % 90, ((call * 7) % 90) + 10);
			},
			{ from: T0, to: T0 + 100000 },
		);
		expect(outcome.gaveUp).toBe(true);
		expect(outcome.requests).toBe(MAX_REQUESTS);
		expect(call).toBe(MAX_REQUESTS);
	});

	it('splits between two answer times nearest the median, the halves overlapping by 1 ms', () => {
		const answerOf = (times: number[]) =>
			times.map((time, i) => ({ id: `x${i}`, createdAt: new Date(time).toISOString() }));
		expect(splitWindow({ from: 0, to: 100 }, answerOf([10, 20, 30]), 1000)).toEqual([
			{ from: 0, to: 22 },
			{ from: 21, to: 100 },
		]);
		// All within 3 ms: the middle of the window's span.
		expect(splitWindow({ from: 0, to: 100 }, answerOf([0, 0, 1]), 1000)).toEqual([
			{ from: 0, to: 51 },
			{ from: 50, to: 100 },
		]);
		expect(splitWindow({ from: 5, to: 6 }, answerOf([5, 5]), 1000)).toBeUndefined();
	});
});
