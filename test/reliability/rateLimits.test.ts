import { apiRequests, cloudParams, locator, runAction, SEED, selfHostedParams, useEnv } from '../support/env';
import { table, writeSection } from './report';

describe('rate limits', () => {
	const env = useEnv({ eachTest: 'none' });
	const rows: Array<Array<string | number>> = [];
	afterAll(() => {
		writeSection(
			'rateLimits',
			`## Rate limits\n\nOne workflow run, one node, many items, against the emulator's limit with the window scaled down. The node learns the limit from the first 429s and then spaces its requests itself. Self-hosted reads run up to 50 items at a time, so the requests already in flight when the first window fills each see one 429.\n\n` +
				table(['Deployment', 'Limit', 'Items', 'Failed items', '429s provoked', 'Requests', 'Elapsed (ms)', 'Best possible time / elapsed'], rows),
		);
	});

	it.each([
		['cloud', 10, 500, 60],
		['selfHosted', 20, 500, 60],
	] as const)('%s: %i per %i ms, %i operations: no failed item, no busy loop', async (deployment, limit, windowMs, count) => {
		env.emulator.reset();
		env.emulator.configure({ rateLimit: { [deployment]: { enabled: true, limit, windowMs } } });
		try {
			const input = Array.from({ length: count }, (_, index) => ({ id: deployment === 'cloud' ? SEED.cloudAlerts[index % 6] : SEED.sh.alerts[index % 6] }));
			const params = deployment === 'cloud'
				? cloudParams('alert', 'get', { alertId: locator('={{ $json.id }}') })
				: selfHostedParams('alert', 'get', { alertId: locator('={{ $json.id }}') });
			const started = Date.now();
			const result = await runAction(env, params, { input, continueOnFail: true });
			const elapsed = Date.now() - started;
			const items = result.json('Node');
			const failed = items.filter((item: { error?: string }) => item.error).length;
			const log = apiRequests(env);
			const rejected = log.filter((entry) => entry.status === 429).length;
			const ideal = (Math.ceil(count / limit) - 1) * windowMs; // the first window is free
			rows.push([deployment, `${limit} / ${windowMs} ms`, count, failed, rejected, log.length, elapsed, (ideal / elapsed).toFixed(2)]);
			expect(items).toHaveLength(count);
			expect(failed).toBe(0);
			// Learning costs two 429s, plus one for each read that was already in flight when the
			// first window filled (self-hosted reads run 50 at a time); a busy loop would cost hundreds.
			const inFlight = deployment === 'selfHosted' ? 50 : 1;
			expect(rejected).toBeLessThanOrEqual(inFlight + 2);
		} finally {
			env.emulator.configure({ rateLimit: { [deployment]: { enabled: false } } });
		}
	});
});
