'use strict';
// How `npm run test:min-n8n` reads one n8n version's run (scripts/min-n8n.js): whether it
// worked, failed because n8n could not load the package's nodes (the reason the README gives
// for the version below the minimum), or failed for any other reason (a failed install, a
// crash, n8n not starting, a check that fails with the nodes loaded). Pure: it reads the text
// the install and scripts/e2e/run.js printed; test/minN8nVerdict.test.ts holds it.

const OWN_TYPE_PREFIX = 'n8n-nodes-observability-pipes.';
const LOADED_CHECK = 'n8n loaded the three node types of the installed package';
const LOGIN_CHECK = 'owner setup and login through the REST API';

const WORKS = 'works';
const NOT_LOADED = 'the nodes cannot be loaded';
const OTHER = 'fails for another reason';

/**
 * The PASS / FAIL lines of a run as scripts/e2e/reporter.js prints them.
 * @param {string} text @returns {Array<{ok: boolean, line: string}>}
 */
function checkLines(text) {
	return text
		.split('\n')
		.filter((line) => /^(PASS|FAIL) /.test(line))
		.map((line) => ({ ok: line.startsWith('PASS '), line: line.slice(5) }));
}

/** The closing `N passed, N failed` line, or undefined. @param {string} text */
function counts(text) {
	const lines = text.split('\n').reverse();
	for (const line of lines) {
		const match = /^(\d+) passed, (\d+) failed(, \d+ skipped)?$/.exec(line.trim());
		if (match) return { passed: Number(match[1]), failed: Number(match[2]) };
	}
	return undefined;
}

/**
 * One version's verdict.
 * @param {{installCode: number|null, installed: boolean, runCode?: number|null, runText?: string}} run
 * @returns {{verdict: string, reason: string, passed: number, failed: number, failures: string[]}}
 */
function classifyRun(run) {
	if (run.installCode !== 0 || !run.installed)
		return {
			verdict: OTHER,
			reason: `the install of n8n failed (exit ${run.installCode})`,
			passed: 0,
			failed: 1,
			failures: [],
		};
	const text = run.runText ?? '';
	const checks = checkLines(text);
	const failures = checks.filter((check) => !check.ok).map((check) => check.line);
	const total = counts(text);
	if (!total)
		return {
			verdict: OTHER,
			reason: `the run ended without its "N passed, N failed" line (exit ${run.runCode})`,
			passed: 0,
			failed: 1,
			failures,
		};
	const base = { ...total, failures };
	if (total.failed === 0 && run.runCode === 0)
		return { verdict: WORKS, reason: 'every check passed', ...base };
	if (total.failed === 0)
		return {
			verdict: OTHER,
			reason: `no check failed, yet the run exited ${run.runCode}`,
			...base,
		};

	// The package's nodes were not loaded: n8n itself started and let the owner log in, listed
	// none of the package's node types, and refused to run them as unrecognized.
	const started = checks.some((check) => check.ok && check.line === LOGIN_CHECK);
	const loadedNone = checks.some(
		(check) =>
			!check.ok && check.line.startsWith(`${LOADED_CHECK}:`) && /ours: none\b/.test(check.line),
	);
	const unrecognized = text.includes(`Unrecognized node type: ${OWN_TYPE_PREFIX}`);
	if (started && loadedNone && unrecognized)
		return {
			verdict: NOT_LOADED,
			reason: `n8n started, listed none of the package's node types and refused them as "Unrecognized node type"`,
			...base,
		};
	const missing = [
		started ? '' : `n8n did not pass "${LOGIN_CHECK}"`,
		loadedNone ? '' : "n8n's node types were not shown to lack the package's nodes",
		unrecognized ? '' : `no "Unrecognized node type: ${OWN_TYPE_PREFIX}..." in the output`,
	].filter(Boolean);
	return { verdict: OTHER, reason: missing.join('; '), ...base };
}

module.exports = { classifyRun, checkLines, counts, WORKS, NOT_LOADED, OTHER };
