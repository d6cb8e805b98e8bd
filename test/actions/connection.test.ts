import {
	apiRequests,
	locator,
	runAction,
	SEED,
	SELF_HOSTED_CREDENTIALS,
	selfHostedParams,
	useEnv,
} from '../support/env';
import { expectRefusedBeforeSending, expectServerRefusal } from '../support/inputError';
/** The field the emulator's newerServer mode gives records (no document lists it). */
const FUTURE_FIELD = 'futureField';

/**
 * The self-hosted connections (`/api/v2/connections`): each operation's output and what the
 * server received, typed fields and JSON, the password written and never shown, the picker.
 */

const BASE = '/api/v2/connections';
const UNKNOWN = 'ffffffffffffffffffffffff';
const HIDDEN_VALUE = 'pw-connection-test-9f3a';
const SEEDED = () => SEED.sh.connections.database;

interface StoredConnection {
	id: string;
	name?: string;
	host?: string;
	username?: string;
	password?: string;
	isPrometheusEndpoint?: boolean;
}

describe('connection (self-hosted)', () => {
	const env = useEnv();
	const stored = (id: string) =>
		(
			env.emulator.store.sh as unknown as {
				connections: { get: (id: string) => StoredConnection | undefined };
			}
		).connections.get(id);
	const params = (operation: string, extra: Record<string, unknown> = {}) =>
		selfHostedParams('connection', operation, extra);
	/** Every text of a run's items, for the password search. */
	const everything = (result: unknown) => JSON.stringify(result);
	/** What an error tells the user: its message, description and the answer it quotes. */
	const texts = (error: { message?: string; description?: unknown } | undefined) =>
		JSON.stringify([
			error?.message,
			error?.description,
			(error as { errorResponse?: unknown } | undefined)?.errorResponse,
		]);

	it('create (fields) sends the typed body, stores the password and never returns it', async () => {
		const result = await runAction(
			env,
			params('create', {
				specifyBody: 'fields',
				name: 'Analytics',
				host: 'https://db.example.com:8443',
				username: 'reader',
				additionalFields: { password: HIDDEN_VALUE, isPrometheusEndpoint: false },
			}),
		);
		const [record] = result.json('Node');
		expect(record).toEqual({
			id: expect.stringMatching(/^[0-9a-f]{24}$/),
			name: 'Analytics',
			host: 'https://db.example.com:8443',
			username: 'reader',
			isPrometheusEndpoint: false,
			createdAt: expect.any(String),
			updatedAt: expect.any(String),
		});
		const log = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({ method: 'POST', path: BASE, status: 200 });
		expect(log[0].body).toEqual({
			name: 'Analytics',
			host: 'https://db.example.com:8443',
			username: 'reader',
			password: HIDDEN_VALUE,
			isPrometheusEndpoint: false,
		});
		expect(stored(record.id as string)?.password).toBe(HIDDEN_VALUE);
		expect(everything(result.json('Node'))).not.toContain(HIDDEN_VALUE);
	});

	it('create (JSON) trims the name; without a password the server stores none', async () => {
		const body = {
			name: ' Metrics ',
			host: 'http://prom.internal:9090',
			username: 'default',
			isPrometheusEndpoint: true,
		};
		const [record] = (
			await runAction(
				env,
				params('create', { specifyBody: 'json', jsonBody: JSON.stringify(body) }),
			)
		).json('Node');
		expect(record).toMatchObject({ name: 'Metrics', isPrometheusEndpoint: true });
		expect(record).not.toHaveProperty('password');
		expect(apiRequests(env)[0].body).toEqual({ ...body, name: 'Metrics' });
		expect(stored(record.id as string)?.password).toBe('');
	});

	it("an empty username is the server's to judge: it is sent (the server takes it)", async () => {
		const body = { name: 'n', host: 'http://db.internal:8123', username: '' };
		const [record] = (
			await runAction(
				env,
				params('create', { specifyBody: 'json', jsonBody: JSON.stringify(body) }),
			)
		).json('Node');
		expect(record).toMatchObject({ username: '' });
		expect(apiRequests(env)[0].body).toEqual(body);
	});

	describe('a server newer than the document', () => {
		beforeEach(() => env.emulator.configure({ newerServer: true }));
		afterEach(() => env.emulator.configure({ newerServer: false }));

		it('create sends a field the package does not know as given', async () => {
			const body = { name: 'n', host: 'h', username: 'u', [FUTURE_FIELD]: { wave: 4 } };
			const [record] = (
				await runAction(
					env,
					params('create', { specifyBody: 'json', jsonBody: JSON.stringify(body) }),
				)
			).json('Node');
			expect(apiRequests(env)[0].body).toEqual(body);
			expect(record).toMatchObject({ [FUTURE_FIELD]: { wave: 4 } });
		});

		it('update sends the field the record carries back as read', async () => {
			const [record] = (
				await runAction(
					env,
					params('update', {
						connectionId: locator(SEEDED()),
						specifyBody: 'fields',
						updateFields: { name: 'Renamed' },
					}),
				)
			).json('Node');
			const sent = apiRequests(env)[1].body as Record<string, unknown>;
			expect(sent).toMatchObject({
				name: 'Renamed',
				[FUTURE_FIELD]: { wave: 3, labels: ['beta'] },
			});
			expect(record).toMatchObject({ name: 'Renamed', [FUTURE_FIELD]: sent[FUTURE_FIELD] });
		});
	});

	it.each([
		['no name', { host: 'h', username: 'u' }, /^Invalid 'Name': it is missing \[item 0\]$/],
		[
			'a null host',
			{ name: 'x', host: null, username: 'u' },
			/^Invalid 'Host': it is null \[item 0\]$/,
		],
		[
			'a username that is a number',
			{ name: 'x', host: 'h', username: 7 },
			/^Invalid 'Username': expected text, got a number \[item 0\]$/,
		],
		[
			'a password that is a list',
			{ name: 'x', host: 'h', username: 'u', password: [HIDDEN_VALUE] },
			/^Invalid 'Additional Fields > Password': expected text, got a list \[item 0\]$/,
		],
		[
			'Prometheus endpoint as text',
			{ name: 'x', host: 'h', username: 'u', isPrometheusEndpoint: 'yes' },
			/^Invalid 'Additional Fields > Prometheus Endpoint': expected true or false, got the text "yes" \[item 0\]$/,
		],
	])(
		'create with %s is refused before sending, naming the field',
		async (_label, body, message) => {
			const error = (
				await runAction(
					env,
					params('create', { specifyBody: 'json', jsonBody: JSON.stringify(body) }),
				)
			).error('Node');
			expectRefusedBeforeSending(env, error, message);
			expect(error?.message).not.toContain(HIDDEN_VALUE);
		},
	);

	it("a server's 400 quoting the password comes back masked", async () => {
		env.emulator.injectFault({
			path: BASE,
			method: 'POST',
			deployment: 'selfHosted',
			status: 400,
			body: { message: `Body validation failed: password: ${HIDDEN_VALUE} is too weak` },
		});
		const error = (
			await runAction(
				env,
				params('create', {
					specifyBody: 'json',
					jsonBody: JSON.stringify({ name: 'x', host: 'h', username: 'u', password: HIDDEN_VALUE }),
				}),
			)
		).error('Node');
		expectServerRefusal(
			env,
			error,
			/^HTTP 400: Body validation failed: password: \*\*\* is too weak/,
		);
		expect(texts(error)).not.toContain(HIDDEN_VALUE);
	});

	it('get returns the record without its password; simplify keeps where it reads and as whom', async () => {
		expect(stored(SEEDED())?.password).toBeTruthy();
		const [record] = (
			await runAction(env, params('get', { connectionId: locator(SEEDED()), simplify: false }))
		).json('Node');
		expect(record).toEqual({
			id: SEEDED(),
			name: 'Local database',
			host: 'http://db.internal:8123',
			username: 'default',
			createdAt: expect.any(String),
			updatedAt: expect.any(String),
		});
		expect(apiRequests(env)[0]).toMatchObject({ method: 'GET', path: `${BASE}/${SEEDED()}` });
		const [simple] = (
			await runAction(
				env,
				params('get', { connectionId: locator(SEED.sh.connections.prometheus), simplify: true }),
			)
		).json('Node');
		expect(simple).toEqual({
			id: SEED.sh.connections.prometheus,
			name: 'Metrics API',
			host: 'http://prometheus.internal:9090',
			username: 'reader',
			isPrometheusEndpoint: true,
		});
	});

	it('an AI agent selects the fields it wants', async () => {
		const [record] = (
			await runAction(
				env,
				params('get', {
					connectionId: locator(SEEDED()),
					output: 'fields',
					fields: ['host'],
				}),
				{ type: 'observabilityPipesTool' },
			)
		).json('Node');
		expect(record).toEqual({ id: SEEDED(), host: 'http://db.internal:8123' });
	});

	it('get of an unknown id carries the 404 text; a malformed id fails before any request', async () => {
		const error = (await runAction(env, params('get', { connectionId: locator(UNKNOWN) }))).error(
			'Node',
		);
		expect(error).toMatchObject({ name: 'NodeApiError', httpCode: '404' });
		expect(error?.message).toMatch(/^HTTP 404: Not Found/);
		env.emulator.clearRequests();
		expectRefusedBeforeSending(
			env,
			(await runAction(env, params('get', { connectionId: locator('={{ "db-1" }}') }))).error(
				'Node',
			),
			/^Invalid 'Connection': "db-1" is not an object ID \[item 0\]$/,
		);
	});

	it('get of a record a careless server answers with its password drops the password', async () => {
		env.emulator.injectFault({
			path: `${BASE}/${SEEDED()}`,
			method: 'GET',
			deployment: 'selfHosted',
			status: 200,
			body: {
				data: { id: SEEDED(), name: 'n', host: 'h', username: 'u', password: HIDDEN_VALUE },
			},
		});
		const result = await runAction(env, params('get', { connectionId: locator(SEEDED()) }));
		expect(result.json('Node')).toEqual([{ id: SEEDED(), name: 'n', host: 'h', username: 'u' }]);
	});

	it('getAll returns one item per connection in one request (the list is not paged)', async () => {
		const all = (await runAction(env, params('getAll', { returnAll: true }))).json('Node');
		expect(all.map((c: { id: string }) => c.id)).toEqual([
			SEED.sh.connections.database,
			SEED.sh.connections.prometheus,
		]);
		expect(all.every((c: object) => !('password' in c))).toBe(true);
		const one = (await runAction(env, params('getAll', { returnAll: false, limit: 1 }))).json(
			'Node',
		);
		expect(one.map((c: { id: string }) => c.id)).toEqual([SEED.sh.connections.database]);
		expect(apiRequests(env).map((entry) => [entry.method, entry.path, entry.query])).toEqual([
			['GET', BASE, {}],
			['GET', BASE, {}],
		]);
	});

	it('getAll returns the records the server could answer when it skipped some (meta.skipped)', async () => {
		const legacy = 'c000000000000000000000ff';
		(
			env.emulator.store.sh as unknown as {
				connections: { add: (id: string, rec: object) => void };
			}
		).connections.add(legacy, { id: legacy, name: 'legacy', password: HIDDEN_VALUE });
		const all = (await runAction(env, params('getAll', { returnAll: true }))).json('Node');
		expect(all.map((c: { id: string }) => c.id)).toEqual([
			SEED.sh.connections.database,
			SEED.sh.connections.prometheus,
		]);
		expect(apiRequests(env)[0].status).toBe(200);
	});

	it('update reads the record, keeps what is left out (the password too) and replaces it whole', async () => {
		const before = stored(SEEDED())?.password;
		const result = await runAction(
			env,
			params('update', {
				connectionId: locator(SEEDED()),
				specifyBody: 'fields',
				updateFields: { host: 'http://db-2.internal:8123' },
			}),
		);
		expect(result.json('Node')).toEqual([
			{
				id: SEEDED(),
				name: 'Local database',
				host: 'http://db-2.internal:8123',
				username: 'default',
				createdAt: expect.any(String),
				updatedAt: expect.any(String),
			},
		]);
		const log = apiRequests(env);
		expect(log.map((entry) => [entry.method, entry.path])).toEqual([
			['GET', `${BASE}/${SEEDED()}`],
			['PUT', `${BASE}/${SEEDED()}`],
		]);
		expect(log[1].body).toEqual({
			name: 'Local database',
			host: 'http://db-2.internal:8123',
			username: 'default',
		});
		expect(stored(SEEDED())?.password).toBe(before);
	});

	it('update with a new password (JSON) sends it, stores it and shows it nowhere', async () => {
		const result = await runAction(
			env,
			params('update', {
				connectionId: locator(SEED.sh.connections.prometheus),
				specifyBody: 'json',
				jsonBody: JSON.stringify({ password: HIDDEN_VALUE, username: 'writer' }),
			}),
		);
		const [record] = result.json('Node');
		expect(record).toMatchObject({ username: 'writer', isPrometheusEndpoint: true });
		expect(apiRequests(env)[1].body).toEqual({
			name: 'Metrics API',
			host: 'http://prometheus.internal:9090',
			username: 'writer',
			isPrometheusEndpoint: true,
			password: HIDDEN_VALUE,
		});
		expect(stored(SEED.sh.connections.prometheus)?.password).toBe(HIDDEN_VALUE);
		expect(everything(result.json('Node'))).not.toContain(HIDDEN_VALUE);
	});

	it.each([
		[
			'a password that is a number',
			'{"password": 12345}',
			/^Invalid 'Update Fields > Password': expected text, got a number \[item 0\]$/,
		],
		['a null host', '{"host": null}', /^Invalid 'Host': it is null \[item 0\]$/],
		['nothing to change', '{}', /^Invalid 'JSON Body': no field to change was given/],
	])('update with %s fails before reading', async (_label, jsonBody, message) => {
		const error = (
			await runAction(
				env,
				params('update', { connectionId: locator(SEEDED()), specifyBody: 'json', jsonBody }),
			)
		).error('Node');
		expectRefusedBeforeSending(env, error, message);
	});

	it('update of an unknown id carries the 404 text after one read, the password unsent', async () => {
		const error = (
			await runAction(
				env,
				params('update', {
					connectionId: locator(UNKNOWN),
					specifyBody: 'json',
					jsonBody: JSON.stringify({ password: HIDDEN_VALUE }),
				}),
			)
		).error('Node');
		expect(error?.message).toMatch(/^HTTP 404: Not Found/);
		expect(apiRequests(env).map((entry) => entry.method)).toEqual(['GET']);
	});

	it('delete answers {deleted, id}; the sources that read through it keep naming it', async () => {
		const sources = () =>
			(
				env.emulator.store.sh as unknown as {
					sources: { all: () => Array<{ connection: string }> };
				}
			).sources.all();
		expect(sources().every((source) => source.connection === SEEDED())).toBe(true);
		const [deleted] = (
			await runAction(env, params('delete', { connectionId: locator(SEEDED()) }))
		).json('Node');
		expect(deleted).toEqual({ deleted: true, id: SEEDED() });
		expect(apiRequests(env)).toEqual([
			expect.objectContaining({ method: 'DELETE', path: `${BASE}/${SEEDED()}`, status: 200 }),
		]);
		expect(stored(SEEDED())).toBeUndefined();
		expect(sources().every((source) => source.connection === SEEDED())).toBe(true);
		const again = (
			await runAction(env, params('delete', { connectionId: locator(SEEDED()) }))
		).error('Node');
		expect(again).toMatchObject({ name: 'NodeApiError', httpCode: '404' });
	});

	it('the picker lists the connections as "name (host)"', async () => {
		const answer = await env.harness.loadOptions({
			parameters: params('get'),
			credentials: SELF_HOSTED_CREDENTIALS,
			method: 'searchConnections',
			kind: 'listSearch',
		});
		expect(answer).toEqual({
			results: [
				{ name: 'Local database (http://db.internal:8123)', value: SEED.sh.connections.database },
				{
					name: 'Metrics API (http://prometheus.internal:9090)',
					value: SEED.sh.connections.prometheus,
				},
			],
		});
		const filtered = await env.harness.loadOptions({
			parameters: params('get'),
			credentials: SELF_HOSTED_CREDENTIALS,
			method: 'searchConnections',
			kind: 'listSearch',
			filter: 'metrics',
		});
		expect(filtered).toEqual({
			results: [
				{
					name: 'Metrics API (http://prometheus.internal:9090)',
					value: SEED.sh.connections.prometheus,
				},
			],
		});
		expect(apiRequests(env).map((entry) => [entry.method, entry.path])).toEqual([
			['GET', BASE],
			['GET', BASE],
		]);
	});
});
