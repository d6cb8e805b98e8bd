'use strict';
// Measurements that need a fresh process: a big list (times; peak memory), and cold load.
//
//   node child.js <bigList|bigListMemory|coldLoad> [args] [--package=<folder>]
//   (bigListMemory <count> <node|floor> [fields]: the node's first run, or the minimal node's
//   keeping those fields of each record, the ones the node's Simplify keeps; emulator <count>:
//   the emulator bigListMemory reads, serving from a process of its own)
//
// `--package` names the built package whose package.json and dist/ are measured (this checkout
// by default; the base commit's build for `npm run bench -- --compare`). The measuring code,
// the emulator and the baselines are always this checkout's.
const path = require('path');
const root = path.resolve(__dirname, '../..');
const packageRoot = path.resolve(
	process.argv.find((arg) => arg.startsWith('--package='))?.slice('--package='.length) ?? root,
);

const CREDENTIALS = { observabilitySelfHostedApi: { id: 'obsDemoSelfHost1', name: 'demo' } };
const GET_ALL = {
	deployment: 'selfHosted',
	resource: 'alert',
	operation: 'getAll',
	returnAll: true,
};

/**
 * The emulator, seeded before anything is measured, and an engine and clients for it. The
 * emulator runs in this process, or with `apart` in a process of its own (`emulatorApart`).
 */
async function bigListSetup(count, { apart = false } = {}) {
	const { startEmulator, DEMO_CLOUD, DEMO_SELF_HOSTED_API_KEY } = require('../../test/emulator');
	const { createEngine } = require('../demo/engine');
	const { floorNodeTypes } = require('./floorNodes');
	const { undiciClient } = require('./baselines');
	const emulator = apart
		? await emulatorApart(count)
		: await startEmulator({ seed: { selfHostedAlerts: count }, logBodies: false });
	const engine = createEngine(
		emulator.url,
		{ cloud: DEMO_CLOUD, selfHostedApiKey: DEMO_SELF_HOSTED_API_KEY },
		floorNodeTypes,
		{ packageRoot },
	);
	const auth = `Bearer ${DEMO_SELF_HOSTED_API_KEY}`;
	return { emulator, engine, auth, client: undiciClient(emulator.url, auth) };
}

/**
 * Times of the node, n8n's request helper alone, a minimal node with the credential, and
 * undici, each after a full GC, with every path warmed up on one page first so no measurement
 * pays for loading and compiling code. `order` puts the helper before or after the node.
 */
async function bigList(count, order) {
	const { undiciPages, n8nHelperPages } = require('./baselines');
	const { timed } = require('./measure');
	const { emulator, engine, auth, client } = await bigListSetup(count);
	await undiciPages(client, '/api/v2/alerts', 1000, 1000);
	await engine.runNode({
		parameters: { ...GET_ALL, returnAll: false, limit: 1000 },
		credentials: CREDENTIALS,
		input: [{}],
	});
	await n8nHelperPages(emulator.url, auth, '/api/v2/alerts', 1000, 1000);

	const measure = async (fn) => {
		global.gc();
		return await timed(fn);
	};
	const helper = () => n8nHelperPages(emulator.url, auth, '/api/v2/alerts');
	const helperFirstMs = order === 'helperFirst' ? await measure(helper) : undefined;
	const nodeMs = await measure(async () => {
		const result = await engine.runNode({
			parameters: GET_ALL,
			credentials: CREDENTIALS,
			input: [{}],
		});
		if (result.json('Node').length !== count) throw new Error(`the node missed records`);
	});
	const helperMs = helperFirstMs ?? (await measure(helper));
	const floorMs = await measure(async () => {
		const result = await engine.runNode({
			type: 'benchFloorList',
			parameters: {},
			credentials: CREDENTIALS,
			input: [{}],
		});
		if (result.json('Node').length !== count) throw new Error('the minimal node missed records');
	});
	const undiciMs = await measure(() => undiciPages(client, '/api/v2/alerts'));
	await client.close();
	await emulator.close();
	return { nodeMs, undiciMs, helperMs, floorMs };
}

/**
 * The emulator seeded with `count` self-hosted alerts in a process of its own (this file with
 * `emulator <count>`), as `{ url, close }`.
 */
async function emulatorApart(count) {
	const { fork } = require('child_process');
	// Without this process's flags (--expose-gc, a profile or GC trace are for the measured side).
	const server = fork(__filename, ['emulator', String(count)], { stdio: 'inherit', execArgv: [] });
	const url = await new Promise((resolve, reject) => {
		server.once('message', (message) => resolve(message.url));
		server.once('error', reject);
		server.once('exit', (code) => reject(new Error(`the emulator ended (${code})`)));
	});
	return {
		url,
		close: () =>
			new Promise((resolve) => {
				server.removeAllListeners('exit');
				server.once('exit', resolve);
				server.kill();
			}),
	};
}

/** `emulator <count>`: serves the alerts until the parent ends it; sends its URL to the parent. */
async function serveEmulator(count) {
	const { startEmulator } = require('../../test/emulator');
	const emulator = await startEmulator({ seed: { selfHostedAlerts: count }, logBodies: false });
	process.send({ url: emulator.url });
	process.on('disconnect', () => process.exit(0));
	await new Promise(() => {});
}

/**
 * Peak RSS growth of the node's first run in a fresh process (after undici read the list
 * once), and the size of its output as JSON. The first run loads n8n's request code too.
 * With `which` 'floor', the same of the minimal node (floorNodes.js), the floor for a
 * verified node: the records, their items and n8n's engine around them.
 *
 * The emulator answers from a process of its own: in the measured process it would build
 * every page's JSON there (some 500 MB of garbage between two full collections at 100,000
 * alerts) and leave a heap after the warm-up read several hundred MB larger than anything
 * the run holds, so the growth above it would follow when the collector happens to run (the
 * same minimal node grew 2 MB in one process and 101 MB in the next), not what is held.
 */
async function bigListMemory(count, which, fields = '') {
	const { undiciPages } = require('./baselines');
	const { emulator, engine, client } = await bigListSetup(count, { apart: true });
	await undiciPages(client, '/api/v2/alerts');
	global.gc();
	const before = process.memoryUsage().rss;
	let peak = before;
	const sampler = setInterval(() => {
		peak = Math.max(peak, process.memoryUsage().rss);
	}, 5);
	const result = await engine.runNode(
		which === 'floor'
			? { type: 'benchFloorList', parameters: { fields }, credentials: CREDENTIALS, input: [{}] }
			: { parameters: GET_ALL, credentials: CREDENTIALS, input: [{}] },
	);
	clearInterval(sampler);
	peak = Math.max(peak, process.memoryUsage().rss);
	const records = result.json('Node');
	if (records.length !== count) throw new Error(`expected ${count} records, got ${records.length}`);
	const jsonBytes = Buffer.byteLength(JSON.stringify(records));
	await client.close();
	await emulator.close();
	return { rssGrowth: peak - before, jsonBytes };
}

function coldLoad() {
	const pkg = require(path.join(packageRoot, 'package.json'));
	let started = process.hrtime.bigint();
	require('n8n-workflow');
	const workflowMs = Number(process.hrtime.bigint() - started) / 1e6;
	// A full collection first, as before every other measurement of the benchmark: loading
	// n8n-workflow leaves its new space nearly full, and the collection of that garbage
	// (measured at 9-77 ms here) would otherwise fall inside the package's time or not by chance.
	global.gc();
	started = process.hrtime.bigint();
	for (const file of [...pkg.n8n.nodes, ...pkg.n8n.credentials]) {
		const module = require(path.join(packageRoot, file));
		const Type = Object.values(module).find((value) => typeof value === 'function');
		new Type();
	}
	const packageMs = Number(process.hrtime.bigint() - started) / 1e6;
	const dist = path.join(packageRoot, 'dist') + path.sep;
	const modules = Object.keys(require.cache).filter((file) => file.startsWith(dist)).length;
	return { workflowMs, packageMs, modules };
}

(async () => {
	const [what, ...args] = process.argv.slice(2).filter((arg) => !arg.startsWith('--package='));
	const result =
		what === 'bigList'
			? await bigList(Number(args[0]), args[1])
			: what === 'bigListMemory'
				? await bigListMemory(Number(args[0]), args[1] ?? 'node', args[2])
				: what === 'emulator'
					? await serveEmulator(Number(args[0]))
					: coldLoad();
	process.stdout.write(JSON.stringify(result) + '\n');
})().catch((error) => {
	console.error(error);
	process.exit(1);
});
