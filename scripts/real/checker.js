'use strict';
// The real self-hosted server's own alert checker, run once as its scheduler runs it
// (`tsx src/tasks/index.ts check-alerts` in the API package, with the server's environment plus
// RUN_SCHEDULED_TASKS_EXTERNALLY=true: one pass over every alert, then the process exits), on
// the Node 22 of the engine's install. scripts/real/server.js gives the spec (`checker`);
// scripts/real/run.js writes it into a file of the run and names it in OBS_REAL_CHECKER, so
// that a jest suite runs a pass with runChecker() (test/real/support.ts, runCheckerPass()).
const fs = require('fs');
const { spawn } = require('child_process');

/** The checker's spec from the file OBS_REAL_CHECKER names. */
function checkerFromEnv(env = process.env) {
	if (!env.OBS_REAL_CHECKER)
		throw new Error(
			'OBS_REAL_CHECKER is not set: the alert checker runs under `npm run test:real`',
		);
	return JSON.parse(fs.readFileSync(env.OBS_REAL_CHECKER, 'utf8'));
}

/**
 * One pass of the alert checker: resolves { code, seconds, output, errors } once the process
 * has exited (its output also goes to the server's log; `errors`: its lines logged at the error
 * level, e.g. a notification it could not deliver). Rejects when it exits with an error or the
 * task failed as a whole (the task logs `check-alerts failed:` and still exits 0).
 */
function runChecker(spec = checkerFromEnv(), { timeoutMs = 120000 } = {}) {
	return new Promise((resolve, reject) => {
		const started = Date.now();
		const child = spawn(spec.node, spec.args, {
			cwd: spec.cwd,
			env: { ...process.env, ...spec.env },
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		let output = '';
		const take = (chunk) => {
			output += chunk;
			if (spec.logFile) fs.appendFileSync(spec.logFile, chunk);
		};
		child.stdout.on('data', take);
		child.stderr.on('data', take);
		const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
		child.on('error', (error) => {
			clearTimeout(timer);
			reject(error);
		});
		child.on('exit', (code, signal) => {
			clearTimeout(timer);
			const seconds = (Date.now() - started) / 1000;
			const lines = output.split('\n');
			const failed = lines.find((line) => /check-alerts?[^"]* failed:/i.test(line));
			const errors = lines.filter((line) => /"level":(50|60)\b/.test(line));
			if (code !== 0 || failed)
				reject(
					new Error(
						`the alert checker exited with ${code ?? signal}${failed ? `: ${failed.slice(0, 500)}` : ''} (log: ${spec.logFile})`,
					),
				);
			else resolve({ code, seconds, output, errors });
		});
	});
}

module.exports = { runChecker, checkerFromEnv };
