/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import { spawn } from '../support/processes';
import * as path from 'path';
import { Agent, request } from 'undici';
import {
	call,
	cloud,
	type Emu,
	expectCloudOk,
	ISO_MS_RE,
	type Json,
	OBS,
	SEED,
	sh,
	sleep,
	startEmulator,
	SVC,
} from './helpers';

describe('emulator: control API, request log and life cycle', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator({ pipeTransitionMs: 50 });
	});
	afterAll(() => emu.close());
	beforeEach(() => emu.reset());

	describe('request log', () => {
		it('records method, path, query, headers, parsed body, status, deployment and acted', async () => {
			await sh(emu, 'GET', '/api/v2/alerts?limit=2&offset=1', { headers: { 'X-Trace': 'abc' } });
			await sh(emu, 'POST', '/api/v2/alerts', { body: { threshold: 'bad' } });
			await cloud(emu, 'PATCH', `/v1/organizations/${SEED.org}`, {
				rawBody: 'not json',
				headers: { 'content-type': 'application/json' },
			});
			const [a, b, c] = emu.requests();
			expect(a).toMatchObject({
				seq: expect.any(Number),
				time: expect.any(Number),
				method: 'GET',
				path: '/api/v2/alerts',
				query: { limit: '2', offset: '1' },
				status: 200,
				deployment: 'selfHosted',
				acted: true,
			});
			expect(a.headers['x-trace']).toBe('abc');
			expect(a.headers.authorization).toMatch(/^Bearer /);
			expect(a.body).toBeUndefined();
			expect(b).toMatchObject({
				method: 'POST',
				body: { threshold: 'bad' },
				status: 400,
				acted: false,
			});
			expect(c).toMatchObject({ deployment: 'cloud', body: 'not json', status: 400 });
			expect(b.seq).toBe(a.seq + 1);
		});
		it('leaves control calls out, except capture posts; captures are kept', async () => {
			await call(emu, 'GET', '/__emulator/config');
			const r = await call(emu, 'POST', '/__emulator/capture/chat', {
				body: { text: 'Alert fired' },
				headers: { 'x-sig': '1' },
			});
			expect(r.json).toEqual({ ok: true });
			await call(emu, 'POST', '/__emulator/capture/tickets', {
				rawBody: 'plain',
				headers: { 'content-type': 'text/plain' },
			});
			expect(emu.requests().map((e: Json) => [e.deployment, e.path])).toEqual([
				['control', '/__emulator/capture/chat'],
				['control', '/__emulator/capture/tickets'],
			]);
			expect(emu.captures()).toEqual([
				expect.objectContaining({
					name: 'chat',
					body: { text: 'Alert fired' },
					headers: expect.objectContaining({ 'x-sig': '1' }),
				}),
				expect.objectContaining({ name: 'tickets', body: 'plain' }),
			]);
			const http = await call(emu, 'GET', '/__emulator/captures?name=chat');
			expect(http.json.captures).toHaveLength(1);
			await call(emu, 'DELETE', '/__emulator/captures');
			expect(emu.captures()).toEqual([]);
		});
		it('can skip bodies, clear, and be read over HTTP with filters', async () => {
			emu.configure({ logBodies: false });
			try {
				await sh(emu, 'POST', '/api/v2/alerts', { body: { a: 1 } });
				expect(emu.requests()[0].body).toBeUndefined();
			} finally {
				emu.configure({ logBodies: true });
			}
			await cloud(emu, 'GET', '/v1/organizations');
			const r = await call(emu, 'GET', '/__emulator/requests?deployment=cloud');
			expect(r.json.requests.map((e: Json) => e.path)).toEqual(['/v1/organizations']);
			expect(
				(await call(emu, 'GET', `/__emulator/requests?since=${r.json.requests[0].seq}`)).json
					.requests,
			).toEqual([]);
			await call(emu, 'DELETE', '/__emulator/requests');
			expect(emu.requests()).toEqual([]);
			emu.clearRequests();
		});
		it('caps the log', async () => {
			const small = await startEmulator({ logLimit: 5 });
			try {
				for (let i = 0; i < 120; i++) await sh(small, 'GET', '/api/v2');
				const log = small.requests();
				expect(log.length).toBeLessThanOrEqual(105);
				expect(log[log.length - 1].seq).toBe(120);
			} finally {
				await small.close();
			}
		});
	});

	describe('state controls', () => {
		it('setAlertState works for both deployments and updates updatedAt', async () => {
			const before = (await sh(emu, 'GET', `/api/v2/alerts/${SEED.sh.alerts[1]}`)).json.data;
			const rec = emu.setAlertState(SEED.sh.alerts[1], 'ALERT');
			expect(rec.state).toBe('ALERT');
			const after = (await sh(emu, 'GET', `/api/v2/alerts/${SEED.sh.alerts[1]}`)).json.data;
			expect(after.state).toBe('ALERT');
			expect(after.updatedAt).toMatch(ISO_MS_RE);
			expect(after.updatedAt).not.toBe(before.updatedAt);
			emu.setAlertState(SEED.cloudAlerts[0], 'firing');
			expect(
				expectCloudOk(await cloud(emu, 'GET', `${OBS}/alerts/${SEED.cloudAlerts[0]}`)).state,
			).toBe('firing');
			expect(() => emu.setAlertState('ffffffffffffffffffffffff', 'OK')).toThrow(/not found/);
		});
		it('addAlert / removeAlert make alerts appear and disappear', async () => {
			const a = emu.addAlert('selfHosted', { name: 'appeared', state: 'ALERT' });
			expect((await sh(emu, 'GET', '/api/v2/alerts')).json.data.pop()).toMatchObject({
				id: a.id,
				name: 'appeared',
				state: 'ALERT',
			});
			const c = emu.addAlert('cloud', { name: 'cloud one' });
			expect(expectCloudOk(await cloud(emu, 'GET', `${OBS}/alerts/${c.id}`))).toMatchObject({
				name: 'cloud one',
				state: 'OK',
				dashboardId: SEED.cloudDashboard,
				teamId: SEED.cloudTeam,
				channels: [{ type: 'webhook', webhookId: SEED.cloudWebhook }],
			});
			expect(emu.removeAlert(a.id)).toBe(true);
			expect(emu.removeAlert(c.id)).toBe(true);
			expect(emu.removeAlert(c.id)).toBe(false);
			expect((await sh(emu, 'GET', `/api/v2/alerts/${a.id}`)).status).toBe(404);
		});
		it('the HTTP control API mirrors the in-process one', async () => {
			const seed = (await call(emu, 'GET', '/__emulator/seed')).json;
			expect(seed.SEED.org).toBe(SEED.org);
			expect(seed.DEMO_CLOUD).toEqual({ keyId: 'emu-key-id', keySecret: 'emu-key-secret' });
			expect(
				(
					await call(emu, 'POST', `/__emulator/alerts/${SEED.sh.alerts[0]}/state`, {
						body: { state: 'OK' },
					})
				).json.alert.state,
			).toBe('OK');
			expect(
				(
					await call(emu, 'POST', '/__emulator/alerts/ffffffffffffffffffffffff/state', {
						body: { state: 'OK' },
					})
				).status,
			).toBe(404);
			expect(
				(
					await call(emu, 'POST', `/__emulator/pipes/${SEED.pipes.messageBroker}/state`, {
						body: { state: 'Failed' },
					})
				).json.pipe.state,
			).toBe('Failed');
			await call(emu, 'POST', `/__emulator/pipes/${SEED.pipes.messageBroker}/settings`, {
				body: { engine_max_threads: 2 },
			});
			const pipe = expectCloudOk(
				await cloud(emu, 'GET', `${SVC}/pipes/${SEED.pipes.messageBroker}`),
			);
			expect([pipe.state, pipe.settings.engine_max_threads]).toEqual(['Failed', 2]);
			const added = (
				await call(emu, 'POST', '/__emulator/alerts', {
					body: { deployment: 'cloud', name: 'via http' },
				})
			).json.alert;
			expect((await call(emu, 'DELETE', `/__emulator/alerts/${added.id}`)).json).toEqual({
				ok: true,
			});
			const p = (await call(emu, 'POST', '/__emulator/pipes', { body: { name: 'via http' } })).json
				.pipe;
			expect(expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes/${p.id}`)).name).toBe('via http');
			expect((await call(emu, 'DELETE', `/__emulator/pipes/${p.id}`)).json).toEqual({ ok: true });
			expect((await call(emu, 'DELETE', `/__emulator/pipes/${p.id}`)).status).toBe(404);
			await call(emu, 'POST', '/__emulator/reset', { body: { selfHostedAlerts: 3 } });
			expect((await sh(emu, 'GET', '/api/v2/alerts')).json.meta.total).toBe(3);
			await call(emu, 'POST', '/__emulator/reset');
			expect((await sh(emu, 'GET', '/api/v2/alerts')).json.meta.total).toBe(6);
			expect((await call(emu, 'GET', '/__emulator/nothing')).status).toBe(404);
		});
		it('reset restores data and clears faults, log and captures', async () => {
			await cloud(emu, 'PATCH', `/v1/organizations/${SEED.org}`, { body: { name: 'Changed' } });
			emu.injectFault({ status: 500 });
			emu.reset();
			expect(emu.requests()).toEqual([]);
			expect(expectCloudOk(await cloud(emu, 'GET', `/v1/organizations/${SEED.org}`)).name).toBe(
				'Acme Observability',
			);
		});
	});

	describe('seed', () => {
		it('is deterministic', async () => {
			const other = await startEmulator();
			try {
				for (const p of [
					'/api/v2/alerts',
					'/api/v2/dashboards',
					'/api/v2/webhooks',
					'/api/v2/sources',
				]) {
					expect((await sh(other, 'GET', p)).json).toEqual((await sh(emu, 'GET', p)).json);
				}
				const a = expectCloudOk(await cloud(other, 'GET', `${SVC}/pipes`));
				expect(a).toEqual(expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipes`)));
			} finally {
				await other.close();
			}
		});
		it('builds 100,000 cloud alerts: pages of 1000, or the whole list from an older cloud server', async () => {
			emu.reset({ alerts: 100000 });
			expect((await cloud(emu, 'GET', `${OBS}/alerts`)).json.result).toHaveLength(1000);
			expect((await cloud(emu, 'GET', `${OBS}/alerts?offset=99500`)).json.result).toHaveLength(500);
			emu.configure({ olderCloud: true });
			try {
				const r = await cloud(emu, 'GET', `${OBS}/alerts`);
				expect(r.json.result).toHaveLength(100000);
				expect(new Set(r.json.result.slice(0, 12).map((x: Json) => x.state)).size).toBeGreaterThan(
					2,
				);
			} finally {
				emu.configure({ olderCloud: false });
			}
		});
	});

	describe('latency and closing', () => {
		it('adds latencyMs to API answers but not to control calls', async () => {
			// A wide gap between the two figures, so a busy machine cannot blur them.
			emu.configure({ latencyMs: 3000 });
			try {
				let t0 = Date.now();
				await sh(emu, 'GET', '/api/v2');
				expect(Date.now() - t0).toBeGreaterThanOrEqual(2995);
				t0 = Date.now();
				await call(emu, 'GET', '/__emulator/config');
				expect(Date.now() - t0).toBeLessThan(2995);
			} finally {
				emu.configure({ latencyMs: 0 });
			}
		});
		it('closes fast with keep-alive sockets and a pending delayed answer', async () => {
			const other = await startEmulator();
			const agent = new Agent({ keepAliveTimeout: 60000 });
			await request(other.url + '/api/v2', {
				dispatcher: agent,
				headers: { authorization: 'Bearer emu-self-hosted-api-key' },
			}).then((r) => r.body.text());
			other.injectFault({ delayMs: 60000 });
			const pending = request(other.url + '/api/v2', {
				dispatcher: agent,
				headers: { authorization: 'Bearer emu-self-hosted-api-key' },
			}).catch((e) => e);
			await sleep(50);
			const t0 = Date.now();
			await other.close();
			// Far below the pending answer's 60 s: close did not wait for it.
			expect(Date.now() - t0).toBeLessThan(30000);
			expect(await pending).toBeInstanceOf(Error);
			await agent.close();
		});
		it('the CLI prints its URL and the demo credentials, serves, and stops on SIGTERM', async () => {
			const child = spawn(
				process.execPath,
				[
					path.join(__dirname, 'cli.js'),
					'--port',
					'0',
					'--alerts',
					'10',
					'--rate-limit',
					'--latency-ms',
					'1',
				],
				{ stdio: ['ignore', 'pipe', 'pipe'] },
			);
			let out = '';
			const url = await new Promise<string>((resolve, reject) => {
				child.stdout.on('data', (d) => {
					out += d;
					const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
					if (m) resolve(m[1]);
				});
				child.on('exit', () => reject(new Error(`cli exited: ${out}`)));
			});
			expect(out).toContain('emu-key-id');
			expect(out).toContain('emu-key-secret');
			expect(out).toContain('emu-self-hosted-api-key');
			const r = await call({ url }, 'GET', '/api/v2/alerts', {
				auth: 'Bearer emu-self-hosted-api-key',
			});
			expect(r.json.meta.total).toBe(10);
			const cfg = await call({ url }, 'GET', '/__emulator/config');
			expect(cfg.json.options.rateLimit.cloud.enabled).toBe(true);
			const code = await new Promise((resolve) => {
				child.on('exit', resolve);
				child.kill('SIGTERM');
			});
			expect(code).toBe(0);
		});
	});
});
