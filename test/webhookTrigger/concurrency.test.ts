import { SEED } from '../support/env';
import { selfHostedNode, useWebhookEnv, workflowOf, writes, type Json } from './support';

/**
 * Many workflows on one alert, activated and deactivated at the same moment, as n8n does when
 * it starts (every active workflow at once) or when several are published together. The server
 * replaces the whole alert on every write: two workflows that read the alert before either
 * writes would each drop the other's channel. The emulator forces that interleaving: every
 * read of the alert is held until all the workflows have read it (or, once they take turns,
 * until a short wait is over).
 */

const N = 8;
const SLACK = SEED.sh.webhooks.slack;
const slack = { type: 'webhook', webhookId: SLACK };

describe('webhook trigger: workflows publishing and unpublishing on one alert at once', () => {
	const { env, n8n } = useWebhookEnv();

	/** Holds every read of the alert until `n` are held, or 100 ms passed. */
	function holdReads(alertId: string, n: number) {
		env.emulator.injectFault({
			method: 'GET',
			path: `/api/v2/alerts/${alertId}`,
			holdUntil: n,
			holdMs: 100,
			count: -1,
		});
	}
	const channelsOf = (id: string): Json[] => env.emulator.findAlert(id).rec.channels;
	const webhooksOf = (workflows: Json[]) =>
		workflows.map((w: Json) => w.nodeData?.registrations?.[w.url]?.alerts[0]?.webhookId);
	/** Webhooks on the server whose URL is one of these workflows'. */
	const serverWebhooksFor = (workflows: Json[]) =>
		env.emulator.store.sh.webhooks
			.all()
			.filter((hook: Json) => workflows.some((w: Json) => String(hook.url).startsWith(w.url)));

	it(`${N} workflows activated at once keep all ${N} channels and the alert's own; deactivated at once, they leave none of theirs and no webhook`, async () => {
		const alert = env.emulator.addAlert('selfHosted', { name: 'Shared', channels: [slack] });
		const workflows = Array.from({ length: N }, () =>
			workflowOf(n8n, selfHostedNode({ alertIds: [alert.id] })),
		);
		holdReads(alert.id, N);

		const activated = await Promise.allSettled(workflows.map(async (w) => await w.activate()));
		expect(activated.map((r) => r.status)).toEqual(Array(N).fill('fulfilled'));
		const hooks = webhooksOf(workflows);
		expect(new Set(hooks).size).toBe(N);
		// Every workflow's channel kept, the alert's own first, nothing twice.
		const channels = channelsOf(alert.id);
		expect(channels[0]).toEqual(slack);
		expect(
			channels
				.slice(1)
				.map((c: Json) => c.webhookId)
				.sort(),
		).toEqual([...hooks].sort());
		expect(serverWebhooksFor(workflows)).toHaveLength(N);
		// The reads were held together: before the first write, all N had read the alert.
		const requests = env.emulator.requests().filter((r: Json) => r.path.includes(alert.id));
		const firstPut = requests.findIndex((r: Json) => r.method === 'PUT');
		expect(
			requests.slice(0, firstPut).filter((r: Json) => r.method === 'GET').length,
		).toBeGreaterThanOrEqual(N);

		env.emulator.clearRequests();
		const deactivated = await Promise.allSettled(workflows.map(async (w) => await w.deactivate()));
		expect(deactivated.map((r) => r.status)).toEqual(Array(N).fill('fulfilled'));
		expect(channelsOf(alert.id)).toEqual([slack]);
		expect(env.emulator.findAlert(alert.id).rec.channel).toEqual(slack);
		expect(serverWebhooksFor(workflows)).toEqual([]);
		// Every write the server refused would be a lost change: there was none.
		expect(writes(env).filter((w: Json) => w.status >= 400)).toEqual([]);
	});

	it('a mix: half the workflows deactivated while the other half are activated, at once', async () => {
		const email = { type: 'webhook', webhookId: SEED.sh.webhooks.generic };
		const alert = env.emulator.addAlert('selfHosted', { name: 'Mixed', channels: [slack, email] });
		const leaving = Array.from({ length: N / 2 }, () =>
			workflowOf(n8n, selfHostedNode({ alertIds: [alert.id] })),
		);
		for (const w of leaving) await w.activate();
		const leavingHooks = webhooksOf(leaving);
		expect(channelsOf(alert.id)).toHaveLength(2 + N / 2);

		const coming = Array.from({ length: N / 2 }, () =>
			workflowOf(n8n, selfHostedNode({ alertIds: [alert.id] })),
		);
		holdReads(alert.id, N);
		const outcomes = await Promise.allSettled([
			...leaving.map(async (w) => await w.deactivate()),
			...coming.map(async (w) => await w.activate()),
		]);
		expect(outcomes.map((r) => r.status)).toEqual(Array(N).fill('fulfilled'));
		const comingHooks = webhooksOf(coming);
		const channels = channelsOf(alert.id);
		expect(channels.slice(0, 2)).toEqual([slack, email]);
		expect(
			channels
				.slice(2)
				.map((c: Json) => c.webhookId)
				.sort(),
		).toEqual([...comingHooks].sort());
		for (const id of leavingHooks) expect(env.emulator.findWebhook(id)).toBeUndefined();
		expect(serverWebhooksFor(coming)).toHaveLength(N / 2);

		await Promise.all(coming.map(async (w) => await w.deactivate()));
		expect(channelsOf(alert.id)).toEqual([slack, email]);
		expect(serverWebhooksFor([...leaving, ...coming])).toEqual([]);
	});

	it('n8n starting again re-activates every workflow at once: nothing is written, nothing is doubled', async () => {
		const alert = env.emulator.addAlert('selfHosted', { name: 'Restart', channels: [slack] });
		const workflows = Array.from({ length: N }, () =>
			workflowOf(n8n, selfHostedNode({ alertIds: [alert.id] })),
		);
		await Promise.all(workflows.map(async (w) => await w.activate()));
		const before = structuredClone(channelsOf(alert.id));
		expect(before).toHaveLength(N + 1);

		env.emulator.clearRequests();
		holdReads(alert.id, N);
		const again = await Promise.all(workflows.map(async (w) => await w.activate()));
		expect(again).toEqual(Array(N).fill({ created: false }));
		expect(writes(env)).toEqual([]);
		expect(channelsOf(alert.id)).toEqual(before);
		expect(serverWebhooksFor(workflows)).toHaveLength(N);

		await Promise.all(workflows.map(async (w) => await w.deactivate()));
		expect(channelsOf(alert.id)).toEqual([slack]);
		expect(serverWebhooksFor(workflows)).toEqual([]);
	});
});
