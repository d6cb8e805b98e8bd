/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- test code runs under jest, never in n8n Cloud; OBS_WAY_PRINT prints the ways for docs/architecture.md */
import { TRIGGER_EVENTS } from '../../nodes/ObservabilityPipesTrigger/events';
import type { Deployment } from '../../nodes/shared/api/types';
import {
	drawWay,
	installCallRecorder,
	recordCalls,
	wayDepth,
	wayOf,
	wayProblems,
	type CallChain,
	type Recording,
} from '../support/callPath';
import { locator, SEED, type TestEnv } from '../support/env';
import { ActiveTrigger, cloudTrigger, selfHostedTrigger, type Item } from '../trigger/support';
import {
	SECRET_HEADER,
	selfHostedNode,
	useWebhookEnv,
	workflowOf,
} from '../webhookTrigger/support';

/**
 * The way of a whole poll of the polling trigger, for every event on each deployment where it
 * exists, from `poll()` until it returns the items of a change; and the way of one delivery
 * to the webhook trigger, from `webhook()` to its item. The files the code enters as it runs
 * (test/support/callPath.ts); docs/architecture.md draws the pipe-state poll.
 */

const MAX_DEPTH = 6;

/** The rules of a way (test/support/callPath.ts), at most 6 files deep. */
export function pollWayProblems(chains: readonly CallChain[]): string[] {
	return wayProblems(chains, { maxDepth: MAX_DEPTH });
}
const P = SEED.pipes as Record<string, string>;

function figures(name: string, recording: Recording): void {
	const { chains } = recording;
	if (process.env.OBS_WAY_PRINT) {
		console.log(
			`${name}: ${wayOf(chains).size} files, ${wayDepth(chains)} deep\n${drawWay(chains)}`,
		);
	}
}

/** What each event watches changed between two polls, so that the second poll reports it. */
const CHANGE: Record<string, (env: TestEnv, deployment: Deployment) => () => void> = {
	alertStateChanged: (env, deployment) => {
		const alert = env.emulator.addAlert(deployment, { name: 'Way', state: 'OK' });
		return () => env.emulator.setAlertState(alert.id, 'ALERT');
	},
	pipeStateChanged: (env) => () => env.emulator.setPipeState(P.messageBroker, 'Stopped'),
	pipeSettingsChanged: (env) => () =>
		env.emulator.setPipeSettings(P.messageBroker, { engine_max_threads: 3 }),
	serviceStateChanged: (env) => () => env.emulator.setServiceState(SEED.service, 'idle'),
	activityLogged: (env) => () => env.emulator.addActivity({ type: 'user_login' }),
};

function parametersOf(event: (typeof TRIGGER_EVENTS)[number], deployment: Deployment) {
	if (deployment === 'selfHosted') return selfHostedTrigger({ event: event.value });
	if (event.scope === 'organization')
		return { deployment, event: event.value, organizationId: locator(SEED.org) };
	return cloudTrigger(event.value);
}

describe('the way of a poll and of a delivery', () => {
	const { env, n8n } = useWebhookEnv();
	beforeAll(() => installCallRecorder());

	it('the rules catch a planted back-and-forth, a file entered from two files and a way too deep', () => {
		const good: CallChain[] = [
			['node.ts', 'poll.ts'],
			['node.ts', 'poll.ts', 'fetch.ts', 'nodes/shared/util.ts'],
			['node.ts', 'poll.ts', 'diff.ts', 'nodes/shared/util.ts'],
		];
		expect(pollWayProblems(good)).toEqual([]);
		expect(pollWayProblems([...good, ['node.ts', 'poll.ts', 'diff.ts', 'fetch.ts']])).toEqual([
			'fetch.ts is entered from 2 files: poll.ts, diff.ts',
		]);
		expect(pollWayProblems([...good, ['node.ts', 'poll.ts', 'diff.ts', 'poll.ts']])).toEqual([
			'poll.ts is entered from 2 files: node.ts, diff.ts',
		]);
		// A shared file that calls further is no leaf: entered from two files, it is reported.
		const shared: CallChain[] = [
			['node.ts', 'a.ts', 'nodes/shared/x.ts', 'nodes/shared/util.ts'],
			['node.ts', 'b.ts', 'nodes/shared/x.ts'],
		];
		expect(pollWayProblems(shared)).toEqual([
			'nodes/shared/x.ts is entered from 2 files: a.ts, b.ts',
		]);
		expect(pollWayProblems([['1', '2', '3', '4', '5', '6', 'nodes/shared/util.ts']])).toEqual([
			'7 files on one line of calls (at most 6): 1 > 2 > 3 > 4 > 5 > 6 > nodes/shared/util.ts',
		]);
	});

	const cells = TRIGGER_EVENTS.flatMap((event) =>
		event.deployments.map(
			(deployment) => [`${event.value} (${deployment})`, event, deployment] as const,
		),
	);

	it.each(cells)('the poll of %s', async (name, event, deployment) => {
		const change = CHANGE[event.value]?.(env, deployment);
		expect(change).toBeDefined();
		const trigger = new ActiveTrigger(env, parametersOf(event, deployment), 2);
		expect(await trigger.poll()).toBeNull();
		change();
		let items: Item[] | null = null;
		const recording = await recordCalls(async () => {
			items = await trigger.poll();
		});
		expect(items).not.toBeNull();
		figures(`poll of ${name}`, recording);
		expect(pollWayProblems(recording.chains)).toEqual([]);
	});

	it('the delivery of one notification to the webhook trigger', async () => {
		const alert = env.emulator.addAlert('selfHosted', { name: 'Way' });
		const workflow = workflowOf(n8n, selfHostedNode({ alertIds: [alert.id] }));
		await workflow.activate();
		const secret = workflow.nodeData.registrations[workflow.url].secret;
		const recording = await recordCalls(async () => {
			const handled = workflow.nextRequest();
			await fetch(`${workflow.url}?alertId=${alert.id}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', [SECRET_HEADER]: secret },
				body: JSON.stringify({ state: 'ALERT', title: 'Way' }),
			});
			await handled;
		});
		expect(workflow.executions).toHaveLength(1);
		figures('delivery', recording);
		expect(pollWayProblems(recording.chains)).toEqual([]);
		await workflow.deactivate();
	});
});
