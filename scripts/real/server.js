'use strict';
// Starts, for `npm run test:real`, what scripts/real/install.js installed: the columnar database
// (the engine behind its HTTP interface, columnarFront.mjs, its tables made from the server's
// seed SQL, columnarSeed.js), the in-memory MongoDB wire-protocol server (wireProtocol.mjs, its
// gaps closed) and the real self-hosted server, its own code unmodified, with tsx on Node 22;
// registers a user and reads its access key. Everything it starts is stopped by stop(), also
// after a failure. The server's alert checker runs on demand (scripts/real/checker.js).
//
// The server's code is read from its source folder and copied, with the library it builds on
// (compiled here with tsup), into a folder of this run inside the cache folder, so that Node finds
// the cache's node_modules from it; nothing is written to the source folder.
const fs = require('fs');
const os = require('os');
const net = require('net');
const path = require('path');
const crypto = require('crypto');
const { spawn, spawnSync } = require('child_process');
const { cleanNpmEnv } = require('../e2e/cache');
const { createTables } = require('./columnarSeed');

const READY_TIMEOUT_MS = 90000;

function freePort() {
	return new Promise((resolve, reject) => {
		const server = net.createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close(() => resolve(port));
		});
	});
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Copies the server's API package and its library into <cache>/runs/<run>, and builds the
 * library. `withTests`: the API's own tests and test configuration too (server-suites.js).
 */
function prepareRun(install, log, { withTests = false } = {}) {
	const { source } = install;
	const runDir = path.join(install.dir, 'runs', `${process.pid}-${Date.now()}`);
	const skipTests = (file) => withTests || !/[\\/]__tests__([\\/]|$)|\.test\.ts$/.test(file);
	const api = path.join(runDir, 'packages/api');
	const lib = path.join(runDir, 'packages/common-utils');
	for (const [from, to] of [
		[source.api, api],
		[source.lib, lib],
	]) {
		fs.mkdirSync(to, { recursive: true });
		fs.cpSync(path.join(from, 'src'), path.join(to, 'src'), { recursive: true, filter: skipTests });
		const files = ['package.json', 'tsconfig.json'];
		if (withTests) files.push('jest.config.js', 'jest.int.config.js', 'jest.setup.ts', '.env.test');
		for (const file of files)
			if (fs.existsSync(path.join(from, file)))
				fs.copyFileSync(path.join(from, file), path.join(to, file));
	}
	if (fs.existsSync(path.join(source.dir, 'tsconfig.base.json')))
		fs.copyFileSync(
			path.join(source.dir, 'tsconfig.base.json'),
			path.join(runDir, 'tsconfig.base.json'),
		);

	// The library, compiled as its own tsup configuration does (bundled per entry, split,
	// node_modules left out), CommonJS only and without declarations: the API imports its
	// CommonJS build under the name its package.json gives.
	const libOut = path.join(runDir, 'node_modules', source.libPackage.name);
	fs.mkdirSync(libOut, { recursive: true });
	fs.copyFileSync(path.join(source.lib, 'package.json'), path.join(libOut, 'package.json'));
	const config = {
		entry: ['src/**/*.ts', '!src/__tests__/**', '!src/**/*.test.*'],
		format: ['cjs'],
		splitting: true,
		bundle: true,
		skipNodeModulesBundle: true,
		clean: true,
		dts: false,
		minify: false,
		outDir: path.join(libOut, 'dist'),
		silent: true,
	};
	const configFile = path.join(lib, 'tsup.config.json');
	fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
	const started = Date.now();
	const build = spawnSync(process.execPath, [install.tsup, '--config', configFile], {
		cwd: lib,
		env: cleanNpmEnv(),
		encoding: 'utf8',
	});
	if (build.status !== 0)
		throw new Error(
			`building the server's library failed (exit ${build.status}):\n${(build.stderr || build.stdout || '').slice(-2000)}`,
		);
	log(`  the server's library built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
	return { runDir, api };
}

/** A child whose output goes to a file; `lines` resolves the first stdout line matching `pattern`. */
function startChild(command, args, { cwd, env, logFile, waitFor }) {
	const out = fs.openSync(logFile, 'a');
	const child = spawn(command, args, {
		cwd,
		env,
		stdio: ['pipe', waitFor ? 'pipe' : out, out],
	});
	child.on('exit', () => fs.closeSync(out));
	if (!waitFor) return { child };
	const line = new Promise((resolve, reject) => {
		let buffer = '';
		child.stdout.on('data', (chunk) => {
			fs.writeSync(out, chunk);
			buffer += chunk;
			const match = buffer.match(waitFor);
			if (match) resolve(match);
		});
		child.on('exit', (code) =>
			reject(
				new Error(
					`${path.basename(args[0])} exited with ${code} before it started; see ${logFile}`,
				),
			),
		);
	});
	return { child, line };
}

async function stopChild(child, ms = 5000) {
	if (!child || child.exitCode !== null || child.signalCode !== null) return;
	const exited = new Promise((resolve) => child.once('exit', resolve));
	child.kill('SIGTERM');
	if (await Promise.race([exited.then(() => true), sleep(ms).then(() => false)])) return;
	child.kill('SIGKILL');
	await exited;
}

async function request(base, method, route, { body, cookie, key } = {}) {
	const headers = { accept: 'application/json' };
	if (body !== undefined) headers['content-type'] = 'application/json';
	if (cookie) headers.cookie = cookie;
	if (key) headers.authorization = `Bearer ${key}`;
	const response = await fetch(base + route, {
		method,
		headers,
		body: body === undefined ? undefined : JSON.stringify(body),
		redirect: 'manual',
	});
	const text = await response.text();
	let json;
	try {
		json = text ? JSON.parse(text) : undefined;
	} catch {
		json = undefined;
	}
	return { status: response.status, text, json, headers: response.headers };
}

/**
 * Starts the columnar database, the wire-protocol server and the real server (on the Node of
 * `engine`, tools.json's Node 22); resolves { url, mongoUri, engineUrl, key, checker, stop,
 * logFile, ... }: `checker` is what scripts/real/checker.js needs to run the server's alert
 * checker once. On failure everything started is stopped.
 */
async function startRealServer(
	install,
	{ log = console.log, engine, withApi = true, withTests = false } = {},
) {
	const logFile = path.join(os.tmpdir(), `obs-real-server-${process.pid}-${Date.now()}.log`);
	const children = [];
	let runDir;
	const stop = async () => {
		for (const child of children.reverse()) await stopChild(child);
		children.length = 0;
		if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
	};
	try {
		const run = prepareRun(install, log, { withTests });
		runDir = run.runDir;

		// the columnar database: one engine session over a folder of this run
		const dataDir = path.join(runDir, 'columnar-data');
		fs.mkdirSync(dataDir, { recursive: true });
		const front = startChild(
			engine.node,
			[path.join(__dirname, 'columnarFront.mjs'), engine.dir, dataDir, '0'],
			{ cwd: runDir, env: cleanNpmEnv(), logFile, waitFor: /listening (\d+)/ },
		);
		children.push(front.child);
		const engineUrl = `http://127.0.0.1:${Number((await front.line)[1])}`;
		const tables = await createTables(engineUrl, install.source.dir);
		log(
			`  the columnar database answers at ${engineUrl}: ${tables.statements} seed statements in ${tables.seconds.toFixed(1)} s`,
		);

		const mongo = startChild(
			process.execPath,
			[path.join(__dirname, 'wireProtocol.mjs'), install.wireProtocol, '0'],
			{ cwd: install.dir, env: cleanNpmEnv(), logFile, waitFor: /listening (\d+)/ },
		);
		children.push(mongo.child);
		const mongoPort = Number((await mongo.line)[1]);
		const mongoUri = `mongodb://127.0.0.1:${mongoPort}/real-server-tests`;

		if (!withApi) return { mongoUri, engineUrl, logFile, runDir, api: run.api, stop };

		const port = await freePort();
		const opampPort = await freePort();
		const url = `http://127.0.0.1:${port}`;
		const started = Date.now();
		const serverEnv = {
			MONGO_URI: mongoUri,
			PORT: String(port),
			OPAMP_PORT: String(opampPort),
			NODE_ENV: 'production',
			USAGE_STATS_ENABLED: 'false',
			FRONTEND_URL: `http://localhost:${port}`,
			EXPRESS_SESSION_SECRET: crypto.randomBytes(24).toString('hex'),
			WEBHOOK_HOSTNAME_ALLOWLIST: '127.0.0.1',
		};
		const api = startChild(engine.node, [install.tsx, 'src/index.ts'], {
			cwd: run.api,
			env: cleanNpmEnv(serverEnv),
			logFile,
		});
		children.push(api.child);
		for (;;) {
			if (api.child.exitCode !== null)
				throw new Error(`the real server exited with ${api.child.exitCode}; see ${logFile}`);
			if (Date.now() - started > READY_TIMEOUT_MS)
				throw new Error(
					`the real server was not ready after ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`,
				);
			const ready = await request(url, 'GET', '/ready').catch(() => null);
			if (ready && ready.status === 200) break;
			await sleep(250);
		}
		const readySeconds = (Date.now() - started) / 1000;

		const user = await registerUser(url);
		// the server's alert checker, as its scheduler runs it: the same code, environment and
		// Node, one pass per run (RUN_SCHEDULED_TASKS_EXTERNALLY), its output into the log
		const checker = {
			node: engine.node,
			args: [install.tsx, 'src/tasks/index.ts', 'check-alerts'],
			cwd: run.api,
			env: { ...serverEnv, RUN_SCHEDULED_TASKS_EXTERNALLY: 'true' },
			logFile,
		};
		return { url, mongoUri, engineUrl, logFile, readySeconds, ...user, checker, stop };
	} catch (error) {
		await stop();
		throw error;
	}
}

/** The first user of the server (its team's owner) and its access key. */
async function registerUser(url) {
	const email = `owner-${crypto.randomBytes(4).toString('hex')}@example.com`;
	const password = `Aa1!${crypto.randomBytes(12).toString('hex')}`;
	const registered = await request(url, 'POST', '/register/password', {
		body: { email, password, confirmPassword: password },
	});
	if (registered.status !== 200)
		throw new Error(`registration answered ${registered.status}: ${registered.text.slice(0, 300)}`);
	const session = await login(url, email, password);
	const me = await request(url, 'GET', '/me', { cookie: session });
	const key = me.json?.accessKey;
	if (me.status !== 200 || typeof key !== 'string')
		throw new Error(`GET /me answered ${me.status} without an access key`);
	return { email, key, session, teamId: me.json.team?._id ?? me.json.team?.id ?? me.json.team };
}

async function login(url, email, password) {
	const response = await request(url, 'POST', '/login/password', { body: { email, password } });
	const cookie = (response.headers.getSetCookie?.() ?? [])
		.map((line) => line.split(';')[0])
		.join('; ');
	if (!cookie) throw new Error(`login answered ${response.status} without a session cookie`);
	return cookie;
}

/**
 * Another user of the same team, with its own access key: an invitation by `owner`, accepted
 * through the setup link.
 */
async function inviteUser(url, owner) {
	const email = `member-${crypto.randomBytes(4).toString('hex')}@example.com`;
	const invited = await request(url, 'POST', '/api/v2/team/invitation', {
		key: owner.key,
		body: { email },
	});
	const token =
		invited.json?.data?.url?.match(/\/join-team\?token=([^&]+)/)?.[1] ??
		invited.json?.url?.match(/token=([^&]+)/)?.[1];
	if (!token)
		throw new Error(`the invitation answered ${invited.status}: ${invited.text.slice(0, 300)}`);
	const password = `Aa1!${crypto.randomBytes(12).toString('hex')}`;
	const setup = await request(url, 'POST', `/team/setup/${token}`, {
		body: { password, confirmPassword: password },
	});
	if (setup.status >= 400)
		throw new Error(`the team setup answered ${setup.status}: ${setup.text.slice(0, 300)}`);
	const session = await login(url, email, password);
	const me = await request(url, 'GET', '/me', { cookie: session });
	if (typeof me.json?.accessKey !== 'string')
		throw new Error(`GET /me of the invited user answered ${me.status}`);
	return { email, key: me.json.accessKey };
}

module.exports = { startRealServer, inviteUser, request, freePort, sleep };
