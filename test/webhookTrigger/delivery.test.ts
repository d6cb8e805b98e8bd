import { SEED } from '../support/env';
import {
	post,
	SECRET_HEADER,
	selfHostedNode,
	useWebhookEnv,
	workflowOf,
	type Json,
} from './support';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const SLACK = { type: 'webhook', webhookId: SEED.sh.webhooks.slack };

describe('webhook trigger: deliveries from the server', () => {
	const { env, n8n } = useWebhookEnv();

	/** An active workflow on one self-hosted alert (which also notifies slack). */
	async function active(
		parameters: Record<string, unknown> = {},
		mode: 'trigger' | 'manual' = 'trigger',
	) {
		const alert = env.emulator.addAlert('selfHosted', {
			name: 'Checkout errors',
			message: 'More than 5 errors a minute',
			interval: '5m',
			channels: [SLACK],
		});
		const workflow = workflowOf(n8n, selfHostedNode({ alertIds: [alert.id], ...parameters }), mode);
		await workflow.activate();
		return { alert, workflow };
	}

	/** The server notifies; resolves with its delivery to the trigger once n8n has handled it (execution included). */
	async function notify(workflow: Json, alertId: string, state: string) {
		const handled = workflow.nextRequest();
		const deliveries = await env.emulator.notifyAlert(alertId, state);
		await handled;
		return deliveries.find((d: Json) => d.service === 'generic');
	}

	it('one delivery starts one execution with one item naming the alert', async () => {
		const { alert, workflow } = await active();
		const delivery = await notify(workflow, alert.id, 'ALERT');
		expect(delivery).toMatchObject({
			outcome: 'delivered',
			attempts: [{ status: 200 }],
			url: `${workflow.url}?alertId=${alert.id}`,
		});
		expect(workflow.executions).toHaveLength(1);
		const [item] = workflow.executions[0].items;
		const v = delivery.variables;
		expect(workflow.executions[0].items).toHaveLength(1);
		expect(item).toEqual({
			event: 'alertNotified',
			alertId: alert.id,
			name: 'Checkout errors',
			state: 'ALERT',
			title: v.title,
			body: 'More than 5 errors a minute',
			link: v.link,
			startTime: new Date(v.startTime).toISOString(),
			endTime: new Date(v.endTime).toISOString(),
			eventId: v.eventId,
			receivedAt: expect.stringMatching(ISO),
		});
		expect(Date.parse(item.receivedAt)).toBeGreaterThanOrEqual(delivery.attempts[0].at);
		expect(workflow.answers).toEqual([
			{ status: 200, body: JSON.stringify({ message: 'Workflow was started' }) },
		]);
	});

	it('the secret the node generated is in no item and no answer, also for a forged delivery', async () => {
		const { alert, workflow } = await active();
		const secret = workflow.nodeData.registrations[workflow.url].secret;
		await notify(workflow, alert.id, 'ALERT');
		const forged = await post(
			`${workflow.url}?alertId=${alert.id}`,
			{ state: 'ALERT', title: 'forged' },
			{ [SECRET_HEADER]: 'not-the-secret' },
		);
		expect(forged.status).toBe(401);
		expect(workflow.executions).toHaveLength(1);
		const everythingShown = JSON.stringify({
			items: workflow.executions.map((execution: Json) => execution.items),
			answers: workflow.answers,
			forged,
		});
		expect(secret.length).toBeGreaterThan(20);
		expect(everythingShown).not.toContain(secret);
		// The server holds it (it sends it with every delivery) but never lists it.
		expect(
			env.emulator.findWebhook(workflow.nodeData.registrations[workflow.url].alerts[0].webhookId)
				.rec.headers['X-Webhook-Secret'],
		).toBe(secret);
		const listed = await fetch(`${env.emulator.url}/api/v2/webhooks`, {
			headers: { authorization: 'Bearer emu-self-hosted-api-key' },
		}).then((response) => response.text());
		expect(listed).not.toContain(secret);
	});

	it('a repeated delivery (same key, same notification) starts nothing; the next notification under the same key does', async () => {
		const { alert, workflow } = await active();
		const first = await notify(workflow, alert.id, 'ALERT');
		const handled = workflow.nextRequest();
		const again = await env.emulator.redeliver(first.seq);
		await handled;
		expect(again).toMatchObject({ outcome: 'delivered', idempotencyKey: first.idempotencyKey });
		expect(workflow.answers[1]).toEqual({
			status: 200,
			body: JSON.stringify({ received: true, repeated: true }),
		});
		expect(workflow.executions).toHaveLength(1);
		// The key is stable per alert and channel: the resolution carries it too, and is new.
		const resolved = await notify(workflow, alert.id, 'OK');
		expect(resolved.idempotencyKey).toBe(first.idempotencyKey);
		expect(workflow.executions.map((e: Json) => e.items[0].state)).toEqual(['ALERT', 'OK']);
		// What was taken is in the saved static data (n8n reloads it for every request), bounded.
		expect(workflow.nodeData.seen).toHaveLength(2);
	});

	it('a forged delivery (no secret, a wrong one, another alert) gets 401 and starts nothing', async () => {
		const { alert, workflow } = await active();
		const secret = workflow.nodeData.registrations[workflow.url].secret;
		const body = {
			title: 'x',
			body: 'y',
			link: 'z',
			state: 'ALERT',
			startTime: '1',
			endTime: '2',
			eventId: 'e',
		};
		const url = `${workflow.url}?alertId=${alert.id}`;
		expect(await post(url, body)).toEqual({ status: 401, text: 'Unauthorized' });
		// One character off (the secret is random: its last character may itself be "x").
		const almost = `${secret.slice(0, -1)}${secret.endsWith('x') ? 'y' : 'x'}`;
		expect(almost).not.toBe(secret);
		expect(await post(url, body, { [SECRET_HEADER]: almost })).toEqual({
			status: 401,
			text: 'Unauthorized',
		});
		expect(
			await post(`${workflow.url}?alertId=${SEED.sh.alerts[0]}`, body, { [SECRET_HEADER]: secret }),
		).toEqual({ status: 401, text: 'Unauthorized' });
		expect(await post(workflow.url, body, { [SECRET_HEADER]: secret })).toEqual({
			status: 401,
			text: 'Unauthorized',
		});
		expect(workflow.executions).toEqual([]);
		// The same body with the secret is taken: the refusals were for the secret alone.
		const handled = workflow.nextRequest();
		expect((await post(url, body, { [SECRET_HEADER]: secret })).status).toBe(200);
		await handled;
		expect(workflow.executions).toHaveLength(1);
		expect(workflow.executions[0].items[0]).toMatchObject({
			alertId: alert.id,
			state: 'ALERT',
			startTime: '1970-01-01T00:00:00.001Z',
		});
	});

	it('only states chosen in "toStates" start the workflow (any case; the others are acknowledged)', async () => {
		const { alert, workflow } = await active({ toStates: 'alert' });
		await notify(workflow, alert.id, 'OK');
		expect(workflow.executions).toEqual([]);
		expect(workflow.answers[0]).toEqual({
			status: 200,
			body: JSON.stringify({ received: true, started: false }),
		});
		await notify(workflow, alert.id, 'ALERT');
		expect(workflow.executions.map((e: Json) => e.items[0].state)).toEqual(['ALERT']);
		await notify(workflow, alert.id, 'INSUFFICIENT_DATA');
		expect(workflow.executions).toHaveLength(1);
	});

	it('"Listen for test event": the test URL is registered, the first notification runs the workflow, then the test webhook is removed', async () => {
		const { alert, workflow } = await active({}, 'manual');
		expect(workflow.url).toMatch(/\/webhook-test\/[0-9a-f-]{36}\/webhook$/);
		const [hook] = workflow.nodeData.registrations[workflow.url].alerts;
		expect(env.emulator.findWebhook(hook.webhookId).rec.url).toBe(
			`${workflow.url}?alertId=${alert.id}`,
		);
		const delivery = await notify(workflow, alert.id, 'ALERT');
		expect(delivery.outcome).toBe('delivered');
		expect(workflow.executions.map((e: Json) => e.items[0].state)).toEqual(['ALERT']);
		expect(env.emulator.findWebhook(hook.webhookId)).toBeUndefined();
		expect(env.emulator.findAlert(alert.id).rec.channels).toEqual([SLACK]);
		expect(workflow.nodeData.registrations).toEqual({});
	});

	it('a body that is not the registered notification JSON gets 400 and starts nothing', async () => {
		const { alert, workflow } = await active();
		const secret = workflow.nodeData.registrations[workflow.url].secret;
		const response = await fetch(`${workflow.url}?alertId=${alert.id}`, {
			method: 'POST',
			headers: { 'content-type': 'text/plain', [SECRET_HEADER]: secret },
			body: 'Alert fired',
		});
		expect(response.status).toBe(400);
		expect(
			(
				await post(
					`${workflow.url}?alertId=${alert.id}`,
					{ text: 'Alert fired' },
					{ [SECRET_HEADER]: secret },
				)
			).status,
		).toBe(400);
		expect(workflow.executions).toEqual([]);
	});
});
