import {
	apiRequests,
	cloudParams,
	locator,
	runAction,
	SEED,
	selfHostedParams,
	useEnv,
} from '../support/env';
import { expectRefusedBeforeSending, expectServerRefusal } from '../support/inputError';

type Deployment = 'cloud' | 'selfHosted';

const fixtures = {
	cloud: {
		params: cloudParams,
		base: () =>
			`/v1/organizations/${SEED.org}/services/${SEED.service}/observability/saved-searches`,
		seeded: () => SEED.cloudSavedSearch,
		sources: () => SEED.cloudSources,
		alerts: (env: {
			emulator: {
				store: {
					svc: (id: string) => { alerts: { all: () => Array<{ savedSearchId?: string }> } };
				};
			};
		}) => env.emulator.store.svc(SEED.service).alerts.all(),
		notFound: /^HTTP 404: NOT_FOUND: Saved search ffffffffffffffffffffffff not found \[item 0\]$/,
		unknownSource: /^HTTP 400: BAD_REQUEST: sourceId must be an existing source id \[item 0\]$/,
		/** The cloud list pages by offset (1,000 a page). */
		paged: true,
	},
	selfHosted: {
		params: selfHostedParams,
		base: () => '/api/v2/saved-searches',
		seeded: () => SEED.sh.savedSearch,
		sources: () => SEED.sh.sources,
		alerts: (env: {
			emulator: { store: { sh: { alerts: { all: () => Array<{ savedSearchId?: string }> } } } };
		}) => env.emulator.store.sh.alerts.all(),
		notFound: /^HTTP 404: Saved search not found \[item 0\]$/,
		unknownSource: /^HTTP 400: sourceId must be an existing source id \[item 0\]$/,
		paged: true,
	},
};

const UNKNOWN = 'ffffffffffffffffffffffff';

describe.each(['cloud', 'selfHosted'] as Deployment[])('saved search on %s', (deployment) => {
	const f = fixtures[deployment];
	const env = useEnv();

	it('create (fields) sends the typed body and returns the record', async () => {
		const params = f.params('savedSearch', 'create', {
			specifyBody: 'fields',
			name: 'Slow carts',
			sourceId: locator(f.sources().trace),
			additionalFields: {
				where: 'service:cart',
				whereLanguage: 'lucene',
				select: 'Timestamp, Duration',
				orderBy: 'Duration DESC',
				tags: 'cart, slow, cart',
			},
		});
		const [record] = (await runAction(env, params)).json('Node');
		const body = {
			name: 'Slow carts',
			sourceId: f.sources().trace,
			where: 'service:cart',
			whereLanguage: 'lucene',
			select: 'Timestamp, Duration',
			orderBy: 'Duration DESC',
			tags: ['cart', 'slow'],
		};
		expect(record).toEqual({
			id: expect.stringMatching(/^[0-9a-f]{24}$/),
			...body,
			filters: [],
			// the self-hosted record names its team, as the real server's does
			...(deployment === 'selfHosted' ? { teamId: SEED.sh.team } : {}),
			createdAt: expect.any(String),
			updatedAt: expect.any(String),
		});
		const log = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({ method: 'POST', path: f.base(), status: 200 });
		expect(log[0].body).toEqual(body);
	});

	it('create (JSON) of an unknown source carries the server text', async () => {
		const error = (
			await runAction(
				env,
				f.params('savedSearch', 'create', {
					specifyBody: 'json',
					jsonBody: JSON.stringify({ name: 'x', sourceId: UNKNOWN }),
				}),
			)
		).error('Node');
		expect(error?.message).toMatch(f.unknownSource);
	});

	it.each([
		['no name', { name: '' }, /^Invalid 'Name': it is empty/],
		[
			'a source that is not an object id',
			{ name: 'x', sourceId: 'logs' },
			/^Invalid 'Source': "logs" is not an object ID \[item 0\]$/,
		],
		[
			'where as a number',
			{ name: 'x', sourceId: SEED.sh.source, where: 5 },
			/^Invalid 'Additional Fields > Where': expected text, got a number \[item 0\]$/,
		],
	])('create with %s is refused before sending', async (_label, body, message) => {
		const error = (
			await runAction(
				env,
				f.params('savedSearch', 'create', { specifyBody: 'json', jsonBody: JSON.stringify(body) }),
			)
		).error('Node');
		expectRefusedBeforeSending(env, error, message);
	});

	it.each([
		['51 tags', { tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, /^HTTP 400: .*tags.*50/],
		['a tag of 33 characters', { tags: ['t'.repeat(33)] }, /^HTTP 400: .*tags\.0.*32/],
	])("create with %s is sent: the server's 400 names the field", async (_label, extra, message) => {
		const body = { name: 'x', sourceId: f.sources().trace, ...extra };
		const error = (
			await runAction(
				env,
				f.params('savedSearch', 'create', { specifyBody: 'json', jsonBody: JSON.stringify(body) }),
			)
		).error('Node');
		expectServerRefusal(env, error, message);
	});

	it('get returns the record; simplify keeps what it searches', async () => {
		const [record] = (
			await runAction(env, f.params('savedSearch', 'get', { savedSearchId: locator(f.seeded()) }))
		).json('Node');
		expect(record).toMatchObject({
			id: f.seeded(),
			name: 'Checkout errors',
			sourceId: f.sources().log,
			where: 'ServiceName:checkout level:error',
		});
		expect(apiRequests(env)[0]).toMatchObject({ method: 'GET', path: `${f.base()}/${f.seeded()}` });
		const [simple] = (
			await runAction(
				env,
				f.params('savedSearch', 'get', { savedSearchId: locator(f.seeded()), simplify: true }),
			)
		).json('Node');
		expect(simple).toEqual({
			id: f.seeded(),
			name: 'Checkout errors',
			sourceId: f.sources().log,
			where: 'ServiceName:checkout level:error',
			whereLanguage: 'lucene',
			tags: ['checkout'],
		});
	});

	it('get of an unknown id carries the 404 text; a malformed id fails before any request', async () => {
		expect(
			(
				await runAction(env, f.params('savedSearch', 'get', { savedSearchId: locator(UNKNOWN) }))
			).error('Node')?.message,
		).toMatch(f.notFound);
		env.emulator.clearRequests();
		const error = (
			await runAction(
				env,
				f.params('savedSearch', 'get', { savedSearchId: locator('={{ "checkout" }}') }),
			)
		).error('Node');
		expectRefusedBeforeSending(
			env,
			error,
			/^Invalid 'Saved Search': "checkout" is not an object ID \[item 0\]$/,
		);
	});

	it('getAll returns one item per saved search, one request each (offset paging on the cloud)', async () => {
		await runAction(
			env,
			f.params('savedSearch', 'create', {
				specifyBody: 'json',
				jsonBody: JSON.stringify({ name: 'Second', sourceId: f.sources().log }),
			}),
		);
		env.emulator.clearRequests();
		const all = (await runAction(env, f.params('savedSearch', 'getAll', { returnAll: true }))).json(
			'Node',
		);
		expect(all.map((s: { name: string }) => s.name)).toEqual(['Checkout errors', 'Second']);
		const one = (
			await runAction(env, f.params('savedSearch', 'getAll', { returnAll: false, limit: 1 }))
		).json('Node');
		expect(one.map((s: { id: string }) => s.id)).toEqual([f.seeded()]);
		expect(apiRequests(env).map((entry) => [entry.method, entry.path, entry.query])).toEqual([
			['GET', f.base(), f.paged ? { limit: '1000', offset: '0' } : {}],
			['GET', f.base(), f.paged ? { limit: '1', offset: '0' } : {}],
		]);
	});

	it('update reads the record, keeps what is left out and replaces it whole', async () => {
		const result = await runAction(
			env,
			f.params('savedSearch', 'update', {
				savedSearchId: locator(f.seeded()),
				specifyBody: 'fields',
				updateFields: { where: 'level:error', sourceId: locator(f.sources().trace) },
			}),
		);
		const [record] = result.json('Node');
		expect(record).toMatchObject({
			id: f.seeded(),
			name: 'Checkout errors',
			where: 'level:error',
			sourceId: f.sources().trace,
			tags: ['checkout'],
		});
		const log = apiRequests(env);
		expect(log.map((entry) => [entry.method, entry.path])).toEqual([
			['GET', `${f.base()}/${f.seeded()}`],
			['PUT', `${f.base()}/${f.seeded()}`],
		]);
		expect(log[1].body).toEqual({
			name: 'Checkout errors',
			select: 'Timestamp, ServiceName, SeverityText, Body',
			where: 'level:error',
			whereLanguage: 'lucene',
			sourceId: f.sources().trace,
			tags: ['checkout'],
			orderBy: 'Timestamp DESC',
			filters: [],
		});
	});

	it('update with a bad change fails before reading', async () => {
		const error = (
			await runAction(
				env,
				f.params('savedSearch', 'update', {
					savedSearchId: locator(f.seeded()),
					specifyBody: 'json',
					jsonBody: '{"where": 5}',
				}),
			)
		).error('Node');
		expectRefusedBeforeSending(
			env,
			error,
			/^Invalid 'Update Fields > Where': expected text, got a number \[item 0\]$/,
		);
	});

	it('update of an unknown id carries the 404 text after one read', async () => {
		const error = (
			await runAction(
				env,
				f.params('savedSearch', 'update', {
					savedSearchId: locator(UNKNOWN),
					specifyBody: 'json',
					jsonBody: '{"name": "x"}',
				}),
			)
		).error('Node');
		expect(error?.message).toMatch(f.notFound);
		expect(apiRequests(env).map((entry) => entry.method)).toEqual(['GET']);
	});

	it('delete answers {deleted, id}; the alerts that watched it go too', async () => {
		expect(f.alerts(env as never).some((alert) => alert.savedSearchId === f.seeded())).toBe(
			deployment === 'selfHosted',
		);
		const [deleted] = (
			await runAction(
				env,
				f.params('savedSearch', 'delete', { savedSearchId: locator(f.seeded()) }),
			)
		).json('Node');
		expect(deleted).toEqual({ deleted: true, id: f.seeded() });
		expect(apiRequests(env)[0]).toMatchObject({
			method: 'DELETE',
			path: `${f.base()}/${f.seeded()}`,
			status: 200,
		});
		expect(f.alerts(env as never).some((alert) => alert.savedSearchId === f.seeded())).toBe(false);
		expect(
			(
				await runAction(
					env,
					f.params('savedSearch', 'delete', { savedSearchId: locator(f.seeded()) }),
				)
			).error('Node')?.message,
		).toMatch(/^HTTP 404: .*Saved search .*not found \[item 0\]$/);
	});
});
