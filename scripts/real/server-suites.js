#!/usr/bin/env node
'use strict';
// `npm run test:real:server-suites` (not in CI): the self-hosted server's OWN test suites that
// need the columnar database, run against the project's front (scripts/real/columnarFront.mjs)
// and the wire-protocol server, to prove the front: the API v2 integration tests
// (packages/api/src/routers/external-api/__tests__, charts and search among them) and the
// alert checker's (packages/api/src/tasks/checkAlerts/__tests__), with the server's own jest
// configuration for integration tests (jest.int.config.js, jest.setup.ts) on Node 22.
//
//  1. the installs of test:real (scripts/real/install.js), plus the test tools of the server's
//     own package.json (jest, ts-jest, supertest; versions from its yarn.lock) in a cache
//     folder of their own, linked into the run's node_modules
//  2. the server's code with its tests copied into a run folder; the columnar database (its
//     tables from the seed SQL) and the wire-protocol server started (scripts/real/server.js)
//  3. the server's .env.test read with its defaults, the engine's address and user and the
//     database's address put in (no variable name of the server is spelled here: they are
//     found by their values), handed to jest in the environment
//  4. jest with the server's integration configuration (type checks off: the server's type
//     packages are not installed; the code runs as it is); prints `N passed, M failed`
//
// Usage: node scripts/real/server-suites.js [extra jest arguments, e.g. a test path pattern]
const fs = require('fs');
const os = require('os');
const path = require('path');
const crypto = require('crypto');
const { spawn, spawnSync } = require('child_process');
const { ensureRealServer, ensureEngine, yarnVersions } = require('./install');
const { startRealServer } = require('./server');
const { cacheRoot, cleanNpmEnv } = require('../e2e/cache');
const { createReporter } = require('../e2e/reporter');

const REPO = path.resolve(__dirname, '../..');
const SUITES = ['src/routers/external-api/__tests__', 'src/tasks/checkAlerts/__tests__'];
/** The server's test tools these suites need (its devDependencies), at its locked versions. */
const TEST_TOOLS = ['jest', 'ts-jest', 'supertest', 'dotenv', 'dotenv-expand', 'pino-pretty'];

const { log } = createReporter({ tag: 'suites', command: 'test:real:server-suites' });

/** The test tools, installed once into <cache>/real-server-suites-<hash>. */
function ensureTestTools(source) {
	const locked = yarnVersions(source.yarnLock);
	const wanted = { ...source.apiPackage.devDependencies, ...source.apiPackage.dependencies };
	const dependencies = {};
	for (const name of TEST_TOOLS) {
		const range = wanted[name] ?? '*';
		const exact = locked.byKey.get(`${name}@npm:${range}`);
		const versions = [...(locked.byName.get(name) ?? [])];
		dependencies[name] = exact ?? versions.sort().at(-1) ?? range;
	}
	// ts-jest compiles with the project's TypeScript version range of the server's tools
	dependencies.typescript = '5.9.3';
	const pkg = JSON.stringify({ name: 'real-server-suites', private: true, dependencies }, null, 2);
	const hash = crypto.createHash('sha256').update(pkg).digest('hex').slice(0, 12);
	const dir = path.join(cacheRoot(), `real-server-suites-${hash}`);
	if (fs.existsSync(path.join(dir, '.complete'))) return { dir, cached: true };
	fs.rmSync(dir, { recursive: true, force: true });
	fs.mkdirSync(dir, { recursive: true });
	fs.writeFileSync(path.join(dir, 'package.json'), pkg + '\n');
	log(`installing the server's test tools into ${dir} (${Object.keys(dependencies).join(', ')})`);
	const started = Date.now();
	const install = spawnSync(
		'npm',
		[
			'install',
			'--ignore-scripts',
			'--legacy-peer-deps',
			'--no-audit',
			'--no-fund',
			'--loglevel=warn',
		],
		{ cwd: dir, env: cleanNpmEnv(), encoding: 'utf8' },
	);
	if (install.status !== 0)
		throw new Error(`installing the test tools failed:\n${(install.stderr || '').slice(-2000)}`);
	fs.writeFileSync(path.join(dir, '.complete'), new Date().toISOString() + '\n');
	log(`  installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
	return { dir, cached: false };
}

/** Links every top-level package of the tools folder into the run's node_modules (where absent). */
function linkTools(toolsDir, runDir) {
	const target = path.join(runDir, 'node_modules');
	fs.mkdirSync(target, { recursive: true });
	const from = path.join(toolsDir, 'node_modules');
	for (const entry of fs.readdirSync(from)) {
		if (entry.startsWith('.')) continue;
		const names = entry.startsWith('@')
			? fs.readdirSync(path.join(from, entry)).map((name) => `${entry}/${name}`)
			: [entry];
		for (const name of names) {
			const link = path.join(target, name);
			if (fs.existsSync(link)) continue;
			fs.mkdirSync(path.dirname(link), { recursive: true });
			fs.symlinkSync(path.join(from, name), link, 'dir');
		}
	}
}

/** `${NAME:-default}` and `${NAME}` in a value of an env file. */
function expand(value, env) {
	return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g, (_, name, fallback) =>
		env[name] !== undefined && env[name] !== '' ? env[name] : (fallback ?? ''),
	);
}

/**
 * The server's .env.test with the run's addresses: the variable whose value is an http
 * address on localhost is the engine's (its user and password are the variables of the same
 * prefix); the one with a mongodb:// address is the database's.
 */
function testEnvironment(file, { engineUrl, mongoUri }) {
	const env = {};
	for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
		const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
		if (!match) continue;
		env[match[1]] = expand(match[2].replace(/^"(.*)"$/, '$1'), env);
	}
	const engineVar = Object.keys(env).find((name) => /^http:\/\/localhost:\d+$/.test(env[name]));
	const mongoVar = Object.keys(env).find((name) => env[name].startsWith('mongodb://'));
	if (!engineVar || !mongoVar)
		throw new Error(`${file} names no engine address or no database address`);
	const prefix = engineVar.replace(/_HOST$/, '');
	env[engineVar] = engineUrl;
	if (`${prefix}_USER` in env) env[`${prefix}_USER`] = 'default';
	if (`${prefix}_PASSWORD` in env) env[`${prefix}_PASSWORD`] = '';
	env[mongoVar] = mongoUri;
	return env;
}

let server = null;
let jest = null;

async function main() {
	const started = Date.now();
	const install = await ensureRealServer(REPO, { log });
	const engine = await ensureEngine({ log });
	const tools = ensureTestTools(install.source);
	server = await startRealServer(install, { log, engine, withApi: false, withTests: true });
	const runDir = path.dirname(path.dirname(server.api));
	linkTools(tools.dir, runDir);
	const env = testEnvironment(path.join(server.api, '.env.test'), server);
	// the server's integration configuration, with its env-file loader replaced by the
	// environment above and type checks off (its type packages are not installed)
	const config = path.join(server.api, 'jest.suites.config.js');
	fs.writeFileSync(
		config,
		`const base = require('./jest.int.config.js');
const tsJest = ['ts-jest', { tsconfig: { rootDir: './src', allowJs: true }, diagnostics: false, isolatedModules: true }];
module.exports = {
	...base,
	setupFiles: [],
	transform: { '^.+\\\\.[tj]sx?$': tsJest, '^.+\\\\.mjs$': tsJest },
};
`,
	);
	const reportFile = path.join(os.tmpdir(), `obs-server-suites-${process.pid}.json`);
	const jestBin = path.join(runDir, 'node_modules/jest/bin/jest.js');
	log(`running the server's suites: ${SUITES.join(', ')} (Node 22, --runInBand)`);
	const status = await new Promise((resolve) => {
		jest = spawn(
			engine.node,
			[
				jestBin,
				'--config',
				config,
				'--runInBand',
				'--ci',
				'--forceExit',
				'--json',
				`--outputFile=${reportFile}`,
				...SUITES,
				...process.argv.slice(2),
			],
			{
				cwd: server.api,
				env: { ...cleanNpmEnv(), ...env, JEST_RETRY_TIMES: '0' },
				stdio: ['ignore', 'inherit', 'inherit'],
			},
		);
		jest.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
	});
	jest = null;
	const results = fs.existsSync(reportFile)
		? JSON.parse(fs.readFileSync(reportFile, 'utf8'))
		: null;
	fs.rmSync(reportFile, { force: true });
	const bySuite = (results?.testResults ?? []).map((suite) => ({
		file: path.relative(server.api, suite.name),
		passed: suite.assertionResults.filter((test) => test.status === 'passed').length,
		failed: suite.assertionResults.filter((test) => test.status === 'failed').length,
	}));
	console.log("\nthe server's own suites against the project's front:");
	for (const suite of bySuite)
		console.log(`  ${suite.file}: ${suite.passed} passed, ${suite.failed} failed`);
	log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
	return {
		passed: results?.numPassedTests ?? 0,
		failed: results ? results.numFailedTests + results.numRuntimeErrorTestSuites : 1,
		status,
	};
}

async function shutdown() {
	if (jest) jest.kill('SIGTERM');
	if (server) await server.stop();
}
for (const signal of ['SIGINT', 'SIGTERM'])
	process.on(signal, () => shutdown().finally(() => process.exit(130)));

main()
	.then(async ({ passed, failed, status }) => {
		await shutdown();
		console.log(`${passed} passed, ${failed} failed`);
		process.exit(failed === 0 && status === 0 ? 0 : 1);
	})
	.catch(async (error) => {
		console.error(`test:real:server-suites failed: ${error.message}`);
		await shutdown();
		console.log('0 passed, 1 failed');
		process.exit(1);
	});
