'use strict';
// The real n8n of `npm run test:n8n` (scripts/e2e: the cache, the packed package, the CLI and
// `n8n start`), here with the MCP example and its Simplify-off twin published, so their MCP
// Server Triggers answer at <n8n>/mcp/<path>, and the emulator seeded for the measurements.
const fs = require('fs');
const path = require('path');
const { ensureN8n, REPO } = require('../e2e/cache');
const { N8n, freePort, makeUserFolder, tail } = require('../e2e/n8n');
const E2E = require('../e2e/workflows');
const MW = require('./workflows');

const { startEmulator } = require(path.join(REPO, 'test/emulator'));

/** What the emulator holds for the measurements: 50 self-hosted alerts and 50 cloud pipes. */
const SEED_FOR_MEASUREMENTS = { selfHostedAlerts: 50, pipes: 50 };
const WORKFLOW_IDS = { example: 'mcpAskObsStack01', raw: 'mcpAskObsStackRw' };

/**
 * n8n with the tool usage of community packages allowed. n8n 1.x read
 * N8N_COMMUNITY_PACKAGES_ALLOW_TOOL_USAGE before it offered a community node's tool form;
 * n8n 2.41 no longer reads it (every `usableAsTool` node gets its tool form); it is set as
 * users of older versions must set it.
 */
class McpN8n extends N8n {
	env(extra = {}) {
		return super.env({ N8N_COMMUNITY_PACKAGES_ALLOW_TOOL_USAGE: 'true', ...extra });
	}
}

/**
 * Everything up to a running n8n. `check(name, ok, detail)` records the setup's own checks;
 * `log(line)` narrates. Returns the handles; `userFolder` is for the caller to remove.
 */
async function setUp({ check, log }) {
	log('the pinned n8n');
	const paths = await ensureN8n({ log: (line) => log(`  ${line}`) });
	const userFolder = makeUserFolder('obs-n8n-mcp-');
	const port = await freePort();
	let brokerPort = await freePort();
	while (brokerPort === port) brokerPort = await freePort();
	const n8n = new McpN8n({ paths, userFolder, port, brokerPort, log });

	log('build, npm pack, install the tarball into a temporary n8n user folder');
	E2E.buildPackage();
	const pack = E2E.packPackage(userFolder);
	E2E.installTarball(pack.tarball, n8n.packageDir);
	const installed = JSON.parse(fs.readFileSync(path.join(n8n.packageDir, 'package.json'), 'utf8'));
	check(
		'the packed package declares the action node as usable as a tool',
		fs
			.readFileSync(
				path.join(n8n.packageDir, 'dist/nodes/ObservabilityPipes/ObservabilityPipes.node.js'),
				'utf8',
			)
			.includes('usableAsTool: true'),
		installed.name,
	);

	log('the emulator (50 self-hosted alerts, 50 cloud pipes)');
	const emulator = await startEmulator({ pipeTransitionMs: 300, seed: SEED_FOR_MEASUREMENTS });

	log('import the demo credentials and the MCP example (and its Simplify-off twin), publish both');
	const credentialsFile = path.join(userFolder, 'credentials.json');
	fs.writeFileSync(credentialsFile, JSON.stringify(E2E.demoCredentials(emulator.url), null, 2));
	let result = await n8n.cli(['import:credentials', `--input=${credentialsFile}`]);
	check(
		'n8n import:credentials (both demo credentials)',
		result.code === 0 && /imported 2 credentials/i.test(result.stdout),
		tail(result.stdout + result.stderr, 10),
	);

	const example = MW.loadExample(E2E.EXAMPLES);
	example.id = WORKFLOW_IDS.example;
	const raw = MW.rawVariant(example, WORKFLOW_IDS.raw);
	const importDir = path.join(userFolder, 'import');
	fs.mkdirSync(importDir);
	for (const workflow of [example, raw])
		fs.writeFileSync(
			path.join(importDir, `${workflow.id}.json`),
			JSON.stringify(workflow, null, 2),
		);
	result = await n8n.cli(['import:workflow', '--separate', `--input=${importDir}`], {
		logName: 'import-workflows',
	});
	check(
		`n8n import:workflow (${MW.EXAMPLE_FILE} and its Simplify-off twin)`,
		result.code === 0 && /imported 2 workflow/i.test(result.stdout),
		tail(result.stdout + result.stderr, 10),
	);
	for (const workflow of [example, raw]) {
		result = await n8n.cli(['publish:workflow', `--id=${workflow.id}`], {
			timeoutMs: 60000,
			logName: `publish-${workflow.id}`,
		});
		check(
			`n8n publish:workflow ${workflow.id}`,
			result.code === 0,
			tail(result.stdout + result.stderr, 10),
		);
	}

	log('n8n start');
	const startSeconds = await n8n.start({ timeoutMs: 120000 });
	log(`  n8n answered /healthz/readiness in ${startSeconds.toFixed(1)} s at ${n8n.url}`);
	const urls = {
		example: `${n8n.url}/mcp/${MW.mcpPath(example)}`,
		raw: `${n8n.url}/mcp/${MW.mcpPath(raw)}`,
	};
	// n8n 2.x activates published workflows after it is ready (its publication outbox, checked
	// every 10 s): until then the MCP URL is a 404 "webhook not registered". A DELETE without a
	// session reaches the trigger once it is registered (400 "No sessionId provided").
	for (const url of Object.values(urls)) {
		const registered = await n8n
			.waitFor(
				async () => {
					const response = await fetch(url, {
						method: 'DELETE',
						signal: AbortSignal.timeout(5000),
					}).catch(() => null);
					return response && response.status !== 404 ? response.status : undefined;
				},
				{ timeoutMs: 60000, intervalMs: 500, what: `the MCP Server Trigger at ${url}` },
			)
			.catch(() => undefined);
		check(
			`the published workflow's MCP Server Trigger answers at ${url.slice(n8n.url.length)}`,
			registered === 400,
			`status ${registered}`,
		);
	}
	return {
		paths,
		userFolder,
		n8n,
		emulator,
		example,
		raw,
		urls,
	};
}

module.exports = { setUp, SEED_FOR_MEASUREMENTS, WORKFLOW_IDS };
