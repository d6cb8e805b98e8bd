#!/usr/bin/env node
'use strict';
// `npm run dev`: the emulator and a real n8n editor on 127.0.0.1 with this package loaded
// from the repository itself (a symlink in the user folder's .n8n/nodes/node_modules, so
// `npm run build` is picked up: by hot reload while it runs, or at the next start), the
// demo credentials and the example workflows imported. Ctrl+C stops both.
//
//   --port N           n8n's port (default 5678)
//   --emulator-port N  the emulator's port (default 8000; the credentials point at it)
//   --fresh            start from an empty user folder (n8n's database, owner, workflows)
//
// The n8n user folder is kept between runs in <cache root>/dev-user-folder (see
// scripts/e2e/cache.js for the cache root); the credentials and the examples are imported
// again at every start, so the examples are as in examples/ (the chat URL points at the
// emulator's capture endpoint; GET <emulator>/__emulator/captures shows what arrived).
const fs = require('fs');
const path = require('path');
const { ensureN8n, cacheRoot } = require('./e2e/cache');
const { N8n, OWNER, freePort, stopAll, tail } = require('./e2e/n8n');
const W = require('./e2e/workflows');
const { parseArgs, swallowedByNpm, UsageError } = require('./demo/cli');

const REPO = path.resolve(__dirname, '..');

const USAGE = 'usage: npm run dev -- [--port 5678] [--emulator-port 8000] [--fresh]';

/** The command line, or exit code 2 with one line saying what is wrong. */
function readOptions() {
	const known = { port: 'port', 'emulator-port': 'port', fresh: 'flag', help: 'flag' };
	try {
		const swallowed = swallowedByNpm(process.env, 'dev', known);
		if (swallowed) throw new UsageError(swallowed);
		return parseArgs(process.argv.slice(2), known);
	} catch (error) {
		if (!(error instanceof UsageError)) throw error;
		process.stderr.write(`dev: ${error.message}\n`);
		process.exit(2);
	}
}

function log(line) {
	console.log(`[dev] ${line}`);
}

let stopping = false;
let emulator;

async function shutdown(code) {
	if (stopping) return;
	stopping = true;
	log('stopping n8n and the emulator');
	await stopAll();
	if (emulator) await emulator.close();
	process.exit(code);
}

async function main() {
	const options = readOptions();
	if (options.help) {
		console.log(USAGE);
		process.exit(0);
	}
	const port = options.port ?? 5678;
	const emulatorPort = options['emulator-port'] ?? 8000;
	const paths = await ensureN8n({ log: (line) => log(line) });

	log('building the package (npm run build)');
	W.buildPackage();

	const userFolder = path.join(cacheRoot(), 'dev-user-folder');
	if (options.fresh) fs.rmSync(userFolder, { recursive: true, force: true });
	fs.mkdirSync(userFolder, { recursive: true });
	await freePort(port);
	const n8n = new N8n({ paths, userFolder, port, brokerPort: await freePort(), log });
	W.linkRepository(n8n.packageDir);
	log(`linked ${n8n.packageDir} -> ${REPO}`);

	const { startEmulator, SEED, DEMO_CLOUD, DEMO_SELF_HOSTED_API_KEY } = require(
		path.join(REPO, 'test/emulator'),
	);
	emulator = await startEmulator({ port: emulatorPort });
	log(`emulator of both deployments at ${emulator.url}`);

	const credentialsFile = path.join(userFolder, 'demo-credentials.json');
	fs.writeFileSync(credentialsFile, JSON.stringify(W.demoCredentials(emulator.url), null, 2));
	let result = await n8n.cli(['import:credentials', `--input=${credentialsFile}`], {
		timeoutMs: 120000,
	});
	if (result.code !== 0)
		throw new Error(`n8n import:credentials failed:\n${tail(result.stdout + result.stderr)}`);
	const importDir = path.join(userFolder, 'examples-import');
	fs.rmSync(importDir, { recursive: true, force: true });
	fs.mkdirSync(importDir);
	const examples = W.exampleFiles().map((file) =>
		W.prepareExample(file, { emulatorUrl: emulator.url, manualStart: false }),
	);
	for (const example of examples)
		fs.writeFileSync(
			path.join(importDir, `${example.id}.json`),
			JSON.stringify(example.workflow, null, 2),
		);
	result = await n8n.cli(['import:workflow', '--separate', `--input=${importDir}`], {
		timeoutMs: 120000,
	});
	if (result.code !== 0)
		throw new Error(`n8n import:workflow failed:\n${tail(result.stdout + result.stderr)}`);
	log(`imported the demo credentials and ${examples.length} example workflows`);

	log('starting n8n (N8N_DEV_RELOAD=true: a rebuild of dist/ reloads the nodes)');
	const server = n8n.spawn(['start'], { logName: 'start', extraEnv: { N8N_DEV_RELOAD: 'true' } });
	n8n.server = server;
	server.stdout.pipe(process.stdout);
	server.stderr.pipe(process.stderr);
	server.on('exit', (code, signal) => {
		if (!stopping) {
			log(`n8n exited (${code ?? signal})`);
			shutdown(1);
		}
	});
	await n8n.waitFor(
		async () => {
			const response = await fetch(`${n8n.url}/healthz/readiness`).catch(() => null);
			return response && response.ok;
		},
		{ timeoutMs: 120000, what: 'n8n to answer /healthz/readiness' },
	);
	const setup = await n8n.rest('POST', '/owner/setup', OWNER);
	const first = setup.status === 200;

	console.log(
		[
			'',
			'================================================================',
			`  n8n editor:  ${n8n.url}/`,
			`  log in with  ${OWNER.email}  /  ${OWNER.password}${first ? '  (owner created now)' : ''}`,
			'  workflows:   the examples/ workflows, imported (Overview > Workflows)',
			'  credentials: "Observability Cloud (demo emulator)" and',
			'               "Observability Self-Hosted (demo emulator)"',
			`  emulator:    ${emulator.url}  (cloud Basic ${DEMO_CLOUD.keyId} / ${DEMO_CLOUD.keySecret},`,
			`               self-hosted Bearer ${DEMO_SELF_HOSTED_API_KEY}; org ${SEED.org}, service ${SEED.service})`,
			`               ${emulator.url}/__emulator/captures shows the chat messages sent`,
			`  package:     linked from ${REPO}; run \`npm run build\` to reload it`,
			`  user folder: ${userFolder}  (--fresh starts over)`,
			'  Ctrl+C stops n8n and the emulator.',
			'================================================================',
			'',
		].join('\n'),
	);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

main().catch((error) => {
	console.error(`[dev] ${error.message}`);
	shutdown(1);
});
