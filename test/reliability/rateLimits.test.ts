import {
	apiRequests,
	CLOUD_CREDENTIALS,
	cloudParams,
	DEMO_SELF_HOSTED_API_KEY,
	locator,
	SEED,
	selfHostedParams,
	useEnv,
} from '../support/env';
import { recordFigure } from '../support/figures';
import { holdAnswersUntil } from '../support/holdAnswers';
import {
	expectWithinLimit,
	holdFirstWindowUntilRefusal,
	watchRateWindows,
} from '../support/rateWindows';
import { table, writeSection } from './report';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { cloudAlertId, selfHostedAlertId } = require('../emulator');

/**
 * A self-hosted API key per test: each starts with a pacer that knows nothing (the node keeps
 * one per credential for as long as the process runs) and with server windows of its own, so
 * what one test taught the node cannot change what the next one sees.
 */
const SELF_HOSTED_KEYS = {
	paced: 'rate-limits-key-paced',
	documented: 'rate-limits-key-documented',
	unlimited: 'rate-limits-key-unlimited',
} as const;
const credentialsOf = (name: keyof typeof SELF_HOSTED_KEYS) => ({
	observabilitySelfHostedApi: { id: `rate-${name}`, name },
});

/** The path an alert read goes to. */
const alertPath = (deployment: 'cloud' | 'selfHosted') => (id: string) =>
	deployment === 'cloud'
		? `/v1/organizations/${SEED.org}/services/${SEED.service}/observability/alerts/${id}`
		: `/api/v2/alerts/${id}`;

describe('rate limits', () => {
	const env = useEnv({ eachTest: 'none' });
	const rows: Array<Array<string | number>> = [];
	beforeAll(() => {
		env.emulator.configure({
			selfHostedApiKeys: [DEMO_SELF_HOSTED_API_KEY, ...Object.values(SELF_HOSTED_KEYS)],
		});
		for (const [name, apiKey] of Object.entries(SELF_HOSTED_KEYS)) {
			env.harness.store[`rate-${name}`] = {
				observabilitySelfHostedApi: { baseUrl: env.emulator.url, apiKey },
			};
		}
	});
	afterAll(() => {
		env.emulator.configure({ selfHostedApiKeys: [DEMO_SELF_HOSTED_API_KEY] });
		writeSection(
			'rateLimits',
			`## Rate limits\n\nOne workflow run, one node, many items (each reads a record of its own), against the emulator's limit with the window scaled down. The node learns the limit from the first 429s and then spaces its requests itself. Self-hosted reads run up to 200 items at a time, but at most 101 requests (the documented limit per minute and one more) go out before the server has shown whether it refuses more; against a lower limit the requests already in flight when the first window fills each see one 429. Checked in every run, whatever the machine's speed: no window accepted more than the limit, every item ended with its record, each refused request was retried until accepted and never before the end of the window its 429 announced, and no record was read again after it was answered. The counts of 429s and the times below are figures of this run: a busy machine delays requests into the scaled-down windows and provokes more.\n\n` +
				table(
					[
						'Deployment',
						'Limit',
						'Items',
						'Failed items',
						'429s provoked',
						'Requests',
						'Elapsed (ms)',
						'Best possible time / elapsed',
					],
					rows,
				),
		);
	});

	it.each([
		['cloud', 10, 500, 60],
		['selfHosted', 20, 500, 60],
	] as const)(
		'%s: %i per %i ms, %i operations: no failed item, no window over the limit, no retry before the window ends',
		async (deployment, limit, windowMs, count) => {
			env.emulator.reset({ alerts: count, selfHostedAlerts: count });
			env.emulator.configure({ rateLimit: { [deployment]: { enabled: true, limit, windowMs } } });
			const undoHold = holdFirstWindowUntilRefusal(env.emulator, deployment);
			const watched = watchRateWindows(env.emulator, deployment);
			try {
				const ids = Array.from({ length: count }, (_, index) =>
					deployment === 'cloud' ? cloudAlertId(index) : selfHostedAlertId(index),
				);
				const params =
					deployment === 'cloud'
						? cloudParams('alert', 'get', { alertId: locator('={{ $json.id }}') })
						: selfHostedParams('alert', 'get', { alertId: locator('={{ $json.id }}') });
				const started = Date.now();
				const result = await env.harness.runNode({
					parameters: params,
					credentials: deployment === 'cloud' ? CLOUD_CREDENTIALS : credentialsOf('paced'),
					input: ids.map((id) => ({ id })),
					continueOnFail: true,
				});
				const elapsed = Date.now() - started;
				const items = result.json('Node');
				const failed = items.filter((item: { error?: string }) => item.error).length;
				const log = apiRequests(env);
				const rejected = log.filter((entry) => entry.status === 429).length;
				const ideal = (Math.ceil(count / limit) - 1) * windowMs; // the first window is free
				rows.push([
					deployment,
					`${limit} / ${windowMs} ms`,
					count,
					failed,
					rejected,
					log.length,
					elapsed,
					(ideal / elapsed).toFixed(2),
				]);
				recordFigure(
					'rateLimits',
					`rate limits, ${deployment} ${limit} per ${windowMs} ms: ${count} items, ${failed} failed, ${rejected} refused with 429, ${log.length} requests`,
				);
				expect(items.map((item: { id?: string; error?: string }) => item.error ?? item.id)).toEqual(
					ids,
				);
				// Learning costs, in the first window (it holds until its first 429), at most the
				// requests sent before the first answer beyond the limit: nothing sent after the
				// node learned reaches that window. The cloud reads one item at a time, so exactly
				// one; self-hosted reads send all 60 at once (the gate allows 101), so up to 40 (the
				// last may travel into the next window on a busy machine). Later windows' 429s
				// depend on how fast requests travel and are not counted.
				const sentBeforeAnswer = deployment === 'cloud' ? limit + 1 : count;
				expect(watched.windows[0].accepted).toBe(limit);
				expect(watched.windows[0].refused).toBeGreaterThanOrEqual(1);
				expect(watched.windows[0].refused).toBeLessThanOrEqual(sentBeforeAnswer - limit);
				expectWithinLimit(log, watched, limit, ids.map(alertPath(deployment)));
			} finally {
				watched.undo();
				undoHold();
				env.emulator.configure({ rateLimit: { [deployment]: { enabled: false } } });
			}
		},
	);
	it('selfHosted: 200 reads with default settings at the documented 100 per window: the first 101 see one 429, no item fails', async () => {
		env.emulator.reset({ selfHostedAlerts: 200 });
		env.emulator.configure({
			latencyMs: 5,
			rateLimit: { selfHosted: { enabled: true, limit: 100, windowMs: 1000 } },
		});
		const undoHold = holdFirstWindowUntilRefusal(env.emulator, 'selfHosted');
		const watched = watchRateWindows(env.emulator, 'selfHosted');
		try {
			const ids = Array.from({ length: 200 }, (_, index) => selfHostedAlertId(index));
			const started = Date.now();
			const result = await env.harness.runNode({
				parameters: selfHostedParams('alert', 'get', { alertId: locator('={{ $json.id }}') }),
				credentials: credentialsOf('documented'),
				input: ids.map((id) => ({ id })),
				continueOnFail: true,
			});
			const elapsed = Date.now() - started;
			const items = result.json('Node');
			const failed = items.filter((item: { error?: string }) => item.error).length;
			const log = apiRequests(env);
			const rejected = log.filter((entry) => entry.status === 429).length;
			rows.push([
				'selfHosted (default concurrency)',
				'100 / 1000 ms',
				200,
				failed,
				rejected,
				log.length,
				elapsed,
				((1 * 1000) / elapsed).toFixed(2),
			]);
			recordFigure(
				'rateLimits',
				`rate limits, selfHosted 100 per window, default concurrency: 200 items, ${failed} failed, ${rejected} refused with 429, ${log.length} requests`,
			);
			expect(items.map((item: { id?: string; error?: string }) => item.error ?? item.id)).toEqual(
				ids,
			);
			// At most 101 go before the server has shown its limit (the next test holds the gate to
			// that); they count in one server window (as in a real minute), so exactly the one past
			// the limit is refused and tells the limit, and nothing more reaches that window: a
			// count the gate fixes, not the clock.
			expect(log.slice(0, 101).map((entry) => entry.status)).toEqual([
				...Array(100).fill(200),
				429,
			]);
			expect(watched.windows[0]).toEqual({ accepted: 100, refused: 1 });
			expectWithinLimit(log, watched, 100, ids.map(alertPath('selfHosted')));
		} finally {
			watched.undo();
			undoHold();
			env.emulator.configure({ latencyMs: 0, rateLimit: { selfHosted: { enabled: false } } });
		}
	});

	it('selfHosted without a limit: at most 101 requests before the first answer, then the rest at once', async () => {
		env.emulator.reset();
		env.emulator.configure({ latencyMs: 20 });
		// Once more than 100 were accepted the gate opens: the other 149 go without waiting for
		// each other. Shown by count: their answers are held until all 149 are in flight at once
		// (a node that still waited would leave the barrier short, and fail below, not hang). The
		// give-up bound is far above what the 149 take on a loaded machine (a few seconds) and
		// below jest's two minutes.
		const barrier = holdAnswersUntil(env.emulator, 149, () => apiRequests(env).length > 101, 60000);
		try {
			const input = Array.from({ length: 250 }, (_, index) => ({ id: SEED.sh.alerts[index % 6] }));
			const result = await env.harness.runNode({
				parameters: selfHostedParams('alert', 'get', { alertId: locator('={{ $json.id }}') }),
				credentials: credentialsOf('unlimited'),
				input,
			});
			expect(result.json('Node')).toHaveLength(250);
			const log = apiRequests(env);
			expect(log).toHaveLength(250);
			expect(log.every((entry) => entry.status === 200)).toBe(true);
			// The gate: no request after the 101st leaves before an answer came back.
			const firstAnswer = Math.min(...log.map((entry) => entry.time + (entry.durationMs ?? 0)));
			expect(log.filter((entry) => entry.time < firstAnswer).length).toBeLessThanOrEqual(101);
			expect(barrier.state).toEqual({ reached: true, gaveUp: false, peak: 149 });
			recordFigure(
				'rateLimits',
				`rate limits, selfHosted without a limit: ${log.filter((entry) => entry.time < firstAnswer).length} requests before the first answer, then ${barrier.state.peak} at once`,
			);
		} finally {
			barrier.undo();
			env.emulator.configure({ latencyMs: 0 });
		}
	});
});
