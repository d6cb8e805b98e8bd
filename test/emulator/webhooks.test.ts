import {
	cloud,
	type Emu,
	expectCloudError,
	expectCloudOk,
	expectMessage,
	ISO_MS_RE,
	type Json,
	OBS,
	OID_RE,
	SEED,
	sh,
	startEmulator,
	UNKNOWN_OID,
} from './helpers';

const PUBLIC_KEYS = ['id', 'name', 'service', 'url', 'description', 'createdAt', 'updatedAt'];
const generic = (patch: Json = {}): Json => ({
	name: 'Pager',
	service: 'generic',
	url: 'https://hooks.example.com/pager',
	description: 'Pages on call',
	body: '{"text": "{{title}}"}',
	headers: { Authorization: 'Bearer hook-secret-1' },
	queryParams: { token: 'hook-secret-2' },
	...patch,
});

describe('emulator: webhooks', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator();
	});
	afterAll(() => emu.close());
	beforeEach(() => emu.reset());

	describe('self-hosted', () => {
		it('lists the seeded webhooks, 1000 a page by default, without headers or query parameters', async () => {
			const r = await sh(emu, 'GET', '/api/v2/webhooks');
			expect(r.json.meta).toEqual({ total: 3, limit: 1000, offset: 0 });
			expect(r.json.data.map((w: Json) => w.id)).toEqual([
				SEED.sh.webhooks.slack,
				SEED.sh.webhooks.generic,
				SEED.sh.webhooks.incidentio,
			]);
			for (const w of r.json.data) expect(Object.keys(w)).toEqual(PUBLIC_KEYS);
		});

		it('creates a generic webhook: the answer shows the body template but never headers or query parameters', async () => {
			const r = await sh(emu, 'POST', '/api/v2/webhooks', { body: generic() });
			expect(r.status).toBe(200);
			const w = r.json.data;
			expect(w).toEqual({
				id: expect.stringMatching(OID_RE),
				name: 'Pager',
				service: 'generic',
				url: 'https://hooks.example.com/pager',
				description: 'Pages on call',
				body: '{"text": "{{title}}"}',
				createdAt: expect.stringMatching(ISO_MS_RE),
				updatedAt: w.createdAt,
			});
			expect(r.text).not.toMatch(/hook-secret/);
			expect((await sh(emu, 'GET', '/api/v2/webhooks')).text).not.toMatch(/hook-secret/);
			// stored for the delivery of notifications, reachable in process
			expect(emu.findWebhook(w.id)).toEqual({
				deployment: 'selfHosted',
				rec: {
					...w,
					headers: { Authorization: 'Bearer hook-secret-1' },
					queryParams: { token: 'hook-secret-2' },
				},
			});
			expect(emu.store.sh.webhooks.get(w.id).headers).toEqual({
				Authorization: 'Bearer hook-secret-1',
			});
		});

		it('does not show a body on an incidentio webhook', async () => {
			const r = await sh(emu, 'POST', '/api/v2/webhooks', {
				body: generic({ service: 'incidentio', headers: undefined }),
			});
			expect(r.status).toBe(200);
			expect(Object.keys(r.json.data)).toEqual(PUBLIC_KEYS);
			expect(emu.findWebhook(r.json.data.id).rec.body).toBe('{"text": "{{title}}"}');
		});

		it.each(['headers', 'queryParams', 'body'])('refuses %s on a slack webhook', async (field) => {
			const body = {
				name: 'Chat',
				service: 'slack',
				url: 'https://hooks.slack.example.com/services/T1',
				[field]: field === 'body' ? '{}' : { a: 'b' },
			};
			expectMessage(
				await sh(emu, 'POST', '/api/v2/webhooks', { body }),
				400,
				new RegExp(`^Body validation failed: ${field}: Slack webhooks do not support ${field}`),
			);
			expect(emu.store.sh.webhooks.size).toBe(3);
		});

		it.each([
			['no name', { name: undefined }, /name: Required/],
			['an empty name', { name: ' ' }, /name: String must contain at least 1/],
			['a long name', { name: 'n'.repeat(1025) }, /name: String must contain at most 1024/],
			['an unknown service', { service: 'pagerduty' }, /service: Invalid enum value/],
			['no url', { url: undefined }, /url: Required/],
			['a relative url', { url: '/hooks/x' }, /url: Invalid url/],
			[
				'a long description',
				{ description: 'd'.repeat(2049) },
				/description: String must contain at most 2048/,
			],
			['a long body', { body: 'b'.repeat(16385) }, /body: String must contain at most 16384/],
			['headers not an object', { headers: ['a'] }, /headers: Expected object, received array/],
			[
				'a header that is not a string',
				{ headers: { a: 1 } },
				/headers.a: Expected string, received number/,
			],
			[
				'too many query parameters',
				{ queryParams: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, 'v'])) },
				/queryParams: Object must contain at most 100/,
			],
		])('refuses %s with 400', async (_label, patch, text) => {
			expectMessage(await sh(emu, 'POST', '/api/v2/webhooks', { body: generic(patch) }), 400, text);
		});

		it('refuses a second webhook of the same service and name (the real server: a unique index)', async () => {
			expect((await sh(emu, 'POST', '/api/v2/webhooks', { body: generic() })).status).toBe(200);
			expectMessage(
				await sh(emu, 'POST', '/api/v2/webhooks', {
					body: generic({ url: 'https://hooks.example.com/again' }),
				}),
				400,
				'A webhook with this service and name already exists',
			);
			expect(
				(await sh(emu, 'POST', '/api/v2/webhooks', { body: generic({ name: 'Again' }) })).status,
			).toBe(200);
		});

		it('replaces: clears an omitted description and body, keeps headers and query parameters for the same url and service', async () => {
			const w = (await sh(emu, 'POST', '/api/v2/webhooks', { body: generic() })).json.data;
			const r = await sh(emu, 'PUT', `/api/v2/webhooks/${w.id}`, {
				body: { name: 'Renamed', service: 'generic', url: w.url },
			});
			expect(r.status).toBe(200);
			expect(r.json.data).toEqual({
				id: w.id,
				name: 'Renamed',
				service: 'generic',
				url: w.url,
				createdAt: w.createdAt,
				updatedAt: expect.stringMatching(ISO_MS_RE),
			});
			const rec = emu.findWebhook(w.id).rec;
			expect(rec.headers).toEqual({ Authorization: 'Bearer hook-secret-1' });
			expect(rec.queryParams).toEqual({ token: 'hook-secret-2' });
			expect(rec.body).toBeUndefined();
			expect(rec.description).toBeUndefined();
		});

		it.each([
			['url', { url: 'https://hooks.example.com/other' }],
			['service', { service: 'incidentio' }],
		])(
			'replaces: a new %s drops the stored headers and query parameters',
			async (_label, patch) => {
				const w = (await sh(emu, 'POST', '/api/v2/webhooks', { body: generic() })).json.data;
				const r = await sh(emu, 'PUT', `/api/v2/webhooks/${w.id}`, {
					body: { name: 'N', service: 'generic', url: w.url, ...patch },
				});
				expect(r.status).toBe(200);
				const rec = emu.findWebhook(w.id).rec;
				expect(rec.headers).toBeUndefined();
				expect(rec.queryParams).toBeUndefined();
			},
		);

		it('replaces: headers sent again replace the stored ones', async () => {
			const w = (await sh(emu, 'POST', '/api/v2/webhooks', { body: generic() })).json.data;
			await sh(emu, 'PUT', `/api/v2/webhooks/${w.id}`, {
				body: generic({ headers: { 'X-Key': 'k2' } }),
			});
			expect(emu.findWebhook(w.id).rec.headers).toEqual({ 'X-Key': 'k2' });
			expect(emu.findWebhook(w.id).rec.queryParams).toEqual({ token: 'hook-secret-2' });
		});

		it('answers a replace of a malformed, unknown or conflicting id', async () => {
			expectMessage(
				await sh(emu, 'PUT', '/api/v2/webhooks/nope', { body: generic() }),
				400,
				'Params validation failed: id: Invalid ObjectId',
			);
			expectMessage(
				await sh(emu, 'PUT', `/api/v2/webhooks/${UNKNOWN_OID}`, { body: generic() }),
				404,
				'Webhook not found',
			);
			const w = (await sh(emu, 'POST', '/api/v2/webhooks', { body: generic() })).json.data;
			const seeded = (await sh(emu, 'GET', '/api/v2/webhooks')).json.data[2];
			expectMessage(
				await sh(emu, 'PUT', `/api/v2/webhooks/${w.id}`, {
					body: { name: seeded.name, service: seeded.service, url: w.url },
				}),
				400,
				'A webhook with this service and name already exists',
			);
			expectMessage(
				await sh(emu, 'PUT', `/api/v2/webhooks/${w.id}`, {
					body: { name: 'x', service: 'slack', url: w.url, body: '{}' },
				}),
				400,
				/body: Slack webhooks/,
			);
		});

		it('deletes: {} for a webhook no alert uses, 404 unknown, 409 while an alert notifies it', async () => {
			const r = await sh(emu, 'DELETE', `/api/v2/webhooks/${SEED.sh.webhooks.incidentio}`);
			expect(r.status).toBe(200);
			expect(r.json).toEqual({});
			expect(emu.findWebhook(SEED.sh.webhooks.incidentio)).toBeUndefined();
			expectMessage(
				await sh(emu, 'DELETE', `/api/v2/webhooks/${SEED.sh.webhooks.incidentio}`),
				404,
				'Webhook not found',
			);
			expectMessage(
				await sh(emu, 'DELETE', '/api/v2/webhooks/xyz'),
				400,
				'Params validation failed: id: Invalid ObjectId',
			);
			expectMessage(
				await sh(emu, 'DELETE', `/api/v2/webhooks/${SEED.sh.webhooks.slack}`),
				409,
				/^Cannot delete webhook: \d+ alert\(s\) still reference it\. Reassign or remove those alerts first\.$/,
			);
			expect(emu.findWebhook(SEED.sh.webhooks.slack)).toBeDefined();
		});
	});

	describe('cloud', () => {
		const W = `${OBS}/webhooks`;
		it('lists the seeded webhooks of the service in the envelope, unpaged, without headers', async () => {
			const list = expectCloudOk(await cloud(emu, 'GET', W));
			expect(list.map((w: Json) => w.id)).toEqual([
				SEED.cloudWebhooks.slack,
				SEED.cloudWebhooks.generic,
				SEED.cloudWebhooks.incidentio,
			]);
			for (const w of list) expect(Object.keys(w)).toEqual(PUBLIC_KEYS);
		});

		it('creates, replaces and deletes with the self-hosted rules', async () => {
			const c = await cloud(emu, 'POST', W, { body: generic() });
			const w = expectCloudOk(c);
			expect(w).toEqual({
				id: expect.stringMatching(OID_RE),
				name: 'Pager',
				service: 'generic',
				url: 'https://hooks.example.com/pager',
				description: 'Pages on call',
				body: '{"text": "{{title}}"}',
				createdAt: expect.stringMatching(ISO_MS_RE),
				updatedAt: w.createdAt,
			});
			expect(c.text).not.toMatch(/hook-secret/);
			expect(emu.findWebhook(w.id)).toEqual({
				deployment: 'cloud',
				serviceId: SEED.service,
				rec: expect.objectContaining({ headers: { Authorization: 'Bearer hook-secret-1' } }),
			});
			const put = expectCloudOk(
				await cloud(emu, 'PUT', `${W}/${w.id}`, {
					body: { name: 'R', service: 'generic', url: w.url, description: 'd' },
				}),
			);
			expect(put).toEqual({
				id: w.id,
				name: 'R',
				service: 'generic',
				url: w.url,
				description: 'd',
				createdAt: w.createdAt,
				updatedAt: expect.stringMatching(ISO_MS_RE),
			});
			expect(emu.findWebhook(w.id).rec.queryParams).toEqual({ token: 'hook-secret-2' });
			const del = await cloud(emu, 'DELETE', `${W}/${w.id}`);
			expect(del.status).toBe(200);
			expect(del.json.result).toBeUndefined();
			expectCloudError(
				await cloud(emu, 'DELETE', `${W}/${w.id}`),
				404,
				'NOT_FOUND',
				/Webhook .* not found/,
			);
		});

		it('answers errors in the envelope', async () => {
			expectCloudError(
				await cloud(emu, 'POST', W, {
					body: {
						name: 'S',
						service: 'slack',
						url: 'https://hooks.slack.example.com/x',
						headers: { a: 'b' },
					},
				}),
				400,
				'BAD_REQUEST',
				/headers: Slack webhooks do not support headers/,
			);
			expectCloudError(
				await cloud(emu, 'POST', W, { body: { name: 'S', service: 'generic' } }),
				400,
				'BAD_REQUEST',
				/url: Required/,
			);
			expectCloudError(
				await cloud(emu, 'PUT', `${W}/nope`, { body: generic() }),
				400,
				'BAD_REQUEST',
				/webhookId/,
			);
			expectCloudError(
				await cloud(emu, 'PUT', `${W}/${UNKNOWN_OID}`, { body: generic() }),
				404,
				'NOT_FOUND',
			);
			expectCloudError(
				await cloud(emu, 'DELETE', `${W}/${SEED.cloudWebhook}`),
				409,
				'CONFLICT',
				/used by/,
			);
		});
	});

	describe('sources by id', () => {
		it('self-hosted: {data} of the source, 404 unknown, 400 malformed', async () => {
			const all = (await sh(emu, 'GET', '/api/v2/sources')).json.data;
			const r = await sh(emu, 'GET', `/api/v2/sources/${SEED.sh.sources.trace}`);
			expect(r.json).toEqual({ data: all[1] });
			expectMessage(
				await sh(emu, 'GET', `/api/v2/sources/${UNKNOWN_OID}`),
				404,
				'Source not found',
			);
			expectMessage(
				await sh(emu, 'GET', '/api/v2/sources/abc'),
				400,
				'Params validation failed: id: Invalid ObjectId',
			);
		});
		it('cloud: the source in the envelope, 404 unknown, 400 malformed', async () => {
			const all = expectCloudOk(await cloud(emu, 'GET', `${OBS}/sources`));
			expect(
				expectCloudOk(await cloud(emu, 'GET', `${OBS}/sources/${SEED.cloudSources.metric}`)),
			).toEqual(all[2]);
			expectCloudError(
				await cloud(emu, 'GET', `${OBS}/sources/${UNKNOWN_OID}`),
				404,
				'NOT_FOUND',
				/Source .* not found/,
			);
			expectCloudError(
				await cloud(emu, 'GET', `${OBS}/sources/abc`),
				400,
				'BAD_REQUEST',
				/sourceId/,
			);
		});
	});
});
