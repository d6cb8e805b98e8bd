import { apiRequests, cloudParams, locator, type LoggedRequest, runAction, SEED, selfHostedParams, useEnv } from '../support/env';

const UNKNOWN_SERVICE = '00000000-0000-4000-8000-00000000ffff';

describe('source getAll', () => {
	const env = useEnv({ eachTest: 'clearRequests' });

	it('cloud: one item per source of the service, exact request', async () => {
		const sources = (await runAction(env, cloudParams('source', 'getAll', { returnAll: true }))).json('Node');
		expect(sources.map((source: { id: string }) => source.id)).toEqual([SEED.cloudSources.log, SEED.cloudSources.trace, SEED.cloudSources.metric]);
		expect(sources[0]).toMatchObject({ name: 'Logs', kind: 'log' });
		const log: LoggedRequest[] = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({ method: 'GET', path: `/v1/organizations/${SEED.org}/services/${SEED.service}/observability/sources`, query: {}, body: undefined });
		expect(log[0].headers.authorization).toMatch(/^Basic /);
	});

	it('self-hosted: one item per source, limit cuts', async () => {
		const two = (await runAction(env, selfHostedParams('source', 'getAll', { returnAll: false, limit: 2 }))).json('Node');
		expect(two.map((source: { id: string }) => source.id)).toEqual([SEED.sh.sources.log, SEED.sh.sources.trace]);
		const log: LoggedRequest[] = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({ method: 'GET', path: '/api/v2/sources', query: {}, body: undefined });
		expect(log[0].headers.authorization).toBe('Bearer emu-self-hosted-api-key');
	});

	it('cloud: an unknown service carries the 404 text', async () => {
		const error = (await runAction(env, cloudParams('source', 'getAll', { returnAll: true, serviceId: locator(UNKNOWN_SERVICE) }))).error('Node');
		expect(error?.message).toBe(`HTTP 404: NOT_FOUND: Service ${UNKNOWN_SERVICE} not found`);
	});

	it('self-hosted: a refused API key carries the 401 text', async () => {
		const result = await env.harness.runNode({
			parameters: selfHostedParams('source', 'getAll', { returnAll: true }),
			credentials: { observabilitySelfHostedApi: { id: 'sh-wrong-key', name: 'Wrong' } },
		});
		expect(result.error('Node')?.message).toBe('HTTP 401: Unauthorized');
	});
});
