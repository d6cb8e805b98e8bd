#!/usr/bin/env node
'use strict';
// `npm run screenshot`: docs/images/editor.png, the node's panel in the real n8n editor.
// The e2e setup (pinned n8n from the cache, the packed package in a temporary user folder,
// the emulator, the demo credentials and the examples imported, `n8n start` on 127.0.0.1),
// then headless Debian chromium (`apt-get install chromium`) driven by playwright-core
// from the e2e cache (never `playwright install`): sign in, open an example workflow with
// the action node's panel.
//
//   --workflow FILE   example to open (default pipe-settings-audit.json)
//   --node NAME       node whose panel to open (default "Audit Pipe Settings")
//   --out FILE        where to write the PNG (default docs/images/editor.png)
//   --chromium PATH   the browser (default $CHROMIUM or /usr/bin/chromium)
//   --no-execute      do not run the step (the output side stays empty)
const fs = require('fs');
const os = require('os');
const path = require('path');
const { ensureN8n } = require('./e2e/cache');
const { N8n, OWNER, freePort, makeUserFolder, stopAll, tail, sleep } = require('./e2e/n8n');
const W = require('./e2e/workflows');
const { CHROMIUM_FLAGS } = require('./editor/setup');

const REPO = path.resolve(__dirname, '..');

function option(name, fallback) {
	const index = process.argv.indexOf(`--${name}`);
	return index === -1 ? fallback : process.argv[index + 1];
}

function log(line) {
	console.log(`[screenshot] ${line}`);
}

async function main() {
	const file = option('workflow', 'pipe-settings-audit.json');
	const nodeName = option('node', 'Audit Pipe Settings');
	const out = path.resolve(REPO, option('out', 'docs/images/editor.png'));
	const chromiumPath = option('chromium', process.env.CHROMIUM || '/usr/bin/chromium');
	if (!fs.existsSync(chromiumPath))
		throw new Error(
			`no browser at ${chromiumPath}: apt-get update && apt-get install -y chromium (or --chromium PATH)`,
		);

	const paths = await ensureN8n({ log });
	const { chromium } = require(paths.playwrightCore);

	log('build, npm pack, install the tarball into a temporary user folder');
	const userFolder = makeUserFolder('obs-n8n-screenshot-');
	const n8n = new N8n({
		paths,
		userFolder,
		port: await freePort(),
		brokerPort: await freePort(),
		log,
	});
	W.buildPackage();
	const pack = W.packPackage(userFolder);
	W.installTarball(pack.tarball, n8n.packageDir);

	const { startEmulator, SEED } = require(path.join(REPO, 'test/emulator'));
	const emulator = await startEmulator();
	let context;
	const browserData = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-chromium-'));
	try {
		const credentialsFile = path.join(userFolder, 'credentials.json');
		fs.writeFileSync(credentialsFile, JSON.stringify(W.demoCredentials(emulator.url)));
		let result = await n8n.cli(['import:credentials', `--input=${credentialsFile}`]);
		if (result.code !== 0)
			throw new Error(`import:credentials failed\n${tail(result.stdout + result.stderr)}`);
		// One pipe drifts from the expected settings, so an audit shows a finding.
		emulator.setPipeSettings(SEED.pipes.objectStorage, { engine_max_download_threads: 32 });
		const example = W.prepareExample(file, { emulatorUrl: emulator.url, manualStart: false });
		const node = example.workflow.nodes.find((candidate) => candidate.name === nodeName);
		if (!node) throw new Error(`${file} has no node "${nodeName}"`);
		const importFile = path.join(userFolder, 'workflow.json');
		fs.writeFileSync(importFile, JSON.stringify(example.workflow));
		result = await n8n.cli(['import:workflow', `--input=${importFile}`]);
		if (result.code !== 0)
			throw new Error(`import:workflow failed\n${tail(result.stdout + result.stderr)}`);

		log('n8n start');
		await n8n.start();
		await n8n.login();

		log(`chromium ${chromiumPath}`);
		context = await chromium.launchPersistentContext(browserData, {
			executablePath: chromiumPath,
			headless: true,
			args: CHROMIUM_FLAGS,
			viewport: { width: 1440, height: 900 },
			deviceScaleFactor: 1,
		});
		const page = context.pages()[0] || (await context.newPage());
		await page.goto(`${n8n.url}/signin`, { waitUntil: 'domcontentloaded' });
		await page
			.locator('input[type="email"], input[name="emailOrLdapLoginId"]')
			.first()
			.fill(OWNER.email);
		await page.locator('input[type="password"]').first().fill(OWNER.password);
		await page.keyboard.press('Enter');
		await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 30000 });
		log(`signed in; opening ${file} at node "${nodeName}"`);
		await page.goto(`${n8n.url}/workflow/${example.id}/${node.id}`, {
			waitUntil: 'domcontentloaded',
		});
		const panel = page
			.locator('[data-test-id="ndv"], .ndv-wrapper, [data-test-id="node-parameters"]')
			.first();
		await panel.waitFor({ state: 'visible', timeout: 60000 });
		// Let the resource locators and option lists finish loading.
		await page.waitForLoadState('networkidle', { timeout: 15000 }).catch(() => {});
		if (!process.argv.includes('--no-execute')) {
			// Run the step against the emulator so the panel shows the node's output too.
			log('execute step');
			await page.locator('[data-test-id="node-execute-button"]').first().click();
			await page
				.locator(
					'[data-test-id="ndv-output-panel"] [data-test-id="ndv-items-count"], [data-test-id="ndv-output-panel"] table, [data-test-id="output-panel"] table',
				)
				.first()
				.waitFor({ state: 'visible', timeout: 60000 })
				.catch(() => log('no output table appeared; taking the screenshot anyway'));
		}
		await sleep(2500);
		fs.mkdirSync(path.dirname(out), { recursive: true });
		await page.screenshot({ path: out });
		log(`wrote ${path.relative(REPO, out)} (${fs.statSync(out).size} bytes)`);
	} catch (error) {
		if (context && context.pages()[0]) {
			const debug = path.join(os.tmpdir(), 'obs-screenshot-failure.png');
			await context
				.pages()[0]
				.screenshot({ path: debug })
				.catch(() => {});
			log(`what the browser showed: ${debug}`);
		}
		throw error;
	} finally {
		if (context) await context.close().catch(() => {});
		await stopAll();
		await emulator.close();
		fs.rmSync(browserData, { recursive: true, force: true });
		fs.rmSync(userFolder, { recursive: true, force: true });
	}
}

for (const signal of ['SIGINT', 'SIGTERM']) {
	process.on(signal, () => stopAll().finally(() => process.exit(130)));
}

main().catch((error) => {
	console.error(`[screenshot] ${error.stack || error.message}`);
	process.exitCode = 1;
});
