/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code runs under jest, never in n8n Cloud: it needs Node globals */
import { Slots, throwFirstFailure } from '../../nodes/shared/http/concurrency';

/** Runs `count` tasks as the router and the side-by-side pages do: each takes a slot first. */
async function runSideBySide(
	count: number,
	limit: number,
	task: (index: number) => Promise<void>,
): Promise<number[]> {
	const slots = new Slots(limit);
	const started: number[] = [];
	throwFirstFailure(
		await Promise.allSettled(
			Array.from({ length: count }, async (_, index) => {
				if (!(await slots.take())) return;
				started.push(index);
				let done = false;
				try {
					await task(index);
					done = true;
				} finally {
					if (!done) slots.close();
					slots.give();
				}
			}),
		),
	);
	return started;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Slots', () => {
	it('runs every task with at most `limit` at once, starting them in order', async () => {
		let running = 0;
		let peak = 0;
		const started = await runSideBySide(25, 4, async (index) => {
			running++;
			peak = Math.max(peak, running);
			await pause(1 + (index % 3));
			running--;
		});
		expect(peak).toBe(4);
		expect(started).toEqual(Array.from({ length: 25 }, (_, index) => index));
	});

	it('starts no task after a failure and throws the failure of the lowest index', async () => {
		const events: string[] = [];
		await expect(
			runSideBySide(20, 3, async (index) => {
				events.push(`start ${index}`);
				// Item 3 fails first on an idle machine, item 2 later: the lower index is reported.
				await pause(index === 2 ? 15 : 1);
				if (index === 2 || index === 3) {
					events.push(`fail ${index}`);
					throw new Error(`item ${index}`);
				}
			}),
		).rejects.toThrow('item 2');
		const firstFailure = events.findIndex((event) => event.startsWith('fail'));
		expect(events.slice(firstFailure).filter((event) => event.startsWith('start'))).toEqual([]);
		expect(events).toContain('fail 2');
	});

	it('with one slot runs the tasks one after another and stops at the first failure', async () => {
		const seen: number[] = [];
		await expect(
			runSideBySide(5, 1, async (index) => {
				seen.push(index);
				if (index === 1) throw new Error('item 1');
			}),
		).rejects.toThrow('item 1');
		expect(seen).toEqual([0, 1]);
	});

	it('handles no tasks, and a limit below one as one', async () => {
		expect(await runSideBySide(0, 5, async () => Promise.reject(new Error('never')))).toEqual([]);
		let running = 0;
		let peak = 0;
		await runSideBySide(4, 0, async () => {
			running++;
			peak = Math.max(peak, running);
			await pause(1);
			running--;
		});
		expect(peak).toBe(1);
	});

	it('gives false to every task waiting once closed, and to every later one', async () => {
		const slots = new Slots(1);
		expect(await slots.take()).toBe(true);
		const waiting = slots.take();
		slots.close();
		expect(await waiting).toBe(false);
		expect(await slots.take()).toBe(false);
	});
});

describe('throwFirstFailure', () => {
	it('throws the reason of the first rejected outcome in order, else returns', () => {
		expect(() =>
			throwFirstFailure([
				{ status: 'fulfilled', value: 1 },
				{ status: 'rejected', reason: new Error('second') },
				{ status: 'rejected', reason: new Error('third') },
			]),
		).toThrow('second');
		expect(() => throwFirstFailure([{ status: 'fulfilled', value: 1 }])).not.toThrow();
	});
});
