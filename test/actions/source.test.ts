import {
	apiRequests,
	cloudParams,
	locator,
	type LoggedRequest,
	runAction,
	SEED,
	selfHostedParams,
	useEnv,
} from '../support/env';

const UNKNOWN_SERVICE = '00000000-0000-4000-8000-00000000ffff';

describe('source getAll', () => {
	const env = useEnv({ eachTest: 'clearRequests' });

	it('cloud: one item per source of the service, exact request', async () => {
		const sources = (
			await runAction(env, cloudParams('source', 'getAll', { returnAll: true }))
		).json('Node');
		expect(sources.map((source: { id: string }) => source.id)).toEqual([
			SEED.cloudSources.log,
			SEED.cloudSources.trace,
			SEED.cloudSources.metric,
		]);
		expect(sources[0]).toMatchObject({ name: 'Logs', kind: 'log' });
		const log: LoggedRequest[] = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({
			method: 'GET',
			path: `/v1/organizations/${SEED.org}/services/${SEED.service}/observability/sources`,
			query: {},
			body: undefined,
		});
		expect(log[0].headers.authorization).toMatch(/^Basic /);
	});

	it('self-hosted: one item per source, limit cuts', async () => {
		const two = (
			await runAction(env, selfHostedParams('source', 'getAll', { returnAll: false, limit: 2 }))
		).json('Node');
		expect(two.map((source: { id: string }) => source.id)).toEqual([
			SEED.sh.sources.log,
			SEED.sh.sources.trace,
		]);
		const log: LoggedRequest[] = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({
			method: 'GET',
			path: '/api/v2/sources',
			query: {},
			body: undefined,
		});
		expect(log[0].headers.authorization).toBe('Bearer emu-self-hosted-api-key');
	});

	it('cloud: an unknown service carries the 404 text', async () => {
		const error = (
			await runAction(
				env,
				cloudParams('source', 'getAll', { returnAll: true, serviceId: locator(UNKNOWN_SERVICE) }),
			)
		).error('Node');
		expect(error?.message).toBe(
			`HTTP 404: NOT_FOUND: Service ${UNKNOWN_SERVICE} not found [item 0]`,
		);
	});

	it('self-hosted: a refused API key carries the 401 text', async () => {
		const result = await env.harness.runNode({
			parameters: selfHostedParams('source', 'getAll', { returnAll: true }),
			credentials: { observabilitySelfHostedApi: { id: 'sh-wrong-key', name: 'Wrong' } },
		});
		expect(result.error('Node')?.message).toBe('HTTP 401: Unauthorized [item 0]');
	});
});

describe('source get', () => {
	const env = useEnv({ eachTest: 'clearRequests' });
	const UNKNOWN = 'ffffffffffffffffffffffff';

	it('cloud: the source of the service, exact request; simplify keeps kind and table', async () => {
		const [source] = (
			await runAction(
				env,
				cloudParams('source', 'get', {
					sourceId: locator(SEED.cloudSources.trace),
					simplify: false,
				}),
			)
		).json('Node');
		expect(source).toMatchObject({
			id: SEED.cloudSources.trace,
			name: 'Traces',
			kind: 'trace',
			from: { tableName: 'otel_traces' },
		});
		const log: LoggedRequest[] = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({
			method: 'GET',
			path: `/v1/organizations/${SEED.org}/services/${SEED.service}/observability/sources/${SEED.cloudSources.trace}`,
			query: {},
			body: undefined,
		});
		const [simple] = (
			await runAction(
				env,
				cloudParams('source', 'get', {
					sourceId: locator(SEED.cloudSources.trace),
					simplify: true,
				}),
			)
		).json('Node');
		expect(simple).toEqual({
			id: SEED.cloudSources.trace,
			name: 'Traces',
			kind: 'trace',
			databaseName: 'otel',
			tableName: 'otel_traces',
		});
	});

	it('self-hosted: the source, exact request', async () => {
		const [source] = (
			await runAction(
				env,
				selfHostedParams('source', 'get', {
					sourceId: locator(SEED.sh.sources.metric),
					simplify: false,
				}),
			)
		).json('Node');
		expect(source).toMatchObject({
			id: SEED.sh.sources.metric,
			kind: 'metric',
			metricTables: { gauge: 'otel_metrics_gauge' },
		});
		expect(apiRequests(env)).toEqual([
			expect.objectContaining({
				method: 'GET',
				path: `/api/v2/sources/${SEED.sh.sources.metric}`,
				query: {},
				body: undefined,
			}),
		]);
	});

	it('an unknown id carries the 404 text on both deployments', async () => {
		expect(
			(
				await runAction(env, selfHostedParams('source', 'get', { sourceId: locator(UNKNOWN) }))
			).error('Node')?.message,
		).toBe('HTTP 404: Source not found [item 0]');
		expect(
			(await runAction(env, cloudParams('source', 'get', { sourceId: locator(UNKNOWN) }))).error(
				'Node',
			)?.message,
		).toBe(`HTTP 404: NOT_FOUND: Source ${UNKNOWN} not found [item 0]`);
	});

	it('a malformed id fails before any request', async () => {
		const error = (
			await runAction(
				env,
				selfHostedParams('source', 'get', { sourceId: locator('={{ "logs" }}') }),
			)
		).error('Node');
		expect(error?.message).toBe('Invalid \'Source\': "logs" is not an object ID [item 0]');
		expect(apiRequests(env)).toHaveLength(0);
	});

	it('the source picker lists the sources with their kind', async () => {
		const result = await env.harness.loadOptions({
			parameters: selfHostedParams('source', 'get'),
			credentials: { observabilitySelfHostedApi: { id: 'sh-cred', name: 'Self-hosted' } },
			method: 'searchSources',
		});
		expect(result.results).toEqual([
			{ name: 'Logs (log)', value: SEED.sh.sources.log },
			{ name: 'Metrics (metric)', value: SEED.sh.sources.metric },
			{ name: 'Traces (trace)', value: SEED.sh.sources.trace },
		]);
	});
});
