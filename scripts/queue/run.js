#!/usr/bin/env node
'use strict';
// `npm run test:queue`: this package in n8n's queue mode, installed as users get it.
//
//  1. Debian's redis-server and postgresql (apt-get, once), the pinned n8n + Node 24 (the
//     e2e cache), build + npm pack
//  2. PostgreSQL and Redis as this run's own processes on free loopback ports, the emulator
//  3. one main (`n8n start`) and two workers (`n8n worker`), EXECUTIONS_MODE=queue, each
//     with the unpacked tarball in its user folder
//  4. the checks: (1) reads run on the workers, same items as in one process; (2) the
//     polling trigger reports every change once across restarts of main and the workers,
//     its static data in PostgreSQL; (3) the webhook trigger, when the package has it;
//     (4) twenty executions at once under the cloud limit; (5) no secret in any log
//  5. the report with the figures: docs/scale.md with `--write` (`npm run docs:scale`), else
//     scale.md in the run folder (so that `npm run test:queue`, in CI too, leaves the checkout
//     as it found it); the logs stay in the run folder (printed)
//
// Environment: OBS_E2E_CACHE (cache root), OBS_QUEUE_KEEP=1 (keep user folders and the
// database too), OBS_QUEUE_TIMEOUT (seconds for the steps after the installs, default 600).
const assert = require('assert');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');
const { ensureN8n, layout } = require('../e2e/cache');
const { answerOf, freePort, jsonFromOutput, tail, stopAll, sleep } = require('../e2e/n8n');
const E2E = require('../e2e/workflows');
const { ensureDebianPackages, startPostgres, startRedis, postgresBin } = require('./services');
const { startEmulatorProcess } = require('./emulator');
const { createCluster } = require('./cluster');
const Q = require('./workflows');
const { writeScaleDoc } = require('./report');
const { createReporter } = require('../e2e/reporter');

const REPO = path.resolve(__dirname, '../..');
const report = createReporter({ tag: 'queue', command: 'test:queue' });
const { log, check, skip, results } = report;
const figures = { workers: 2, timings: {} };
const cleanups = [];
let interrupted = false;

async function timed(label, work) {
	const at = Date.now();
	try {
		return await work();
	} finally {
		figures.timings[label] = (Date.now() - at) / 1000;
	}
}

const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** Execution id -> worker name, from each worker's log line `Worker started execution <id>`. */
function executionsByWorker(workers) {
	const byExecution = new Map();
	for (const worker of workers) {
		for (const match of stripAnsi(worker.logText()).matchAll(/Worker started execution (\d+)/g))
			byExecution.set(match[1], worker.name);
	}
	return byExecution;
}

async function postWebhook(main, route, body) {
	const response = await fetch(`${main.url}/webhook/${route}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(body),
		signal: AbortSignal.timeout(240000),
	});
	return await answerOf(response);
}

const asItems = (json) =>
	Array.isArray(json) ? json : json && typeof json === 'object' ? [json] : [];
const roundTrip = (value) => JSON.parse(JSON.stringify(value));

async function waitFor(what, probe, { timeoutMs, intervalMs = 500 }) {
	const until = Date.now() + timeoutMs;
	for (;;) {
		const value = await probe();
		if (value) return value;
		if (Date.now() > until)
			throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
		await sleep(intervalMs);
	}
}

/** Check (1): each read through a production webhook, on a worker, against the same read in one process. */
async function checkReads({ cluster, db, reads, engine }) {
	figures.reads = [];
	for (const read of reads) {
		const before = new Set(
			(
				await db.query('SELECT id FROM execution_entity WHERE "workflowId" = $1', [
					read.workflow.id,
				])
			).rows.map((row) => String(row.id)),
		);
		const answer = await postWebhook(cluster.main, read.path, { items: read.input });
		const items = asItems(answer.json);
		const local = await engine.runNode({
			parameters: read.parameters,
			credentials: read.credentials,
			input: read.input,
			continueOnFail: true,
		});
		const expected = roundTrip(local.json('Node'));
		let same = false;
		let difference = '';
		try {
			assert.deepStrictEqual(items, expected);
			same = true;
		} catch (error) {
			difference = error.message.slice(0, 400);
		}
		const rows = (
			await db.query(
				'SELECT id, status, mode FROM execution_entity WHERE "workflowId" = $1 ORDER BY id',
				[read.workflow.id],
			)
		).rows.filter((row) => !before.has(String(row.id)));
		const execution = rows[rows.length - 1];
		const worker = execution
			? executionsByWorker(cluster.workers).get(String(execution.id))
			: undefined;
		figures.reads.push({
			label: read.label,
			items: items.length,
			same,
			executionId: execution && execution.id,
			worker,
		});
		log(
			`  ${read.label}: HTTP ${answer.status}, ${items.length} items, execution ${execution ? `${execution.id} (${execution.status}, ${execution.mode})` : 'none'} on ${worker ?? 'no worker'}`,
		);
		check(
			`(1) ${read.label}: the webhook answers with one item per input, none an error`,
			answer.status === 200 &&
				items.length === read.input.length &&
				items.every((item) => !item.error),
			`${answer.status} ${answer.text.slice(0, 300)}`,
		);
		check(
			`(1) ${read.label}: the same items as the same read in one process`,
			same && expected.length === read.input.length,
			difference || `${expected.length} items in one process`,
		);
		check(
			`(1) ${read.label}: the execution ran on a worker (its log: "Worker started execution ${execution && execution.id}") and succeeded`,
			execution && worker && execution.status === 'success',
			JSON.stringify(execution),
		);
	}
}

/** Check (4): twenty executions of cloud reads at once under the emulator's real cloud limit. */
async function checkBurst({ cluster, db, emulator, burst, seed, logDir }) {
	const limit = 10;
	const windowMs = 10000;
	const executions = 20;
	const itemsEach = 3;
	await emulator.configure({ rateLimit: { cloud: { enabled: true, limit, windowMs } } });
	const since = (await emulator.requests()).reduce((max, entry) => Math.max(max, entry.seq), 0);
	const before = new Set(
		(
			await db.query('SELECT id FROM execution_entity WHERE "workflowId" = $1', [burst.workflow.id])
		).rows.map((row) => String(row.id)),
	);
	const answers = await Promise.all(
		Array.from({ length: executions }, (_, index) => {
			const input = Array.from({ length: itemsEach }, (__, item) => ({
				id: seed.SEED.cloudAlerts[(index + item) % seed.SEED.cloudAlerts.length],
			}));
			return postWebhook(cluster.main, burst.path, { items: input });
		}),
	);
	await emulator.configure({ rateLimit: { cloud: { enabled: false } } });
	const requests = (await emulator.requests({ since })).filter(
		(entry) => entry.deployment === 'cloud',
	);
	// Kept for reading the pacing afterwards (headers left out: they carry the credentials).
	fs.writeFileSync(
		path.join(logDir, 'burst-requests.json'),
		JSON.stringify(
			requests.map(({ seq, time, method, path: route, status }) => ({
				seq,
				time,
				method,
				path: route,
				status,
			})),
			null,
			1,
		),
	);
	const items = answers.flatMap((answer) => asItems(answer.json));
	const failedItems =
		items.filter((item) => item.error).length +
		answers.filter((answer) => answer.status !== 200).length * itemsEach;
	const rows = (
		await db.query('SELECT id, status FROM execution_entity WHERE "workflowId" = $1', [
			burst.workflow.id,
		])
	).rows.filter((row) => !before.has(String(row.id)));
	const workers = executionsByWorker(cluster.workers);
	const byWorker = {};
	for (const row of rows) {
		const name = workers.get(String(row.id)) ?? 'not on a worker';
		byWorker[name] = (byWorker[name] ?? 0) + 1;
	}
	const accepted = requests.filter((entry) => entry.status !== 429);
	const rejected = requests.length - accepted.length;
	const times = requests.map((entry) => entry.time);
	const elapsedMs = times.length ? Math.max(...times) - Math.min(...times) : 0;
	const bestMs = (Math.ceil((executions * itemsEach) / limit) - 1) * windowMs;
	figures.burst = {
		executions,
		itemsEach,
		limit,
		windowMs,
		items: items.length,
		failedItems,
		failedExecutions: rows.filter((row) => row.status !== 'success').length,
		byWorker,
		requests: requests.length,
		rejected,
		elapsedMs,
		bestMs,
		throughput: elapsedMs ? bestMs / elapsedMs : 0,
	};
	log(
		`  ${executions} executions: ${items.length} items, ${failedItems} failed, ${requests.length} requests, ${rejected} x 429, ${(elapsedMs / 1000).toFixed(1)} s (best ${bestMs / 1000} s); by worker ${JSON.stringify(byWorker)}`,
	);
	check(
		`(4) ${executions} executions at once under ${limit} requests / ${windowMs / 1000} s: every item read, 0 failed`,
		items.length === executions * itemsEach && failedItems === 0,
		`${items.length} items, ${failedItems} failed; statuses ${answers.map((answer) => answer.status).join(',')}`,
	);
	check(
		`(4) all ${executions} executions succeeded, spread over both workers`,
		rows.length === executions &&
			rows.every((row) => row.status === 'success') &&
			cluster.workers.every((worker) => byWorker[worker.name] > 0),
		JSON.stringify(byWorker),
	);
	check(
		`(4) the workers together kept to the limit: no more requests accepted in any window than it allows`,
		maxInAnyWindow(accepted, windowMs) <= limit,
		`max ${maxInAnyWindow(accepted, windowMs)}`,
	);
}

/** The most accepted requests in any window as the emulator counts them (starting at a window's first request). */
function maxInAnyWindow(entries, windowMs) {
	const times = entries.map((entry) => entry.time).sort((a, b) => a - b);
	let max = 0;
	let start = -Infinity;
	let count = 0;
	for (const time of times) {
		if (time >= start + windowMs) {
			start = time;
			count = 0;
		}
		count++;
		max = Math.max(max, count);
	}
	return max;
}

async function alertState(emulator, seed, id) {
	const response = await fetch(`${emulator.url}/api/v2/alerts/${id}`, {
		headers: { authorization: `Bearer ${seed.DEMO_SELF_HOSTED_API_KEY}` },
	});
	const body = await response.json();
	return body.data.state;
}

const flip = (state) => (state === 'ALERT' ? 'OK' : 'ALERT');

/** Polls of the trigger's list seen by the emulator since `since` (ms). */
async function triggerPolls(emulator, since) {
	return (await emulator.requests({ method: 'GET' })).filter(
		(entry) =>
			entry.deployment === 'selfHosted' &&
			/^\/api\/v2\/alerts\/?(\?|$)/.test(entry.path) &&
			entry.time >= since,
	);
}

async function staticDataOf(db, workflowId) {
	const row = (
		await db.query('SELECT "staticData" FROM workflow_entity WHERE id = $1', [workflowId])
	).rows[0];
	return row ? row.staticData : undefined;
}

/** Check (2): the polling trigger on main, across restarts of main and of the workers. */
async function checkTrigger({ cluster, db, emulator, seed, trigger, firstChange }) {
	const changes = [firstChange];
	const capture = async () => (await emulator.captures('changes')).map((entry) => entry.body);
	const mainStartedAt = cluster.main.startedAt;

	log('  waiting for the cron poll to report the first change');
	await waitFor('the first change to be reported', async () => (await capture()).length >= 1, {
		timeoutMs: 100000,
	});
	const staticData = await waitFor(
		'the static data saved in PostgreSQL',
		async () => {
			const data = await staticDataOf(db, trigger.workflow.id);
			return data && JSON.stringify(data).includes(firstChange.id) ? data : undefined;
		},
		{ timeoutMs: 20000 },
	).catch(() => undefined);
	const staticText = staticData ? JSON.stringify(staticData) : '';
	check(
		'(2) after the first report, the trigger\'s static data is in PostgreSQL (workflow_entity."staticData") and holds the changed alert',
		staticData && staticText.includes(firstChange.id) && staticText.includes('node:Alert Changed'),
		staticText.slice(0, 300),
	);

	log('  stopping both workers and main, changing two alerts, starting main');
	for (const worker of cluster.workers) await worker.stop();
	await cluster.main.stop();
	const [a, b] = trigger.ids;
	changes.push({ id: b, previousState: await alertState(emulator, seed, b) });
	changes[changes.length - 1].state = flip(changes[changes.length - 1].previousState);
	await emulator.setAlertState(b, changes[changes.length - 1].state);
	changes.push({ id: a, previousState: firstChange.state, state: firstChange.previousState });
	await emulator.setAlertState(a, firstChange.previousState);
	const restartedAt = Date.now();
	const seconds = await cluster.main.start();
	log(
		`  main restarted in ${seconds.toFixed(1)} s; its activation poll runs now, the workers are down`,
	);
	await waitFor(
		'the activation poll after the restart',
		async () => (await triggerPolls(emulator, restartedAt)).length > 0,
		{ timeoutMs: 30000 },
	);
	await sleep(4000);
	const whileDown = (await capture()).length - 1;
	check(
		'(2) with no worker running, the reported changes wait in the queue (no execution ran)',
		whileDown === 0,
		`${whileDown} ran`,
	);
	log('  starting the workers again');
	await Promise.all(cluster.workers.map((worker) => worker.start()));
	await waitFor(
		'the changes made while main was down',
		async () => (await capture()).length >= changes.length,
		{ timeoutMs: 60000 },
	).catch(() => undefined);

	log('  restarting main once more, nothing changed');
	await cluster.main.stop();
	const secondRestart = Date.now();
	await cluster.main.start();
	await waitFor(
		'the activation poll after the second restart',
		async () => (await triggerPolls(emulator, secondRestart)).length > 0,
		{ timeoutMs: 30000 },
	).catch(() => undefined);
	await sleep(6000);

	const reported = await capture();
	const key = (change) => `${change.id}:${change.previousState}->${change.state}`;
	const reportedKeys = reported.map(key);
	const expectedKeys = changes.map(key);
	const duplicates = reportedKeys.filter((entry, index) => reportedKeys.indexOf(entry) !== index);
	const missed = expectedKeys.filter((entry) => !reportedKeys.includes(entry));
	const extra = reportedKeys.filter((entry) => !expectedKeys.includes(entry));
	const workers = executionsByWorker(cluster.workers);
	const byWorker = {};
	for (const entry of reported) {
		const name = workers.get(String(entry.executionId)) ?? 'not on a worker';
		byWorker[name] = (byWorker[name] ?? 0) + 1;
	}
	const polls = (await triggerPolls(emulator, mainStartedAt)).length;
	figures.trigger = {
		ids: trigger.ids,
		changesMade: changes.length,
		changesWhileDown: changes.length - 1,
		reported: reported.length,
		duplicates: duplicates.length,
		missed: missed.length,
		polls,
		ranWhileWorkersDown: whileDown,
		byWorker,
		staticDataBytes: staticText.length,
		staticDataHeldChange: staticText.includes(firstChange.id),
	};
	log(
		`  changes made: ${expectedKeys.join(', ')}; reported: ${reportedKeys.join(', ')}; ${polls} polls`,
	);
	check(
		`(2) every change reported exactly once across the restarts (${changes.length} changes, one before and ${changes.length - 1} while main and the workers were down)`,
		duplicates.length === 0 &&
			missed.length === 0 &&
			extra.length === 0 &&
			reported.length === changes.length,
		`missed ${missed.join(', ') || 'none'}; twice ${duplicates.join(', ') || 'none'}; unexpected ${extra.join(', ') || 'none'}`,
	);
	check(
		"(2) the trigger's executions ran on the workers",
		reported.length > 0 && !byWorker['not on a worker'],
		JSON.stringify(byWorker),
	);
	const finalData = JSON.stringify((await staticDataOf(db, trigger.workflow.id)) ?? {});
	check(
		'(2) the static data in PostgreSQL moved on with the reports (it differs from the first saved copy)',
		finalData !== staticText && finalData.includes('node:Alert Changed'),
		finalData.slice(0, 200),
	);
}

/** Check (3): the webhook trigger; its delivery goes to main, its execution to a worker. */
async function checkWebhookTrigger({ cluster, emulator, seed, webhookTrigger }) {
	const name = '(3) the webhook trigger: a delivery through main starts an execution on a worker';
	if (!webhookTrigger) {
		skip(name, 'node not in package');
		figures.webhookTrigger = {
			skipped:
				'node not in package (`observabilityPipesWebhookTrigger` is not among the packed nodes)',
		};
		return;
	}
	const [alertId] = webhookTrigger.alertIds;
	const productionUrl = `${cluster.main.url}/webhook/`;
	// Activation (at main's start) registered a generic webhook pointing at main on the server.
	const listed = await fetch(`${emulator.url}/api/v2/webhooks`, {
		headers: { authorization: `Bearer ${seed.DEMO_SELF_HOSTED_API_KEY}` },
	}).then((response) => response.json());
	const registered = (listed.data || []).filter(
		(hook) => typeof hook.url === 'string' && hook.url.startsWith(productionUrl),
	);
	check(
		"(3) activation on main registered a webhook pointing at main's production URL",
		registered.length === 1,
		JSON.stringify(listed).slice(0, 300),
	);
	const previous = await alertState(emulator, seed, alertId);
	await emulator.setAlertState(alertId, flip(previous));
	const delivered = await waitFor(
		"the notification's execution",
		async () => (await emulator.captures('instant'))[0],
		{ timeoutMs: 60000 },
	).catch(() => undefined);
	const worker = delivered
		? executionsByWorker(cluster.workers).get(String(delivered.body.executionId))
		: undefined;
	figures.webhookTrigger = {
		figures: [
			['alert fired', alertId],
			['execution', delivered ? delivered.body.executionId : 'none'],
			['ran on', worker ?? 'no worker'],
		],
	};
	check(
		name,
		delivered && worker && delivered.body.alertId === alertId,
		JSON.stringify(delivered && delivered.body).slice(0, 300),
	);
}

/** Check (5): no secret value in any log file of the run. */
function checkSecrets({ logDir, secrets }) {
	const files = [];
	const walk = (dir) => {
		for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
			const file = path.join(dir, entry.name);
			if (entry.isDirectory()) walk(file);
			else files.push(file);
		}
	};
	walk(logDir);
	const found = [];
	for (const file of files) {
		const text = fs.readFileSync(file, 'utf8');
		for (const [label, value] of Object.entries(secrets)) {
			if (text.includes(value)) found.push(`${label} in ${path.relative(logDir, file)}`);
		}
	}
	figures.secrets = { count: Object.keys(secrets).length, files: files.length, found };
	check(
		`(5) no secret (${Object.keys(secrets).length} values) in any of the ${files.length} logs: n8n main and workers (debug), PostgreSQL, Redis, the emulator, the CLI`,
		files.length >= 6 && found.length === 0,
		found.join('; '),
	);
}

/** The secret values to look for: credentials, the Basic header value, every seeded pipe secret. */
async function secretValues(seed) {
	const { startEmulator } = require(path.join(REPO, 'test/emulator'));
	// A throwaway emulator (same deterministic seed) only to read the pipe secrets it stores.
	const scratch = await startEmulator({});
	const secrets = {
		'cloud key secret': seed.DEMO_CLOUD.keySecret,
		'cloud Basic credentials': Buffer.from(
			`${seed.DEMO_CLOUD.keyId}:${seed.DEMO_CLOUD.keySecret}`,
		).toString('base64'),
		'self-hosted API key': seed.DEMO_SELF_HOSTED_API_KEY,
	};
	try {
		for (const [pipeId, list] of scratch.store.pipeSecrets.entries()) {
			for (const { path: where, value } of list) {
				const walk = (node, trail) => {
					if (node && typeof node === 'object')
						for (const [key, inner] of Object.entries(node)) walk(inner, [...trail, key]);
					// Only values that are secrets (user names are not), long enough not to match by chance.
					else if (
						typeof node === 'string' &&
						/secret|password|key/i.test(trail[trail.length - 1]) &&
						node.length >= 6
					)
						secrets[`pipe ${pipeId} ${trail.join('.')}`] = node;
				};
				walk(value, where);
			}
		}
	} finally {
		await scratch.close();
	}
	return secrets;
}

function versionOf(command, args, pattern) {
	try {
		const match = pattern.exec(
			execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
		);
		return match ? match[1] : 'unknown';
	} catch {
		return 'unknown';
	}
}

async function main() {
	const budgetSeconds = Number(process.env.OBS_QUEUE_TIMEOUT || 600);
	const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-queue-'));
	fs.chmodSync(runDir, 0o755);
	const logDir = path.join(runDir, 'logs');
	fs.mkdirSync(logDir);
	log(`run folder ${runDir} (logs in ${logDir})`);
	let cluster;
	let db;
	let versions = { n8n: '?', node: '?', postgres: '?', redis: '?' };
	try {
		log('step 1: Debian packages, the pinned n8n, the packed package');
		const debian = await timed('Debian packages (apt-get, skipped when installed)', () =>
			ensureDebianPackages({
				logFile: path.join(logDir, 'apt.log'),
				log: (line) => log(`  ${line}`),
			}),
		);
		const n8nCached = fs.existsSync(layout().marker);
		const paths = await timed('n8n cache (installed once)', () =>
			ensureN8n({ log: (line) => log(`  ${line}`) }),
		);
		figures.installs = { debianInstalled: debian.installed, n8nInstalled: !n8nCached };
		const afterInstalls = Date.now();
		const watchdog = report.watchdog(budgetSeconds, {
			after: 'the installs',
			stop: () => cleanup().finally(finish),
		});
		const pack = await timed('build and npm pack', () => {
			E2E.buildPackage();
			return E2E.packPackage(runDir);
		});
		versions = {
			n8n: paths.n8nVersion,
			node: versionOf(paths.node, ['--version'], /v(\S+)/),
			postgres: versionOf(postgresBin('postgres'), ['--version'], /(\d+\.\d+)/),
			redis: versionOf('/usr/bin/redis-server', ['--version'], /v=(\S+)/),
		};
		log(
			`  ${path.basename(pack.tarball)} (${pack.files} files); n8n ${versions.n8n}, Node ${versions.node}, PostgreSQL ${versions.postgres}, Redis ${versions.redis}`,
		);

		log('step 2: PostgreSQL, Redis and the emulator');
		const postgres = await timed('PostgreSQL (initdb, start)', () =>
			startPostgres({
				dir: path.join(runDir, 'postgres'),
				logDir,
				log: (line) => log(`  ${line}`),
			}),
		);
		onCleanup(async () => postgres.stop());
		const redis = await startRedis({
			dir: path.join(runDir, 'redis'),
			logDir,
			log: (line) => log(`  ${line}`),
		});
		onCleanup(() => redis.stop());
		// `webhookAllowList`: the server delivers to loopback only when allowed (docs/api-notes.md#alert-notifications);
		// harmless for an emulator that does not know the option yet.
		const emulator = await startEmulatorProcess({
			options: { pipeTransitionMs: 300, webhookAllowList: ['127.0.0.1'] },
			logFile: path.join(logDir, 'emulator.log'),
		});
		onCleanup(() => emulator.stop());
		const seed = await emulator.seed();
		log(`  emulator at ${emulator.url}`);

		const { Client } = require(path.join(paths.dir, 'node_modules/pg'));
		db = new Client({
			host: '127.0.0.1',
			port: postgres.port,
			user: postgres.user,
			database: postgres.database,
		});
		await db.connect();

		log('step 3: the queue-mode cluster: main and two workers, the tarball in each user folder');
		cluster = await createCluster({
			paths,
			root: path.join(runDir, 'n8n'),
			logDir,
			tarball: pack.tarball,
			postgres,
			redis,
			log,
			stopping: () => interrupted,
		});
		onCleanup(() => stopAll());
		const installed = JSON.parse(
			fs.readFileSync(path.join(cluster.main.packageDir, 'package.json'), 'utf8'),
		);
		const nodeFiles = (installed.n8n && installed.n8n.nodes) || [];
		const hasWebhookTrigger = nodeFiles.some((file) => {
			const full = path.join(cluster.main.packageDir, file);
			return (
				fs.existsSync(full) &&
				/['"]observabilityPipesWebhookTrigger['"]/.test(fs.readFileSync(full, 'utf8'))
			);
		});

		const { createEngine } = require(path.join(REPO, 'scripts/demo/engine'));
		const engine = createEngine(emulator.url, {
			cloud: seed.DEMO_CLOUD,
			selfHostedApiKey: seed.DEMO_SELF_HOSTED_API_KEY,
		});
		const S = seed.SEED;
		const readOf = (kind, label, ids, credentials) => {
			const parameters = Q.readParameters(kind, S);
			const route = `obs-queue-${kind.toLowerCase()}`;
			const workflow = Q.readWorkflow({
				id: `queueRead${kind}`.slice(0, 16).padEnd(16, '0'),
				name: `Queue mode: ${label}`,
				path: route,
				parameters,
				credentials,
			});
			return {
				kind,
				label,
				path: route,
				parameters,
				credentials,
				workflow,
				input: ids.map((id) => ({ id })),
			};
		};
		const reads = [
			readOf('cloudAlert', 'cloud alert:get', S.cloudAlerts, Q.CREDENTIALS.cloud),
			readOf('cloudPipe', 'cloud pipe:get', Object.values(S.pipes), Q.CREDENTIALS.cloud),
			readOf('selfHostedAlert', 'self-hosted alert:get', S.sh.alerts, Q.CREDENTIALS.selfHosted),
		];
		const burst = {
			path: 'obs-queue-burst',
			workflow: Q.readWorkflow({
				id: 'queueBurst000000',
				name: 'Queue mode: cloud reads under the limit',
				path: 'obs-queue-burst',
				parameters: Q.readParameters('cloudAlert', S),
				credentials: Q.CREDENTIALS.cloud,
			}),
		};
		// The trigger watches two alerts nothing else changes; the webhook trigger a third.
		const triggerIds = [S.sh.alerts[1], S.sh.alerts[2]];
		const webhookTrigger = hasWebhookTrigger ? { alertIds: [S.sh.alerts[3]] } : undefined;

		log('step 4: import the credentials and workflows, publish them');
		const credentialsFile = path.join(runDir, 'credentials.json');
		fs.writeFileSync(credentialsFile, JSON.stringify(E2E.demoCredentials(emulator.url), null, 2));
		let result = await cluster.main.cli(['import:credentials', `--input=${credentialsFile}`], {
			logName: 'cli-import-credentials',
		});
		check(
			'n8n import:credentials into PostgreSQL',
			result.code === 0 && /imported 2 credentials/i.test(result.stdout),
			tail(result.stdout + result.stderr, 10),
		);
		// n8n polls at activation (the baseline), then by the cron at most once a minute: the
		// cron second falls about 45 s from now, after the cluster's start and the first change.
		const pollSecond = (new Date().getUTCSeconds() + 45) % 60;
		const trigger = {
			ids: triggerIds,
			workflow: Q.triggerWorkflow({
				id: 'queueTrigger0000',
				emulatorUrl: emulator.url,
				pollSecond,
				ids: triggerIds,
			}),
		};
		const workflows = [...reads.map((read) => read.workflow), burst.workflow, trigger.workflow];
		if (webhookTrigger) {
			webhookTrigger.workflow = Q.webhookTriggerWorkflow({
				id: 'queueInstant0000',
				emulatorUrl: emulator.url,
				alertIds: webhookTrigger.alertIds,
			});
			workflows.push(webhookTrigger.workflow);
		}
		const importDir = path.join(runDir, 'import');
		fs.mkdirSync(importDir);
		for (const workflow of workflows)
			fs.writeFileSync(
				path.join(importDir, `${workflow.id}.json`),
				JSON.stringify(workflow, null, 2),
			);
		result = await cluster.main.cli(['import:workflow', '--separate', `--input=${importDir}`], {
			logName: 'cli-import-workflows',
		});
		check(
			`n8n import:workflow (${workflows.length} workflows)`,
			result.code === 0 &&
				new RegExp(`imported ${workflows.length} workflow`, 'i').test(result.stdout),
			tail(result.stdout + result.stderr, 10),
		);
		// What `n8n publish:workflow --id` does (WorkflowRepository.publishVersion), for all at
		// once: one CLI start per workflow would cost about 5 s each.
		const published = await db.query(
			'UPDATE workflow_entity w SET active = true, "activeVersionId" = w."versionId" WHERE w.id = ANY($1) AND EXISTS (SELECT 1 FROM workflow_history h WHERE h."workflowId" = w.id AND h."versionId" = w."versionId")',
			[workflows.map((workflow) => workflow.id)],
		);
		check(
			'every workflow published (its current version active)',
			published.rowCount === workflows.length,
			`${published.rowCount} of ${workflows.length}`,
		);

		log('step 5: start main and the workers');
		const mainStart = Date.now();
		cluster.main.startedAt = mainStart;
		const [mainSeconds, ...workerSeconds] = await timed(
			'start main and both workers (at once)',
			() => Promise.all([cluster.main.start(), ...cluster.workers.map((worker) => worker.start())]),
		);
		log(
			`  main ready in ${mainSeconds.toFixed(1)} s at ${cluster.main.url}; workers in ${workerSeconds.map((seconds) => seconds.toFixed(1)).join(' s, ')} s`,
		);
		await cluster.main.login();
		const nodeTypes = await cluster.main.get('/types/nodes.json');
		const names = Array.isArray(nodeTypes.json) ? nodeTypes.json.map((type) => type.name) : [];
		check(
			"main loaded the package's node types",
			names.includes(Q.ACTION) && names.includes(Q.POLLING_TRIGGER),
			names.filter((name) => name.startsWith('n8n-nodes-observability')).join(', '),
		);

		log("(2) waiting for the trigger's activation poll (the baseline), then the first change");
		const baseline = await waitFor(
			'the activation poll',
			async () => (await triggerPolls(emulator, mainStart)).length > 0,
			{ timeoutMs: 30000 },
		).catch(() => false);
		check('(2) activation on main ran the first poll (the baseline)', baseline);
		await sleep(1000);
		const firstChange = {
			id: triggerIds[0],
			previousState: await alertState(emulator, seed, triggerIds[0]),
		};
		firstChange.state = flip(firstChange.previousState);
		await emulator.setAlertState(firstChange.id, firstChange.state);
		log(
			`  ${firstChange.id}: ${firstChange.previousState} -> ${firstChange.state}; the cron poll at second ${pollSecond} reports it`,
		);

		log(
			'(1) reads through production webhooks, run on the workers, against the same reads in one process',
		);
		await timed('check 1: reads', () => checkReads({ cluster, db, reads, engine }));
		log('(4) twenty executions at once under the cloud limit');
		await timed('check 4: twenty executions under the limit', () =>
			checkBurst({ cluster, db, emulator, burst, seed, logDir }),
		);
		log('(2) the polling trigger across restarts');
		await timed('check 2: trigger across restarts', () =>
			checkTrigger({ cluster, db, emulator, seed, trigger, firstChange }),
		);
		log('(3) the webhook trigger');
		await timed('check 3: webhook trigger', () =>
			checkWebhookTrigger({ cluster, emulator, seed, webhookTrigger }),
		);

		log('stopping everything, then reading every log for secrets');
		const secrets = await secretValues(seed);
		await db.end();
		db = undefined;
		await cleanup();
		checkSecrets({ logDir, secrets });
		clearTimeout(watchdog);
		log(`the steps after the installs took ${((Date.now() - afterInstalls) / 1000).toFixed(1)} s`);
	} catch (error) {
		if (interrupted) log(`stopped: ${error.message}`);
		else
			report.crashed(
				error,
				(cluster ? cluster.all : []).map((instance) => instance.process),
				20,
			);
	} finally {
		if (db) await db.end().catch(() => {});
		await cleanup();
		if (!process.env.OBS_QUEUE_KEEP) {
			for (const folder of ['n8n', 'postgres', 'redis', 'import'])
				fs.rmSync(path.join(runDir, folder), { recursive: true, force: true });
		}
	}
	if (interrupted) {
		console.log(`interrupted after ${report.elapsed()}; everything stopped; logs in ${logDir}`);
		process.exit(130);
	}
	figures.workers = cluster ? cluster.workers.length : 2;
	const seconds = report.seconds();
	const target = process.argv.includes('--write') ? undefined : path.join(runDir, 'scale.md');
	const doc = writeScaleDoc({ results, figures, seconds, versions, target });
	log(
		`wrote ${target ? doc : path.relative(REPO, doc)}${target ? ' (npm run docs:scale writes docs/scale.md)' : ''}; logs in ${logDir}`,
	);
	finish();
}

let cleaning = Promise.resolve();
/**
 * Stops what the run started and has not stopped yet, last started first (n8n, the
 * emulator, Redis, PostgreSQL); calls queue behind each other, so a caller waits until
 * everything registered so far is down.
 */
function cleanup() {
	cleaning = cleaning.then(async () => {
		while (cleanups.length) {
			const step = cleanups.pop();
			try {
				await step();
			} catch (error) {
				log(`cleanup: ${error.message}`);
			}
		}
		await stopAll();
	});
	return cleaning;
}

/** Registers how to stop what was just started; after Ctrl+C it is stopped at once. */
function onCleanup(step) {
	cleanups.push(step);
	if (interrupted) cleanup();
}

function finish() {
	const failed = report.summary();
	process.exitCode = failed ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
	process.on(signal, () => {
		if (interrupted) return;
		interrupted = true;
		// The main flow fails as its processes go, starts no n8n process any more, stops what
		// it still starts, and exits without writing docs/scale.md; if it hangs, exit anyway.
		console.log(
			`\n${signal}: stopping n8n, the emulator, Redis and PostgreSQL (logs stay in the run folder)`,
		);
		cleanup().finally(() =>
			setTimeout(() => cleanup().finally(() => process.exit(130)), 30000).unref(),
		);
	});
}

main();
