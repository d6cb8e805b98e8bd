import {
	apiRequests,
	CLOUD_CREDENTIALS,
	cloudParams,
	locator,
	runAction,
	SEED,
	useEnv,
} from '../support/env';
import { ActiveTrigger, cloudTrigger } from '../trigger/support';

/**
 * Complete lists on the newer cloud document: keys by cursor (250 a page, `nextCursor`),
 * alerts, webhooks and saved searches by offset (1,000 a page, the last page the first one
 * shorter than asked); Limit asks only what is still missing; an older server that ignores
 * the parameters is read as one page.
 */
/** The 5 seeded keys of SEED.org and 260 generated ones. */
const KEYS = 5 + 260;
const ALERTS = 1050;
const WEBHOOKS = 1005;
const SAVED_SEARCHES = 1003;

const keyParams = (extra: Record<string, unknown>) => {
	const { serviceId: _serviceId, ...rest } = cloudParams('apiKey', 'getAll', extra);
	void _serviceId;
	return rest;
};
const ids = (records: Array<{ id: string }>) => records.map((record) => record.id);

describe('paged cloud lists', () => {
	const env = useEnv({
		emulator: {
			seed: {
				cloudKeys: 260,
				alerts: ALERTS,
				cloudWebhooks: WEBHOOKS,
				cloudSavedSearches: SAVED_SEARCHES,
			},
		},
	});
	const keyQueries = () => env.emulator.queriesOf('/keys') as Array<Record<string, string>>;
	const alertQueries = () =>
		env.emulator.queriesOf('/observability/alerts') as Array<Record<string, string>>;

	afterEach(() => env.emulator.configure({ olderCloud: false }));

	it(`API Key: Get Many with Return All reads ${KEYS} keys across cursor pages, each key once, oldest first`, async () => {
		const keys = (await runAction(env, keyParams({ returnAll: true }))).json('Node');
		expect(keys).toHaveLength(KEYS);
		expect(new Set(ids(keys)).size).toBe(KEYS);
		const queries = keyQueries();
		expect(queries).toHaveLength(2);
		expect(queries[0]).toEqual({ limit: '250' });
		expect(queries[1]).toEqual({ limit: '250', cursor: expect.any(String) });
		const created = keys.map((key: { createdAt: string }) => Date.parse(key.createdAt));
		expect(created).toEqual([...created].sort((a: number, b: number) => a - b));
	});

	it('API Key: Get Many with Limit 260 asks 250, then only the 10 still missing', async () => {
		const keys = (await runAction(env, keyParams({ returnAll: false, limit: 260 }))).json('Node');
		expect(keys).toHaveLength(260);
		expect(keyQueries().map((query) => query.limit)).toEqual(['250', '10']);
	});

	it('API Key: Get Many with Limit 5 takes one request of 5', async () => {
		const keys = (await runAction(env, keyParams({ returnAll: false, limit: 5 }))).json('Node');
		expect(keys).toHaveLength(5);
		expect(keyQueries()).toEqual([{ limit: '5' }]);
	});

	it('the key picker finds a key past the first cursor page', async () => {
		const { generatedKeyId } = jest.requireActual('../emulator');
		const last = generatedKeyId(259);
		const result = await env.harness.loadOptions({
			parameters: keyParams({ operation: 'get' }),
			credentials: CLOUD_CREDENTIALS,
			method: 'searchApiKeys',
			kind: 'listSearch',
		});
		expect(result.results.map((entry: { value: string }) => entry.value)).toContain(last);
		expect(keyQueries()).toHaveLength(2);
	});

	it(`Alert: Get Many with Return All reads ${ALERTS} cloud alerts across offset pages`, async () => {
		const alerts = (
			await runAction(env, cloudParams('alert', 'getAll', { returnAll: true, simplify: false }))
		).json('Node');
		expect(alerts).toHaveLength(ALERTS);
		expect(new Set(ids(alerts)).size).toBe(ALERTS);
		expect(alertQueries()).toEqual([
			{ limit: '1000', offset: '0' },
			{ limit: '1000', offset: '1000' },
		]);
	});

	it('Alert: Get Many with Limit 1010 stops after the 10 still missing', async () => {
		const alerts = (
			await runAction(env, cloudParams('alert', 'getAll', { returnAll: false, limit: 1010 }))
		).json('Node');
		expect(alerts).toHaveLength(1010);
		expect(alertQueries()).toEqual([
			{ limit: '1000', offset: '0' },
			{ limit: '10', offset: '1000' },
		]);
	});

	it('Webhook: Get Many and Saved Search: Get Many read past the first offset page', async () => {
		const hooks = (
			await runAction(env, cloudParams('webhook', 'getAll', { returnAll: true }))
		).json('Node');
		expect(hooks).toHaveLength(WEBHOOKS);
		expect(new Set(ids(hooks)).size).toBe(WEBHOOKS);
		expect(env.emulator.queriesOf('/observability/webhooks')).toEqual([
			{ limit: '1000', offset: '0' },
			{ limit: '1000', offset: '1000' },
		]);
		const searches = (
			await runAction(env, cloudParams('savedSearch', 'getAll', { returnAll: true }))
		).json('Node');
		expect(searches).toHaveLength(SAVED_SEARCHES);
		expect(env.emulator.queriesOf('/observability/saved-searches')).toHaveLength(2);
	});

	it('Webhook: Update finds a webhook on the second page', async () => {
		const hooks = (
			await runAction(env, cloudParams('webhook', 'getAll', { returnAll: true }))
		).json('Node');
		const last = hooks[hooks.length - 1];
		env.emulator.clearRequests();
		const [updated] = (
			await runAction(
				env,
				cloudParams('webhook', 'update', {
					webhookId: locator(last.id),
					specifyBody: 'json',
					jsonBody: '{"name": "Renamed"}',
				}),
			)
		).json('Node');
		expect(updated).toMatchObject({ id: last.id, name: 'Renamed' });
		expect(apiRequests(env).map((entry) => [entry.method, entry.query])).toEqual([
			['GET', { limit: '1000', offset: '0' }],
			['GET', { limit: '1000', offset: '1000' }],
			['PUT', {}],
		]);
	});

	it('the polling trigger sees a cloud alert past the first page', async () => {
		const t = new ActiveTrigger(env, cloudTrigger('alertStateChanged'));
		expect(await t.poll()).toBeNull();
		expect(alertQueries()).toHaveLength(2);
		const lastId = SEED.cloudAlertId ? SEED.cloudAlertId(ALERTS - 1) : undefined;
		const all = (
			await runAction(env, cloudParams('alert', 'getAll', { returnAll: true, simplify: false }))
		).json('Node');
		const last = (lastId ?? all[all.length - 1].id) as string;
		env.emulator.setAlertState(last, 'ALERT');
		const items = await t.poll();
		expect((items ?? []).map((item) => [item.id, item.state])).toEqual([[last, 'ALERT']]);
	});

	it('an older cloud server that ignores the parameters is read as one page (never loops)', async () => {
		env.emulator.configure({ olderCloud: true });
		const keys = (await runAction(env, keyParams({ returnAll: true }))).json('Node');
		expect(keys).toHaveLength(KEYS);
		expect(keyQueries()).toHaveLength(1);
		const alerts = (await runAction(env, cloudParams('alert', 'getAll', { returnAll: true }))).json(
			'Node',
		);
		expect(alerts).toHaveLength(ALERTS);
		expect(alertQueries()).toHaveLength(1);
		const limited = (
			await runAction(env, cloudParams('alert', 'getAll', { returnAll: false, limit: 3 }))
		).json('Node');
		expect(limited).toHaveLength(3);
		expect(alertQueries()).toHaveLength(2);
	});
});
