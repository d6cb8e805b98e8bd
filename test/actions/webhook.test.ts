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
import { expectRefusedBeforeSending, expectServerRefusal } from '../support/inputError';
import { simplifyWebhook } from '../../nodes/ObservabilityPipes/actions/webhook/simplify';

describe('webhook getAll (self-hosted)', () => {
	const env = useEnv({ emulator: { seed: { webhooks: 1205 } } });

	it('limit asks for one page of that size', async () => {
		const hooks = (
			await runAction(env, selfHostedParams('webhook', 'getAll', { returnAll: false, limit: 2 }))
		).json('Node');
		expect(hooks.map((hook: { id: string }) => hook.id)).toEqual([
			SEED.sh.webhooks.slack,
			SEED.sh.webhooks.generic,
		]);
		expect(hooks[0]).toMatchObject({ name: 'Ops channel', service: 'slack' });
		expect(hooks[0]).not.toHaveProperty('headers');
		const log: LoggedRequest[] = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({
			method: 'GET',
			path: '/api/v2/webhooks',
			query: { limit: '2', offset: '0' },
			body: undefined,
		});
		expect(log[0].headers.authorization).toBe('Bearer emu-self-hosted-api-key');
	});

	it('returnAll follows the pages to the end', async () => {
		const hooks = (
			await runAction(env, selfHostedParams('webhook', 'getAll', { returnAll: true }))
		).json('Node');
		expect(hooks).toHaveLength(1205);
		expect(new Set(hooks.map((hook: { id: string }) => hook.id)).size).toBe(1205);
		expect(apiRequests(env).map((entry: LoggedRequest) => entry.query)).toEqual([
			{ limit: '1000', offset: '0' },
			{ limit: '1000', offset: '1000' },
		]);
	});

	it('works with servers that ignore paging (legacy)', async () => {
		env.emulator.configure({ legacy: true });
		try {
			const hooks = (
				await runAction(env, selfHostedParams('webhook', 'getAll', { returnAll: true }))
			).json('Node');
			expect(hooks).toHaveLength(1205);
			expect(apiRequests(env)).toHaveLength(1);
		} finally {
			env.emulator.configure({ legacy: false });
		}
	});

	it('a refused API key carries the 401 text', async () => {
		const result = await env.harness.runNode({
			parameters: selfHostedParams('webhook', 'getAll', { returnAll: true }),
			credentials: { observabilitySelfHostedApi: { id: 'sh-wrong-key', name: 'Wrong' } },
		});
		expect(result.error('Node')?.message).toBe('HTTP 401: Unauthorized [item 0]');
	});
});

type Deployment = 'cloud' | 'selfHosted';

const HEADER_SECRET = 'dummy-hook-token-7f3a9c1e5b';
const QUERY_SECRET = 'dummy-query-key-2d4b6f8a0c';

const fixtures = {
	cloud: {
		params: cloudParams,
		base: () => `/v1/organizations/${SEED.org}/services/${SEED.service}/observability/webhooks`,
		hooks: () => SEED.cloudWebhooks,
		notFound: /^HTTP 404: NOT_FOUND: Webhook ffffffffffffffffffffffff not found \[item 0\]$/,
		inUse: /^HTTP 409: CONFLICT: Webhook is used by \d+ alert\(s\)/,
	},
	selfHosted: {
		params: selfHostedParams,
		base: () => '/api/v2/webhooks',
		hooks: () => SEED.sh.webhooks,
		notFound: /^HTTP 404: Webhook not found \[item 0\]$/,
		inUse: /^HTTP 409: Cannot delete webhook: \d+ alert\(s\) still reference it/,
	},
};

const noSecretIn = (value: unknown) => {
	const text = JSON.stringify(value);
	expect(text).not.toContain(HEADER_SECRET);
	expect(text).not.toContain(QUERY_SECRET);
};

describe.each(['cloud', 'selfHosted'] as Deployment[])('webhook writes on %s', (deployment) => {
	const f = fixtures[deployment];
	const env = useEnv();

	const createFields = (extra: Record<string, unknown> = {}) => ({
		specifyBody: 'fields',
		name: 'Pager',
		service: 'generic',
		url: 'https://hooks.example.com/pager',
		description: 'Pages on call',
		body: '{"text": "{{title}} ({{state}})"}',
		headers: { header: [{ name: 'Authorization', value: `Bearer ${HEADER_SECRET}` }] },
		queryParams: { parameter: [{ name: 'token', value: QUERY_SECRET }] },
		...extra,
	});

	it('create (fields) sends headers and query parameters once, outputs the record without them', async () => {
		const result = await runAction(env, f.params('webhook', 'create', createFields()));
		const [hook] = result.json('Node');
		expect(hook).toEqual({
			id: expect.stringMatching(/^[0-9a-f]{24}$/),
			name: 'Pager',
			service: 'generic',
			url: 'https://hooks.example.com/pager',
			description: 'Pages on call',
			body: '{"text": "{{title}} ({{state}})"}',
			createdAt: expect.any(String),
			updatedAt: expect.any(String),
		});
		noSecretIn(result.json('Node'));
		const log = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({ method: 'POST', path: f.base(), status: 200 });
		expect(log[0].body).toEqual({
			name: 'Pager',
			service: 'generic',
			url: 'https://hooks.example.com/pager',
			description: 'Pages on call',
			body: '{"text": "{{title}} ({{state}})"}',
			headers: { Authorization: `Bearer ${HEADER_SECRET}` },
			queryParams: { token: QUERY_SECRET },
		});
		expect(env.emulator.findWebhook(hook.id).rec.headers).toEqual({
			Authorization: `Bearer ${HEADER_SECRET}`,
		});
	});

	it('create (JSON) sends the body as given after the checks', async () => {
		const body = {
			name: 'Chat',
			service: 'slack',
			url: 'https://hooks.slack.example.com/services/T1/B1/X',
		};
		const [hook] = (
			await runAction(
				env,
				f.params('webhook', 'create', { specifyBody: 'json', jsonBody: JSON.stringify(body) }),
			)
		).json('Node');
		expect(hook).toMatchObject({ ...body, id: expect.any(String) });
		expect(apiRequests(env)[0].body).toEqual(body);
	});

	it("create of a slack webhook with headers is sent, and the server's refusal does not quote them", async () => {
		const body = {
			name: 'Chat',
			service: 'slack',
			url: 'https://hooks.slack.example.com/services/T1',
			headers: { Authorization: HEADER_SECRET },
		};
		const error = (
			await runAction(
				env,
				f.params('webhook', 'create', { specifyBody: 'json', jsonBody: JSON.stringify(body) }),
			)
		).error('Node');
		expectServerRefusal(env, error, /^HTTP 400: .*headers/i);
		noSecretIn([error?.message, error?.description]);
	});

	it.each([
		['a url that resolves to nothing', { url: '={{ "" }}' }, /^Invalid 'URL': it is empty/],
		[
			'a header without a name',
			{ headers: { header: [{ name: '', value: HEADER_SECRET }] } },
			/^Invalid 'Headers': an entry has an empty name \[item 0\]$/,
		],
		[
			'a header given twice',
			{
				headers: {
					header: [
						{ name: 'A', value: HEADER_SECRET },
						{ name: 'A', value: 'x' },
					],
				},
			},
			/^Invalid 'Headers' \(A\): the name is given twice \[item 0\]$/,
		],
	])('create with %s is refused before sending', async (_label, extra, message) => {
		const error = (await runAction(env, f.params('webhook', 'create', createFields(extra)))).error(
			'Node',
		);
		expectRefusedBeforeSending(env, error, message);
		noSecretIn([error?.message, error?.description]);
	});

	it.each([
		['a relative url', { url: '/hooks/x' }, /^HTTP 400: .*url/i],
		['a name of 1025 characters', { name: 'n'.repeat(1025) }, /^HTTP 400: .*name.*1024/],
	])("create with %s is sent: the server's 400 names the field", async (_label, extra, message) => {
		const error = (await runAction(env, f.params('webhook', 'create', createFields(extra)))).error(
			'Node',
		);
		expectServerRefusal(env, error, message);
		noSecretIn([error?.message, error?.description]);
	});

	it('a header value the server quotes in its error is masked', async () => {
		env.emulator.injectFault({
			method: 'POST',
			path: f.base(),
			status: 400,
			body: {
				message: `header Authorization: Bearer ${HEADER_SECRET} rejected, token=${QUERY_SECRET}`,
			},
		});
		const error = (await runAction(env, f.params('webhook', 'create', createFields()))).error(
			'Node',
		);
		expect(error?.message).toBe('HTTP 400: header Authorization: *** rejected, token=*** [item 0]');
	});

	it('a second webhook of the same service and url (cloud) or name (self-hosted) carries the server text', async () => {
		await runAction(env, f.params('webhook', 'create', createFields()));
		const again =
			deployment === 'cloud'
				? createFields({ name: 'Again' })
				: createFields({ url: 'https://hooks.example.com/again' });
		const error = (await runAction(env, f.params('webhook', 'create', again))).error('Node');
		expect(error?.message).toMatch(
			deployment === 'cloud'
				? /^HTTP 400: BAD_REQUEST: Webhook already exists \[item 0\]$/
				: /^HTTP 400: A webhook with this service and name already exists \[item 0\]$/,
		);
	});

	it('update reads the webhook from the list, keeps what is left out and sends no headers (the server keeps them)', async () => {
		const [hook] = (await runAction(env, f.params('webhook', 'create', createFields()))).json(
			'Node',
		);
		env.emulator.clearRequests();
		const result = await runAction(
			env,
			f.params('webhook', 'update', {
				webhookId: locator(hook.id),
				specifyBody: 'fields',
				updateFields: { name: 'Pager (new)' },
			}),
		);
		const [updated] = result.json('Node');
		expect(updated).toMatchObject({
			id: hook.id,
			name: 'Pager (new)',
			description: 'Pages on call',
			body: hook.body,
		});
		noSecretIn(result.json('Node'));
		const log = apiRequests(env);
		expect(log.map((entry) => [entry.method, entry.path])).toEqual([
			['GET', f.base()],
			['PUT', `${f.base()}/${hook.id}`],
		]);
		expect(log[0].query).toEqual({ limit: '1000', offset: '0' });
		expect(log[1].body).toEqual({
			name: 'Pager (new)',
			service: 'generic',
			url: 'https://hooks.example.com/pager',
			description: 'Pages on call',
			body: hook.body,
		});
		expect(env.emulator.findWebhook(hook.id).rec.headers).toEqual({
			Authorization: `Bearer ${HEADER_SECRET}`,
		});
	});

	it('update with new headers (JSON) sends them and never outputs them', async () => {
		const result = await runAction(
			env,
			f.params('webhook', 'update', {
				webhookId: locator(f.hooks().generic),
				specifyBody: 'json',
				jsonBody: JSON.stringify({ headers: { 'X-Key': HEADER_SECRET } }),
			}),
		);
		noSecretIn(result.json('Node'));
		const put = apiRequests(env)[1];
		expect(put.body).toMatchObject({
			name: 'Ticketing',
			service: 'generic',
			headers: { 'X-Key': HEADER_SECRET },
		});
		expect(env.emulator.findWebhook(f.hooks().generic).rec.headers).toEqual({
			'X-Key': HEADER_SECRET,
		});
	});

	it("update to slack drops the stored body template; headers given with it are sent, and the server's refusal comes back", async () => {
		const [hook] = (await runAction(env, f.params('webhook', 'create', createFields()))).json(
			'Node',
		);
		env.emulator.clearRequests();
		const refused = (
			await runAction(
				env,
				f.params('webhook', 'update', {
					webhookId: locator(hook.id),
					specifyBody: 'json',
					jsonBody: JSON.stringify({ service: 'slack', headers: { a: HEADER_SECRET } }),
				}),
			)
		).error('Node');
		expectServerRefusal(env, refused, /^HTTP 400: .*headers/i);
		noSecretIn([refused?.message, refused?.description]);
		env.emulator.clearRequests();
		await runAction(
			env,
			f.params('webhook', 'update', {
				webhookId: locator(hook.id),
				specifyBody: 'json',
				jsonBody: JSON.stringify({
					service: 'slack',
					url: 'https://hooks.slack.example.com/services/T9',
				}),
			}),
		);
		expect(apiRequests(env)[1].body).toEqual({
			name: 'Pager',
			service: 'slack',
			url: 'https://hooks.slack.example.com/services/T9',
			description: 'Pages on call',
		});
		expect(env.emulator.findWebhook(hook.id).rec.headers).toBeUndefined();
	});

	it('update of an id the list lacks says so after one read', async () => {
		const error = (
			await runAction(
				env,
				f.params('webhook', 'update', {
					webhookId: locator('ffffffffffffffffffffffff'),
					specifyBody: 'json',
					jsonBody: '{"name": "x"}',
				}),
			)
		).error('Node');
		expect(error?.message).toBe(
			"Invalid 'Webhook': no webhook with the ID ffffffffffffffffffffffff is on the server [item 0]",
		);
		expect(apiRequests(env).map((entry) => entry.method)).toEqual(['GET']);
	});

	it('update of a malformed id fails before any request', async () => {
		const error = (
			await runAction(
				env,
				f.params('webhook', 'update', {
					webhookId: locator('={{ "hook-1" }}'),
					specifyBody: 'json',
					jsonBody: '{"name": "x"}',
				}),
			)
		).error('Node');
		expectRefusedBeforeSending(
			env,
			error,
			/^Invalid 'Webhook': "hook-1" is not an object ID \[item 0\]$/,
		);
	});

	it('delete answers {deleted, id}; 404 and 409 carry the server text', async () => {
		const [deleted] = (
			await runAction(
				env,
				f.params('webhook', 'delete', { webhookId: locator(f.hooks().incidentio) }),
			)
		).json('Node');
		expect(deleted).toEqual({ deleted: true, id: f.hooks().incidentio });
		expect(apiRequests(env)[0]).toMatchObject({
			method: 'DELETE',
			path: `${f.base()}/${f.hooks().incidentio}`,
			status: 200,
			body: undefined,
		});
		expect(env.emulator.findWebhook(f.hooks().incidentio)).toBeUndefined();
		const unknown = (
			await runAction(
				env,
				f.params('webhook', 'delete', { webhookId: locator('ffffffffffffffffffffffff') }),
			)
		).error('Node');
		expect(unknown?.message).toMatch(f.notFound);
		const used = (
			await runAction(env, f.params('webhook', 'delete', { webhookId: locator(f.hooks().slack) }))
		).error('Node');
		expect(used?.message).toMatch(f.inUse);
	});

	it('get reads the webhook from the list (one GET of the list), without its headers', async () => {
		const generic = f.hooks().generic;
		const run = async (extra: Record<string, unknown> = {}) =>
			(
				await runAction(env, f.params('webhook', 'get', { webhookId: locator(generic), ...extra }))
			).json('Node');
		const [raw] = await run({ simplify: false });
		expect(raw).toMatchObject({ id: generic, service: 'generic', name: 'Ticketing' });
		expect(raw).not.toHaveProperty('headers');
		expect(raw).not.toHaveProperty('queryParams');
		expect(apiRequests(env).map((entry) => `${entry.method} ${entry.path}`)).toEqual([
			`GET ${f.base()}`,
		]);
		const [simplified] = await run();
		expect(simplified).toEqual(simplifyWebhook(raw));
	});

	it('get of an id the list lacks says so after reading the list', async () => {
		const error = (
			await runAction(
				env,
				f.params('webhook', 'get', { webhookId: locator('ffffffffffffffffffffffff') }),
			)
		).error('Node');
		expect(error?.message).toMatch(
			/no webhook with the ID ffffffffffffffffffffffff is on the server/,
		);
		expect(apiRequests(env).map((entry) => entry.method)).toEqual(['GET']);
	});

	it('getAll lists the webhooks without headers', async () => {
		const hooks = (await runAction(env, f.params('webhook', 'getAll', { returnAll: true }))).json(
			'Node',
		);
		expect(hooks.map((hook: { id: string }) => hook.id)).toEqual([
			f.hooks().slack,
			f.hooks().generic,
			f.hooks().incidentio,
		]);
		expect(apiRequests(env)[0].query).toEqual({ limit: '1000', offset: '0' });
	});
});
