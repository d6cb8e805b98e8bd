'use strict';
// What every real-n8n run (test:n8n, test:n8n:settings, test:mcp, test:editor, test:queue,
// test:real) prints and how it ends: log lines stamped with the run's time, one PASS / FAIL /
// SKIP line a check, the failed checks again at the end and the closing `N passed, N failed`
// that .ci/run counts; a watchdog for the run's time budget, the check for a run that threw,
// the user folder removed unless asked to keep it, and the stop on Ctrl-C.
const fs = require('fs');
const { tail } = require('./n8n');

/**
 * @param {{tag: string, command: string}} run `tag` starts each log line (`[e2e  12.3 s]`),
 *   `command` names the run in its closing lines (`test:n8n finished in 480.2 s`)
 */
function createReporter({ tag, command }) {
	const started = Date.now();
	/** @type {Array<{name: string, ok: boolean, detail?: unknown, skipped?: string}>} */
	const results = [];
	const seconds = () => (Date.now() - started) / 1000;
	const elapsed = () => `${seconds().toFixed(1)} s`;

	function log(line) {
		console.log(`[${tag} ${elapsed().padStart(7)}] ${line}`);
	}

	/** Records and prints one check; returns whether it passed. */
	function check(name, ok, detail) {
		const passed = Boolean(ok);
		results.push({ name, ok: passed, detail: passed ? undefined : detail });
		console.log(
			`${passed ? 'PASS' : 'FAIL'} ${name}${passed || detail === undefined ? '' : `: ${String(detail).slice(0, 600)}`}`,
		);
		return passed;
	}

	/** A check this run cannot make here (it counts as neither passed nor failed). */
	function skip(name, reason) {
		results.push({ name, ok: true, skipped: reason });
		console.log(`SKIP ${name}: skipped (${reason})`);
	}

	/**
	 * The closing lines: `notes` (lines worth reading before the verdict), the failed checks,
	 * the time taken (with `about`, what was checked), and `N passed, N failed`. Returns the
	 * number of failed checks.
	 * @param {{notes?: string[], about?: string}} [closing]
	 */
	function summary({ notes = [], about } = {}) {
		const failed = results.filter((result) => !result.ok);
		const passed = results.filter((result) => result.ok && !result.skipped).length;
		console.log('');
		for (const note of notes) console.log(note);
		if (failed.length) {
			console.log('Failed checks:');
			for (const result of failed) console.log(`  - ${result.name}`);
		}
		console.log(`${command} finished in ${elapsed()}${about ? `: ${about}` : ''}`);
		console.log(`${passed} passed, ${failed.length} failed`);
		return failed.length;
	}

	/**
	 * Fails the run when it takes more than `budgetSeconds` (counted from now, that is `after`
	 * what, when given): one failed check, then `stop()`, then exit 1. Clear the timer returned
	 * when the run is done.
	 */
	function watchdog(budgetSeconds, { after, stop }) {
		const since = after ? ` after ${after}` : '';
		const timer = setTimeout(() => {
			log(`TIMEOUT: the run took more than ${budgetSeconds} s${since}; stopping`);
			check(`finishes within ${budgetSeconds} s${since}`, false);
			Promise.resolve()
				.then(stop)
				.finally(() => process.exit(1));
		}, budgetSeconds * 1000);
		timer.unref();
		return timer;
	}

	/** A run that threw: one failed check, and the last lines of the n8n processes' logs. */
	function crashed(error, processes = [], lines = 30) {
		check('the run completes without an exception', false, error.stack || String(error));
		for (const child of processes.filter(Boolean))
			console.log(
				`--- last lines of ${child.logFile} ---\n${tail(child.stdoutText + child.stderrText, lines)}`,
			);
	}

	/** Removes a temporary n8n user folder, unless the environment variable `keep` is set. */
	function removeUnlessKept(folder, keep) {
		if (!folder) return;
		if (!process.env[keep]) fs.rmSync(folder, { recursive: true, force: true });
		else log(`kept the n8n user folder ${folder} (n8n's logs in logs/)`);
	}

	return {
		results,
		seconds,
		elapsed,
		log,
		check,
		skip,
		summary,
		watchdog,
		crashed,
		removeUnlessKept,
	};
}

/** On Ctrl-C or SIGTERM: says what is stopped, awaits `stop()`, exits 130. */
function stopOnSignals(what, stop) {
	for (const signal of ['SIGINT', 'SIGTERM']) {
		process.on(signal, () => {
			console.log(`\n${signal}: stopping ${what}`);
			Promise.resolve()
				.then(stop)
				.finally(() => process.exit(130));
		});
	}
}

module.exports = { createReporter, stopOnSignals };
