import {
	apiRequests,
	cloudParams,
	locator,
	runAction,
	SEED,
	selfHostedParams,
	useEnv,
} from './support/env';
import { shAlertBody } from './actions/alert.cases';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { selfHostedAlertId } = require('./emulator');

const shAlertGet = (id = SEED.sh.alerts[0]) =>
	selfHostedParams('alert', 'get', { alertId: locator(id) });
const cloudAlertGet = (id = SEED.cloudAlerts[0]) =>
	cloudParams('alert', 'get', { alertId: locator(id) });
const shAlertCreate = () =>
	selfHostedParams('alert', 'create', {
		specifyBody: 'json',
		jsonBody: JSON.stringify({ ...shAlertBody(), name: 'x' }),
	});

describe('transport against the emulator', () => {
	const env = useEnv();

	describe('envelopes', () => {
		it('unwraps the cloud {status, requestId, result} envelope', async () => {
			const result = await runAction(env, cloudAlertGet());
			const [alert] = result.json('Node');
			expect(alert.id).toBe(SEED.cloudAlerts[0]);
			expect(alert).not.toHaveProperty('requestId');
			expect(alert).not.toHaveProperty('result');
		});
		it('unwraps the self-hosted {data} body', async () => {
			const [alert] = (await runAction(env, shAlertGet())).json('Node');
			expect(alert.id).toBe(SEED.sh.alerts[0]);
			expect(alert).not.toHaveProperty('data');
		});
	});

	describe('error shapes become NodeApiErrors with status and the server text', () => {
		it('cloud {status, error, requestId}', async () => {
			const unknown = 'ffffffffffffffffffff0fff';
			const error = (await runAction(env, cloudAlertGet(unknown))).error('Node');
			expect(error?.name).toBe('NodeApiError');
			expect(error?.message).toMatch(/^HTTP 404: NOT_FOUND: /);
			expect(error?.description).toMatch(/Request ID: [0-9a-f-]{36}/);
		});
		it('self-hosted {message}', async () => {
			const error = (await runAction(env, shAlertGet('ffffffffffffffffffffffff'))).error('Node');
			expect(error?.message).toBe('HTTP 404: Alert not found [item 0]');
		});
		it('self-hosted {error} (chart endpoint shape)', async () => {
			env.emulator.injectFault({
				path: '/api/v2/alerts/',
				count: 1,
				status: 403,
				body: { error: 'Forbidden for this team' },
			});
			const error = (await runAction(env, shAlertGet())).error('Node');
			expect(error?.message).toBe('HTTP 403: Forbidden for this team [item 0]');
		});
		it('plain text', async () => {
			env.emulator.injectFault({
				path: '/api/v2/alerts/',
				count: 1,
				status: 404,
				body: 'Not Found',
				contentType: 'text/plain',
			});
			const error = (await runAction(env, shAlertGet())).error('Node');
			expect(error?.message).toBe('HTTP 404: Not Found [item 0]');
		});
		it('a server that echoes the credentials gets them masked in the message', async () => {
			const { DEMO_CLOUD } = require('./emulator'); // eslint-disable-line @typescript-eslint/no-require-imports
			const basic =
				'Basic ' + Buffer.from(`${DEMO_CLOUD.keyId}:${DEMO_CLOUD.keySecret}`).toString('base64');
			env.emulator.injectFault({
				path: '/observability/alerts/',
				count: 1,
				status: 400,
				body: {
					status: 400,
					error: `BAD_REQUEST: header "${basic}" with secret ${DEMO_CLOUD.keySecret} refused`,
					requestId: 'r',
				},
			});
			const error = (await runAction(env, cloudAlertGet())).error('Node');
			expect(error?.message).toBe(
				'HTTP 400: BAD_REQUEST: header "Basic ***" with secret *** refused [item 0]',
			);
		});
		it('HTML error pages are reduced to their text', async () => {
			env.emulator.injectFault({
				method: 'POST',
				path: '/api/v2/alerts',
				count: 1,
				status: 502,
				body: '<html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>',
				contentType: 'text/html',
			});
			const error = (await runAction(env, shAlertCreate())).error('Node');
			expect(error?.message).toBe('HTTP 502: 502 Bad Gateway nginx [item 0]');
		});
	});

	describe('retries', () => {
		it('honours 429 Retry-After and retries', async () => {
			env.emulator.injectFault({
				path: '/api/v2/alerts/',
				count: 1,
				status: 429,
				body: 'Too many requests',
				contentType: 'text/plain',
				headers: { 'Retry-After': '1' },
			});
			const result = await runAction(env, shAlertGet());
			expect(result.json('Node')[0].id).toBe(SEED.sh.alerts[0]);
			const log = apiRequests(env);
			expect(log.map((entry) => entry.status)).toEqual([429, 200]);
			expect(log[1].time - log[0].time).toBeGreaterThanOrEqual(950);
		});
		it('honours the precise X-RateLimit-Reset of the cloud', async () => {
			// Retry-After asks for more than the node waits at most (65 s): a node that read it
			// instead of the precise reset would give up, not retry. A count, not a stopwatch.
			env.emulator.injectFault({
				path: '/observability/alerts/',
				count: 1,
				status: 429,
				body: { status: 429, error: 'TOO_MANY_REQUESTS: slow down', requestId: 'r' },
				headers: { 'X-RateLimit-Reset': '0.3', 'Retry-After': '3600' },
			});
			const result = await runAction(env, cloudAlertGet());
			expect(result.json('Node')[0].id).toBe(SEED.cloudAlerts[0]);
			const log = apiRequests(env);
			expect(log.map((entry) => entry.status)).toEqual([429, 200]);
			expect(log[1].time - log[0].time).toBeGreaterThanOrEqual(280);
		});
		it('retries an idempotent GET after 503s', async () => {
			env.emulator.injectFault({
				path: '/api/v2/alerts/',
				count: 2,
				status: 503,
				body: { message: 'unavailable' },
			});
			const result = await runAction(env, shAlertGet());
			expect(result.json('Node')).toHaveLength(1);
			expect(apiRequests(env).map((entry) => entry.status)).toEqual([503, 503, 200]);
		});
		it('retries an idempotent GET after a reset connection', async () => {
			env.emulator.injectFault({ path: '/api/v2/alerts/', count: 1, reset: true });
			const result = await runAction(env, shAlertGet());
			expect(result.json('Node')).toHaveLength(1);
			expect(apiRequests(env)).toHaveLength(2);
		});
		it('never retries a POST after a 500, and says so', async () => {
			env.emulator.injectFault({
				method: 'POST',
				path: '/api/v2/alerts',
				count: 1,
				status: 500,
				body: { message: 'boom' },
				afterAction: true,
			});
			const error = (await runAction(env, shAlertCreate())).error('Node');
			expect(error?.message).toBe('HTTP 500: boom [item 0]');
			expect(apiRequests(env)).toHaveLength(1);
		});
		it('never retries a POST after a reset connection', async () => {
			env.emulator.injectFault({
				method: 'POST',
				path: '/api/v2/alerts',
				count: 1,
				reset: true,
				afterAction: true,
			});
			const error = (await runAction(env, shAlertCreate())).error('Node');
			expect(error?.message).toMatch(/The connection to the server was closed unexpectedly/);
			expect(error?.description).toMatch(/not repeated/);
			expect(apiRequests(env)).toHaveLength(1);
		});
		it('times out a slow answer as configured', async () => {
			env.emulator.injectFault({ path: '/api/v2/alerts/', count: 5, delayMs: 800 });
			const error = (
				await runAction(env, { ...shAlertGet(), requestOptions: { timeout: 100, maxRetries: 1 } })
			).error('Node');
			expect(error?.message).toMatch(/No answer from the API within 100 ms \(after 2 attempts\)/);
		});
	});

	describe('pagination of self-hosted lists (page size 1000)', () => {
		it.each([0, 1, 999, 1000, 1001, 2500, 3000])(
			'returnAll over %i alerts uses the minimum of requests',
			async (count) => {
				env.emulator.reset({ selfHostedAlerts: count });
				env.emulator.clearRequests();
				const records = (
					await runAction(env, selfHostedParams('alert', 'getAll', { returnAll: true }))
				).json('Node');
				const expectedCount = count;
				// With no records the node outputs nothing.
				expect(records.filter((record: { id?: string }) => record.id)).toHaveLength(expectedCount);
				expect(new Set(records.map((record: { id: string }) => record.id)).size).toBe(
					expectedCount,
				);
				// In the server's order, whichever order the pages arrived in.
				expect(records.map((record: { id: string }) => record.id)).toEqual(
					Array.from({ length: count }, (_, index) => selfHostedAlertId(index)),
				);
				const log = apiRequests(env);
				expect(log).toHaveLength(Math.max(1, Math.ceil(count / 1000)));
				// Pages after the first may arrive in any order (they are read side by side).
				expect(
					log.map((entry) => Number(entry.query.offset)).sort((a: number, b: number) => a - b),
				).toEqual(log.map((_: unknown, index: number) => index * 1000));
			},
		);
		it.each([1, 999, 1000, 1001])(
			'limit %i over 2500 alerts stops as soon as it has enough',
			async (limit) => {
				env.emulator.reset({ selfHostedAlerts: 2500 });
				env.emulator.clearRequests();
				const records = (
					await runAction(env, selfHostedParams('alert', 'getAll', { returnAll: false, limit }))
				).json('Node');
				expect(records).toHaveLength(limit);
				expect(apiRequests(env)).toHaveLength(Math.ceil(limit / 1000));
			},
		);
		it('does not loop on an old server that ignores limit and offset', async () => {
			env.emulator.reset({ selfHostedAlerts: 1500 });
			env.emulator.configure({ legacy: true });
			env.emulator.clearRequests();
			try {
				const records = (
					await runAction(env, selfHostedParams('alert', 'getAll', { returnAll: true }))
				).json('Node');
				expect(records).toHaveLength(1500);
				expect(apiRequests(env)).toHaveLength(1);
			} finally {
				env.emulator.configure({ legacy: false });
			}
		});
	});
});
