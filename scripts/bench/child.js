'use strict';
// Measurements that need a fresh process: peak memory of a big list, and cold load.
const path = require('path');
const root = path.resolve(__dirname, '../..');

async function bigList(url, count, order) {
	const { startEmulator, DEMO_CLOUD, DEMO_SELF_HOSTED_API_KEY } = require('../../test/emulator');
	const { createEngine } = require('../demo/engine');
	const { undiciClient, undiciPages, n8nHelperPages } = require('./baselines');
	const { timed } = require('./measure');
	// The emulator runs in this process too: seed it before measuring so its data is in the baseline.
	const emulator = await startEmulator({ seed: { selfHostedAlerts: count }, logBodies: false });
	const engine = createEngine(emulator.url, { cloud: DEMO_CLOUD, selfHostedApiKey: DEMO_SELF_HOSTED_API_KEY });
	const auth = `Bearer ${DEMO_SELF_HOSTED_API_KEY}`;
	const client = undiciClient(emulator.url, auth);
	const credentials = { observabilitySelfHostedApi: { id: 'obsDemoSelfHost1', name: 'demo' } };
	// Warm every path once on one page, so no measurement pays for loading and compiling code.
	await undiciPages(client, '/api/v2/alerts');
	await engine.runNode({ parameters: { deployment: 'selfHosted', resource: 'alert', operation: 'getAll', returnAll: false, limit: 1000 }, credentials, input: [{}] });
	await n8nHelperPages(emulator.url, auth, '/api/v2/alerts', 1000, 1000);

	const measureHelper = async () => {
		global.gc();
		return await timed(() => n8nHelperPages(emulator.url, auth, '/api/v2/alerts'));
	};
	const helperFirstMs = order === 'helperFirst' ? await measureHelper() : undefined;
	global.gc();
	const before = process.memoryUsage().rss;
	let peak = before;
	const sampler = setInterval(() => {
		peak = Math.max(peak, process.memoryUsage().rss);
	}, 5);
	let records = [];
	const nodeMs = await timed(async () => {
		const result = await engine.runNode({ parameters: { deployment: 'selfHosted', resource: 'alert', operation: 'getAll', returnAll: true }, credentials, input: [{}] });
		records = result.json('Node');
	});
	clearInterval(sampler);
	peak = Math.max(peak, process.memoryUsage().rss);
	if (records.length !== count) throw new Error(`expected ${count} records, got ${records.length}`);
	const jsonBytes = Buffer.byteLength(JSON.stringify(records));
	records = [];
	const helperMs = helperFirstMs ?? (await measureHelper());
	global.gc();
	const undiciMs = await timed(() => undiciPages(client, '/api/v2/alerts'));
	await client.close();
	await emulator.close();
	void url;
	return { nodeMs, undiciMs, helperMs, rssGrowth: peak - before, jsonBytes };
}

function coldLoad() {
	const pkg = require(path.join(root, 'package.json'));
	let started = process.hrtime.bigint();
	require('n8n-workflow');
	const workflowMs = Number(process.hrtime.bigint() - started) / 1e6;
	started = process.hrtime.bigint();
	for (const file of [...pkg.n8n.nodes, ...pkg.n8n.credentials]) {
		const module = require(path.join(root, file));
		const Type = Object.values(module).find((value) => typeof value === 'function');
		new Type();
	}
	const packageMs = Number(process.hrtime.bigint() - started) / 1e6;
	return { workflowMs, packageMs };
}

(async () => {
	const [what, ...args] = process.argv.slice(2);
	const result = what === 'bigList' ? await bigList(args[0], Number(args[1]), args[2]) : coldLoad();
	process.stdout.write(JSON.stringify(result) + '\n');
})().catch((error) => {
	console.error(error);
	process.exit(1);
});
