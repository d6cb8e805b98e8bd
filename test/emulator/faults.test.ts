import { sleep } from 'n8n-workflow';
import { request } from 'undici';
import {
	call,
	cloud,
	type Emu,
	expectCloudError,
	expectCloudOk,
	type Json,
	OBS,
	SEED,
	sh,
	SH_AUTH,
	startEmulator,
	UUID_RE,
} from './helpers';

const shAlert = (): Json => ({
	source: 'tile',
	dashboardId: SEED.sh.dashboard,
	tileId: SEED.sh.tile,
	threshold: 1,
	thresholdType: 'above',
	interval: '5m',
	channel: { type: 'webhook', webhookId: SEED.sh.webhook },
});

describe('emulator: injected faults', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator({ pipeTransitionMs: 50 });
	});
	afterAll(() => emu.close());
	beforeEach(() => emu.reset());

	it('replaces the response with status, JSON body and headers, once', async () => {
		const id = emu.injectFault({
			path: '/api/v2/alerts',
			status: 503,
			body: { message: 'maintenance' },
			headers: { 'Retry-After': '2' },
		});
		expect(id).toEqual(expect.any(String));
		const r = await sh(emu, 'GET', '/api/v2/alerts');
		expect([r.status, r.json, r.headers['retry-after']]).toEqual([
			503,
			{ message: 'maintenance' },
			'2',
		]);
		expect(r.headers['content-type']).toMatch(/application\/json/);
		expect(emu.requests().pop()).toMatchObject({ status: 503, fault: id, acted: false });
		expect((await sh(emu, 'GET', '/api/v2/alerts')).status).toBe(200);
	});

	it('holdUntil holds matching requests until that many are held, then they all read the same state; holdMs ends a lone hold', async () => {
		emu.injectFault({
			method: 'GET',
			path: '/api/v2/webhooks',
			holdUntil: 3,
			holdMs: 60_000,
			count: 3,
		});
		const done: number[] = [];
		const first = [0, 1].map((n) =>
			sh(emu, 'GET', '/api/v2/webhooks').then((r) => (done.push(n), r)),
		);
		await sleep(150);
		// Two held: neither answered yet, while other paths go on.
		expect(done).toEqual([]);
		expect((await sh(emu, 'GET', '/api/v2/alerts')).status).toBe(200);
		const created = await sh(emu, 'POST', '/api/v2/webhooks', {
			body: { name: 'held', service: 'generic', url: 'https://example.com/hook' },
		});
		expect(created.status).toBe(200);
		const third = await sh(emu, 'GET', '/api/v2/webhooks');
		const answers = [...(await Promise.all(first)), third];
		expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
		// Held before the handler: all three read the webhook made while two of them waited.
		for (const r of answers) expect(r.json.data.map((w: Json) => w.name)).toContain('held');

		emu.injectFault({ method: 'GET', path: '/api/v2/webhooks', holdUntil: 5, holdMs: 100 });
		const started = Date.now();
		expect((await sh(emu, 'GET', '/api/v2/webhooks')).status).toBe(200);
		expect(Date.now() - started).toBeGreaterThanOrEqual(90);
		expect(emu.faults.pending()).toEqual([]);
	});

	it('sends text, HTML, malformed JSON and empty bodies as given', async () => {
		emu.injectFault({
			path: '/api/v2/alerts',
			status: 502,
			body: '<html><h1>Bad Gateway</h1></html>',
			contentType: 'text/html',
		});
		emu.injectFault({
			path: '/api/v2/alerts',
			status: 200,
			body: '{"data": [',
			contentType: 'application/json',
		});
		emu.injectFault({ path: '/api/v2/alerts', status: 200, body: '' });
		emu.injectFault({ path: '/api/v2/alerts', status: 404, body: 'Not Found' });
		const html = await sh(emu, 'GET', '/api/v2/alerts');
		expect([html.status, html.text, html.headers['content-type']]).toEqual([
			502,
			'<html><h1>Bad Gateway</h1></html>',
			'text/html',
		]);
		const broken = await sh(emu, 'GET', '/api/v2/alerts');
		expect([broken.status, broken.text, broken.json]).toEqual([200, '{"data": [', undefined]);
		const empty = await sh(emu, 'GET', '/api/v2/alerts');
		expect([empty.status, empty.text]).toEqual([200, '']);
		const text = await sh(emu, 'GET', '/api/v2/alerts');
		expect([text.status, text.text, text.headers['content-type']]).toEqual([
			404,
			'Not Found',
			'text/plain; charset=utf-8',
		]);
	});

	it('without a body, answers in the error shape of the deployment', async () => {
		emu.injectFault({ deployment: 'cloud', status: 500 });
		emu.injectFault({ deployment: 'selfHosted', status: 500 });
		expectCloudError(await cloud(emu, 'GET', '/v1/organizations'), 500, 'INTERNAL_SERVER_ERROR');
		const r = await sh(emu, 'GET', '/api/v2/alerts');
		expect([r.status, r.json]).toEqual([500, { message: 'Internal Server Error' }]);
	});

	it('matches method, deployment and path (substring or RegExp source) in order, and counts', async () => {
		emu.injectFault({ method: 'POST', path: '/api/v2/alerts', status: 500, count: 2 });
		emu.injectFault({ path: '^/api/v2/alerts/[0-9a-f]{24}$', status: 418 });
		emu.injectFault({ deployment: 'cloud', path: 'pipes', status: 409, count: -1 });
		expect((await sh(emu, 'GET', '/api/v2/alerts')).status).toBe(200);
		expect((await sh(emu, 'POST', '/api/v2/alerts', { body: shAlert() })).status).toBe(500);
		expect((await sh(emu, 'GET', `/api/v2/alerts/${SEED.sh.alerts[0]}`)).status).toBe(418);
		expect((await sh(emu, 'GET', `/api/v2/alerts/${SEED.sh.alerts[0]}`)).status).toBe(200);
		expect((await sh(emu, 'POST', '/api/v2/alerts', { body: shAlert() })).status).toBe(500);
		expect((await sh(emu, 'POST', '/api/v2/alerts', { body: shAlert() })).status).toBe(200);
		for (let i = 0; i < 3; i++)
			expect(
				(await cloud(emu, 'GET', `/v1/organizations/${SEED.org}/services/${SEED.service}/pipes`))
					.status,
			).toBe(409);
		expect(emu.faults.pending()).toHaveLength(1);
		emu.clearFaults();
		expect(
			(await cloud(emu, 'GET', `/v1/organizations/${SEED.org}/services/${SEED.service}/pipes`))
				.status,
		).toBe(200);
	});

	it('applies before authentication (a fault-before-action never acts)', async () => {
		emu.injectFault({ path: '/api/v2', status: 500, body: { message: 'x' } });
		const r = await sh(emu, 'GET', '/api/v2/alerts', { auth: null });
		expect(r.status).toBe(500);
	});

	it('delays the real response (delayMs without status): the server acts', async () => {
		emu.injectFault({ method: 'POST', path: '/api/v2/alerts', delayMs: 150 });
		const t0 = Date.now();
		const r = await sh(emu, 'POST', '/api/v2/alerts', { body: shAlert() });
		expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
		expect(r.status).toBe(200);
		expect(emu.requests().pop()).toMatchObject({
			acted: true,
			status: 200,
			fault: expect.any(String),
		});
		expect(emu.store.sh.alerts.size).toBe(7);
	});

	it('delays a replacing fault response', async () => {
		emu.injectFault({ path: '/api/v2/alerts', status: 504, delayMs: 120 });
		const t0 = Date.now();
		expect((await sh(emu, 'GET', '/api/v2/alerts')).status).toBe(504);
		expect(Date.now() - t0).toBeGreaterThanOrEqual(110);
	});

	it('resets the connection without a response', async () => {
		emu.injectFault({ path: '/api/v2/alerts', reset: true });
		await expect(
			request(emu.url + '/api/v2/alerts', { headers: { authorization: SH_AUTH } }),
		).rejects.toThrow();
		expect(emu.requests().pop()).toMatchObject({ status: null, acted: false });
		expect((await sh(emu, 'GET', '/api/v2/alerts')).status).toBe(200);
	});

	it('afterAction: the server acts once, then the fault replaces the answer', async () => {
		emu.injectFault({
			method: 'POST',
			path: '/api/v2/alerts',
			status: 500,
			body: { message: 'boom' },
			afterAction: true,
		});
		const r = await sh(emu, 'POST', '/api/v2/alerts', { body: { ...shAlert(), name: 'once' } });
		expect([r.status, r.json]).toEqual([500, { message: 'boom' }]);
		const created = (await sh(emu, 'GET', '/api/v2/alerts')).json.data.filter(
			(a: Json) => a.name === 'once',
		);
		expect(created).toHaveLength(1);
		const posts = emu.requests().filter((e: Json) => e.method === 'POST');
		expect(posts).toEqual([
			expect.objectContaining({ acted: true, status: 500, fault: expect.any(String) }),
		]);
	});

	it('afterAction with reset: created on the cloud, connection dropped', async () => {
		emu.injectFault({
			method: 'POST',
			path: '/observability/alerts',
			reset: true,
			afterAction: true,
		});
		const body = {
			dashboardId: SEED.cloudDashboard,
			tileId: SEED.cloudTile,
			threshold: 1,
			interval: '5m',
			source: 'tile',
			thresholdType: 'above',
			channel: { type: 'webhook', webhookId: SEED.cloudWebhook },
			name: 'dropped',
		};
		await expect(cloud(emu, 'POST', `${OBS}/alerts`, { body })).rejects.toThrow();
		expect(emu.requests().pop()).toMatchObject({ acted: true, status: null });
		const alerts = expectCloudOk(await cloud(emu, 'GET', `${OBS}/alerts`));
		expect(alerts.filter((a: Json) => a.name === 'dropped')).toHaveLength(1);
	});

	it('afterAction on a request the server rejects does not act', async () => {
		emu.injectFault({ method: 'POST', path: '/api/v2/alerts', status: 502, afterAction: true });
		const r = await sh(emu, 'POST', '/api/v2/alerts', { body: { threshold: 'x' } });
		expect(r.status).toBe(502);
		expect(emu.requests().pop().acted).toBe(false);
	});

	it('decorating fault adds headers to the real answer', async () => {
		emu.injectFault({ path: '/v1/organizations', headers: { 'X-Extra': 'yes' } });
		const r = await cloud(emu, 'GET', '/v1/organizations');
		expect(r.status).toBe(200);
		expect(r.headers['x-extra']).toBe('yes');
		expect(r.json.requestId).toMatch(UUID_RE);
	});

	it('never applies to the control API; faults are managed over HTTP too', async () => {
		const f = await call(emu, 'POST', '/__emulator/faults', {
			body: { path: '', status: 500, count: -1 },
		});
		expect(f.json).toEqual({ ok: true, id: expect.any(String) });
		expect((await call(emu, 'GET', '/__emulator/faults')).status).toBe(200);
		expect((await sh(emu, 'GET', '/api/v2')).status).toBe(500);
		expect((await call(emu, 'DELETE', '/__emulator/faults')).json).toEqual({ ok: true });
		expect((await sh(emu, 'GET', '/api/v2')).status).toBe(200);
	});
});
