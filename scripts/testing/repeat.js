'use strict';
/**
 * The pure parts of `npm run test:repeat` (scripts/test-repeat.js): its arguments, and the tally
 * of failed tests over the jest JSON reports of its runs.
 */
const path = require('path');

const USAGE = `usage: npm run test:repeat -- [--runs N] [--load N] [--no-build] [jest paths or options...]
  --runs N    how many times to run the suites (default 5)
  --load N    busy processes kept running meanwhile (default: one per core)
  --no-build  skip the build before the first run (the tests that need dist/ read the last one)
Every other argument goes to jest (paths of suites, -t, ...).`;

/**
 * @param {string[]} argv the arguments after the script
 * @param {number} cores the machine's cores (default load)
 * @returns {{runs: number, load: number, build: boolean, jestArgs: string[], help: boolean}}
 * @throws {Error} a message for the user on a bad argument
 */
function parseRepeatArgs(argv, cores) {
	const options = {
		runs: 5,
		load: Math.max(1, cores),
		build: true,
		jestArgs: /** @type {string[]} */ ([]),
		help: false,
	};
	const count = (
		/** @type {string} */ name,
		/** @type {string | undefined} */ value,
		/** @type {number} */ min,
	) => {
		if (value === undefined || !/^\d+$/.test(value))
			throw new Error(
				`${name} needs a whole number, got ${value === undefined ? 'nothing' : `'${value}'`}`,
			);
		const number = Number(value);
		if (number < min || number > 1000)
			throw new Error(`${name} must be between ${min} and 1000, got ${number}`);
		return number;
	};
	for (let index = 0; index < argv.length; index++) {
		const arg = argv[index];
		const [name, inline] =
			arg.startsWith('--') && arg.includes('=')
				? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
				: [arg, undefined];
		if (name === '--') {
			options.jestArgs.push(...argv.slice(index + 1));
			break;
		} else if (name === '--runs') options.runs = count('--runs', inline ?? argv[++index], 1);
		else if (name === '--load') options.load = count('--load', inline ?? argv[++index], 0);
		else if (name === '--no-build') options.build = false;
		else if (name === '--help' || name === '-h') options.help = true;
		else options.jestArgs.push(arg);
	}
	return options;
}

/**
 * @typedef {object} JestReport the parts of jest's --json report read here
 * @property {Array<{name: string, status: string, message?: string, assertionResults: Array<{fullName: string, status: string}>}>} testResults
 */

/**
 * Every test that failed in at least one run, with how many runs it failed in. A suite that
 * failed outside its tests (it did not load, an afterAll such as the contract check threw)
 * counts as the test `(the suite itself)`; a run that left no report counts as `(no report)`.
 * @param {Array<JestReport | null>} reports one per run, null when the run wrote none
 * @param {string} root paths are shown relative to it
 * @returns {Array<{suite: string, test: string, failedRuns: number, firstMessage: string}>}
 */
function tallyFailures(reports, root) {
	/** @type {Map<string, {suite: string, test: string, failedRuns: number, firstMessage: string}>} */
	const tally = new Map();
	const count = (
		/** @type {string} */ suite,
		/** @type {string} */ test,
		/** @type {Set<string>} */ seen,
		/** @type {string} */ message,
	) => {
		const key = `${suite}\u0000${test}`;
		if (seen.has(key)) return;
		seen.add(key);
		const row = tally.get(key) ?? { suite, test, failedRuns: 0, firstMessage: firstLine(message) };
		row.failedRuns++;
		tally.set(key, row);
	};
	for (const report of reports) {
		const seen = new Set();
		if (!report || !Array.isArray(report.testResults)) {
			count('(all)', '(no report)', seen, 'the run wrote no jest report');
			continue;
		}
		for (const suite of report.testResults) {
			const name = path.relative(root, suite.name) || suite.name;
			const failedTests = (suite.assertionResults || []).filter((test) => test.status === 'failed');
			for (const test of failedTests)
				count(
					name,
					test.fullName,
					seen,
					/** @type {any} */ (test.failureMessages || []).join('\n'),
				);
			if (suite.status === 'failed' && failedTests.length === 0)
				count(name, '(the suite itself)', seen, suite.message || '');
		}
	}
	return [...tally.values()].sort(
		(a, b) =>
			b.failedRuns - a.failedRuns || a.suite.localeCompare(b.suite) || a.test.localeCompare(b.test),
	);
}

/** The first line that says something (jest messages start with colour codes and blank lines). */
function firstLine(/** @type {string} */ text) {
	const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
	return (
		plain
			.split('\n')
			.map((line) => line.trim())
			.find((line) => line && !/^●/.test(line)) || ''
	).slice(0, 200);
}

/**
 * The closing report.
 * @param {ReturnType<typeof tallyFailures>} failures @param {number} runs @param {number[]} durationsMs
 */
function formatTally(failures, runs, durationsMs) {
	const minutes = (/** @type {number} */ ms) => `${(ms / 60000).toFixed(1)} min`;
	const lines = [`test:repeat: ${runs} run(s), ${durationsMs.map(minutes).join(', ')}`];
	if (!failures.length) lines.push(`no test failed in any of the ${runs} run(s)`);
	else {
		lines.push(`${failures.length} test(s) failed at least once:`);
		for (const row of failures)
			lines.push(
				`  ${row.failedRuns}/${runs} runs  ${row.suite} › ${row.test}${row.firstMessage ? `\n      ${row.firstMessage}` : ''}`,
			);
	}
	return lines.join('\n');
}

module.exports = { USAGE, parseRepeatArgs, tallyFailures, formatTally };
