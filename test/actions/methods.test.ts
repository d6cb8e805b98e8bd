import {
	apiRequests,
	CLOUD_CREDENTIALS,
	locator,
	SEED,
	SELF_HOSTED_CREDENTIALS,
	useEnv,
} from '../support/env';

/** The editor's pickers: listSearch and loadOptions methods through n8n-core's LoadOptionsContext. */
describe('list search and load options', () => {
	const env = useEnv({ eachTest: 'clearRequests' });

	const cloud = (extra: Record<string, unknown> = {}) => ({
		deployment: 'cloud',
		organizationId: locator(SEED.org),
		serviceId: locator(SEED.service),
		...extra,
	});
	const call = (
		parameters: Record<string, unknown>,
		method: string,
		filter?: string,
		kind = 'listSearch',
	) =>
		env.harness.loadOptions({
			parameters,
			credentials:
				parameters.deployment === 'selfHosted' ? SELF_HOSTED_CREDENTIALS : CLOUD_CREDENTIALS,
			method,
			filter,
			kind,
		});

	it.each([
		['searchOrganizations', () => ({ deployment: 'cloud' }), '/v1/organizations', () => SEED.org],
		['searchServices', () => cloud(), `/v1/organizations/${SEED.org}/services`, () => SEED.service],
		[
			'searchDashboards',
			() => cloud(),
			`/v1/organizations/${SEED.org}/services/${SEED.service}/observability/dashboards`,
			() => SEED.cloudDashboard,
		],
		[
			'searchAlerts',
			() => cloud(),
			`/v1/organizations/${SEED.org}/services/${SEED.service}/observability/alerts`,
			() => SEED.cloudAlerts[0],
		],
		[
			'searchPipes',
			() => cloud(),
			`/v1/organizations/${SEED.org}/services/${SEED.service}/pipes`,
			() => SEED.pipes.messageBroker,
		],
		['searchApiKeys', () => cloud(), `/v1/organizations/${SEED.org}/keys`, () => SEED.keys.admin],
		[
			'searchReversePrivateEndpoints',
			() => cloud(),
			`/v1/organizations/${SEED.org}/services/${SEED.service}/pipesReversePrivateEndpoints`,
			() => SEED.rpe,
		],
		[
			'searchDashboards',
			() => ({ deployment: 'selfHosted' }),
			'/api/v2/dashboards',
			() => SEED.sh.dashboard,
		],
		[
			'searchAlerts',
			() => ({ deployment: 'selfHosted' }),
			'/api/v2/alerts',
			() => SEED.sh.alerts[0],
		],
		[
			'searchWebhooks',
			() => ({ deployment: 'selfHosted' }),
			'/api/v2/webhooks',
			() => SEED.sh.webhook,
		],
	] as const)('%s lists records by name with their ids', async (method, parameters, path, id) => {
		const { results } = await call(parameters(), method);
		expect(results.map((result: { value: string }) => result.value)).toContain(id());
		for (const result of results) expect(result.name).toEqual(expect.any(String));
		expect(apiRequests(env).map((entry: { path: string }) => entry.path)).toEqual([path]);
	});

	it('filters by name or id', async () => {
		const all = (await call(cloud(), 'searchPipes')).results;
		const some = (await call(cloud(), 'searchPipes', 'orders')).results;
		expect(some.length).toBeGreaterThan(0);
		expect(some.length).toBeLessThan(all.length);
		for (const result of some) expect(result.name.toLowerCase()).toContain('orders');
	});

	it('asks for the organization first instead of calling the API with an empty scope', async () => {
		await expect(
			call(
				{ deployment: 'cloud', organizationId: locator(''), serviceId: locator('') },
				'searchServices',
			),
		).rejects.toThrow(/organization first/);
		expect(apiRequests(env)).toHaveLength(0);
	});

	it('says when a server has no webhook list (404), pointing at the ID mode', async () => {
		env.emulator.injectFault({
			method: 'GET',
			path: '/observability/webhooks',
			status: 404,
			body: {
				status: 404,
				error: 'NOT_FOUND: no route',
				requestId: '00000000-0000-4000-8000-000000000000',
			},
		});
		const error = await call(cloud(), 'searchWebhooks').catch(
			(caught: Error & { description?: string }) => caught,
		);
		expect(error.message).toBe(
			`This server does not list webhooks (HTTP 404 for /organizations/${SEED.org}/services/${SEED.service}/observability/webhooks)`,
		);
		expect(error.description).toMatch(/Choose 'ID' and paste the webhook ID/);
	});

	it('lists cloud webhooks from the service path', async () => {
		const webhook = {
			id: '65f5e4a3b9e77c001a000777',
			name: 'Ops hook',
			service: 'generic',
			url: 'https://hooks.example.com/ops',
			createdAt: '2026-01-01T00:00:00.000Z',
			updatedAt: '2026-01-01T00:00:00.000Z',
		};
		env.emulator.injectFault({
			method: 'GET',
			path: '/observability/webhooks',
			status: 200,
			body: { status: 200, requestId: '00000000-0000-4000-8000-000000000000', result: [webhook] },
		});
		const { results } = await call(cloud(), 'searchWebhooks', 'ops');
		expect(results).toEqual([{ name: 'Ops hook (generic)', value: webhook.id }]);
		expect(apiRequests(env).map((entry: { path: string }) => entry.path)).toEqual([
			`/v1/organizations/${SEED.org}/services/${SEED.service}/observability/webhooks`,
		]);
	});

	it.each([
		[
			'selfHosted',
			() => ({ deployment: 'selfHosted' }),
			'/api/v2/saved-searches',
			{ data: [{ id: '65f5e4a3b9e77c001a000888', name: 'Checkout errors' }] },
		],
		[
			'cloud',
			() => cloud(),
			`/v1/organizations/${SEED.org}/services/${SEED.service}/observability/saved-searches`,
			{
				status: 200,
				requestId: '00000000-0000-4000-8000-000000000000',
				result: [{ id: '65f5e4a3b9e77c001a000888', name: 'Checkout errors' }],
			},
		],
	] as const)(
		'searchSavedSearches lists the saved searches (%s)',
		async (_deployment, parameters, path, body) => {
			env.emulator.injectFault({ method: 'GET', path: 'saved-searches', status: 200, body });
			const { results } = await call(parameters(), 'searchSavedSearches');
			expect(results).toEqual([{ name: 'Checkout errors', value: '65f5e4a3b9e77c001a000888' }]);
			expect(apiRequests(env).map((entry: { path: string }) => entry.path)).toEqual([path]);
		},
	);

	it('searchSavedSearches says when the server has no saved-search list', async () => {
		env.emulator.injectFault({
			method: 'GET',
			path: '/api/v2/saved-searches',
			status: 404,
			body: 'Not Found',
			contentType: 'text/plain',
		});
		await expect(call({ deployment: 'selfHosted' }, 'searchSavedSearches')).rejects.toThrow(
			'This server does not list saved searches (HTTP 404 for /saved-searches)',
		);
	});

	it('searchSavedSearches keeps other failures as they are', async () => {
		env.emulator.injectFault({
			method: 'GET',
			path: '/api/v2/saved-searches',
			status: 500,
			body: { message: 'search store down' },
		});
		await expect(call({ deployment: 'selfHosted' }, 'searchSavedSearches')).rejects.toThrow(
			/500.*search store down|search store down/,
		);
	});

	it('getDashboardTiles lists the tiles of the chosen dashboard', async () => {
		const options = await call(
			{
				deployment: 'selfHosted',
				resource: 'alert',
				operation: 'create',
				specifyBody: 'fields',
				source: 'tile',
				dashboardId: locator(SEED.sh.dashboard),
			},
			'getDashboardTiles',
			undefined,
			'loadOptions',
		);
		expect(options.map((option: { value: string }) => option.value)).toContain(SEED.sh.tile);
	});

	const tilesOf = async (parameters: Record<string, unknown>) =>
		(await call(parameters, 'getDashboardTiles', undefined, 'loadOptions')).map(
			(option: { value: string }) => option.value,
		);

	it('getDashboardTiles in an update form reads the dashboard among the fields to change', async () => {
		const second = await tilesOf({
			deployment: 'selfHosted',
			resource: 'alert',
			operation: 'create',
			dashboardId: locator(SEED.sh.dashboard2),
		});
		const parameters = {
			deployment: 'selfHosted',
			resource: 'alert',
			operation: 'update',
			alertId: locator(SEED.sh.alerts[0]),
			updateFields: { dashboardId: locator(SEED.sh.dashboard2, 'list') },
		};
		env.emulator.clearRequests();
		expect(await tilesOf(parameters)).toEqual(second);
		expect(apiRequests(env).map((entry: { path: string }) => entry.path)).toEqual([
			`/api/v2/dashboards/${SEED.sh.dashboard2}`,
		]);
	});

	it("getDashboardTiles in an update form without a dashboard lists the tiles of the alert's own dashboard", async () => {
		const parameters = {
			deployment: 'selfHosted',
			resource: 'alert',
			operation: 'update',
			alertId: locator(SEED.sh.alerts[0]),
			updateFields: { threshold: 3 },
		};
		const tiles = await tilesOf(parameters);
		const [alertRead, dashboardRead] = apiRequests(env).map(
			(entry: { path: string }) => entry.path,
		);
		expect(alertRead).toBe(`/api/v2/alerts/${SEED.sh.alerts[0]}`);
		expect(dashboardRead).toMatch(/^\/api\/v2\/dashboards\/[0-9a-f]{24}$/);
		expect(tiles.length).toBeGreaterThan(0);
	});

	it('getDashboardTiles asks for the dashboard first, and checks its id, before any request', async () => {
		await expect(
			tilesOf({
				deployment: 'selfHosted',
				resource: 'alert',
				operation: 'create',
				dashboardId: locator(''),
			}),
		).rejects.toThrow(/Choose the dashboard first/);
		await expect(
			tilesOf({
				deployment: 'selfHosted',
				resource: 'alert',
				operation: 'create',
				dashboardId: locator('not-an-id'),
			}),
		).rejects.toThrow(/Invalid 'Dashboard': "not-an-id" is not an object ID/);
		await expect(
			tilesOf({
				deployment: 'selfHosted',
				resource: 'alert',
				operation: 'update',
				alertId: locator('nope'),
				updateFields: {},
			}),
		).rejects.toThrow(/Invalid 'Alert'/);
		expect(apiRequests(env)).toHaveLength(0);
	});

	it('getSources lists sources with their kind', async () => {
		const options = await call(
			{ deployment: 'selfHosted' },
			'getSources',
			undefined,
			'loadOptions',
		);
		expect(options.map((option: { value: string }) => option.value)).toContain(SEED.sh.sources.log);
		expect(
			options.find((option: { value: string }) => option.value === SEED.sh.sources.log).name,
		).toMatch(/\(log\)$/);
	});
});
