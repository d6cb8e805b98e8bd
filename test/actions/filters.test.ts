import {
	apiRequests,
	cloudParams,
	runAction,
	SEED,
	selfHostedParams,
	useEnv,
} from '../support/env';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { selfHostedAlertId } = require('../emulator');

type Request = { method: string; path: string; query: Record<string, string> };
const listCalls = (requests: Request[], path: string) =>
	requests
		.filter((entry) => entry.path === path)
		.map((entry) => `offset=${entry.query.offset ?? '-'}&limit=${entry.query.limit ?? '-'}`);

/** Get Many filters through n8n-core's engine against the emulator: what is asked, what comes out. */
describe('Get Many filters on paged self-hosted alerts', () => {
	const env = useEnv({ emulator: { seed: { selfHostedAlerts: 2500 } }, eachTest: 'none' });
	const pending = [100, 1100, 1150, 2100].map((index) => selfHostedAlertId(index) as string);

	beforeAll(() => {
		for (const id of pending) env.emulator.setAlertState(id, 'PENDING');
	});
	beforeEach(() => env.emulator.clearRequests());

	const run = async (extra: Record<string, unknown>) =>
		(await runAction(env, selfHostedParams('alert', 'getAll', extra))).json('Node');

	it('Limit counts matching records: pages are read until enough match, and no further', async () => {
		const three = await run({ limit: 3, filters: { states: ['PENDING'] } });
		expect(three.map((alert: { id: string }) => alert.id)).toEqual(pending.slice(0, 3));
		expect(listCalls(apiRequests(env), '/api/v2/alerts')).toEqual([
			'offset=0&limit=1000',
			'offset=1000&limit=1000',
		]);

		env.emulator.clearRequests();
		const four = await run({ limit: 4, filters: { states: ['pending'] } });
		expect(four.map((alert: { id: string }) => alert.id)).toEqual(pending);
		expect(listCalls(apiRequests(env), '/api/v2/alerts')).toEqual([
			'offset=0&limit=1000',
			'offset=1000&limit=1000',
			'offset=2000&limit=1000',
		]);
	});

	it('a Limit beyond the matches reads the list to its end and returns what matched', async () => {
		const items = await run({ limit: 50, filters: { states: ['PENDING'] } });
		expect(items).toHaveLength(4);
		expect(listCalls(apiRequests(env), '/api/v2/alerts')).toEqual([
			'offset=0&limit=1000',
			'offset=1000&limit=1000',
			'offset=2000&limit=1000',
		]);
	});

	it('Return All reads every page and keeps the matches, with name and state together', async () => {
		const all = await run({ returnAll: true });
		expect(all).toHaveLength(2500);
		const expected = all.filter(
			(alert: { name: string; state: string }) =>
				alert.name.toLowerCase().includes('alert 110') && ['PENDING', 'OK'].includes(alert.state),
		);
		expect(expected.length).toBeGreaterThan(2);
		env.emulator.clearRequests();
		const items = await run({
			returnAll: true,
			filters: { name: 'alert 110', states: ['PENDING', 'OK'] },
		});
		expect(items).toEqual(expected);
		expect(listCalls(apiRequests(env), '/api/v2/alerts')).toHaveLength(3);
	});

	it('filters, then simplifies', async () => {
		const items = (
			await runAction(
				env,
				selfHostedParams('alert', 'getAll', { limit: 1, filters: { states: ['PENDING'] } }),
			)
		).json('Node');
		expect(items).toEqual([
			expect.objectContaining({
				id: pending[0],
				state: 'PENDING',
				threshold: expect.any(Number),
			}),
		]);
		expect(items[0]).not.toHaveProperty('teamId');
	});

	it('refuses a bad filter before any request', async () => {
		const result = await runAction(
			env,
			selfHostedParams('alert', 'getAll', { limit: 3, filters: { states: '={{ {"a": 1} }}' } }),
		);
		expect(result.error('Node')?.message).toMatch(
			/Invalid 'Filters > States': expected a list or comma-separated text/,
		);
		expect(apiRequests(env)).toHaveLength(0);
	});
});

describe('Get Many filters on a server that ignores limit and offset', () => {
	const env = useEnv({ emulator: { legacy: true } });

	it('reads the one answer, filters it, and does not loop', async () => {
		const items = (
			await runAction(
				env,
				selfHostedParams('alert', 'getAll', { limit: 1, filters: { states: ['DISABLED'] } }),
			)
		).json('Node');
		expect(items.map((alert: { id: string }) => alert.id)).toEqual([SEED.sh.alerts[5]]);
		expect(listCalls(apiRequests(env), '/api/v2/alerts')).toHaveLength(1);
	});
});

describe('Get Many filters on single-request lists', () => {
	const env = useEnv({ eachTest: 'clearRequests' });
	const SERVICE = `/v1/organizations/${SEED.org}/services/${SEED.service}`;
	const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);
	const paths = () =>
		(apiRequests(env) as Request[]).map((entry) => `${entry.method} ${entry.path}`);

	it('cloud alerts by state (any case) and name, Limit after filtering', async () => {
		const all = (await runAction(env, cloudParams('alert', 'getAll', { returnAll: true }))).json(
			'Node',
		);
		const alerting = all.filter(
			(alert: { state: string }) => alert.state.toLowerCase() === 'alert',
		);
		expect(alerting.length).toBeGreaterThan(0);
		env.emulator.clearRequests();
		const items = (
			await runAction(
				env,
				cloudParams('alert', 'getAll', {
					limit: 1,
					filters: { states: ['ALERT'], name: 'CLOUD ALERT' },
				}),
			)
		).json('Node');
		expect(ids(items)).toEqual([alerting[0].id]);
		expect(paths()).toEqual([`GET ${SERVICE}/observability/alerts`]);
	});

	it('pipes by state and name', async () => {
		const failed = (
			await runAction(
				env,
				cloudParams('pipe', 'getAll', { returnAll: true, filters: { states: ['Failed'] } }),
			)
		).json('Node');
		expect(ids(failed)).toContain(SEED.pipes.failed);
		for (const pipe of failed) expect(pipe.state).toBe('Failed');
		const named = (
			await runAction(env, cloudParams('pipe', 'getAll', { limit: 2, filters: { name: 'ORDERS' } }))
		).json('Node');
		expect(named.length).toBeGreaterThan(0);
		expect(named.length).toBeLessThanOrEqual(2);
		for (const pipe of named) expect(pipe.name.toLowerCase()).toContain('orders');
		expect(paths()).toEqual([`GET ${SERVICE}/pipes`, `GET ${SERVICE}/pipes`]);
	});

	it('dashboards by tag and name', async () => {
		const infra = (
			await runAction(
				env,
				selfHostedParams('dashboard', 'getAll', { returnAll: true, filters: { tags: 'INFRA' } }),
			)
		).json('Node');
		expect(ids(infra)).toEqual([SEED.sh.dashboard2]);
		const none = (
			await runAction(
				env,
				selfHostedParams('dashboard', 'getAll', {
					returnAll: true,
					filters: { tags: 'infra', name: 'no such dashboard' },
				}),
			)
		).json('Node');
		expect(none).toEqual([]);
		const cloud = (
			await runAction(
				env,
				cloudParams('dashboard', 'getAll', { limit: 5, filters: { tags: 'production, slo' } }),
			)
		).json('Node');
		expect(ids(cloud)).toEqual([SEED.cloudDashboard]);
	});

	it('API keys by state', async () => {
		const disabled = (
			await runAction(
				env,
				cloudParams('apiKey', 'getAll', { returnAll: true, filters: { state: 'disabled' } }),
			)
		).json('Node');
		expect(ids(disabled)).toEqual([SEED.keys.disabled]);
		const result = await runAction(
			env,
			cloudParams('apiKey', 'getAll', { returnAll: true, filters: { state: 'revoked' } }),
		);
		expect(result.error('Node')?.message).toMatch(
			/Invalid 'Filters > State': "revoked" is not allowed/,
		);
	});
});

/**
 * No endpoint filters alerts by state, so the node judges a state only after reading the
 * list: one that neither the documents list nor any alert read carries is refused, naming the
 * field, both lists and the fix; the list was read, nothing written.
 */
describe('Alert: Get Many with a state nobody knows', () => {
	const env = useEnv({ eachTest: 'reset' });
	const run = async (extra: Record<string, unknown>, options: { continueOnFail?: boolean } = {}) =>
		await runAction(env, selfHostedParams('alert', 'getAll', extra), options);
	const methods = () =>
		(apiRequests(env) as Request[]).map((entry) => `${entry.method} ${entry.path}`);

	it('refuses "FIRING" after reading the list: the field, the documented states, the states the alerts carry and the fix; only reads were sent', async () => {
		const result = await run({ returnAll: true, filters: { states: ['ALERT', 'FIRING'] } });
		const error = result.error('Node') as { message: string; description?: string } | undefined;
		expect(error?.message).toBe(
			"Invalid 'Filters > States': \"FIRING\" is neither a state the API documents (ALERT, OK, INSUFFICIENT_DATA, DISABLED, PENDING) nor one the server's alerts carry (ALERT, DISABLED, INSUFFICIENT_DATA, OK) [item 0]",
		);
		expect(error?.description).toBe(
			'Use one of those states (any case), or leave the states empty for every alert.',
		);
		expect(methods()).toEqual(['GET /api/v2/alerts']);
	});

	it('with Continue On Fail: an error item paired with its input item', async () => {
		const result = await run(
			{ limit: 50, filters: { states: 'firing' } },
			{ continueOnFail: true },
		);
		expect(result.json('Node')).toEqual([
			expect.objectContaining({
				error: expect.stringMatching(/Invalid 'Filters > States': "firing" is neither/),
			}),
		]);
		expect(methods().every((entry) => entry.startsWith('GET '))).toBe(true);
	});

	it('a documented state no alert is in answers an empty list', async () => {
		const alerts = env.emulator.store.sh.alerts.all() as Array<{ state: string }>;
		expect(alerts.some((alert) => alert.state === 'PENDING')).toBe(false);
		const result = await run({ returnAll: true, filters: { states: ['PENDING'] } });
		expect(result.error('Node')).toBeUndefined();
		expect(result.json('Node')).toEqual([]);
	});

	it('a state the documents lack but an alert carries (a newer server) answers that alert', async () => {
		env.emulator.setAlertState(SEED.sh.alerts[2], 'SNOOZED');
		const result = await run({ returnAll: true, filters: { states: 'snoozed' } });
		expect(result.error('Node')).toBeUndefined();
		expect(
			result.json('Node').map((alert: { id: string; state: string }) => [alert.id, alert.state]),
		).toEqual([[SEED.sh.alerts[2], 'SNOOZED']]);
	});

	it('stopped at Limit, the list was not read to its end: no verdict on a state it did not see', async () => {
		const result = await run({ limit: 1, filters: { states: ['ALERT', 'FIRING'] } });
		expect(result.error('Node')).toBeUndefined();
		expect(result.json('Node').map((alert: { state: string }) => alert.state)).toEqual(['ALERT']);
	});
});

describe('Pipe: Get Many with a state nobody knows', () => {
	const env = useEnv({ eachTest: 'reset' });
	const run = async (extra: Record<string, unknown>, options: { continueOnFail?: boolean } = {}) =>
		await runAction(env, cloudParams('pipe', 'getAll', extra), options);
	const methods = () =>
		(apiRequests(env) as Request[]).map((entry) => `${entry.method} ${entry.path}`);
	const SERVICE = `/v1/organizations/${SEED.org}/services/${SEED.service}`;

	it('refuses "Firing" after reading the list, naming the field, the states and the fix; only the list was read', async () => {
		const result = await run({ returnAll: true, filters: { states: ['Running', 'Firing'] } });
		const error = result.error('Node') as { message: string; description?: string } | undefined;
		expect(error?.message).toMatch(
			/^Invalid 'Filters > States': "Firing" is neither a state the API documents \(Unknown, Provisioning, Running, .*\) nor one the server's pipes carry \(.*Running.*\) \[item 0\]$/,
		);
		expect(error?.description).toBe(
			'Use one of those states (any case), or leave the states empty for every pipe.',
		);
		expect(methods()).toEqual([`GET ${SERVICE}/pipes`]);
	});

	it('with Continue On Fail: an error item, nothing lost', async () => {
		const result = await run(
			{ returnAll: true, filters: { states: 'firing' } },
			{ continueOnFail: true },
		);
		expect(result.json('Node')).toEqual([
			expect.objectContaining({
				error: expect.stringMatching(/Invalid 'Filters > States': "firing" is neither/),
			}),
		]);
	});

	it('a documented state no pipe is in answers an empty list; a known one answers its pipes', async () => {
		const empty = await run({ returnAll: true, filters: { states: ['Snapshot'] } });
		expect(empty.error('Node')).toBeUndefined();
		expect(empty.json('Node')).toEqual([]);
		const failed = await run({ returnAll: true, filters: { states: 'failed' } });
		expect(failed.json('Node').map((pipe: { id: string }) => pipe.id)).toContain(SEED.pipes.failed);
	});
});
