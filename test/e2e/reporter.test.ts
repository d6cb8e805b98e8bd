// The report every real-n8n run prints (scripts/e2e/reporter.js): one line a check, and the
// closing `N passed, N failed` that .ci/run counts; a skipped check counts as neither.
import { createReporter } from '../../scripts/e2e/reporter';

describe('the report of the real-n8n runs', () => {
	let printed: string[];
	beforeEach(() => {
		printed = [];
		jest.spyOn(console, 'log').mockImplementation((line = '') => printed.push(String(line)));
	});
	afterEach(() => jest.restoreAllMocks());

	it('prints a line a check, the failed checks again, and the counts .ci/run reads', () => {
		const report = createReporter({ tag: 'e2e', command: 'test:n8n' });
		expect(report.check('the first check', true, 'not shown')).toBe(true);
		expect(report.check('the second check', 0, 'x'.repeat(700))).toBe(false);
		report.skip('a third check', 'no webhook trigger');
		const failed = report.summary({ notes: ['a note'], about: '3 checks' });

		expect(failed).toBe(1);
		expect(printed[0]).toBe('PASS the first check');
		expect(printed[1]).toBe(`FAIL the second check: ${'x'.repeat(600)}`);
		expect(printed[2]).toBe('SKIP a third check: skipped (no webhook trigger)');
		expect(printed.slice(3, 7)).toEqual(['', 'a note', 'Failed checks:', '  - the second check']);
		expect(printed[7]).toMatch(/^test:n8n finished in \d+\.\d s: 3 checks$/);
		expect(printed[8]).toBe('1 passed, 1 failed');
		expect(report.results.map((result) => result.ok)).toEqual([true, false, true]);
	});

	it('stamps log lines with the run and its time', () => {
		createReporter({ tag: 'mcp', command: 'test:mcp' }).log('the tool list');
		expect(printed).toEqual([expect.stringMatching(/^\[mcp +\d+\.\d s\] the tool list$/)]);
	});

	it('closes a run without failures with 0 failed', () => {
		const report = createReporter({ tag: 'queue', command: 'test:queue' });
		report.check('one', true);
		expect(report.summary()).toBe(0);
		expect(printed.at(-1)).toBe('1 passed, 0 failed');
		expect(printed).not.toContain('Failed checks:');
	});

	it('counts a run that threw as one failed check', () => {
		const report = createReporter({ tag: 'editor', command: 'test:editor' });
		report.crashed(new Error('boom'), [
			{ logFile: 'n8n.log', stdoutText: 'a\nb\nc', stderrText: '\nd' },
		]);
		expect(report.results).toEqual([
			expect.objectContaining({ name: 'the run completes without an exception', ok: false }),
		]);
		expect(printed.at(-1)).toBe('--- last lines of n8n.log ---\na\nb\nc\nd');
	});
});
