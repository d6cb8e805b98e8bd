import { apiRequests, CLOUD_CREDENTIALS, locator, SEED, SELF_HOSTED_CREDENTIALS, useEnv } from '../support/env';

/** The editor's pickers: listSearch and loadOptions methods through n8n-core's LoadOptionsContext. */
describe('list search and load options', () => {
	const env = useEnv({ eachTest: 'clearRequests' });

	const cloud = (extra: Record<string, unknown> = {}) => ({ deployment: 'cloud', organizationId: locator(SEED.org), serviceId: locator(SEED.service), ...extra });
	const call = (parameters: Record<string, unknown>, method: string, filter?: string, kind = 'listSearch') =>
		env.harness.loadOptions({ parameters, credentials: parameters.deployment === 'selfHosted' ? SELF_HOSTED_CREDENTIALS : CLOUD_CREDENTIALS, method, filter, kind });

	it.each([
		['searchOrganizations', () => ({ deployment: 'cloud' }), '/v1/organizations', () => SEED.org],
		['searchServices', () => cloud(), `/v1/organizations/${SEED.org}/services`, () => SEED.service],
		['searchDashboards', () => cloud(), `/v1/organizations/${SEED.org}/services/${SEED.service}/observability/dashboards`, () => SEED.cloudDashboard],
		['searchAlerts', () => cloud(), `/v1/organizations/${SEED.org}/services/${SEED.service}/observability/alerts`, () => SEED.cloudAlerts[0]],
		['searchPipes', () => cloud(), `/v1/organizations/${SEED.org}/services/${SEED.service}/pipes`, () => SEED.pipes.messageBroker],
		['searchApiKeys', () => cloud(), `/v1/organizations/${SEED.org}/keys`, () => SEED.keys.admin],
		['searchReversePrivateEndpoints', () => cloud(), `/v1/organizations/${SEED.org}/services/${SEED.service}/pipesReversePrivateEndpoints`, () => SEED.rpe],
		['searchDashboards', () => ({ deployment: 'selfHosted' }), '/api/v2/dashboards', () => SEED.sh.dashboard],
		['searchAlerts', () => ({ deployment: 'selfHosted' }), '/api/v2/alerts', () => SEED.sh.alerts[0]],
		['searchWebhooks', () => ({ deployment: 'selfHosted' }), '/api/v2/webhooks', () => SEED.sh.webhook],
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
		await expect(call({ deployment: 'cloud', organizationId: locator(''), serviceId: locator('') }, 'searchServices')).rejects.toThrow(/organization first/);
		expect(apiRequests(env)).toHaveLength(0);
	});

	it('says the cloud has no webhook list', async () => {
		await expect(call(cloud(), 'searchWebhooks')).rejects.toThrow(/no webhook list/);
	});

	it('getDashboardTiles lists the tiles of the chosen dashboard', async () => {
		const options = await call({ deployment: 'selfHosted', resource: 'alert', operation: 'create', specifyBody: 'fields', source: 'tile', dashboardId: locator(SEED.sh.dashboard) }, 'getDashboardTiles', undefined, 'loadOptions');
		expect(options.map((option: { value: string }) => option.value)).toContain(SEED.sh.tile);
	});

	it('getSources lists sources with their kind', async () => {
		const options = await call({ deployment: 'selfHosted' }, 'getSources', undefined, 'loadOptions');
		expect(options.map((option: { value: string }) => option.value)).toContain(SEED.sh.sources.log);
		expect(options.find((option: { value: string }) => option.value === SEED.sh.sources.log).name).toMatch(/\(log\)$/);
	});
});
