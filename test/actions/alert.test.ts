import { apiRequests, cloudParams, locator, runAction, SEED, selfHostedParams, useEnv } from '../support/env';
import { expectRefusedBeforeSending } from '../support/inputError';

type Deployment = 'cloud' | 'selfHosted';

const fixtures = {
	cloud: {
		params: cloudParams,
		alert: () => SEED.cloudAlerts[0],
		unknown: 'ffffffffffffffffffffffff',
		dashboard: () => SEED.cloudDashboard,
		tile: () => SEED.cloudTile,
		webhook: () => SEED.cloudWebhook,
		base: () => `/v1/organizations/${SEED.org}/services/${SEED.service}/observability/alerts`,
		auth: /^Basic /,
		notFound: /^HTTP 404: NOT_FOUND/,
		dashboardField: 'dashboard',
	},
	selfHosted: {
		params: selfHostedParams,
		alert: () => SEED.sh.alerts[0],
		unknown: 'ffffffffffffffffffffffff',
		dashboard: () => SEED.sh.dashboard,
		tile: () => SEED.sh.tile,
		webhook: () => SEED.sh.webhook,
		base: () => '/api/v2/alerts',
		auth: /^Bearer /,
		notFound: /^HTTP 404: Alert not found$/,
		dashboardField: 'dashboardId',
	},
};

describe.each(['cloud', 'selfHosted'] as Deployment[])('alert on %s', (deployment) => {
	const f = fixtures[deployment];
	const env = useEnv();

	const createFields = () => ({
		specifyBody: 'fields',
		name: 'Checkout errors',
		source: 'tile',
		dashboardId: locator(f.dashboard()),
		tileId: f.tile(),
		thresholdType: 'between',
		threshold: 10,
		thresholdMax: 20,
		interval: '15m',
		webhookId: locator(f.webhook()),
		message: 'Errors out of range',
	});

	it('create (fields) sends the typed body and returns the alert', async () => {
		const result = await runAction(env, f.params('alert', 'create', createFields()));
		const [alert] = result.json('Node');
		expect(alert).toMatchObject({ name: 'Checkout errors', threshold: 10, thresholdMax: 20, interval: '15m', thresholdType: 'between' });
		const [logged] = apiRequests(env);
		expect(logged).toMatchObject({ method: 'POST', path: f.base(), status: 200 });
		expect(logged.headers.authorization).toMatch(f.auth);
		expect(logged.body).toEqual({
			name: 'Checkout errors',
			message: 'Errors out of range',
			source: 'tile',
			threshold: 10,
			thresholdMax: 20,
			thresholdType: 'between',
			interval: '15m',
			dashboardId: f.dashboard(),
			tileId: f.tile(),
			channel: { type: 'webhook', webhookId: f.webhook() },
		});
	});

	it('create (json) passes unknown fields through', async () => {
		const body = { name: 'J', source: 'tile', dashboardId: f.dashboard(), tileId: f.tile(), threshold: 5, thresholdType: 'above', interval: '1h', channel: { type: 'webhook', webhookId: f.webhook() }, customField: 'kept' };
		await runAction(env, f.params('alert', 'create', { specifyBody: 'json', jsonBody: JSON.stringify(body) }));
		expect(apiRequests(env)[0].body).toEqual(body);
	});

	it('create rejects thresholdMax below threshold before sending anything', async () => {
		const result = await runAction(env, f.params('alert', 'create', { ...createFields(), thresholdMax: 5 }));
		const error = result.error('Node');
		expectRefusedBeforeSending(env, error, /thresholdMax/);
	});

	it('get returns the alert', async () => {
		const [alert] = (await runAction(env, f.params('alert', 'get', { alertId: locator(f.alert()) }))).json('Node');
		expect(alert.id).toBe(f.alert());
		expect(alert).toHaveProperty('state');
		const [logged] = apiRequests(env);
		expect(logged).toMatchObject({ method: 'GET', path: `${f.base()}/${f.alert()}` });
		expect(logged.headers.authorization).toMatch(f.auth);
	});

	it('get of an unknown id carries the 404 text', async () => {
		const error = (await runAction(env, f.params('alert', 'get', { alertId: locator(f.unknown) }))).error('Node');
		expect(error?.message).toMatch(f.notFound);
	});

	it('get of a malformed id fails before any request', async () => {
		const error = (await runAction(env, f.params('alert', 'get', { alertId: locator('not-an-id') }))).error('Node');
		expect(error?.message).toMatch(/alertId/);
		expect(apiRequests(env)).toHaveLength(0);
	});

	it('getAll returns one item per alert, limit cuts', async () => {
		const all = (await runAction(env, f.params('alert', 'getAll', { returnAll: true }))).json('Node');
		expect(all).toHaveLength(env.emulator.store ? all.length : 6);
		expect(all.length).toBeGreaterThanOrEqual(6);
		const two = (await runAction(env, f.params('alert', 'getAll', { returnAll: false, limit: 2 }))).json('Node');
		expect(two.map((alert: { id: string }) => alert.id)).toEqual(all.slice(0, 2).map((alert: { id: string }) => alert.id));
		expect(apiRequests(env)[0]).toMatchObject({ method: 'GET', path: f.base() });
	});

	it('update reads the alert, merges the given fields and replaces it whole', async () => {
		const before = (await runAction(env, f.params('alert', 'get', { alertId: locator(f.alert()) }))).json('Node')[0];
		env.emulator.clearRequests();
		const [after] = (await runAction(env, f.params('alert', 'update', { alertId: locator(f.alert()), specifyBody: 'fields', updateFields: { threshold: 999 } }))).json('Node');
		expect(after.threshold).toBe(999);
		expect(after.name).toBe(before.name);
		expect(after.interval).toBe(before.interval);
		expect(after.message).toBe(before.message);
		const log = apiRequests(env);
		expect(log.map((entry: { method: string }) => entry.method)).toEqual(['GET', 'PUT']);
		expect(log[1].body).toMatchObject({ threshold: 999, name: before.name, interval: before.interval, thresholdType: before.thresholdType, dashboardId: before[f.dashboardField] });
		expect(log[1].body).not.toHaveProperty('id');
		expect(log[1].body).not.toHaveProperty('createdAt');
	});

	it('update of an unknown id carries the 404 text and writes nothing', async () => {
		const error = (await runAction(env, f.params('alert', 'update', { alertId: locator(f.unknown), specifyBody: 'json', jsonBody: '{"threshold": 1}' }))).error('Node');
		expect(error?.message).toMatch(f.notFound);
		expect(apiRequests(env).map((entry: { method: string }) => entry.method)).toEqual(['GET']);
	});

	it('delete returns {deleted: true, id}', async () => {
		const [out] = (await runAction(env, f.params('alert', 'delete', { alertId: locator(f.alert()) }))).json('Node');
		expect(out).toEqual({ deleted: true, id: f.alert() });
		expect(apiRequests(env)[0]).toMatchObject({ method: 'DELETE', path: `${f.base()}/${f.alert()}` });
	});

	it('delete of an unknown id carries the 404 text', async () => {
		const error = (await runAction(env, f.params('alert', 'delete', { alertId: locator(f.unknown) }))).error('Node');
		expect(error?.message).toMatch(f.notFound);
	});
});

describe('alert: items, pairing, expressions', () => {
	const env = useEnv({ eachTest: 'clearRequests' });

	it('three items with continueOnFail: good, unknown, malformed — each paired, none lost', async () => {
		const input = [{ id: SEED.sh.alerts[0] }, { id: 'ffffffffffffffffffffffff' }, { id: 'bad' }];
		const result = await runAction(env, selfHostedParams('alert', 'get', { alertId: locator('={{ $json.id }}') }), { input, continueOnFail: true });
		const items = result.items('Node');
		expect(items).toHaveLength(3);
		expect(items.map((item: { pairedItem: unknown }) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(items[0].json.id).toBe(SEED.sh.alerts[0]);
		expect(items[1].json.error).toBe('HTTP 404: Alert not found');
		expect(items[2].json.error).toMatch(/alertId/);
		expect(apiRequests(env)).toHaveLength(2);
	});

	it('without continueOnFail the failing item stops the node with its item index', async () => {
		const input = [{ id: SEED.sh.alerts[0] }, { id: 'ffffffffffffffffffffffff' }];
		const result = await runAction(env, selfHostedParams('alert', 'get', { alertId: locator('={{ $json.id }}') }), { input });
		const error = result.error('Node');
		expect(error?.message).toBe('HTTP 404: Alert not found');
		expect((error as unknown as { context: { itemIndex: number } }).context.itemIndex).toBe(1);
	});

	it('an empty expression is an input error naming the field', async () => {
		const result = await runAction(env, selfHostedParams('alert', 'get', { alertId: locator('={{ $json.missing }}') }), { input: [{}] });
		expect(result.error('Node')?.message).toMatch(/Invalid "alertId": it is empty/);
		expect(apiRequests(env)).toHaveLength(0);
	});
});
