/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code runs under jest, never in n8n Cloud: it needs Node globals */
import { forEachWithConcurrency } from '../../nodes/shared/http/concurrency';

describe('forEachWithConcurrency', () => {
	it('runs every index with at most `limit` at once', async () => {
		let running = 0;
		let peak = 0;
		const seen: number[] = [];
		await forEachWithConcurrency(25, 4, async (index) => {
			running++;
			peak = Math.max(peak, running);
			await new Promise((resolve) => setTimeout(resolve, 1 + (index % 3)));
			seen.push(index);
			running--;
		});
		expect(peak).toBe(4);
		expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index));
	});

	it('stops starting tasks after a failure and throws the lowest failing index', async () => {
		const started: number[] = [];
		await expect(
			forEachWithConcurrency(20, 3, async (index) => {
				started.push(index);
				await new Promise((resolve) => setTimeout(resolve, index === 2 ? 5 : 1));
				if (index === 2 || index === 3) throw new Error(`item ${index}`);
			}),
		).rejects.toThrow('item 2');
		expect(started.length).toBeLessThan(20);
	});

	it('handles no items and a limit of one', async () => {
		await forEachWithConcurrency(0, 5, async () => {
			throw new Error('never');
		});
		const order: number[] = [];
		await forEachWithConcurrency(3, 1, async (index) => {
			order.push(index);
		});
		expect(order).toEqual([0, 1, 2]);
	});
});
