/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node built-ins */
import * as http from 'http';
import type { AddressInfo } from 'net';
import { call, type Emu, type Json, SEED, startEmulator } from './helpers';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderTemplate, hostKind, DEFAULT_BODY } = require('./notifications');

/** A receiver on 127.0.0.1 that records what it gets and answers as told. */
interface Received {
	method: string;
	url: string;
	headers: http.IncomingHttpHeaders;
	body: string;
}
async function receiver(
	answer: (index: number) => { status: number; headers?: Record<string, string> } = () => ({
		status: 200,
	}),
) {
	const received: Received[] = [];
	const server = http.createServer((req, res) => {
		let body = '';
		req.on('data', (chunk) => (body += chunk));
		req.on('end', () => {
			received.push({ method: req.method || '', url: req.url || '', headers: req.headers, body });
			const { status, headers } = answer(received.length - 1);
			res.writeHead(status, headers);
			res.end();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const port = (server.address() as AddressInfo).port;
	return {
		received,
		port,
		url: `http://127.0.0.1:${port}`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

const GENERIC = SEED.sh.webhooks.generic;
const SLACK = SEED.sh.webhooks.slack;

describe('emulator: alert notifications to webhooks', () => {
	let emu: Emu;
	let hook: Awaited<ReturnType<typeof receiver>>;
	let answers: Array<{ status: number; headers?: Record<string, string> }>;
	beforeAll(async () => {
		emu = await startEmulator({ webhookAllowList: ['127.0.0.1'], webhookRetryDelayMs: 5 });
		hook = await receiver((index) => answers[index] ?? { status: 200 });
	});
	afterAll(async () => {
		await emu.close();
		await hook.close();
	});
	beforeEach(() => {
		emu.reset();
		emu.configure({ webhookAllowList: ['127.0.0.1'], webhookRetries: 1 });
		answers = [];
		hook.received.length = 0;
	});

	/** The seeded generic webhook, pointed at the receiver, as a record the API stored. */
	function genericWebhook(fields: Json = {}) {
		const webhook = emu.store.sh.webhooks.get(GENERIC);
		Object.assign(webhook, { url: `${hook.url}/notify?fixed=1`, ...fields });
		return webhook;
	}
	/** A self-hosted alert notifying the given channels. */
	function alertWith(channels: Json[], fields: Json = {}) {
		return emu.addAlert('selfHosted', {
			name: 'Checkout errors',
			message: 'Errors above 5 per minute',
			interval: '5m',
			channel: channels[0],
			channels,
			...fields,
		});
	}

	it('posts the rendered body with Content-Type, the webhook headers and query parameters, and an Idempotency-Key', async () => {
		genericWebhook({
			headers: { 'X-Token': 'abc' },
			queryParams: { alertId: 'a b' },
			body: '{"t": "{{title}}", "b": "{{body}}", "l": "{{link}}", "s": "{{state}}", "from": {{startTime}}, "to": {{endTime}}, "e": "{{eventId}}", "none": "{{nothing}}"}',
		});
		const alert = alertWith([{ type: 'webhook', webhookId: GENERIC }], { name: 'Say "hi"\\now' });
		const [delivery] = await emu.notifyAlert(alert.id, 'ALERT');
		expect(delivery).toMatchObject({
			outcome: 'delivered',
			alertId: alert.id,
			state: 'ALERT',
			webhookId: GENERIC,
			attempts: [{ status: 200 }],
		});
		expect(hook.received).toHaveLength(1);
		const [got] = hook.received;
		expect(got.method).toBe('POST');
		expect(got.url).toBe('/notify?fixed=1&alertId=a+b');
		expect(got.headers['content-type']).toBe('application/json');
		expect(got.headers['x-token']).toBe('abc');
		expect(got.headers['idempotency-key']).toBe(delivery.idempotencyKey);
		const body = JSON.parse(got.body);
		const v = delivery.variables;
		expect(body).toEqual({
			t: 'Alert for "Say "hi"\\now": ALERT',
			b: 'Errors above 5 per minute',
			l: v.link,
			s: 'ALERT',
			from: v.startTime,
			to: v.endTime,
			e: v.eventId,
			none: '',
		});
		expect(v.endTime - v.startTime).toBe(5 * 60 * 1000);
		expect(v.endTime % (5 * 60 * 1000)).toBe(0);
		expect(v.eventId).toMatch(/^[0-9a-f]{24}$/);
		// Triple braces leave a value as is; double braces JSON-escape it.
		expect(renderTemplate('{{{t}}}|{{t}}|{{ t }}', { t: 'a "b"' })).toBe(
			'a "b"|a \\"b\\"|a \\"b\\"',
		);
	});

	it('uses the default body of the contract when the webhook has none', async () => {
		genericWebhook({ body: undefined });
		const alert = alertWith([{ type: 'webhook', webhookId: GENERIC }]);
		const [delivery] = await emu.notifyAlert(alert.id, 'OK');
		const v = delivery.variables;
		expect(JSON.parse(hook.received[0].body)).toEqual({
			text: `${v.title} | ${v.body} | ${v.link} | OK | ${v.startTime} | ${v.endTime} | ${v.eventId}`,
		});
		expect(renderTemplate(DEFAULT_BODY, v)).toBe(hook.received[0].body);
	});

	it('keeps the Idempotency-Key per alert, channel and group: the same for a later notification and a retry, another for another alert or group', async () => {
		genericWebhook();
		const one = alertWith([{ type: 'webhook', webhookId: GENERIC }]);
		const two = alertWith([{ type: 'webhook', webhookId: GENERIC }]);
		const [first] = await emu.notifyAlert(one.id, 'ALERT');
		const [later] = await emu.notifyAlert(one.id, 'OK');
		const [other] = await emu.notifyAlert(two.id, 'ALERT');
		const grouped = await emu.notifyAlert(one.id, 'ALERT', { groups: ['eu', 'us'] });
		expect(later.idempotencyKey).toBe(first.idempotencyKey);
		expect(other.idempotencyKey).not.toBe(first.idempotencyKey);
		expect(new Set(grouped.map((d: Json) => d.idempotencyKey)).size).toBe(2);
		expect(grouped.map((d: Json) => d.idempotencyKey)).not.toContain(first.idempotencyKey);
		const again = await emu.redeliver(first.seq);
		expect(again).toMatchObject({
			outcome: 'delivered',
			idempotencyKey: first.idempotencyKey,
			body: first.body,
		});
		expect(hook.received[hook.received.length - 1].body).toBe(hook.received[0].body);
	});

	it('retries a failed delivery with the same key and body, as often as configured', async () => {
		genericWebhook();
		const alert = alertWith([{ type: 'webhook', webhookId: GENERIC }]);
		answers = [{ status: 500 }, { status: 204 }];
		const [delivery] = await emu.notifyAlert(alert.id, 'ALERT');
		expect(delivery.outcome).toBe('delivered');
		expect(delivery.attempts.map((a: Json) => a.status)).toEqual([500, 204]);
		expect(hook.received.map((r) => r.headers['idempotency-key'])).toEqual([
			delivery.idempotencyKey,
			delivery.idempotencyKey,
		]);
		expect(hook.received[1].body).toBe(hook.received[0].body);

		emu.configure({ webhookRetries: 2 });
		answers = [...answers, { status: 503 }, { status: 502 }, { status: 500 }];
		const [failed] = await emu.notifyAlert(alert.id, 'OK');
		expect(failed).toMatchObject({ outcome: 'failed', reason: 'status 500' });
		expect(failed.attempts).toHaveLength(3);
	});

	it('does not follow a redirect: a 3xx is a failed delivery', async () => {
		genericWebhook();
		emu.configure({ webhookRetries: 0 });
		const alert = alertWith([{ type: 'webhook', webhookId: GENERIC }]);
		answers = [{ status: 302, headers: { Location: `${hook.url}/elsewhere` } }];
		const [delivery] = await emu.notifyAlert(alert.id, 'ALERT');
		expect(delivery).toMatchObject({
			outcome: 'failed',
			reason: `redirect 302 to ${hook.url}/elsewhere not followed`,
		});
		expect(hook.received.map((r) => r.url)).toEqual(['/notify?fixed=1']);
	});

	it('refuses loopback, private and reserved addresses unless the host is on the allow list; never posts to public hosts', async () => {
		const alert = alertWith([{ type: 'webhook', webhookId: GENERIC }]);
		genericWebhook();
		emu.configure({ webhookAllowList: [] });
		const [refused] = await emu.notifyAlert(alert.id, 'ALERT');
		expect(refused).toMatchObject({
			outcome: 'refused',
			reason: '127.0.0.1 is a loopback address and not on the allow list',
			attempts: [],
		});
		emu.configure({ webhookAllowList: ['localhost'] });
		genericWebhook({ url: `http://localhost:${hook.port}/notify` });
		expect((await emu.notifyAlert(alert.id, 'OK'))[0].outcome).toBe('delivered');
		for (const url of [
			'http://10.1.2.3/x',
			'http://192.168.1.1/x',
			'http://169.254.169.254/latest',
			'http://[::1]:9/x',
			'http://[fd00::1]/x',
		]) {
			genericWebhook({ url });
			expect((await emu.notifyAlert(alert.id, 'ALERT'))[0].outcome).toBe('refused');
		}
		genericWebhook({ url: 'http://hooks.example.com/x' });
		expect((await emu.notifyAlert(alert.id, 'ALERT'))[0]).toMatchObject({
			outcome: 'notSent',
			reason: 'the emulator posts to loopback addresses only (hooks.example.com)',
		});
		expect(hook.received).toHaveLength(1);
		expect([
			hostKind('127.0.0.1'),
			hostKind('[::ffff:127.0.0.1]'),
			hostKind('172.20.0.1'),
			hostKind('8.8.8.8'),
			hostKind('example.com'),
		]).toEqual(['loopback', 'loopback', 'private', 'public', 'public']);
	});

	it('delivers to each generic webhook channel of the alert and records the others as not sent', async () => {
		genericWebhook();
		const alert = alertWith([
			{ type: 'webhook', webhookId: SLACK },
			{ type: 'webhook', webhookId: GENERIC },
		]);
		const deliveries = await emu.notifyAlert(alert.id, 'ALERT');
		expect(deliveries.map((d: Json) => [d.channel, d.service, d.outcome])).toEqual([
			[0, 'slack', 'notSent'],
			[1, 'generic', 'delivered'],
		]);
		expect(hook.received).toHaveLength(1);
	});

	it('setAlertState notifies on a change of state only, in the background; reset clears the record', async () => {
		genericWebhook();
		const alert = alertWith([{ type: 'webhook', webhookId: GENERIC }], { state: 'OK' });
		expect(emu.setAlertState(alert.id, 'OK')).toBe(alert);
		expect(emu.setAlertState(alert.id, 'ALERT').state).toBe('ALERT');
		const settled = await emu.deliveriesSettled();
		expect(settled.map((d: Json) => d.state)).toEqual(['ALERT']);
		expect(emu.deliveries().map((d: Json) => [d.alertId, d.state, d.outcome])).toEqual([
			[alert.id, 'ALERT', 'delivered'],
		]);
		emu.reset();
		expect(emu.deliveries()).toEqual([]);
	});

	it('the control API sets a state and waits for its deliveries, lists them, redelivers and clears', async () => {
		genericWebhook();
		const alert = alertWith([{ type: 'webhook', webhookId: GENERIC }], { state: 'OK' });
		const moved = await call(emu, 'POST', `/__emulator/alerts/${alert.id}/state`, {
			body: { state: 'ALERT', wait: true },
		});
		expect(moved.json).toMatchObject({
			ok: true,
			alert: { id: alert.id, state: 'ALERT' },
			deliveries: [{ outcome: 'delivered' }],
		});
		const notified = await call(emu, 'POST', `/__emulator/alerts/${alert.id}/notify`, {
			body: { state: 'ALERT' },
		});
		expect(notified.json.deliveries).toHaveLength(1);
		const again = await call(
			emu,
			'POST',
			`/__emulator/deliveries/${moved.json.deliveries[0].seq}/redeliver`,
		);
		expect(again.json.delivery).toMatchObject({
			outcome: 'delivered',
			idempotencyKey: moved.json.deliveries[0].idempotencyKey,
		});
		const listed = await call(emu, 'GET', `/__emulator/deliveries?alertId=${alert.id}`);
		expect(listed.json.deliveries).toHaveLength(3);
		expect(hook.received).toHaveLength(3);
		await call(emu, 'DELETE', '/__emulator/deliveries');
		expect(emu.deliveries()).toEqual([]);
		expect((await call(emu, 'POST', '/__emulator/deliveries/999/redeliver')).status).toBe(404);
	});
});
