#!/usr/bin/env node
'use strict';
/**
 * `npm run test:repeat -- --runs N [jest paths...]`: runs the suites (all, or the paths given)
 * N times through scripts/jest.js while busy processes keep every core loaded (the load a shared
 * CI machine gives), then lists every test that failed even once and in how many runs. The load
 * is started here and always stopped: at the end, on a failure, on Ctrl-C. Exit code 1 when any
 * test failed, 2 on a bad argument. See CONTRIBUTING.md, "Tests".
 */
const { spawn, spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { USAGE, parseRepeatArgs, tallyFailures, formatTally } = require('./testing/repeat');

const root = path.resolve(__dirname, '..');

let options;
try {
	options = parseRepeatArgs(process.argv.slice(2), os.cpus().length);
} catch (error) {
	console.error(`test:repeat: ${error.message}\n${USAGE}`);
	process.exit(2);
}
if (options.help) {
	console.log(USAGE);
	process.exit(0);
}

/** @type {import('child_process').ChildProcess[]} */
const load = [];
/** @type {import('child_process').ChildProcess | null} */
let current = null;
/** The jest reports of the finished runs (null: a run that wrote none) and their durations. */
/** @type {any[]} */
const reports = [];
/** @type {number[]} */
const durations = [];
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-repeat-'));

function stopLoad() {
	for (const child of load.splice(0))
		if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
/** Stops the run in progress: scripts/jest.js and the jest it started (their own process group). */
function stopRun() {
	if (!current || current.exitCode !== null || current.signalCode !== null) return;
	try {
		process.kill(-(/** @type {number} */ (current.pid)), 'SIGTERM');
	} catch {
		current.kill('SIGTERM');
	}
}
function cleanUp() {
	stopLoad();
	stopRun();
	fs.rmSync(reportDir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
	process.on(signal, () => {
		stopLoad();
		console.error(`\ntest:repeat: ${signal}, load stopped`);
		// What the runs that finished found is still worth knowing.
		if (reports.length)
			console.log(
				`\n${formatTally(tallyFailures(reports, root), reports.length, durations)} (interrupted: ${reports.length} of ${options.runs} run(s) finished)`,
			);
		// Jest may still be writing its report into the folder: let it end first.
		if (current && current.exitCode === null && current.signalCode === null) {
			current.once('exit', () => process.exit(130));
			stopRun();
		} else process.exit(130);
	});
}

async function main() {
	if (options.build) {
		const build = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
			cwd: root,
			stdio: 'inherit',
		});
		if (build.status !== 0) {
			console.error('test:repeat: the build failed');
			return 1;
		}
	}
	for (let index = 0; index < options.load; index++)
		load.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
	console.log(
		`test:repeat: ${options.runs} run(s) of ${options.jestArgs.length ? options.jestArgs.join(' ') : 'every suite'}, ${options.load} busy process(es) on ${os.cpus().length} core(s)`,
	);

	for (let run = 1; run <= options.runs; run++) {
		const file = path.join(reportDir, `run-${run}.json`);
		console.log(`\ntest:repeat: run ${run} of ${options.runs}`);
		const started = Date.now();
		current = spawn(process.execPath, [path.join(__dirname, 'jest.js'), ...options.jestArgs], {
			cwd: root,
			stdio: 'inherit',
			detached: process.platform !== 'win32',
			env: { ...process.env, JEST_JSON_OUTPUT: file },
		});
		await new Promise((resolve) => current.on('exit', resolve));
		durations.push(Date.now() - started);
		let report = null;
		try {
			report = JSON.parse(fs.readFileSync(file, 'utf8'));
		} catch {
			report = null;
		}
		reports.push(report);
	}
	stopLoad();
	const failures = tallyFailures(reports, root);
	console.log(`\n${formatTally(failures, options.runs, durations)}`);
	return failures.length ? 1 : 0;
}

main().then(
	(code) => {
		cleanUp();
		process.exit(code);
	},
	(error) => {
		console.error(error);
		cleanUp();
		process.exit(1);
	},
);
