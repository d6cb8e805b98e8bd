import {
	apiRequests,
	cloudParams,
	locator,
	type LoggedRequest,
	runAction,
	SEED,
	selfHostedParams,
	type TestEnv,
	useEnv,
} from '../support/env';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { selfHostedDashboardView } = require('../emulator/records');
import { expectRefusedBeforeSending, expectServerRefusal } from '../support/inputError';

type Deployment = 'cloud' | 'selfHosted';

const fixtures = {
	cloud: {
		params: cloudParams,
		dashboard: () => SEED.cloudDashboard,
		tiles: () => SEED.cloudTiles as string[],
		unknown: 'ffffffffffffffffffffffff',
		base: () => `/v1/organizations/${SEED.org}/services/${SEED.service}/observability/dashboards`,
		auth: /^Basic [A-Za-z0-9+/=]+$/,
		notFound: (id: string) => `HTTP 404: NOT_FOUND: Dashboard ${id} not found [item 0]`,
		stored: (env: TestEnv, id: string) => env.emulator.store.svc(SEED.service).dashboards.get(id),
		alerts: (env: TestEnv) => env.emulator.store.svc(SEED.service).alerts.all(),
		source: () => SEED.cloudSources.log as string,
		alertDashboardField: 'dashboardId',
	},
	selfHosted: {
		params: selfHostedParams,
		dashboard: () => SEED.sh.dashboard,
		tiles: () => SEED.sh.tiles as string[],
		unknown: 'ffffffffffffffffffffffff',
		base: () => '/api/v2/dashboards',
		auth: /^Bearer emu-self-hosted-api-key$/,
		notFound: () => 'HTTP 404: Not Found [item 0]',
		// as the server answers it: the stored record with the real server's defaults
		stored: (env: TestEnv, id: string) => {
			const rec = env.emulator.store.sh.dashboards.get(id);
			return rec && selfHostedDashboardView(rec);
		},
		alerts: (env: TestEnv) => env.emulator.store.sh.alerts.all(),
		source: () => SEED.sh.sources.log as string,
		alertDashboardField: 'dashboardId',
	},
};

function expectRequest(
	entry: LoggedRequest,
	expected: {
		method: string;
		path: string;
		query?: Record<string, string>;
		body?: unknown;
		auth: RegExp;
	},
) {
	expect(entry.method).toBe(expected.method);
	expect(entry.path).toBe(expected.path);
	expect(entry.query).toEqual(expected.query ?? {});
	expect(entry.body).toEqual(expected.body);
	expect(entry.headers.authorization).toMatch(expected.auth);
}

/** Tile configs as the documents' TileConfig takes them (a line and a table chart of a source). */
const lineConfig = (sourceId: string) => ({
	displayType: 'line',
	sourceId,
	select: [{ aggFn: 'count', where: 'level:error' }],
});
const tableConfig = (sourceId: string) => ({
	displayType: 'table',
	sourceId,
	select: [{ aggFn: 'avg', valueExpression: 'Duration' }],
	groupBy: 'ServiceName',
});
const typedTiles = (sourceId: string) => ({
	tile: [
		{
			id: '',
			name: 'Errors',
			x: 0,
			y: 0,
			w: 12,
			h: 4,
			config: JSON.stringify(lineConfig(sourceId)),
		},
		{
			id: '',
			name: 'Latency',
			x: 12,
			y: 0,
			w: 12,
			h: 4,
			config: JSON.stringify(tableConfig(sourceId)),
		},
	],
});
const sentTiles = (sourceId: string) => [
	{ name: 'Errors', x: 0, y: 0, w: 12, h: 4, config: lineConfig(sourceId) },
	{ name: 'Latency', x: 12, y: 0, w: 12, h: 4, config: tableConfig(sourceId) },
];
const filterOf = (sourceId: string) => ({
	type: 'QUERY_EXPRESSION',
	name: 'Environment',
	expression: 'environment',
	sourceId,
});

describe.each(['cloud', 'selfHosted'] as Deployment[])('dashboard on %s', (deployment) => {
	const f = fixtures[deployment];
	const env = useEnv({ emulator: { seed: { dashboards: 4, selfHostedDashboards: 4 } } });

	it('create (fields) sends the typed body and returns the dashboard', async () => {
		const filters = JSON.stringify([filterOf(f.source())]);
		const params = f.params('dashboard', 'create', {
			specifyBody: 'fields',
			name: 'Checkout',
			tags: 'shop, slo',
			tiles: typedTiles(f.source()),
			filters,
		});
		const [dashboard] = (await runAction(env, params)).json('Node');
		expect(dashboard).toMatchObject({
			name: 'Checkout',
			tags: ['shop', 'slo'],
			filters: [{ ...filterOf(f.source()), id: expect.any(String) }],
		});
		expect(dashboard.tiles).toHaveLength(2);
		expect(dashboard.tiles[0]).toMatchObject(sentTiles(f.source())[0]);
		expect(typeof dashboard.tiles[0].id).toBe('string');
		const log = apiRequests(env);
		expect(log).toHaveLength(1);
		expectRequest(log[0], {
			method: 'POST',
			path: f.base(),
			auth: f.auth,
			body: {
				name: 'Checkout',
				tags: ['shop', 'slo'],
				tiles: sentTiles(f.source()),
				filters: [filterOf(f.source())],
			},
		});
		expect(f.stored(env, dashboard.id)).toEqual(dashboard);
	});

	it('create (json) sends the body as given: series tiles, containers and saved queries the typed form lacks', async () => {
		const series = [
			{
				type: 'time',
				sourceId: f.source(),
				aggFn: 'count',
				where: '',
				whereLanguage: 'lucene',
				groupBy: [],
			},
		];
		const body = {
			name: '',
			tiles: [{ name: 'S', x: 0, y: 0, w: 24, h: 2, series, containerId: 'overview' }],
			containers: [{ id: 'overview', title: 'Overview', collapsed: false }],
			savedQuery: 'level:error',
			savedQueryLanguage: 'lucene',
		};
		const [dashboard] = (
			await runAction(
				env,
				f.params('dashboard', 'create', { specifyBody: 'json', jsonBody: JSON.stringify(body) }),
			)
		).json('Node');
		expect(dashboard).toMatchObject({
			name: '',
			savedQuery: 'level:error',
			containers: body.containers,
			tiles: [{ series, containerId: 'overview' }],
		});
		expectRequest(apiRequests(env)[0], { method: 'POST', path: f.base(), auth: f.auth, body });
	});

	it.each([
		[
			'an empty Config field',
			{ tiles: { tile: [{ name: 'E', x: 0, y: 0, w: 6, h: 2, config: '' }] } },
			/^Invalid 'Tiles' \(\[0\]\.config\): the tile has neither 'config' nor 'series'/,
		],
		[
			'an empty config object',
			{ tiles: { tile: [{ name: 'E', x: 0, y: 0, w: 6, h: 2, config: '{}' }] } },
			/^Invalid 'Tiles' \(\[0\]\.config\.displayType\): it is empty/,
		],
		[
			'a config without displayType',
			{ tiles: { tile: [{ name: 'E', x: 0, y: 0, w: 6, h: 2, config: '{"sourceId": "x"}' }] } },
			/^Invalid 'Tiles' \(\[0\]\.config\.displayType\): it is empty/,
		],
		[
			'an unknown display type',
			{
				tiles: {
					tile: [{ name: 'E', x: 0, y: 0, w: 6, h: 2, config: '{"displayType": "sparkline"}' }],
				},
			},
			/^Invalid 'Tiles' \(\[0\]\.config\.displayType\)/,
		],
		[
			'a filter with an id',
			{
				filters:
					'[{"id": "f1", "type": "QUERY_EXPRESSION", "name": "Env", "expression": "env", "sourceId": "SOURCE"}]',
			},
			/^Invalid 'Dashboard Filters' \(\[0\]\.id\): a new dashboard's filters have no ID/,
		],
		[
			'a filter without expression',
			{ filters: '[{"type": "QUERY_EXPRESSION", "name": "Env", "sourceId": "SOURCE"}]' },
			/^Invalid 'Dashboard Filters' \(\[0\]\.expression\): it is empty/,
		],
	])('create refuses %s before sending anything', async (_label, fields, message) => {
		const given = { name: 'Bad', tiles: typedTiles(f.source()), ...fields } as Record<
			string,
			unknown
		>;
		if (typeof given.filters === 'string')
			given.filters = given.filters.replace('SOURCE', f.source());
		const error = (
			await runAction(env, f.params('dashboard', 'create', { specifyBody: 'fields', ...given }))
		).error('Node');
		expectRefusedBeforeSending(env, error, message);
	});

	it.each([
		[
			'51 tags',
			{ tags: Array.from({ length: 51 }, (_v, i) => `t${i}`).join(',') },
			/^HTTP 400: .*tags.*50/,
		],
		['a tag of 33 characters', { tags: `ok, ${'t'.repeat(33)}` }, /^HTTP 400: .*tags\.1.*32/],
	])("create sends %s: the server's 400 names the field", async (_label, fields, message) => {
		const given = { name: 'Bad', tiles: typedTiles(f.source()), ...fields } as Record<
			string,
			unknown
		>;
		const withSource = JSON.parse(JSON.stringify(given).split('SOURCE').join(f.source()));
		const error = (
			await runAction(
				env,
				f.params('dashboard', 'create', { specifyBody: 'fields', ...withSource }),
			)
		).error('Node');
		expectServerRefusal(env, error, message);
	});

	it("create sends a tile past the documents' grid (a wider grid may come); the server's 400 names the field", async () => {
		const tiles = {
			tile: [typedTiles(f.source()).tile[0], { ...typedTiles(f.source()).tile[1], x: 24 }],
		};
		const error = (
			await runAction(
				env,
				f.params('dashboard', 'create', { specifyBody: 'fields', name: 'Bad', tiles }),
			)
		).error('Node');
		const [sent] = apiRequests(env);
		expect(sent.method).toBe('POST');
		expect((sent.body as { tiles: Array<{ x: number }> }).tiles[1].x).toBe(24);
		expect(error).toMatchObject({ name: 'NodeApiError', httpCode: '400' });
		expect(error?.message).toMatch(/^HTTP 400: .*tiles\.1\.x/);
	});

	it('create refuses a tile at a negative position before sending anything', async () => {
		const tiles = {
			tile: [typedTiles(f.source()).tile[0], { ...typedTiles(f.source()).tile[1], x: -1 }],
		};
		const error = (
			await runAction(
				env,
				f.params('dashboard', 'create', { specifyBody: 'fields', name: 'Bad', tiles }),
			)
		).error('Node');
		expectRefusedBeforeSending(env, error, "Invalid 'Tiles' ([1].x): -1 is below 0 [item 0]");
	});

	it("create sends more than 500 tiles: the server's 400 names the field", async () => {
		const tiles = Array.from({ length: 501 }, (_, i) => ({
			name: `T${i}`,
			x: 0,
			y: i,
			w: 1,
			h: 1,
			config: lineConfig(f.source()),
		}));
		const error = (
			await runAction(
				env,
				f.params('dashboard', 'create', {
					specifyBody: 'json',
					jsonBody: JSON.stringify({ name: 'Big', tiles }),
				}),
			)
		).error('Node');
		expectServerRefusal(env, error, /^HTTP 400: .*tiles: Array must contain at most 500 element/);
	});

	it('get returns the dashboard', async () => {
		const [dashboard] = (
			await runAction(
				env,
				f.params('dashboard', 'get', { dashboardId: locator(f.dashboard()), simplify: false }),
			)
		).json('Node');
		expect(dashboard).toEqual(f.stored(env, f.dashboard()));
		expect(dashboard.tiles.map((tile: { id: string }) => tile.id)).toEqual(f.tiles().slice(0, 3));
		expectRequest(apiRequests(env)[0], {
			method: 'GET',
			path: `${f.base()}/${f.dashboard()}`,
			auth: f.auth,
			body: undefined,
		});
	});

	it('get of an unknown id carries the 404 text', async () => {
		const error = (
			await runAction(env, f.params('dashboard', 'get', { dashboardId: locator(f.unknown) }))
		).error('Node');
		expect(error?.message).toBe(f.notFound(f.unknown));
		expect(apiRequests(env)).toHaveLength(1);
	});

	it('get of a malformed id fails before any request', async () => {
		const error = (
			await runAction(
				env,
				f.params('dashboard', 'get', { dashboardId: locator('={{ "dash-1" }}') }),
			)
		).error('Node');
		expectRefusedBeforeSending(env, error, /^Invalid 'Dashboard'/);
	});

	it('getAll returns one item per dashboard; limit cuts; one request either way', async () => {
		const all = (await runAction(env, f.params('dashboard', 'getAll', { returnAll: true }))).json(
			'Node',
		);
		expect(all).toHaveLength(4);
		expect(all[0].id).toBe(f.dashboard());
		expectRequest(apiRequests(env)[0], {
			method: 'GET',
			path: f.base(),
			auth: f.auth,
			body: undefined,
		});
		env.emulator.clearRequests();
		const two = (
			await runAction(env, f.params('dashboard', 'getAll', { returnAll: false, limit: 2 }))
		).json('Node');
		expect(two).toEqual(all.slice(0, 2));
		expect(apiRequests(env)).toHaveLength(1);
	});

	it('getAll that the server refuses carries its status and text', async () => {
		const unknownService = '00000000-0000-4000-8000-00000000ffff';
		const result =
			deployment === 'cloud'
				? await runAction(
						env,
						cloudParams('dashboard', 'getAll', {
							returnAll: true,
							serviceId: locator(unknownService),
						}),
					)
				: await env.harness.runNode({
						parameters: selfHostedParams('dashboard', 'getAll', { returnAll: true }),
						credentials: { observabilitySelfHostedApi: { id: 'sh-wrong-key', name: 'Wrong' } },
					});
		expect(result.error('Node')?.message).toBe(
			deployment === 'cloud'
				? `HTTP 404: NOT_FOUND: Service ${unknownService} not found [item 0]`
				: 'HTTP 401: Unauthorized [item 0]',
		);
		expect(apiRequests(env)).toHaveLength(1);
	});

	it('update (fields) changes only the name: tiles, tags, filters and tile ids are kept', async () => {
		const before = JSON.parse(JSON.stringify(f.stored(env, f.dashboard())));
		const alertsBefore = f
			.alerts(env)
			.filter(
				(alert: Record<string, unknown>) => alert[f.alertDashboardField] === f.dashboard(),
			).length;
		const [after] = (
			await runAction(
				env,
				f.params('dashboard', 'update', {
					dashboardId: locator(f.dashboard()),
					specifyBody: 'fields',
					updateFields: { name: 'Renamed' },
				}),
			)
		).json('Node');
		const { id: _id, ...writable } = before;
		void _id;
		expect(after).toEqual({ ...before, name: 'Renamed' });
		const log = apiRequests(env);
		expect(log.map((entry: LoggedRequest) => entry.method)).toEqual(['GET', 'PUT']);
		expectRequest(log[0], {
			method: 'GET',
			path: `${f.base()}/${f.dashboard()}`,
			auth: f.auth,
			body: undefined,
		});
		expectRequest(log[1], {
			method: 'PUT',
			path: `${f.base()}/${f.dashboard()}`,
			auth: f.auth,
			body: { ...writable, name: 'Renamed' },
		});
		expect(f.stored(env, f.dashboard())).toEqual({ ...before, name: 'Renamed' });
		const alertsAfter = f
			.alerts(env)
			.filter(
				(alert: Record<string, unknown>) => alert[f.alertDashboardField] === f.dashboard(),
			).length;
		expect(alertsAfter).toBe(alertsBefore);
	});

	it('update (fields) replaces tiles and tags as given', async () => {
		const [after] = (
			await runAction(
				env,
				f.params('dashboard', 'update', {
					dashboardId: locator(f.dashboard()),
					specifyBody: 'fields',
					updateFields: { tags: 'new', tiles: typedTiles(f.source()) },
				}),
			)
		).json('Node');
		expect(after.tags).toEqual(['new']);
		expect(after.tiles.map((tile: { name: string }) => tile.name)).toEqual(['Errors', 'Latency']);
		expect(apiRequests(env)[1].body).toMatchObject({
			name: f.stored(env, f.dashboard()).name,
			tags: ['new'],
			tiles: sentTiles(f.source()),
		});
		// the tiles left out took their alerts with them (docs/api-notes.md#deletes)
		expect(
			f.alerts(env).filter((alert: Record<string, unknown>) => alert.dashboardId === f.dashboard()),
		).toEqual([]);
	});

	it('update (json) takes filters with their ids; a filter without one is refused before any request', async () => {
		const filter = { ...filterOf(f.source()), id: 'env-filter' };
		const before = JSON.parse(JSON.stringify(f.stored(env, f.dashboard())));
		await runAction(
			env,
			f.params('dashboard', 'update', {
				dashboardId: locator(f.dashboard()),
				specifyBody: 'json',
				jsonBody: JSON.stringify({ filters: [filter] }),
			}),
		);
		const { id: _id, ...writable } = before;
		void _id;
		expect(apiRequests(env)[1].body).toEqual({ ...writable, filters: [filter] });
		expect(f.stored(env, f.dashboard()).filters).toEqual([filter]);
		env.emulator.clearRequests();
		const error = (
			await runAction(
				env,
				f.params('dashboard', 'update', {
					dashboardId: locator(f.dashboard()),
					specifyBody: 'fields',
					updateFields: { filters: JSON.stringify([filterOf(f.source())]) },
				}),
			)
		).error('Node');
		expectRefusedBeforeSending(
			env,
			error,
			/^Invalid 'Dashboard Filters' \(\[0\]\.id\): it is missing/,
		);
	});

	it('update (json) merges over the fetched dashboard', async () => {
		const before = JSON.parse(JSON.stringify(f.stored(env, f.dashboard())));
		await runAction(
			env,
			f.params('dashboard', 'update', {
				dashboardId: locator(f.dashboard()),
				specifyBody: 'json',
				jsonBody: '{"tags": ["json"]}',
			}),
		);
		expect(f.stored(env, f.dashboard())).toEqual({ ...before, tags: ['json'] });
	});

	it("update sends a tile wider than the documents' grid and carries the server's 400; the dashboard stays as it was", async () => {
		const before = JSON.parse(JSON.stringify(f.stored(env, f.dashboard())));
		const error = (
			await runAction(
				env,
				f.params('dashboard', 'update', {
					dashboardId: locator(f.dashboard()),
					specifyBody: 'json',
					jsonBody:
						'{"tiles": [{"name": "X", "x": 0, "y": 0, "w": 30, "h": 1, "config": {"displayType": "markdown"}}]}',
				}),
			)
		).error('Node');
		const write = apiRequests(env).find((entry) => entry.method !== 'GET');
		expect((write?.body as { tiles: Array<{ w: number }> }).tiles[0].w).toBe(30);
		expect(error).toMatchObject({ name: 'NodeApiError', httpCode: '400' });
		expect(error?.message).toMatch(/^HTTP 400: .*tiles\.0\.w/);
		expect(f.stored(env, f.dashboard())).toEqual(before);
	});

	it('update with a tile of negative width is refused before any request', async () => {
		const error = (
			await runAction(
				env,
				f.params('dashboard', 'update', {
					dashboardId: locator(f.dashboard()),
					specifyBody: 'json',
					jsonBody:
						'{"tiles": [{"name": "X", "x": 0, "y": 0, "w": -3, "h": 1, "config": {"displayType": "markdown"}}]}',
				}),
			)
		).error('Node');
		expect(error?.message).toBe("Invalid 'Tiles' ([0].w): -3 is below 0 [item 0]");
		expect(apiRequests(env)).toHaveLength(0);
	});

	it('update of an unknown id carries the 404 text and writes nothing', async () => {
		const error = (
			await runAction(
				env,
				f.params('dashboard', 'update', {
					dashboardId: locator(f.unknown),
					specifyBody: 'fields',
					updateFields: { name: 'X' },
				}),
			)
		).error('Node');
		expect(error?.message).toBe(f.notFound(f.unknown));
		expect(apiRequests(env).map((entry: LoggedRequest) => entry.method)).toEqual(['GET']);
	});

	it('delete returns {deleted: true, id} and removes the dashboard', async () => {
		const [out] = (
			await runAction(env, f.params('dashboard', 'delete', { dashboardId: locator(f.dashboard()) }))
		).json('Node');
		expect(out).toEqual({ deleted: true, id: f.dashboard() });
		const deletes = apiRequests(env).filter((entry: LoggedRequest) => entry.method === 'DELETE');
		expect(deletes).toHaveLength(1);
		expectRequest(deletes[0], {
			method: 'DELETE',
			path: `${f.base()}/${f.dashboard()}`,
			auth: f.auth,
			body: undefined,
		});
		expect(f.stored(env, f.dashboard())).toBeUndefined();
	});

	it('delete of an unknown id carries the 404 text', async () => {
		const error = (
			await runAction(env, f.params('dashboard', 'delete', { dashboardId: locator(f.unknown) }))
		).error('Node');
		expect(error?.message).toBe(f.notFound(f.unknown));
	});
});

describe('dashboard delete on selfHosted', () => {
	const env = useEnv({ eachTest: 'none' });

	it('reads the dashboard first, since the server answers a delete of an unknown id with success', async () => {
		env.emulator.clearRequests();
		await runAction(
			env,
			selfHostedParams('dashboard', 'delete', { dashboardId: locator(SEED.sh.dashboard2) }),
		);
		expect(apiRequests(env).map((entry: LoggedRequest) => `${entry.method} ${entry.path}`)).toEqual(
			[
				`GET /api/v2/dashboards/${SEED.sh.dashboard2}`,
				`DELETE /api/v2/dashboards/${SEED.sh.dashboard2}`,
			],
		);
		env.emulator.clearRequests();
		const error = (
			await runAction(
				env,
				selfHostedParams('dashboard', 'delete', {
					dashboardId: locator('ffffffffffffffffffffffff'),
				}),
			)
		).error('Node');
		expect(error?.message).toBe('HTTP 404: Not Found [item 0]');
		expect(apiRequests(env).map((entry: LoggedRequest) => entry.method)).toEqual(['GET']);
	});
});
