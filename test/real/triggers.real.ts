/**
 * The two triggers against the real self-hosted server, and the same against the emulator: the
 * webhook trigger registers a webhook on the alerts it watches and removes it again, and the
 * pickers of both triggers list the alerts. The alerts' state changes that the triggers report
 * are caused by the server's own alert checker in alertLoop.real.ts: no test writes an alert's
 * state (noAlertStateWrites.test.ts holds that).
 * Run by `npm run test:real` (scripts/real/run.js), never by `npm test`.
 */
import { both, usePair, type Json, type Side } from './support';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createWebhookServer } = require('../harness/webhooks');

/** A dashboard with a tile, a webhook and two alerts on the tile that notify it, made directly. */
async function alertsOn(side: Side, tag: string) {
	const ok = (answer: { status: number; body: Json }) => {
		if (answer.status !== 200)
			throw new Error(`${side.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
		return answer.body.data;
	};
	const dashboard = ok(
		await side.api('POST', '/api/v2/dashboards', {
			name: `Triggers ${tag}`,
			tiles: [
				{
					name: 'Errors',
					x: 0,
					y: 0,
					w: 6,
					h: 3,
					config: { displayType: 'line', sourceId: side.sources.log, select: [{ aggFn: 'count' }] },
				},
			],
		}),
	);
	const webhook = ok(
		await side.api('POST', '/api/v2/webhooks', {
			name: `Chat ${tag}`,
			service: 'generic',
			url: 'https://hooks.example.com/chat',
		}),
	);
	const channel = { type: 'webhook', webhookId: webhook.id };
	const alert = async (name: string) =>
		ok(
			await side.api('POST', '/api/v2/alerts', {
				name,
				source: 'tile',
				dashboardId: dashboard.id,
				tileId: dashboard.tiles[0].id,
				threshold: 1,
				thresholdType: 'above',
				interval: '5m',
				channel,
			}),
		);
	// the second and third share a name: their webhooks must still differ in name (the server
	// keeps one webhook per service and name)
	return {
		dashboard,
		webhook,
		channel,
		alerts: [await alert(`${tag} one`), await alert(`${tag} two`), await alert(`${tag} two`)],
	};
}

describe('the triggers against the real self-hosted server', () => {
	const pair = usePair();

	it('the webhook trigger registers a webhook on each alert, keeps their other channels, and removes everything on deactivation', async () => {
		const { real } = await both(pair, async (side) => {
			const { alerts, channel } = await alertsOn(side, 'push');
			const n8n = createWebhookServer(pair.harness);
			await n8n.start();
			try {
				const workflow = n8n.workflow({
					node: {
						type: 'observabilityPipesWebhookTrigger',
						parameters: { deployment: 'selfHosted', alertIds: alerts.map((a: Json) => a.id) },
						credentials: side.credentials,
					},
					mode: 'trigger',
				});
				const activated = await workflow.activate();
				const registration = workflow.nodeData.registrations[workflow.url];
				const hooks = (await side.api('GET', '/api/v2/webhooks')).body.data;
				const during = await Promise.all(
					alerts.map(
						async (a: Json) => (await side.api('GET', `/api/v2/alerts/${a.id}`)).body.data,
					),
				);
				const deactivated = await workflow.deactivate();
				const hooksAfter = (await side.api('GET', '/api/v2/webhooks')).body.data;
				const after = await Promise.all(
					alerts.map(
						async (a: Json) => (await side.api('GET', `/api/v2/alerts/${a.id}`)).body.data,
					),
				);
				return {
					url: workflow.url,
					alerts,
					channel,
					activated,
					registration,
					hooks,
					during,
					deactivated,
					hooksAfter,
					after,
				};
			} finally {
				await n8n.close();
			}
		});
		expect(real.activated).toEqual({ created: true });
		const created = real.registration.alerts.map((hook: Json) => hook.webhookId);
		expect(created).toHaveLength(3);
		expect(
			new Set(real.hooks.filter((h: Json) => created.includes(h.id)).map((h: Json) => h.name)).size,
		).toBe(3);
		for (const [i, alert] of real.during.entries()) {
			const hook = real.hooks.find((h: Json) => h.id === created[i]);
			expect(hook).toMatchObject({
				service: 'generic',
				url: `${real.url}?alertId=${real.alerts[i].id}`,
			});
			expect(alert.channels).toEqual([real.channel, { type: 'webhook', webhookId: created[i] }]);
		}
		expect(real.deactivated).toBe(true);
		expect(real.hooksAfter.map((h: Json) => h.id)).not.toEqual(
			expect.arrayContaining([created[0]]),
		);
		expect(real.hooksAfter.map((h: Json) => h.id)).not.toEqual(
			expect.arrayContaining([created[1]]),
		);
		for (const alert of real.after) expect(alert.channels).toEqual([real.channel]);
	});

	it('the editor pickers of both triggers list the alerts', async () => {
		const { real } = await both(pair, async (side) => {
			const watched = await pair.harness.loadOptions({
				type: 'observabilityPipesTrigger',
				parameters: { deployment: 'selfHosted', event: 'alertStateChanged' },
				credentials: side.credentials,
				kind: 'loadOptions',
				method: 'getWatchedAlerts',
			});
			const notifying = await pair.harness.loadOptions({
				type: 'observabilityPipesWebhookTrigger',
				parameters: { deployment: 'selfHosted' },
				credentials: side.credentials,
				kind: 'loadOptions',
				method: 'getNotifyingAlerts',
			});
			return { watched, notifying };
		});
		expect(real.watched.map((o: Json) => o.name)).toEqual(
			expect.arrayContaining([expect.stringContaining('push one')]),
		);
		expect(real.notifying.length).toBeGreaterThanOrEqual(3);
	});
});
