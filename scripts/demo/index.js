#!/usr/bin/env node
'use strict';
// `npm run demo`: the example workflows through n8n's real engine against the embedded
// emulator on 127.0.0.1. No account, no network, no n8n install.
//   --keep           leave the emulator running afterwards (Ctrl+C stops it)
//   --port N         emulator port (default: any free port)
//   --report FILE    also write what each example returned, as JSON (used by the tests)
const fs = require('fs');
const { startEmulator, SEED, DEMO_CLOUD, DEMO_SELF_HOSTED_API_KEY } = require('../../test/emulator');
const { createEngine } = require('./engine');
const { scenarios } = require('./examples');

function option(name) {
	const index = process.argv.indexOf(`--${name}`);
	return index === -1 ? undefined : process.argv[index + 1];
}

async function main() {
	const keep = process.argv.includes('--keep');
	const emulator = await startEmulator({ port: Number(option('port') ?? 0), pipeTransitionMs: 300 });
	const engine = createEngine(emulator.url, { cloud: DEMO_CLOUD, selfHostedApiKey: DEMO_SELF_HOSTED_API_KEY });
	console.log(`Emulator of both deployments listening at ${emulator.url}\n`);
	const report = [];
	let failed = 0;
	for (const [index, scenario] of scenarios.entries()) {
		emulator.reset();
		const started = Date.now();
		let outcome;
		try {
			outcome = await scenario.run({ engine, emulator, SEED });
		} catch (error) {
			outcome = { lines: [], data: {}, error: error.stack || String(error) };
		}
		const seconds = ((Date.now() - started) / 1000).toFixed(1);
		const status = outcome.error ? 'FAILED' : 'ok';
		if (outcome.error) failed++;
		console.log(`${index + 1}. ${scenario.title}  [${status}, ${seconds} s]`);
		console.log(`   workflow: examples/${scenario.file}`);
		for (const line of outcome.lines) console.log(`   - ${line}`);
		if (outcome.error) console.log(`   error: ${outcome.error}`);
		console.log('');
		report.push({ file: scenario.file, title: scenario.title, ok: !outcome.error, error: outcome.error, data: outcome.data });
	}
	const reportFile = option('report');
	if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(report, null, 2));
	console.log(`${scenarios.length - failed} of ${scenarios.length} example workflows ran as expected.`);
	if (keep) {
		console.log(`\nThe emulator keeps running at ${emulator.url} (Ctrl+C stops it). Point credentials at it:`);
		console.log(`  Observability Cloud API:       Base URL ${emulator.url}, Key ID ${DEMO_CLOUD.keyId}, Key Secret ${DEMO_CLOUD.keySecret}`);
		console.log(`  Observability Self-Hosted API: Base URL ${emulator.url}, API Key ${DEMO_SELF_HOSTED_API_KEY}`);
		console.log(`  Cloud organization ${SEED.org}, service ${SEED.service}`);
		const stop = () => emulator.close().then(() => process.exit(0));
		process.on('SIGINT', stop);
		process.on('SIGTERM', stop);
		return;
	}
	await emulator.close();
	process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
