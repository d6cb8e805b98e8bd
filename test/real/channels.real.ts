/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code runs under jest, never in n8n Cloud: it needs Node globals */
/**
 * No lost channel, on the real self-hosted server in real n8n: K webhook-trigger workflows on
 * one alert, published at the same moment (n8n activates each in the request that publishes
 * it, side by side), then n8n stopped and started again on the same user folder while they are
 * active, then all unpublished at the same moment. The server replaces the whole alert on every
 * write, with no version to compare: without the node taking turns, workflows that read the
 * alert together write each other's channel away. Checked on the real server after each step:
 * every workflow's channel on the alert once, one webhook per workflow, the alert's own
 * channels as they were; at the end none of ours. Run by `npm run test:real`
 * (scripts/real/run.js), never by `npm test`.
 *
 * At the restart, n8n 2.41 finds its webhook rows still stored and then skips the node's check
 * and registration: the restart shows nothing lost or doubled. The emulator suite
 * test/webhookTrigger/concurrency.test.ts has every workflow activated again at once through
 * the node.
 */
import { report, usePair, REAL, type Json } from './support';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startN8nForReal, startReceiver } = require('../../scripts/real/n8n');

jest.setTimeout(10 * 60 * 1000);

/** Workflows on the one alert (with its two own channels: 2 + K within the server's 10). */
const K = 6;
const WEBHOOK_TRIGGER = 'n8n-nodes-observability-pipes.observabilityPipesWebhookTrigger';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface State {
	/** The alert's channels, as the real server answers them. */
	channels: Json[];
	/** Webhooks on the real server that point at this n8n. */
	ours: Json[];
}

const seen = {
	own: [] as Json[],
	published: undefined as State | undefined,
	restarted: undefined as State | undefined,
	restartSeconds: 0,
	activeAfterRestart: [] as boolean[],
	unpublished: undefined as State | undefined,
	publishAnswers: [] as string[],
	unpublishAnswers: [] as string[],
};

describe('workflows publishing and unpublishing on one alert at once, in real n8n', () => {
	const pair = usePair();
	let n8n: Json;
	let receiver: Json;
	const workflowIds: string[] = [];
	/** The webhook path (node.webhookId) of each workflow. */
	const paths: string[] = [];
	let alertId = '';

	beforeAll(async () => {
		const real = pair.real;
		const ok = (answer: { status: number; body: Json }, what: string) => {
			if (answer.status !== 200)
				throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
			return answer.body.data;
		};
		receiver = await startReceiver();
		const dashboard = ok(
			await real.api('POST', '/api/v2/dashboards', {
				name: 'Channels',
				tiles: [
					{
						name: 'Rows',
						x: 0,
						y: 0,
						w: 6,
						h: 3,
						config: {
							displayType: 'line',
							sourceId: real.sources.log,
							select: [
								{ aggFn: 'count', where: 'ServiceName:"channels"', whereLanguage: 'lucene' },
							],
						},
					},
				],
			}),
			'dashboard',
		);
		for (const kind of ['pager', 'chat']) {
			const hook = ok(
				await real.api('POST', '/api/v2/webhooks', {
					name: `Channels ${kind}`,
					service: 'generic',
					url: `${receiver.url}/other/${kind}`,
				}),
				'webhook',
			);
			seen.own.push({ type: 'webhook', webhookId: hook.id });
		}
		alertId = ok(
			await real.api('POST', '/api/v2/alerts', {
				name: 'Shared by many workflows',
				source: 'tile',
				dashboardId: dashboard.id,
				tileId: dashboard.tiles[0].id,
				threshold: 1000000,
				thresholdType: 'above',
				interval: '5m',
				channels: seen.own,
			}),
			'alert',
		).id;

		const workflows = Array.from({ length: K }, (_, index) => {
			const n = String(index + 1).padStart(2, '0');
			paths.push(`c4a77e15-0000-4000-8000-0000000000${n}`);
			workflowIds.push(`realChannels${n}`);
			return {
				id: workflowIds[index],
				name: `Channels ${n}`,
				active: false,
				nodes: [
					{
						id: `c4a77e15-0000-4000-8000-1000000000${n}`,
						name: 'Alert Notified',
						type: WEBHOOK_TRIGGER,
						typeVersion: 1,
						position: [0, 0],
						webhookId: paths[index],
						parameters: { deployment: 'selfHosted', alertIds: [alertId] },
						credentials: {
							observabilitySelfHostedApi: { id: 'obsDemoSelfHost1', name: 'Real server' },
						},
					},
				],
				connections: {},
				settings: {},
			};
		});
		n8n = await startN8nForReal({ realUrl: REAL.url, apiKey: REAL.keys[0], workflows });

		const state = async (): Promise<State> => ({
			channels: ok(await real.api('GET', `/api/v2/alerts/${alertId}`), 'alert').channels,
			ours: ok(await real.api('GET', '/api/v2/webhooks'), 'webhooks').filter((hook: Json) =>
				String(hook.url).startsWith(`${n8n.url}/`),
			),
		});
		const settled = async (wanted: (now: State) => boolean) => {
			await n8n.until(async () => wanted(await state()), 60_000);
			// what holds now, and a moment later (a late write would show)
			await sleep(2000);
			return await state();
		};

		// all published at the same moment
		const published = await Promise.allSettled(
			workflowIds.map(async (id) => await n8n.publish(id)),
		);
		seen.publishAnswers = published.map((one) =>
			one.status === 'fulfilled' ? 'ok' : String(one.reason).slice(0, 300),
		);
		seen.published = await settled((now) => now.ours.length >= K);

		// n8n stopped and started again while they are active: it activates them all again
		seen.restartSeconds = await n8n.restart();
		seen.restarted = await settled((now) => now.ours.length >= K);
		for (const id of workflowIds) seen.activeAfterRestart.push(await n8n.isActive(id));

		// all unpublished at the same moment
		const unpublished = await Promise.allSettled(
			workflowIds.map(async (id) => await n8n.unpublish(id)),
		);
		seen.unpublishAnswers = unpublished.map((one) =>
			one.status === 'fulfilled' ? 'ok' : String(one.reason).slice(0, 300),
		);
		seen.unpublished = await settled((now) => now.ours.length === 0);

		const kept = (one?: State) =>
			(one?.channels ?? []).filter((channel: Json) =>
				one?.ours.some((hook: Json) => hook.id === channel.webhookId),
			).length;
		report({
			kind: 'channels',
			line: `${K} webhook-trigger workflows on one alert (with ${seen.own.length} channels of its own), published at once: ${kept(seen.published)} of ${K} channels kept, ${seen.published?.ours.length} webhooks; n8n restarted while active (${seen.restartSeconds.toFixed(1)} s): ${kept(seen.restarted)} channels, ${seen.restarted?.ours.length} webhooks; unpublished at once: ${seen.unpublished?.ours.length} webhooks left, ${seen.unpublished?.channels.length} channels on the alert (its own ${seen.own.length})`,
		});
	});

	afterAll(async () => {
		if (n8n) await n8n.stop();
		if (receiver) await receiver.close();
	});

	/** The webhook of each workflow (by its URL), in workflow order. */
	const hooksOf = (state?: State) =>
		paths.map((path) => (state?.ours ?? []).filter((hook: Json) => hook.url.includes(`/${path}/`)));

	it(`${K} workflows published at once: each has one webhook, and the alert notifies all ${K} and its own`, () => {
		expect(seen.publishAnswers).toEqual(Array(K).fill('ok'));
		const hooks = hooksOf(seen.published);
		expect(hooks.map((list) => list.length)).toEqual(Array(K).fill(1));
		expect(seen.published?.ours).toHaveLength(K);
		const channels = seen.published?.channels ?? [];
		expect(channels.slice(0, seen.own.length)).toEqual(seen.own);
		expect(
			channels
				.slice(seen.own.length)
				.map((channel: Json) => channel.webhookId)
				.sort(),
		).toEqual(hooks.map((list) => list[0]?.id).sort());
	});

	it('n8n restarted while they are active: still active, the same webhooks and channels, nothing doubled', () => {
		expect(seen.activeAfterRestart).toEqual(Array(K).fill(true));
		const hooks = hooksOf(seen.restarted);
		expect(hooks.map((list) => list.length)).toEqual(Array(K).fill(1));
		const channels = seen.restarted?.channels ?? [];
		expect(channels.slice(0, seen.own.length)).toEqual(seen.own);
		expect(
			channels
				.slice(seen.own.length)
				.map((channel: Json) => channel.webhookId)
				.sort(),
		).toEqual(hooks.map((list) => list[0]?.id).sort());
		expect(seen.restarted?.ours.map((hook: Json) => hook.id).sort()).toEqual(
			seen.published?.ours.map((hook: Json) => hook.id).sort(),
		);
		expect(seen.restarted?.channels).toEqual(seen.published?.channels);
	});

	it('all unpublished at once: no webhook of theirs left, none of their channels, the alert’s own as they were', () => {
		expect(seen.unpublishAnswers).toEqual(Array(K).fill('ok'));
		expect(seen.unpublished?.ours).toEqual([]);
		expect(seen.unpublished?.channels).toEqual(seen.own);
	});
});
