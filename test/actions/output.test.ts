import { simplifyAlert } from '../../nodes/ObservabilityPipes/actions/alert/simplify';
import { simplifyPipe } from '../../nodes/ObservabilityPipes/actions/pipe/simplify';
import {
	apiRequests,
	cloudParams,
	locator,
	runAction,
	SEED,
	selfHostedParams,
	useEnv,
} from '../support/env';

/**
 * Output (Simplified / Raw / Selected Fields), as n8n's UX guidelines ask of a node an AI agent
 * uses: run through n8n-core's engine as the tool variant n8n registers (`observabilityPipesTool`),
 * against the emulator. In a workflow the node keeps its Simplify switch (test/actions/simplify.test.ts).
 */
describe('Output of the node used as an AI tool', () => {
	const env = useEnv({ eachTest: 'clearRequests' });
	const asTool = async (parameters: Record<string, unknown>) =>
		(await runAction(env, parameters, { type: 'observabilityPipesTool' })).json('Node');
	const asNode = async (parameters: Record<string, unknown>) =>
		(await runAction(env, parameters)).json('Node');
	/** The records as the API returned them: the node with Simplify off. */
	const rawOf = async (parameters: Record<string, unknown>) =>
		await asNode({ ...parameters, simplify: false });
	const alertGet = cloudParams('alert', 'get', { alertId: locator(SEED.cloudAlerts[0]) });

	it('Simplified by default: the same record the Simplify switch gives', async () => {
		const [raw] = await rawOf(alertGet);
		const [simplified] = await asTool(alertGet);
		expect(simplified).toEqual(simplifyAlert(raw));
		expect(Object.keys(simplified).length).toBeLessThanOrEqual(10);
	});

	it('Raw: every field the API returned', async () => {
		const [raw] = await rawOf(alertGet);
		const [whole] = await asTool({ ...alertGet, output: 'raw' });
		expect(whole).toEqual(raw);
		expect(Object.keys(whole).length).toBeGreaterThan(10);
	});

	it('Selected Fields: the ID and the fields chosen, nothing else, one request', async () => {
		const [raw] = await rawOf(alertGet);
		env.emulator.clearRequests();
		const [picked] = await asTool({
			...alertGet,
			output: 'fields',
			fields: ['channels', 'state', 'noSuchField'],
		});
		expect(picked).toEqual({ id: raw.id, channels: raw.channels, state: raw.state });
		expect(apiRequests(env)).toHaveLength(1);
	});

	it('Get Many: each record shaped alike (pipes, cloud; sources, self-hosted)', async () => {
		const pipes = cloudParams('pipe', 'getAll', { returnAll: true });
		const rawPipes = await rawOf(pipes);
		expect(await asTool(pipes)).toEqual(rawPipes.map(simplifyPipe));
		expect(await asTool({ ...pipes, output: 'fields', fields: ['state'] })).toEqual(
			rawPipes.map((pipe: { id: string; state: string }) => ({ id: pipe.id, state: pipe.state })),
		);
		const sources = selfHostedParams('source', 'getAll', { returnAll: true });
		const rawSources = await rawOf(sources);
		expect(await asTool({ ...sources, output: 'raw' })).toEqual(rawSources);
	});

	it('a saved Simplify switch means nothing to the tool, and Output nothing to the node', async () => {
		const [raw] = await rawOf(alertGet);
		// The tool shows Output, not Simplify: a stored `simplify: false` is dropped as n8n drops any hidden parameter.
		expect(await asTool({ ...alertGet, simplify: false })).toEqual([simplifyAlert(raw)]);
		// The node in a workflow shows Simplify, not Output.
		expect(await asNode({ ...alertGet, output: 'raw' })).toEqual([simplifyAlert(raw)]);
		expect(await asNode({ ...alertGet, simplify: false })).toEqual([raw]);
	});

	it('Activity: Get Many and Usage Cost: Get follow Output too', async () => {
		const activities = cloudParams('activity', 'getAll', { returnAll: true });
		const rawActivities = await rawOf(activities);
		expect(rawActivities.length).toBeGreaterThan(0);
		expect(await asTool({ ...activities, output: 'raw' })).toEqual(rawActivities);
		expect(await asTool({ ...activities, output: 'fields', fields: ['type'] })).toEqual(
			rawActivities.map((activity: { id: string; type: string }) => ({
				id: activity.id,
				type: activity.type,
			})),
		);
		const costs = cloudParams('usageCost', 'get', { from: '2026-11-01', to: '2026-11-03' });
		const perDay = await rawOf(costs);
		expect(await asTool({ ...costs, output: 'raw' })).toEqual(perDay);
		expect(await asTool(costs)).toEqual(await asNode(costs));
		expect((await asTool(costs)).length).toBeLessThan(perDay.length);
		expect(
			await asTool({ ...costs, output: 'fields', fields: ['entityName', 'totalCredits'] }),
		).toEqual(
			// A cost row has no `id`: the entity's ID and the day name it, and are always returned.
			perDay.map(
				(cost: { entityId: string; date: string; entityName: string; totalCredits: number }) => ({
					entityId: cost.entityId,
					date: cost.date,
					entityName: cost.entityName,
					totalCredits: cost.totalCredits,
				}),
			),
		);
	});
});
