#!/usr/bin/env node
'use strict';
// `npm run demo`: the example workflows through n8n's real engine against the embedded
// emulator on 127.0.0.1. No account, no network, no n8n install. It writes nothing outside
// the checkout and the system's temporary folder: n8n-core's user folder is a temporary one
// (userFolder.js). Options: `npm run demo -- --help` (cli.js).
const fs = require('fs');
const path = require('path');
const {
	USAGE,
	UsageError,
	parseArgs,
	swallowedByNpm,
	normalizeFailure,
	failureLine,
	nextSteps,
} = require('./cli');

const root = path.resolve(__dirname, '../..');

/** The command line, or exit code 2 with one line saying what is wrong. */
function readOptions() {
	try {
		const swallowed = swallowedByNpm(process.env, 'demo');
		if (swallowed) throw new UsageError(swallowed);
		return parseArgs(process.argv.slice(2));
	} catch (error) {
		if (!(error instanceof UsageError)) throw error;
		process.stderr.write(`demo: ${error.message}\n`);
		process.exit(2);
	}
}

/** A folder as the reader should see it: relative to the checkout when inside it. */
function shown(folder) {
	const relative = path.relative(root, folder);
	return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : folder;
}

async function main() {
	const options = readOptions();
	if (options.help) {
		process.stdout.write(`${USAGE}\n`);
		return;
	}
	const examples = options.examples ? path.resolve(options.examples) : path.join(root, 'examples');
	if (!fs.existsSync(examples) || !fs.statSync(examples).isDirectory()) {
		process.stderr.write(`demo: --examples ${options.examples}: no such folder\n`);
		process.exit(2);
	}
	// Before n8n-core loads (the engine and the examples load it). n8n's own log repeats each
	// node error the summary already gives in one line; --verbose keeps it.
	require('./userFolder').useTemporaryUserFolder();
	if (!options.verbose) process.env.N8N_LOG_LEVEL = 'silent';
	const {
		startEmulator,
		SEED,
		DEMO_CLOUD,
		DEMO_SELF_HOSTED_API_KEY,
	} = require('../../test/emulator');
	const { createEngine } = require('./engine');
	const { scenarios } = require('./examples');

	let emulator;
	try {
		emulator = await startEmulator({ port: options.port ?? 0, pipeTransitionMs: 300 });
	} catch (error) {
		const reason =
			error && error.code === 'EADDRINUSE'
				? `port ${options.port} is already in use: choose another with --port N, or leave it out`
				: error.message;
		process.stderr.write(`demo: the emulator could not start: ${reason}\n`);
		process.exit(1);
	}
	const engine = createEngine(emulator.url, {
		cloud: DEMO_CLOUD,
		selfHostedApiKey: DEMO_SELF_HOSTED_API_KEY,
	});
	console.log(`Emulator of both deployments listening at ${emulator.url}\n`);
	const report = [];
	const failures = [];
	for (const [index, scenario] of scenarios.entries()) {
		emulator.reset();
		const started = Date.now();
		let outcome;
		try {
			outcome = await scenario.run({ engine, emulator, SEED, examples });
		} catch (error) {
			outcome = { lines: [], data: {}, error };
		}
		const seconds = ((Date.now() - started) / 1000).toFixed(1);
		const failure = outcome.error ? normalizeFailure(outcome.error) : undefined;
		const file = `${shown(examples)}/${scenario.file}`;
		console.log(`${index + 1}. ${scenario.title}  [${failure ? 'FAILED' : 'ok'}, ${seconds} s]`);
		console.log(`   workflow: ${file}`);
		for (const line of outcome.lines) console.log(`   - ${line}`);
		console.log('');
		if (failure) failures.push({ file, failure });
		report.push({
			file: scenario.file,
			title: scenario.title,
			ok: !failure,
			error: failure ? failureLine(scenario.file, failure) : undefined,
			data: outcome.data,
		});
	}
	if (options.report) fs.writeFileSync(options.report, JSON.stringify(report, null, 2));
	console.log(
		`${scenarios.length - failures.length} of ${scenarios.length} example workflows ran as expected.`,
	);
	if (failures.length) {
		console.log(`\nFailed${options.verbose ? '' : ' (--verbose shows the stack traces)'}:`);
		for (const { file, failure } of failures) {
			console.log(`  ${failureLine(file, failure)}`);
			if (options.verbose && failure.stack) console.log(failure.stack.replace(/^/gm, '    '));
		}
	}
	if (options.keep) {
		console.log(
			`\nThe emulator keeps running at ${emulator.url} (Ctrl+C stops it). Point credentials at it:`,
		);
		console.log(
			`  Observability Cloud API:       Base URL ${emulator.url}, Key ID ${DEMO_CLOUD.keyId}, Key Secret ${DEMO_CLOUD.keySecret}`,
		);
		console.log(
			`  Observability Self-Hosted API: Base URL ${emulator.url}, API Key ${DEMO_SELF_HOSTED_API_KEY}`,
		);
		console.log(`  Cloud organization ${SEED.org}, service ${SEED.service}`);
		const stop = () => emulator.close().then(() => process.exit(0));
		process.on('SIGINT', stop);
		process.on('SIGTERM', stop);
		return;
	}
	await emulator.close();
	console.log(`\n${nextSteps(shown(examples))}`);
	process.exitCode = failures.length ? 1 : 0;
}

main().catch((error) => {
	// Not an example's failure (those are reported above): the demo itself broke.
	process.stderr.write(`demo: ${error && error.message ? error.message : error}\n`);
	if (process.argv.includes('--verbose') && error && error.stack)
		process.stderr.write(`${error.stack}\n`);
	process.exit(1);
});
