/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- measuring code runs under jest, never in n8n Cloud; it prints the figures of docs/architecture.md, "The way of one request" */
import { baselines } from '../support/cases';
import { drawWay, installCallRecorder, recordCalls, wayFigures } from './recorder';
import { ActiveTrigger, cloudTrigger, type Item } from '../trigger/support';
import { runAction, SEED, useEnv } from '../support/env';

/**
 * `npm run figures:way`: the way of Alert: Get, of Pipe: Create and of the pipe-state poll
 * through the package's files, measured as the code runs (test/way/recorder.ts), whole: from
 * the node's entry to its items, constructors included. Each is run once before it is measured,
 * so that the measure holds the run and not the first read of its modules.
 * `OBS_WAY_DRAW=1` draws each way as well.
 */

const P = SEED.pipes as Record<string, string>;

function report(name: string, chains: Parameters<typeof wayFigures>[0]): void {
	const drawing = process.env.OBS_WAY_DRAW ? `\n${drawWay(chains)}` : '';
	console.log(`${name}: ${wayFigures(chains)}${drawing}`);
}

describe('the way figures', () => {
	const env = useEnv();
	beforeAll(() => installCallRecorder());

	const wanted = ['alert:get', 'pipe:create'];
	const cells = baselines().filter((cell) => wanted.includes(cell.op));
	it.each(cells.map((cell) => [`${cell.op} (${cell.deployment})`, cell] as const))(
		'%s',
		async (name, cell) => {
			env.emulator.reset();
			await runAction(env, cell.params);
			env.emulator.reset();
			const recording = await recordCalls(async () => await runAction(env, cell.params));
			expect(recording.chains.length).toBeGreaterThan(0);
			report(name, recording.chains);
		},
	);

	it('the poll of pipeStateChanged (cloud)', async () => {
		const trigger = new ActiveTrigger(env, cloudTrigger('pipeStateChanged'));
		expect(await trigger.poll()).toBeNull();
		env.emulator.setPipeState(P.messageBroker, 'Stopped');
		let items: Item[] | null = null;
		const recording = await recordCalls(async () => {
			items = await trigger.poll();
		});
		expect(items).not.toBeNull();
		report('poll of pipeStateChanged (cloud)', recording.chains);
	});
});
