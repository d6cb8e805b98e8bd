/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- test code runs under jest, never in n8n Cloud; OBS_WAY_PRINT prints the ways for docs/architecture.md */
import { baselines } from '../reliability/corpusBadInput';
import {
	drawWay,
	installCallRecorder,
	recordCalls,
	wayDepth,
	wayOf,
	wayProblems,
	type CallChain,
} from '../support/callPath';
import { runAction, useEnv } from '../support/env';

/**
 * The way from the action node's `execute` to the request, for every operation on each
 * deployment: the files the code enters, as it runs (test/support/callPath.ts), up to the first
 * request. docs/architecture.md draws it.
 */

const MAX_DEPTH = 6;

describe('the way from execute to the request', () => {
	const env = useEnv();
	beforeAll(() => installCallRecorder());

	it('the rules catch a planted way that is too long or visits a file twice', () => {
		const good: CallChain[] = [
			['a.ts', 'b.ts'],
			['a.ts', 'b.ts', 'c.ts'],
			['a.ts', 'd.ts'],
		];
		expect(wayProblems(good, { maxDepth: 3 })).toEqual([]);
		expect(wayProblems(good, { maxDepth: 2 })).toEqual([
			'3 files on one line of calls (at most 2): a.ts > b.ts > c.ts',
		]);
		// c.ts is reached from b.ts and from d.ts: visited twice.
		expect(wayProblems([...good, ['a.ts', 'd.ts', 'c.ts']], { maxDepth: 9 })).toEqual([
			'c.ts is entered from 2 files: b.ts, d.ts',
		]);
		// back and forth: b.ts calls back into a.ts.
		expect(wayProblems([['a.ts', 'b.ts', 'a.ts']], { maxDepth: 9 })).toEqual([
			'a.ts is entered again from b.ts',
		]);
		// A leaf of nodes/shared/ may be entered from several files; a shared file that calls on may not.
		const leaf = 'nodes/shared/util.ts';
		expect(
			wayProblems([...good, ['a.ts', 'b.ts', leaf], ['a.ts', 'd.ts', leaf]], { maxDepth: 9 }),
		).toEqual([]);
		const shared = 'nodes/shared/api/paths.ts';
		expect(
			wayProblems(
				[
					['a.ts', 'b.ts', shared, leaf],
					['a.ts', 'd.ts', shared],
				],
				{ maxDepth: 9 },
			),
		).toEqual([`${shared} is entered from 2 files: b.ts, d.ts`]);
	});

	const cells = baselines();
	it.each(cells.map((cell) => [`${cell.op} (${cell.deployment})`, cell] as const))(
		'%s',
		async (_name, cell) => {
			env.emulator.reset();
			const recording = await recordCalls(async () => await runAction(env, cell.params));
			expect(recording.firstRequest).toBeGreaterThan(0);
			const chains = recording.chains.slice(0, recording.firstRequest);
			if (process.env.OBS_WAY_PRINT) {
				const figures = `${wayOf(chains).size} files, ${wayDepth(chains)} deep`;
				console.log(`${cell.op} (${cell.deployment}): ${figures}\n${drawWay(chains)}`);
			}
			expect(wayProblems(chains, { maxDepth: MAX_DEPTH })).toEqual([]);
		},
	);
});
