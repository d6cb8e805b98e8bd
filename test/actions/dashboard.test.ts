import { apiRequests, cloudParams, locator, type LoggedRequest, runAction, SEED, selfHostedParams, type TestEnv, useEnv } from '../support/env';
import { expectRefusedBeforeSending } from '../support/inputError';

type Deployment = 'cloud' | 'selfHosted';

const fixtures = {
	cloud: {
		params: cloudParams,
		dashboard: () => SEED.cloudDashboard,
		tiles: () => SEED.cloudTiles as string[],
		unknown: 'ffffffffffffffffffffffff',
		base: () => `/v1/organizations/${SEED.org}/services/${SEED.service}/observability/dashboards`,
		auth: /^Basic [A-Za-z0-9+/=]+$/,
		notFound: (id: string) => `HTTP 404: NOT_FOUND: Dashboard ${id} not found`,
		stored: (env: TestEnv, id: string) => env.emulator.store.svc(SEED.service).dashboards.get(id),
		alerts: (env: TestEnv) => env.emulator.store.svc(SEED.service).alerts.all(),
		alertDashboardField: 'dashboard',
	},
	selfHosted: {
		params: selfHostedParams,
		dashboard: () => SEED.sh.dashboard,
		tiles: () => SEED.sh.tiles as string[],
		unknown: 'ffffffffffffffffffffffff',
		base: () => '/api/v2/dashboards',
		auth: /^Bearer emu-self-hosted-api-key$/,
		notFound: () => 'HTTP 404: Dashboard not found',
		stored: (env: TestEnv, id: string) => env.emulator.store.sh.dashboards.get(id),
		alerts: (env: TestEnv) => env.emulator.store.sh.alerts.all(),
		alertDashboardField: 'dashboardId',
	},
};

function expectRequest(entry: LoggedRequest, expected: { method: string; path: string; query?: Record<string, string>; body?: unknown; auth: RegExp }) {
	expect(entry.method).toBe(expected.method);
	expect(entry.path).toBe(expected.path);
	expect(entry.query).toEqual(expected.query ?? {});
	expect(entry.body).toEqual(expected.body);
	expect(entry.headers.authorization).toMatch(expected.auth);
}

const typedTiles = {
	tile: [
		{ id: '', name: 'Errors', x: 0, y: 0, w: 12, h: 4, config: '{"displayType": "line", "select": [{"aggFn": "count", "where": "level:error"}]}' },
		{ id: '', name: 'Latency', x: 12, y: 0, w: 12, h: 4, config: '{"displayType": "table"}' },
	],
};
const sentTiles = [
	{ name: 'Errors', x: 0, y: 0, w: 12, h: 4, config: { displayType: 'line', select: [{ aggFn: 'count', where: 'level:error' }] } },
	{ name: 'Latency', x: 12, y: 0, w: 12, h: 4, config: { displayType: 'table' } },
];

describe.each(['cloud', 'selfHosted'] as Deployment[])('dashboard on %s', (deployment) => {
	const f = fixtures[deployment];
	const env = useEnv({ emulator: { seed: { dashboards: 4, selfHostedDashboards: 4 } } });

	it('create (fields) sends the typed body and returns the dashboard', async () => {
		const params = f.params('dashboard', 'create', { specifyBody: 'fields', name: 'Checkout', tags: 'shop, slo', tiles: typedTiles, filters: '[]' });
		const [dashboard] = (await runAction(env, params)).json('Node');
		expect(dashboard).toMatchObject({ name: 'Checkout', tags: ['shop', 'slo'], filters: [] });
		expect(dashboard.tiles).toHaveLength(2);
		expect(dashboard.tiles[0]).toMatchObject(sentTiles[0]);
		expect(typeof dashboard.tiles[0].id).toBe('string');
		const log = apiRequests(env);
		expect(log).toHaveLength(1);
		expectRequest(log[0], { method: 'POST', path: f.base(), auth: f.auth, body: { name: 'Checkout', tags: ['shop', 'slo'], tiles: sentTiles, filters: [] } });
		expect(f.stored(env, dashboard.id)).toEqual(dashboard);
	});

	it('create (json) passes unknown fields and series tiles through', async () => {
		const body = { name: 'J', tiles: [{ name: 'S', x: 0, y: 0, w: 24, h: 2, series: [{ type: 'time' }] }], custom: 'kept' };
		const [dashboard] = (await runAction(env, f.params('dashboard', 'create', { specifyBody: 'json', jsonBody: JSON.stringify(body) }))).json('Node');
		expect(dashboard.custom).toBe('kept');
		expectRequest(apiRequests(env)[0], { method: 'POST', path: f.base(), auth: f.auth, body });
	});

	it('create refuses a tile out of the grid before sending anything', async () => {
		const tiles = { tile: [typedTiles.tile[0], { ...typedTiles.tile[1], x: 24 }] };
		const error = (await runAction(env, f.params('dashboard', 'create', { specifyBody: 'fields', name: 'Bad', tiles }))).error('Node');
		expectRefusedBeforeSending(env, error, 'Invalid "tiles[1].x": 24 is out of range');
	});

	it('create refuses more than 500 tiles before sending anything', async () => {
		const tiles = Array.from({ length: 501 }, (_, i) => ({ name: `T${i}`, x: 0, y: i, w: 1, h: 1, config: {} }));
		const error = (await runAction(env, f.params('dashboard', 'create', { specifyBody: 'json', jsonBody: JSON.stringify({ name: 'Big', tiles }) }))).error('Node');
		expect(error?.message).toMatch(/^Invalid "tiles": 501 tiles/);
		expect(apiRequests(env)).toHaveLength(0);
	});

	it('get returns the dashboard', async () => {
		const [dashboard] = (await runAction(env, f.params('dashboard', 'get', { dashboardId: locator(f.dashboard()) }))).json('Node');
		expect(dashboard).toEqual(f.stored(env, f.dashboard()));
		expect(dashboard.tiles.map((tile: { id: string }) => tile.id)).toEqual(f.tiles().slice(0, 3));
		expectRequest(apiRequests(env)[0], { method: 'GET', path: `${f.base()}/${f.dashboard()}`, auth: f.auth, body: undefined });
	});

	it('get of an unknown id carries the 404 text', async () => {
		const error = (await runAction(env, f.params('dashboard', 'get', { dashboardId: locator(f.unknown) }))).error('Node');
		expect(error?.message).toBe(f.notFound(f.unknown));
		expect(apiRequests(env)).toHaveLength(1);
	});

	it('get of a malformed id fails before any request', async () => {
		const error = (await runAction(env, f.params('dashboard', 'get', { dashboardId: locator('dash-1') }))).error('Node');
		expectRefusedBeforeSending(env, error, /^Invalid "dashboardId"/);
	});

	it('getAll returns one item per dashboard; limit cuts; one request either way', async () => {
		const all = (await runAction(env, f.params('dashboard', 'getAll', { returnAll: true }))).json('Node');
		expect(all).toHaveLength(4);
		expect(all[0].id).toBe(f.dashboard());
		expectRequest(apiRequests(env)[0], { method: 'GET', path: f.base(), auth: f.auth, body: undefined });
		env.emulator.clearRequests();
		const two = (await runAction(env, f.params('dashboard', 'getAll', { returnAll: false, limit: 2 }))).json('Node');
		expect(two).toEqual(all.slice(0, 2));
		expect(apiRequests(env)).toHaveLength(1);
	});

	it('getAll that the server refuses carries its status and text', async () => {
		const unknownService = '00000000-0000-4000-8000-00000000ffff';
		const result =
			deployment === 'cloud'
				? await runAction(env, cloudParams('dashboard', 'getAll', { returnAll: true, serviceId: locator(unknownService) }))
				: await env.harness.runNode({
						parameters: selfHostedParams('dashboard', 'getAll', { returnAll: true }),
						credentials: { observabilitySelfHostedApi: { id: 'sh-wrong-key', name: 'Wrong' } },
					});
		expect(result.error('Node')?.message).toBe(deployment === 'cloud' ? `HTTP 404: NOT_FOUND: Service ${unknownService} not found` : 'HTTP 401: Unauthorized');
		expect(apiRequests(env)).toHaveLength(1);
	});

	it('update (fields) changes only the name: tiles, tags, filters and tile ids are kept', async () => {
		const before = JSON.parse(JSON.stringify(f.stored(env, f.dashboard())));
		const alertsBefore = f.alerts(env).filter((alert: Record<string, unknown>) => alert[f.alertDashboardField] === f.dashboard()).length;
		const [after] = (await runAction(env, f.params('dashboard', 'update', { dashboardId: locator(f.dashboard()), specifyBody: 'fields', updateFields: { name: 'Renamed' } }))).json('Node');
		const { id: _id, ...writable } = before;
		void _id;
		expect(after).toEqual({ ...before, name: 'Renamed' });
		const log = apiRequests(env);
		expect(log.map((entry: LoggedRequest) => entry.method)).toEqual(['GET', 'PUT']);
		expectRequest(log[0], { method: 'GET', path: `${f.base()}/${f.dashboard()}`, auth: f.auth, body: undefined });
		expectRequest(log[1], { method: 'PUT', path: `${f.base()}/${f.dashboard()}`, auth: f.auth, body: { ...writable, name: 'Renamed' } });
		expect(f.stored(env, f.dashboard())).toEqual({ ...before, name: 'Renamed' });
		const alertsAfter = f.alerts(env).filter((alert: Record<string, unknown>) => alert[f.alertDashboardField] === f.dashboard()).length;
		expect(alertsAfter).toBe(alertsBefore);
	});

	it('update (fields) replaces tiles and tags as given', async () => {
		const [after] = (
			await runAction(env, f.params('dashboard', 'update', { dashboardId: locator(f.dashboard()), specifyBody: 'fields', updateFields: { tags: 'new', tiles: typedTiles } }))
		).json('Node');
		expect(after.tags).toEqual(['new']);
		expect(after.tiles.map((tile: { name: string }) => tile.name)).toEqual(['Errors', 'Latency']);
		expect(apiRequests(env)[1].body).toMatchObject({ name: f.stored(env, f.dashboard()).name, tags: ['new'], tiles: sentTiles });
	});

	it('update (json) merges over the fetched dashboard', async () => {
		const before = JSON.parse(JSON.stringify(f.stored(env, f.dashboard())));
		await runAction(env, f.params('dashboard', 'update', { dashboardId: locator(f.dashboard()), specifyBody: 'json', jsonBody: '{"tags": ["json"]}' }));
		expect(f.stored(env, f.dashboard())).toEqual({ ...before, tags: ['json'] });
	});

	it('update with a tile out of range is refused before any request', async () => {
		const error = (await runAction(env, f.params('dashboard', 'update', { dashboardId: locator(f.dashboard()), specifyBody: 'json', jsonBody: '{"tiles": [{"name": "X", "x": 0, "y": 0, "w": 30, "h": 1, "config": {}}]}' }))).error('Node');
		expect(error?.message).toBe('Invalid "tiles[0].w": 30 is out of range');
		expect(apiRequests(env)).toHaveLength(0);
	});

	it('update of an unknown id carries the 404 text and writes nothing', async () => {
		const error = (await runAction(env, f.params('dashboard', 'update', { dashboardId: locator(f.unknown), specifyBody: 'fields', updateFields: { name: 'X' } }))).error('Node');
		expect(error?.message).toBe(f.notFound(f.unknown));
		expect(apiRequests(env).map((entry: LoggedRequest) => entry.method)).toEqual(['GET']);
	});

	it('delete returns {deleted: true, id} and removes the dashboard', async () => {
		const [out] = (await runAction(env, f.params('dashboard', 'delete', { dashboardId: locator(f.dashboard()) }))).json('Node');
		expect(out).toEqual({ deleted: true, id: f.dashboard() });
		const deletes = apiRequests(env).filter((entry: LoggedRequest) => entry.method === 'DELETE');
		expect(deletes).toHaveLength(1);
		expectRequest(deletes[0], { method: 'DELETE', path: `${f.base()}/${f.dashboard()}`, auth: f.auth, body: undefined });
		expect(f.stored(env, f.dashboard())).toBeUndefined();
	});

	it('delete of an unknown id carries the 404 text', async () => {
		const error = (await runAction(env, f.params('dashboard', 'delete', { dashboardId: locator(f.unknown) }))).error('Node');
		expect(error?.message).toBe(f.notFound(f.unknown));
	});
});

describe('dashboard delete on selfHosted', () => {
	const env = useEnv({ eachTest: 'none' });

	it('reads the dashboard first, since the server answers a delete of an unknown id with success', async () => {
		env.emulator.clearRequests();
		await runAction(env, selfHostedParams('dashboard', 'delete', { dashboardId: locator(SEED.sh.dashboard2) }));
		expect(apiRequests(env).map((entry: LoggedRequest) => `${entry.method} ${entry.path}`)).toEqual([
			`GET /api/v2/dashboards/${SEED.sh.dashboard2}`,
			`DELETE /api/v2/dashboards/${SEED.sh.dashboard2}`,
		]);
		env.emulator.clearRequests();
		const error = (await runAction(env, selfHostedParams('dashboard', 'delete', { dashboardId: locator('ffffffffffffffffffffffff') }))).error('Node');
		expect(error?.message).toBe('HTTP 404: Dashboard not found');
		expect(apiRequests(env).map((entry: LoggedRequest) => entry.method)).toEqual(['GET']);
	});
});
