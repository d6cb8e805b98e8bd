#!/usr/bin/env node
'use strict';
// `npm run test:real`: the node against the real self-hosted server's own code.
//
//  1. the server's runtime dependencies and the in-memory MongoDB wire-protocol server, and the
//     columnar database's engine with Node 22, installed once into the project's cache
//     (scripts/real/install.js)
//  2. the columnar database (scripts/real/columnarFront.mjs: the engine behind its HTTP
//     interface; its tables from the server's seed SQL), the wire-protocol server
//     (scripts/real/wireProtocol.mjs, its two gaps closed) and the real server, unmodified,
//     with tsx on Node 22, on 127.0.0.1; a user registered, its key read, more users of its
//     team invited for more keys (scripts/real/server.js)
//  3. the checks: the jest suites test/real/*.real.ts, through n8n-core's real engine, each
//     operation against the real server and the emulator, their answers compared
//  4. everything it started stopped, also after a failure or Ctrl-C
//
// Environment: OBS_REAL_SERVER_SOURCE (the server's repository at the tested commit; default
// ../shared/realserver/source), OBS_E2E_CACHE (cache root). See docs/real-server.md.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');
const { ensureRealServer, ensureEngine } = require('./install');
const { checkSource } = require('./sourceDigest');
const { startRealServer, inviteUser } = require('./server');
const { createReporter } = require('../e2e/reporter');
const { operationCells, builtDescription, missingCells } = require('./operationCells');

const REPO = path.resolve(__dirname, '../..');
/** Keys of the same team: the owner's for the node, the others for setup and the refusals. */
const EXTRA_USERS = 6;

// The checks are jest's: this run logs, and closes with the counts of its report.
const { log } = createReporter({ tag: 'real', command: 'test:real' });

let server = null;
let jest = null;
let interrupted = false;

async function main() {
	const started = Date.now();
	const install = await ensureRealServer(REPO, { log });
	log(
		install.cached
			? `install: cached (${install.sizeMB} MB, installed in ${install.installSeconds} s)`
			: `install: ${install.installSeconds} s, ${install.sizeMB} MB`,
	);
	const engine = await ensureEngine({ log });
	log(
		engine.cached
			? `engine install: cached (${engine.sizeMB} MB, installed in ${engine.installSeconds} s)`
			: `engine install: ${engine.installSeconds} s, ${engine.sizeMB} MB`,
	);
	log(`install step: ${((Date.now() - started) / 1000).toFixed(1)} s`);
	const source = checkSource(install.source.dir);
	log(
		`the server's source is commit ${source.commit} (API package ${source.apiVersion}): ${source.files} files, their digest matches`,
	);
	log(`starting the real server from ${install.source.dir}`);
	server = await startRealServer(install, { log, engine });
	log(
		`the real server answered /ready after ${server.readySeconds.toFixed(1)} s (log: ${server.logFile})`,
	);
	const members = [];
	for (let i = 0; i < EXTRA_USERS; i++) members.push(await inviteUser(server.url, server));
	log(`a user registered and ${members.length} more invited into its team, each with its own key`);

	// the by-value suite reads the operations' parameters from the built description (dist/)
	if (builtIsStale()) {
		log('building the package (npm run build): the checks read the built node description');
		const build = require('child_process').spawnSync('npm', ['run', 'build'], {
			cwd: REPO,
			encoding: 'utf8',
		});
		if (build.status !== 0)
			throw new Error(`npm run build failed:\n${(build.stdout + build.stderr).slice(-2000)}`);
	}

	const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-real-report-'));
	const jsonFile = path.join(reportDir, 'jest.json');
	// what scripts/real/checker.js needs to run the server's alert checker (its environment
	// holds the session secret of this run: the file is the user's only)
	const checkerFile = path.join(reportDir, 'checker.json');
	fs.writeFileSync(checkerFile, JSON.stringify(server.checker), { mode: 0o600 });
	const args = [
		require.resolve('jest/bin/jest', { paths: [REPO] }),
		'--runInBand',
		'--testMatch',
		'**/test/real/**/*.real.ts',
		'--json',
		`--outputFile=${jsonFile}`,
		...process.argv.slice(2),
	];
	const status = await new Promise((resolve) => {
		jest = spawn(process.execPath, args, {
			cwd: REPO,
			stdio: 'inherit',
			env: {
				...process.env,
				OBS_REAL_URL: server.url,
				OBS_REAL_KEYS: JSON.stringify([server.key, ...members.map((member) => member.key)]),
				OBS_REAL_MONGO_URI: server.mongoUri,
				OBS_REAL_NODE_MODULES: install.nodeModules,
				OBS_REAL_REPORT: reportDir,
				OBS_REAL_ENGINE_URL: server.engineUrl,
				OBS_REAL_CHECKER: checkerFile,
				OBS_REAL_SOURCE_DIR: install.source.dir,
			},
		});
		jest.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
	});
	jest = null;

	const results = fs.existsSync(jsonFile) ? JSON.parse(fs.readFileSync(jsonFile, 'utf8')) : null;
	let passed = results?.numPassedTests ?? 0;
	let failed = results ? results.numFailedTests + results.numRuntimeErrorTestSuites : 1;
	printReport(reportDir);
	// one more check when every suite ran: every self-hosted operation cell of the built
	// description ran against the real server
	if (process.argv.length <= 2) {
		const cells = operationCells(builtDescription(REPO));
		const missing = missingCells(cells, reportEntries(reportDir, 'operation'));
		const planted = missingCells([...cells, 'planted:cell'], reportEntries(reportDir, 'operation'));
		const holds = missing.length === 0 && planted.length === 1 && planted[0] === 'planted:cell';
		console.log(
			`  operation cells: ${cells.length - missing.length} of the ${cells.length} self-hosted cells of the built description ran against the real server${missing.length ? `; without a case: ${missing.join(', ')}` : ''}`,
		);
		if (holds) passed++;
		else failed++;
	}
	fs.rmSync(reportDir, { recursive: true, force: true });
	return { passed, failed, status };
}

/** Whether dist/ is missing or older than a file of nodes/ or credentials/. */
function builtIsStale() {
	const built = path.join(REPO, 'dist/nodes/ObservabilityPipes/ObservabilityPipes.node.js');
	if (!fs.existsSync(built)) return true;
	const builtAt = fs.statSync(built).mtimeMs;
	const newer = (dir) =>
		fs
			.readdirSync(dir, { withFileTypes: true })
			.some((entry) =>
				entry.isDirectory()
					? newer(path.join(dir, entry.name))
					: fs.statSync(path.join(dir, entry.name)).mtimeMs > builtAt,
			);
	return ['nodes', 'credentials'].some((dir) => newer(path.join(REPO, dir)));
}

/** The entries the suites wrote (test/real/support.ts, report()), of one kind or all. */
function reportEntries(dir, kind) {
	const entries = fs
		.readdirSync(dir)
		.filter((file) => file.endsWith('.jsonl'))
		.flatMap((file) =>
			fs
				.readFileSync(path.join(dir, file), 'utf8')
				.split('\n')
				.filter(Boolean)
				.map((line) => JSON.parse(line)),
		);
	return kind ? entries.filter((entry) => entry.kind === kind) : entries;
}

/** The figures the suites wrote (test/real/support.ts, report()). */
function printReport(dir) {
	const entries = reportEntries(dir);
	const of = (kind) => entries.filter((entry) => entry.kind === kind);
	const differences = of('difference');
	const listed = differences.filter((entry) => entry.listed);
	console.log('\nreal server figures:');
	console.log(
		`  node vs real server: ${of('compared').length} checks compared with the emulator, ${differences.length} differences (${listed.length} listed in docs/real-server.md, ${differences.length - listed.length} not)`,
	);
	const byId = new Map();
	for (const entry of listed) byId.set(entry.listed, (byId.get(entry.listed) ?? 0) + 1);
	for (const [id, count] of byId) console.log(`    listed ${id}: ${count}`);
	const outside = of('outsideDocument');
	console.log(
		`  the real server's exchanges against its published document (with the contract check's widenings): ${outside.length} outside it`,
	);
	for (const entry of outside) console.log(`    ${entry.line.slice(0, 300)}`);
	for (const entry of differences.filter((item) => !item.listed))
		console.log(`    NOT LISTED (${entry.check}): ${entry.line}`);
	for (const entry of of('refusals')) {
		console.log(
			`  pre-send refusals judged by the real server: ${entry.refused} inputs the node refuses, ${entry.realRefused} refused by the real server too, ${entry.realAccepted} accepted by it (${entry.harmListed} of them listed as preventing harm, ${entry.realAccepted - entry.harmListed} defects), ${entry.notRequests} node parameters that are no request`,
		);
		for (const [id, count] of Object.entries(entry.byHarm ?? {}))
			console.log(`    listed ${id}: ${count}`);
	}
	// the alert loop's figures (test/real/alertLoop.real.ts)
	for (const entry of of('alertLoop')) console.log(`  alert loop: ${entry.line}`);
	// concurrent publishing on one alert (test/real/channels.real.ts)
	for (const entry of of('channels')) console.log(`  concurrent publishing: ${entry.line}`);
	const limited = of('rateLimit').reduce((sum, entry) => sum + entry.count, 0);
	console.log(
		`  rate limit: the real server answered 429 ${limited} times; the node waited and repeated each request`,
	);
	const cases = of('valueCase');
	if (cases.length)
		console.log(
			`  chart and search by value: ${cases.length} cases on the real server and the emulator, ${cases.filter((entry) => entry.differs).length} with a difference (${cases.filter((entry) => entry.differs && entry.listed).length} listed)`,
		);
}

/** Stops what this run started; every caller (the end, a failure, a signal) awaits the same stop. */
let stopping = null;
function shutdown() {
	stopping ??= (async () => {
		if (jest) jest.kill('SIGTERM');
		if (server) await server.stop();
	})();
	return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM'])
	process.on(signal, () => {
		if (interrupted) return;
		interrupted = true;
		log(`${signal}: stopping what this run started`);
		shutdown().finally(() => {
			console.log('0 passed, 1 failed');
			process.exit(130);
		});
	});

main()
	.then(async ({ passed, failed, status }) => {
		const logFile = server?.logFile;
		await shutdown();
		if (interrupted) return;
		// the server's log is kept (in the temporary folder) only when something failed
		if (logFile && failed === 0 && status === 0) fs.rmSync(logFile, { force: true });
		log('stopped the real server, the wire-protocol server and the columnar database');
		console.log(`${passed} passed, ${failed} failed`);
		process.exit(failed === 0 && status === 0 ? 0 : 1);
	})
	.catch(async (error) => {
		console.error(`test:real failed: ${error.message}`);
		await shutdown();
		if (interrupted) return;
		console.log('0 passed, 1 failed');
		process.exit(1);
	});
