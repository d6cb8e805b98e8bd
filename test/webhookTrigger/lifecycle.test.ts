import { SEED } from '../support/env';
import {
	cloudNode,
	NODE_KEY,
	selfHostedNode,
	useWebhookEnv,
	workflowOf,
	writes,
	type Json,
} from './support';

const TEMPLATE =
	'{"title":"{{title}}","body":"{{body}}","link":"{{link}}","state":"{{state}}","startTime":"{{startTime}}","endTime":"{{endTime}}","eventId":"{{eventId}}"}';
const SLACK = SEED.sh.webhooks.slack;

describe('webhook trigger: activation and deactivation against the server', () => {
	const { env, n8n } = useWebhookEnv();

	/** Two self-hosted alerts that already notify the seeded slack webhook. */
	function twoAlerts() {
		const slack = { type: 'webhook', webhookId: SLACK };
		return [
			env.emulator.addAlert('selfHosted', { name: 'Checkout errors', channels: [slack] }),
			env.emulator.addAlert('selfHosted', { name: 'Latency p99', channels: [slack] }),
		];
	}
	const webhookIds = () => env.emulator.store.sh.webhooks.all().map((w: Json) => w.id);

	it('create registers a generic webhook per alert and adds it to the alert channels, keeping the others; check finds it; delete undoes exactly that', async () => {
		const [a, b] = twoAlerts();
		const before = { webhooks: webhookIds(), a: structuredClone(a), b: structuredClone(b) };
		const workflow = workflowOf(n8n, selfHostedNode({ alertIds: [a.id, b.id] }));

		expect(await workflow.activate()).toEqual({ created: true });

		// During: one webhook per alert, pointing at the production URL with the alert's id.
		const registration = workflow.nodeData.registrations[workflow.url];
		expect(registration.alerts.map((hook: Json) => [hook.alertId, hook.name])).toEqual([
			[a.id, 'Checkout errors'],
			[b.id, 'Latency p99'],
		]);
		expect(registration.secret).toMatch(/^[A-Za-z0-9]{40}$/);
		const [hookA, hookB] = registration.alerts.map(
			(hook: Json) => env.emulator.findWebhook(hook.webhookId).rec,
		);
		for (const [hook, alert] of [
			[hookA, a],
			[hookB, b],
		]) {
			expect(hook).toMatchObject({
				service: 'generic',
				url: `${workflow.url}?alertId=${alert.id}`,
				body: TEMPLATE,
				headers: { 'X-Webhook-Secret': registration.secret },
			});
			expect(workflow.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/webhook\/[0-9a-f-]{36}\/webhook$/);
		}
		const channelsOf = (id: string) => env.emulator.findAlert(id).rec.channels;
		expect(channelsOf(a.id)).toEqual([
			{ type: 'webhook', webhookId: SLACK },
			{ type: 'webhook', webhookId: hookA.id },
		]);
		expect(channelsOf(b.id)).toEqual([
			{ type: 'webhook', webhookId: SLACK },
			{ type: 'webhook', webhookId: hookB.id },
		]);
		expect(env.emulator.findAlert(a.id).rec.channel).toEqual({ type: 'webhook', webhookId: SLACK });

		// What the server received: two webhooks, then each alert with both channels, its other settings as they were.
		const sent = writes(env);
		expect(sent.map((w: Json) => [w.method, w.path, w.status])).toEqual([
			['POST', '/api/v2/webhooks', 200],
			['POST', '/api/v2/webhooks', 200],
			['PUT', `/api/v2/alerts/${a.id}`, 200],
			['PUT', `/api/v2/alerts/${b.id}`, 200],
		]);
		expect(sent[0].body).toEqual({
			// the URL's tag: the server keeps one webhook per service and name
			name: expect.stringMatching(/^n8n: test workflow \(alert Checkout errors\) #[0-9a-f]{8}$/),
			service: 'generic',
			url: `${workflow.url}?alertId=${a.id}`,
			description:
				'Made by the n8n node "Observability Pipes Webhook Trigger"; removed when the workflow is deactivated',
			body: TEMPLATE,
			headers: { 'X-Webhook-Secret': registration.secret },
		});
		expect(sent[2].body).toEqual({
			name: 'Checkout errors',
			message: before.a.message,
			source: 'tile',
			dashboardId: before.a.dashboardId,
			tileId: before.a.tileId,
			threshold: before.a.threshold,
			thresholdType: before.a.thresholdType,
			interval: before.a.interval,
			channel: { type: 'webhook', webhookId: SLACK },
			channels: [
				{ type: 'webhook', webhookId: SLACK },
				{ type: 'webhook', webhookId: hookA.id },
			],
		});

		// Activation again (n8n restarted): check finds everything, nothing is sent but reads.
		env.emulator.clearRequests();
		expect(await workflow.activate()).toEqual({ created: false });
		expect(writes(env)).toEqual([]);

		// After: the alerts as they were, the webhooks gone, the static data empty.
		expect(await workflow.deactivate()).toBe(true);
		const after = writes(env);
		expect(after.map((w: Json) => [w.method, w.path, w.status])).toEqual([
			['PUT', `/api/v2/alerts/${a.id}`, 200],
			['DELETE', `/api/v2/webhooks/${hookA.id}`, 200],
			['PUT', `/api/v2/alerts/${b.id}`, 200],
			['DELETE', `/api/v2/webhooks/${hookB.id}`, 200],
		]);
		expect(after[0].body.channels).toEqual([{ type: 'webhook', webhookId: SLACK }]);
		expect(webhookIds()).toEqual(before.webhooks);
		const strip = (rec: Json) =>
			Object.fromEntries(Object.entries(rec).filter(([key]) => key !== 'updatedAt'));
		expect(strip(env.emulator.findAlert(a.id).rec)).toEqual(strip(before.a));
		expect(strip(env.emulator.findAlert(b.id).rec)).toEqual(strip(before.b));
		expect(workflow.nodeData.registrations).toEqual({});
	});

	it('two alerts of the same name get webhooks of different names (the server keeps one webhook per service and name)', async () => {
		const slack = { type: 'webhook', webhookId: SLACK };
		const a = env.emulator.addAlert('selfHosted', { name: 'High error rate', channels: [slack] });
		const b = env.emulator.addAlert('selfHosted', { name: 'High error rate', channels: [slack] });
		const workflow = workflowOf(n8n, selfHostedNode({ alertIds: [a.id, b.id] }));
		expect(await workflow.activate()).toEqual({ created: true });
		const names = workflow.nodeData.registrations[workflow.url].alerts.map(
			(hook: Json) => env.emulator.findWebhook(hook.webhookId).rec.name,
		);
		expect(new Set(names).size).toBe(2);
		expect(await workflow.deactivate()).toBe(true);
	});

	it('check answers false when the server lost what activation made; create then replaces it without leaving the old one behind', async () => {
		const [a] = twoAlerts();
		const workflow = workflowOf(n8n, selfHostedNode({ alertIds: [a.id] }));
		await workflow.activate();
		const first = workflow.nodeData.registrations[workflow.url].alerts[0].webhookId;
		// Someone took the webhook off the alert by hand.
		env.emulator.findAlert(a.id).rec.channels = [{ type: 'webhook', webhookId: SLACK }];
		env.emulator.findAlert(a.id).rec.channel = { type: 'webhook', webhookId: SLACK };
		expect(await workflow.activate()).toEqual({ created: true });
		const second = workflow.nodeData.registrations[workflow.url].alerts[0].webhookId;
		expect(second).not.toBe(first);
		expect(env.emulator.findWebhook(first)).toBeUndefined();
		expect(env.emulator.findAlert(a.id).rec.channels).toEqual([
			{ type: 'webhook', webhookId: SLACK },
			{ type: 'webhook', webhookId: second },
		]);
		await workflow.deactivate();
		expect(env.emulator.findWebhook(second)).toBeUndefined();
	});

	it('deactivation keeps channels added since activation, and copes with an alert deleted meanwhile', async () => {
		const [a, b] = twoAlerts();
		const workflow = workflowOf(n8n, selfHostedNode({ alertIds: [a.id, b.id] }));
		await workflow.activate();
		const [hookA, hookB] = workflow.nodeData.registrations[workflow.url].alerts.map(
			(hook: Json) => hook.webhookId,
		);
		const generic = { type: 'webhook', webhookId: SEED.sh.webhooks.generic };
		env.emulator.findAlert(a.id).rec.channels.push(generic);
		env.emulator.removeAlert(b.id);
		expect(await workflow.deactivate()).toBe(true);
		expect(env.emulator.findAlert(a.id).rec.channels).toEqual([
			{ type: 'webhook', webhookId: SLACK },
			generic,
		]);
		expect(env.emulator.findWebhook(hookA)).toBeUndefined();
		expect(env.emulator.findWebhook(hookB)).toBeUndefined();
		expect(workflow.nodeData.registrations).toEqual({});
	});

	it('a server without alert channels (older mode): activation fails with a clear message and changes nothing', async () => {
		const [a] = twoAlerts();
		const webhooksBefore = webhookIds();
		env.emulator.configure({ olderAlerts: true });
		try {
			const workflow = workflowOf(n8n, selfHostedNode({ alertIds: [a.id] }));
			await expect(workflow.activate()).rejects.toThrow(
				'This server cannot add a notification channel to an alert: its alerts have no list of channels',
			);
			await workflow
				.activate()
				.catch((error: Json) => expect(error.description).toMatch(/Nothing was changed/));
			expect(writes(env)).toEqual([]);
			expect(webhookIds()).toEqual(webhooksBefore);
			expect(workflow.nodeData?.registrations ?? {}).toEqual({});
		} finally {
			env.emulator.configure({ olderAlerts: false });
		}
	});

	it('a failure half way undoes what was done: the first alert gets its channels back, the webhooks are deleted', async () => {
		const [a, b] = twoAlerts();
		const webhooksBefore = webhookIds();
		env.emulator.injectFault({
			method: 'PUT',
			path: `/api/v2/alerts/${b.id}`,
			status: 400,
			body: { message: 'Body validation failed: channels: Invalid input' },
		});
		const workflow = workflowOf(n8n, selfHostedNode({ alertIds: [a.id, b.id] }));
		await expect(workflow.activate()).rejects.toThrow(/Invalid input/);
		expect(env.emulator.findAlert(a.id).rec.channels).toEqual([
			{ type: 'webhook', webhookId: SLACK },
		]);
		expect(env.emulator.findAlert(b.id).rec.channels).toEqual([
			{ type: 'webhook', webhookId: SLACK },
		]);
		expect(webhookIds()).toEqual(webhooksBefore);
		expect(workflow.nodeData?.registrations ?? {}).toEqual({});
	});

	it('an alert with ten channels already, an unknown alert, or no alert chosen: activation fails before anything changes', async () => {
		const ten = Array.from({ length: 10 }, () => ({ type: 'webhook', webhookId: SLACK }));
		const full = env.emulator.addAlert('selfHosted', { name: 'Full', channels: ten });
		await expect(
			workflowOf(n8n, selfHostedNode({ alertIds: [full.id] })).activate(),
		).rejects.toThrow(`Alert ${full.id} already notifies 10 channels, the most the server allows`);
		await expect(
			workflowOf(n8n, selfHostedNode({ alertIds: ['ffffffffffffffffffffffff'] })).activate(),
		).rejects.toThrow(/404/);
		await expect(workflowOf(n8n, selfHostedNode({ alertIds: [] })).activate()).rejects.toThrow(
			"Invalid 'Alert Names or IDs': no alert chosen",
		);
		await expect(
			workflowOf(n8n, selfHostedNode({ alertIds: 'not-an-id' })).activate(),
		).rejects.toThrow(`Invalid 'Alert Names or IDs': "not-an-id" is not`);
		expect(writes(env)).toEqual([]);
	});

	it('reads a registration stored by earlier versions (its place under `scopeKey`, with `url`): no new registration, deliveries start the workflow, deactivation undoes it', async () => {
		const alert = env.emulator.addAlert('cloud', {
			name: 'Cloud errors',
			channels: [{ type: 'email', emailRecipients: ['ops@example.com'] }],
		});
		const workflow = workflowOf(n8n, cloudNode({ alertIds: [alert.id] }));
		await workflow.activate();
		const { secret, alerts, where } = workflow.nodeData.registrations[workflow.url];
		// The static data exactly as versions before the rename stored it (the organization and service in lower case).
		const earlier = {
			scopeKey: `cloud/${SEED.org.toLowerCase()}/${SEED.service.toLowerCase()}`,
			where,
			url: workflow.url,
			secret,
			alerts,
		};
		workflow.saved[NODE_KEY] = { registrations: { [workflow.url]: earlier } };

		// n8n restarted: check accepts what is stored, nothing is made again.
		env.emulator.clearRequests();
		expect(await workflow.activate()).toEqual({ created: false });
		expect(writes(env)).toEqual([]);
		expect(workflow.nodeData.registrations[workflow.url]).toEqual(earlier);

		const handled = workflow.nextRequest();
		const deliveries = await env.emulator.notifyAlert(alert.id, 'ALERT');
		await handled;
		expect(deliveries.map((d: Json) => d.outcome)).toEqual(['delivered']);
		expect(
			workflow.executions.map((e: Json) => [e.items[0].alertId, e.items[0].name, e.items[0].state]),
		).toEqual([[alert.id, 'Cloud errors', 'ALERT']]);

		// The stored place is compared, not skipped: one stored for another place is replaced, under the new name.
		workflow.saved[NODE_KEY] = {
			registrations: { [workflow.url]: { ...earlier, scopeKey: 'selfHosted' } },
		};
		expect(await workflow.activate()).toEqual({ created: true });
		const replaced = workflow.nodeData.registrations[workflow.url];
		expect(Object.keys(replaced).sort()).toEqual(['alerts', 'locationKey', 'secret', 'where']);
		expect(replaced.locationKey).toBe(earlier.scopeKey);
		expect(env.emulator.findWebhook(alerts[0].webhookId)).toBeUndefined();

		await workflow.deactivate();
		expect(env.emulator.findAlert(alert.id).rec.channels).toEqual([
			{ type: 'email', emailRecipients: ['ops@example.com'] },
		]);
		expect(env.emulator.findWebhook(replaced.alerts[0].webhookId)).toBeUndefined();
		expect(workflow.nodeData.registrations).toEqual({});
	});

	it('works on the cloud: the webhook under the service, the alert channel added and removed', async () => {
		const alert = env.emulator.addAlert('cloud', {
			name: 'Cloud errors',
			channels: [{ type: 'email', emailRecipients: ['ops@example.com'] }],
		});
		const workflow = workflowOf(n8n, cloudNode({ alertIds: `${alert.id}` }));
		await workflow.activate();
		const [hook] = workflow.nodeData.registrations[workflow.url].alerts;
		const obs = `/v1/organizations/${SEED.org}/services/${SEED.service}/observability`;
		expect(writes(env).map((w: Json) => [w.method, w.path, w.status])).toEqual([
			['POST', `${obs}/webhooks`, 200],
			['PUT', `${obs}/alerts/${alert.id}`, 200],
		]);
		expect(env.emulator.findAlert(alert.id).rec.channels).toEqual([
			{ type: 'email', emailRecipients: ['ops@example.com'] },
			{ type: 'webhook', webhookId: hook.webhookId },
		]);
		expect(env.emulator.findWebhook(hook.webhookId).rec.url).toBe(
			`${workflow.url}?alertId=${alert.id}`,
		);
		// The cloud server's notification reaches the workflow too.
		const handled = workflow.nextRequest();
		const deliveries = await env.emulator.notifyAlert(alert.id, 'ALERT');
		await handled;
		expect(deliveries.map((d: Json) => [d.deployment, d.outcome])).toEqual([
			['cloud', 'delivered'],
		]);
		expect(
			workflow.executions.map((e: Json) => [e.items[0].alertId, e.items[0].name, e.items[0].state]),
		).toEqual([[alert.id, 'Cloud errors', 'ALERT']]);
		await workflow.deactivate();
		expect(env.emulator.findAlert(alert.id).rec.channels).toEqual([
			{ type: 'email', emailRecipients: ['ops@example.com'] },
		]);
		expect(env.emulator.findWebhook(hook.webhookId)).toBeUndefined();
		expect(workflow.nodeData[NODE_KEY]).toBeUndefined();
	});
});
