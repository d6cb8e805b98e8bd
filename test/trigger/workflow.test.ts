import {
	apiRequests,
	CLOUD_CREDENTIALS,
	cloudParams,
	locator,
	SEED,
	SELF_HOSTED_CREDENTIALS,
	selfHostedParams,
	useEnv,
} from '../support/env';
import { ActiveTrigger, cloudTrigger, selfHostedTrigger } from './support';

type Deployment = 'cloud' | 'selfHosted';

/**
 * Trigger -> action in one workflow. The trigger polls through PollContext as n8n's
 * active-workflow manager runs it; its emitted items then start the workflow as the
 * trigger's output (pinned on the trigger node, which is what n8n's emit does), and the
 * action node fetches each alert by `{{$json.id}}`.
 */
describe.each(['cloud', 'selfHosted'] as Deployment[])(
	'workflow: trigger -> alert:get on %s',
	(deployment) => {
		const env = useEnv();

		const cloud = deployment === 'cloud';
		const alerts = () => (cloud ? SEED.cloudAlerts : SEED.sh.alerts) as string[];
		const triggerParameters = cloud ? cloudTrigger('alertStateChanged') : selfHostedTrigger();

		it('fetches every alert whose state changed', async () => {
			const trigger = new ActiveTrigger(env, triggerParameters);
			expect(await trigger.poll()).toBeNull();
			env.emulator.setAlertState(alerts()[1], 'ALERT');
			env.emulator.setAlertState(alerts()[4], 'OK_AGAIN');
			const emitted = await trigger.poll();
			expect(emitted).toHaveLength(2);

			const getParameters = { alertId: locator('={{ $json.id }}') };
			env.emulator.clearRequests();
			const run = await env.harness.runWorkflow({
				nodes: [
					{
						name: 'Trigger',
						type: 'observabilityPipesTrigger',
						parameters: triggerParameters,
						credentials: cloud ? CLOUD_CREDENTIALS : SELF_HOSTED_CREDENTIALS,
					},
					{
						name: 'Get alert',
						type: 'observabilityPipes',
						parameters: cloud
							? cloudParams('alert', 'get', getParameters)
							: selfHostedParams('alert', 'get', getParameters),
						credentials: cloud ? CLOUD_CREDENTIALS : SELF_HOSTED_CREDENTIALS,
					},
				],
				connections: { Trigger: { main: [[{ node: 'Get alert', type: 'main', index: 0 }]] } },
				startNodeName: 'Trigger',
				pinData: { Trigger: emitted!.map((json) => ({ json })) },
			});

			const fetched = run.json('Get alert');
			expect(
				fetched.map((alert: { id: string; state: string }) => [alert.id, alert.state]),
			).toEqual([
				[alerts()[1], 'ALERT'],
				[alerts()[4], 'OK_AGAIN'],
			]);
			// The trigger's items came from the poll above: the run itself only fetched the two alerts.
			expect(
				apiRequests(env).map(
					(entry: { method: string; path: string }) =>
						`${entry.method} ${entry.path.split('/').pop()}`,
				),
			).toEqual([`GET ${alerts()[1]}`, `GET ${alerts()[4]}`]);
			expect(
				run.items('Get alert').map((item: { pairedItem: unknown }) => item.pairedItem),
			).toEqual([{ item: 0 }, { item: 1 }]);
			expect(await trigger.poll()).toBeNull();
		});
	},
);
