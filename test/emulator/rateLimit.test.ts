import {
	basic,
	call,
	cloud,
	DEMO_CLOUD_KEYS,
	DEV_AUTH,
	type Emu,
	expectCloudError,
	expectCloudOk,
	sh,
	sleep,
	startEmulator,
} from './helpers';

describe('emulator: rate limits', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator();
	});
	afterAll(() => emu.close());
	beforeEach(() => {
		emu.reset();
		emu.configure({
			rateLimit: {
				cloud: { enabled: false, limit: 10, windowMs: 10000 },
				selfHosted: { enabled: false, limit: 100, windowMs: 60000 },
			},
		});
	});

	it('is off by default', async () => {
		for (let i = 0; i < 15; i++)
			expect((await cloud(emu, 'GET', '/v1/organizations')).status).toBe(200);
	});

	it('cloud: fixed window per key, 429 envelope with X-RateLimit-Reset (fractional with a scaled window) and Retry-After', async () => {
		emu.configure({ rateLimit: { cloud: { enabled: true, limit: 3, windowMs: 400 } } });
		for (let i = 0; i < 3; i++) expectCloudOk(await cloud(emu, 'GET', '/v1/organizations'));
		const r = await cloud(emu, 'GET', '/v1/organizations');
		expectCloudError(r, 429, 'TOO_MANY_REQUESTS');
		const reset = r.headers['x-ratelimit-reset'] as string;
		expect(reset).toMatch(/^\d+\.\d{3}$/);
		expect(Number(reset)).toBeGreaterThan(0);
		expect(Number(reset)).toBeLessThanOrEqual(0.4);
		expect(r.headers['retry-after']).toMatch(/^[1-3]$/);
		expect(emu.requests().pop()).toMatchObject({ status: 429, acted: false });
		// another key has its own window
		expectCloudOk(await cloud(emu, 'GET', '/v1/organizations', { auth: DEV_AUTH }));
		// unauthenticated requests are not counted and still get 401
		expectCloudError(
			await cloud(emu, 'GET', '/v1/organizations', {
				auth: basic(DEMO_CLOUD_KEYS.admin.keyId, 'bad'),
			}),
			401,
			'UNAUTHORIZED',
		);
		await sleep(Number(reset) * 1000 + 20);
		expectCloudOk(await cloud(emu, 'GET', '/v1/organizations'));
	});

	it('cloud: with the real 10 s window the reset header is whole seconds', async () => {
		emu.configure({ rateLimit: { cloud: { enabled: true, limit: 1 } } });
		expectCloudOk(await cloud(emu, 'GET', '/v1/organizations'));
		const r = await cloud(emu, 'GET', '/v1/organizations');
		expect(r.status).toBe(429);
		expect(r.headers['x-ratelimit-reset']).toMatch(/^(9|10)$/);
		expect(r.headers['retry-after']).toMatch(/^(9|10)$/);
	});

	it('self-hosted: per key, 429 with a text body, Retry-After and RateLimit-Reset', async () => {
		emu.configure({
			rateLimit: { selfHosted: { enabled: true, limit: 2, windowMs: 3000 } },
			selfHostedApiKeys: ['emu-self-hosted-api-key', 'other'],
		});
		try {
			expect((await sh(emu, 'GET', '/api/v2/alerts')).status).toBe(200);
			expect((await sh(emu, 'GET', '/api/v2/alerts')).status).toBe(200);
			const r = await sh(emu, 'GET', '/api/v2/alerts');
			expect(r.status).toBe(429);
			expect(r.json).toBeUndefined();
			expect(r.text).toMatch(/Too many requests/);
			expect(r.headers['content-type']).toMatch(/^text\//);
			expect(r.headers['retry-after']).toMatch(/^[1-3]$/);
			expect(Number(r.headers['ratelimit-reset'])).toBeGreaterThan(0);
			expect(Number(r.headers['ratelimit-reset'])).toBeLessThanOrEqual(3);
			expect((await sh(emu, 'GET', '/api/v2/alerts', { auth: 'Bearer other' })).status).toBe(200);
			await sleep(Number(r.headers['ratelimit-reset']) * 1000 + 20);
			expect((await sh(emu, 'GET', '/api/v2/alerts')).status).toBe(200);
		} finally {
			emu.configure({ selfHostedApiKeys: [] });
		}
	});

	it('self-hosted: the real 60 s window gives whole seconds', async () => {
		emu.configure({ rateLimit: { selfHosted: { enabled: true, limit: 1 } } });
		await sh(emu, 'GET', '/api/v2');
		const r = await sh(emu, 'GET', '/api/v2');
		expect(r.status).toBe(429);
		expect(r.headers['ratelimit-reset']).toMatch(/^(59|60)$/);
		expect(r.headers['retry-after']).toMatch(/^(59|60)$/);
	});

	it('never limits the control API; options come from startEmulator and the control API', async () => {
		const other = await startEmulator({
			rateLimit: { cloud: { enabled: true, limit: 1, windowMs: 1000 } },
		});
		try {
			expect(
				(
					await call(other, 'GET', '/v1/organizations', {
						auth: basic('emu-key-id', 'emu-key-secret'),
					})
				).status,
			).toBe(200);
			expect(
				(
					await call(other, 'GET', '/v1/organizations', {
						auth: basic('emu-key-id', 'emu-key-secret'),
					})
				).status,
			).toBe(429);
			for (let i = 0; i < 5; i++)
				expect((await call(other, 'GET', '/__emulator/config')).status).toBe(200);
			const c = await call(other, 'POST', '/__emulator/configure', {
				body: { rateLimit: { cloud: { enabled: false } } },
			});
			expect(c.json.options.rateLimit.cloud).toEqual({ enabled: false, limit: 1, windowMs: 1000 });
			expect(
				(
					await call(other, 'GET', '/v1/organizations', {
						auth: basic('emu-key-id', 'emu-key-secret'),
					})
				).status,
			).toBe(200);
		} finally {
			await other.close();
		}
	});
});
