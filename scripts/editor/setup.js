'use strict';
// The scene of `npm run test:editor`: the pinned n8n from the e2e cache with this package
// packed and installed as users get it, the emulator, the owner logged in, the two demo
// credentials created through n8n's REST API, and Debian's chromium.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const { ensureN8n, REPO } = require('../e2e/cache');
const { N8n, freePort, makeUserFolder } = require('../e2e/n8n');
const W = require('../e2e/workflows');

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// Quiet offline: no GPU, no QUIC, no background or component
// updates, no sync; /dev/shm is small in containers.
const CHROMIUM_FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage',
];

/** Debian's chromium, installed with apt when missing (the machines run as root). */
function ensureChromium(log) {
	if (fs.existsSync(CHROMIUM)) return CHROMIUM;
	if (process.env.CHROMIUM) throw new Error(`no browser at $CHROMIUM=${CHROMIUM}`);
	log('installing Debian chromium (apt-get update; apt-get install -y chromium)');
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	execFileSync('apt-get', ['update'], { stdio: ['ignore', 'ignore', 'inherit'], env });
	execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
		stdio: ['ignore', 'ignore', 'inherit'],
		env,
	});
	if (!fs.existsSync(CHROMIUM))
		throw new Error(`apt-get installed chromium but ${CHROMIUM} is missing`);
	return CHROMIUM;
}

/**
 * The package's built node descriptions, read from dist/ (what the tarball carries), with
 * the parameters n8n's loader adds (n8n-core's DirectoryLoader.applySpecialNodeParameters
 * from the cached n8n: "Poll Times" on a polling trigger, CORS options on a webhook node).
 */
function builtDescriptions(paths) {
	const { DirectoryLoader } = require(
		path.join(paths.dir, 'node_modules/n8n-core/dist/nodes-loader/directory-loader.js'),
	);
	const manifest = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8'));
	const nodes = {};
	for (const file of manifest.n8n.nodes) {
		const exports = require(path.join(REPO, file));
		for (const NodeClass of Object.values(exports)) {
			if (typeof NodeClass !== 'function') continue;
			const nodeType = new NodeClass();
			if (!nodeType.description || !nodeType.description.name) continue;
			DirectoryLoader.prototype.applySpecialNodeParameters.call(null, nodeType);
			nodes[nodeType.description.name] = nodeType.description;
		}
	}
	const credentials = {};
	for (const file of manifest.n8n.credentials) {
		for (const CredentialClass of Object.values(require(path.join(REPO, file)))) {
			if (typeof CredentialClass !== 'function') continue;
			const credential = new CredentialClass();
			if (credential.name) credentials[credential.name] = credential;
		}
	}
	return { nodes, credentials, packageName: manifest.name };
}

/**
 * Everything up to a logged-in n8n with the package installed from its tarball.
 * Returns the handles the checks need; `close()` is the caller's to run.
 */
async function startScene({ log }) {
	const chromiumPath = ensureChromium(log);
	const paths = await ensureN8n({ log: (line) => log(`  ${line}`) });

	log('build, npm pack, install the tarball into a fresh n8n user folder');
	W.buildPackage();
	const built = builtDescriptions(paths);
	const userFolder = makeUserFolder('obs-n8n-editor-');
	const port = await freePort();
	let brokerPort = await freePort();
	while (brokerPort === port) brokerPort = await freePort();
	const n8n = new N8n({ paths, userFolder, port, brokerPort, log });
	const pack = W.packPackage(userFolder);
	W.installTarball(pack.tarball, n8n.packageDir);

	const emulatorModule = require(path.join(REPO, 'test/emulator'));
	const emulator = await emulatorModule.startEmulator({ pipeTransitionMs: 300 });
	log(`emulator at ${emulator.url}; n8n at ${n8n.url}; user folder ${userFolder}`);

	const startSeconds = await n8n.start({ timeoutMs: 120000 });
	log(`n8n start answered /healthz/readiness in ${startSeconds.toFixed(1)} s`);
	await n8n.login();

	const credentials = {};
	for (const demo of W.demoCredentials(emulator.url)) {
		const created = await n8n.rest('POST', '/credentials', {
			name: demo.name,
			type: demo.type,
			data: demo.data,
		});
		const record = created.json && (created.json.data || created.json);
		if (created.status !== 200 || !record || !record.id)
			throw new Error(
				`creating credential ${demo.name}: ${created.status} ${created.text.slice(0, 300)}`,
			);
		credentials[demo.type] = { id: record.id, name: demo.name };
	}
	return {
		paths,
		n8n,
		emulator,
		emulatorModule,
		credentials,
		built,
		chromiumPath,
		userFolder,
		pack,
	};
}

/** A folder for this run's failure screenshots and console logs, outside the repository. */
function makeOutputFolder() {
	return fs.mkdtempSync(path.join(os.tmpdir(), 'obs-editor-test-'));
}

module.exports = {
	startScene,
	builtDescriptions,
	ensureChromium,
	makeOutputFolder,
	CHROMIUM_FLAGS,
	REPO,
};
