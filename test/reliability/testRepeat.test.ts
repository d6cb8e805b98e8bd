/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node built-ins */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseRepeatArgs, tallyFailures, formatTally } = require('../../scripts/testing/repeat');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readFigures, formatFigures } = require('../../scripts/testing/figures');

const root = '/repo';

describe('test:repeat arguments', () => {
	it('defaults to 5 runs, one busy process per core, a build and every suite', () => {
		expect(parseRepeatArgs([], 2)).toEqual({
			runs: 5,
			load: 2,
			build: true,
			jestArgs: [],
			help: false,
		});
	});

	it('takes --runs and --load in both spellings and passes everything else to jest', () => {
		expect(
			parseRepeatArgs(
				['--runs', '3', 'test/reliability', '--load=4', '-t', 'rate', '--no-build'],
				2,
			),
		).toEqual({
			runs: 3,
			load: 4,
			build: false,
			jestArgs: ['test/reliability', '-t', 'rate'],
			help: false,
		});
		expect(parseRepeatArgs(['--runs=7', '--', '--runs', '2'], 2)).toMatchObject({
			runs: 7,
			jestArgs: ['--runs', '2'],
		});
		expect(parseRepeatArgs(['--load', '0'], 2).load).toBe(0);
	});

	it.each([
		[['--runs'], '--runs needs a whole number, got nothing'],
		[['--runs', 'five'], "--runs needs a whole number, got 'five'"],
		[['--runs=0'], '--runs must be between 1 and 1000, got 0'],
		[['--runs', '-2'], "--runs needs a whole number, got '-2'"],
		[['--load', '2000'], '--load must be between 0 and 1000, got 2000'],
	])('refuses %j', (argv, message) => {
		expect(() => parseRepeatArgs(argv, 2)).toThrow(message);
	});
});

/** A jest --json report of one run. */
function report(
	suites: Array<{
		name: string;
		status?: string;
		message?: string;
		tests: Array<[string, 'passed' | 'failed', string?]>;
	}>,
) {
	return {
		testResults: suites.map((suite) => ({
			name: `${root}/${suite.name}`,
			status:
				suite.status ??
				(suite.tests.some(([, status]) => status === 'failed') ? 'failed' : 'passed'),
			message: suite.message ?? '',
			assertionResults: suite.tests.map(([fullName, status, failure]) => ({
				fullName,
				status,
				failureMessages: failure ? [failure] : [],
			})),
		})),
	};
}

describe('test:repeat tally', () => {
	const run1 = report([
		{
			name: 'test/a.test.ts',
			tests: [
				['a one', 'passed'],
				[
					'a two',
					'failed',
					'\u001b[1m\u001b[31m  ● a two\n\n    expect(received).toBe(expected)\n',
				],
			],
		},
		{
			name: 'test/b.test.ts',
			status: 'failed',
			message:
				'  ● Test suite failed to run\n\n    contract: 2 exchange(s) of this suite break the published documents',
			tests: [['b one', 'passed']],
		},
	]);
	const run2 = report([
		{
			name: 'test/a.test.ts',
			tests: [
				['a one', 'failed', 'boom'],
				['a two', 'failed', 'again'],
			],
		},
		{ name: 'test/b.test.ts', tests: [['b one', 'passed']] },
	]);
	const run3 = report([
		{
			name: 'test/a.test.ts',
			tests: [
				['a one', 'passed'],
				['a two', 'passed'],
			],
		},
		{ name: 'test/b.test.ts', tests: [['b one', 'passed']] },
	]);

	it('lists each test that failed at least once with the number of runs it failed, most first', () => {
		expect(tallyFailures([run1, run2, run3], root)).toEqual([
			{
				suite: 'test/a.test.ts',
				test: 'a two',
				failedRuns: 2,
				firstMessage: 'expect(received).toBe(expected)',
			},
			{ suite: 'test/a.test.ts', test: 'a one', failedRuns: 1, firstMessage: 'boom' },
			{
				suite: 'test/b.test.ts',
				test: '(the suite itself)',
				failedRuns: 1,
				firstMessage: 'contract: 2 exchange(s) of this suite break the published documents',
			},
		]);
	});

	it('counts a run without a report, and nothing when every run passed', () => {
		expect(tallyFailures([run3, null], root)).toEqual([
			{
				suite: '(all)',
				test: '(no report)',
				failedRuns: 1,
				firstMessage: 'the run wrote no jest report',
			},
		]);
		expect(tallyFailures([run3, run3], root)).toEqual([]);
	});

	it('words the result with the time of each run', () => {
		expect(formatTally([], 2, [60000, 90000])).toBe(
			'test:repeat: 2 run(s), 1.0 min, 1.5 min\nno test failed in any of the 2 run(s)',
		);
		expect(formatTally(tallyFailures([run1, run3], root), 2, [60000, 60000])).toContain(
			'1/2 runs  test/a.test.ts › a two\n      expect(received).toBe(expected)',
		);
	});
});

describe('reliability figures of a run', () => {
	it('reads the lines every process wrote and prints them in one block, seeds last', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-figures-test-'));
		try {
			fs.writeFileSync(
				path.join(dir, '1.jsonl'),
				[
					JSON.stringify({ section: 'seeds', line: 'test/x.test.ts › x: seed 5' }),
					JSON.stringify({
						section: 'trigger',
						line: 'trigger under faults: 3 histories, 9 polls, 0 changes lost, 0 duplicates',
					}),
					'{"section": "cut',
				].join('\n'),
			);
			fs.writeFileSync(
				path.join(dir, '2.jsonl'),
				JSON.stringify({ section: 'rateLimits', line: 'rate limits, a' }) +
					'\n' +
					JSON.stringify({ section: 'rateLimits', line: 'rate limits, b' }) +
					'\n',
			);
			const text = formatFigures(readFigures(dir));
			expect(text.split('\n')).toEqual([
				'reliability figures:',
				'  rate limits:',
				'    rate limits, a',
				'    rate limits, b',
				'  trigger under faults: 3 histories, 9 polls, 0 changes lost, 0 duplicates',
				'  random tests (replay one with OBS_SEED=<seed>, see CONTRIBUTING.md):',
				'    test/x.test.ts › x: seed 5',
			]);
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
		expect(formatFigures([])).toBe('');
	});
});
