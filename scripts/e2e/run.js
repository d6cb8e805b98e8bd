#!/usr/bin/env node
'use strict';
// `npm run test:n8n`: this package in a real n8n, installed as a user's n8n gets it.
//
//  1. the pinned n8n (test/e2e/package.json) from a cache outside the repo, installed once
//  2. build, `npm pack`, the tarball unpacked into <user folder>/.n8n/nodes/node_modules
//  3. the emulator of both deployments on 127.0.0.1
//  4. the demo credentials and the examples/ workflows imported with n8n's CLI
//  5. Manual / Schedule Trigger examples run with `n8n execute --id --rawOutput`
//  6. polling-trigger examples published, `n8n start`, the emulator changes an alert, and
//     the message and the execution are checked (REST API: owner setup, login, executions)
//  7. webhook-trigger examples published with them: activation under `n8n start` registers
//     the webhook on the emulator, the emulator notifies the alert (delivering to n8n's
//     production webhook URL, allowed by its allow list), the execution and the message are
//     checked, and deactivation through the REST API removes the webhook again
//
// Environment: OBS_E2E_CACHE (cache root), OBS_E2E_KEEP=1 (keep the temporary user
// folder), OBS_E2E_TIMEOUT (seconds for the steps after the install, default 480),
// OBS_E2E_EXAMPLES (another examples folder, for trying the runner itself).
const fs = require('fs');
const path = require('path');
const { ensureN8n } = require('./cache');
const {
	N8n,
	freePort,
	makeUserFolder,
	jsonFromOutput,
	crashedAtExitAfterSuccess,
	tail,
	stopAll,
	sleep,
} = require('./n8n');
const W = require('./workflows');
const { createReporter, stopOnSignals } = require('./reporter');

const REPO = path.resolve(__dirname, '../..');
const expectations = require(path.join(REPO, 'test/e2e/expectations.js'));
const { startEmulator, SEED } = require(path.join(REPO, 'test/emulator'));

const report = createReporter({ tag: 'e2e', command: 'test:n8n' });
const { log, check } = report;

// `n8n execute` runs an example at most twice, the second time only after a crash at exit.
const MAX_EXECUTE_ATTEMPTS = 2;
const exitCrashes = [];

function summary() {
	return report.summary({
		notes: exitCrashes.length
			? [
					`n8n execute crashed at exit after a successful run and was run again: ${exitCrashes.join(', ')}`,
				]
			: [],
	});
}

/** The emulator's control API over HTTP, as a test on another machine would use it. */
function controlClient(emulatorUrl) {
	return async (method, route, body) => {
		const response = await fetch(`${emulatorUrl}/__emulator${route}`, {
			method,
			headers: body === undefined ? {} : { 'content-type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const json = await response.json();
		if (!response.ok || !json.ok)
			throw new Error(`control ${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
		return json;
	};
}

function firstOutput(runData, name) {
	const run = runData && runData[name] && runData[name][0];
	const main = run && run.data && run.data.main;
	return main && main[0] ? main[0].map((item) => item.json) : [];
}

/** Errors n8n recorded in a run: the run's own and every node's. */
function runErrors(runData, resultError) {
	const errors = [];
	if (resultError) errors.push(`workflow: ${resultError.message || JSON.stringify(resultError)}`);
	for (const [name, runs] of Object.entries(runData || {})) {
		for (const run of runs)
			if (run.error)
				errors.push(
					`${name}: ${run.error.message}${run.error.description ? ` (${run.error.description})` : ''}`,
				);
	}
	return errors;
}

async function runExecuteExample(n8n, example, emulator, control) {
	const expectation = expectations[example.file] || {};
	const context = { emulator, SEED, control };
	let result;
	let output;
	for (let attempt = 1; ; attempt++) {
		await control('POST', '/reset');
		if (expectation.before) await expectation.before(context);
		const logName = `execute-${example.id}${attempt > 1 ? `-attempt-${attempt}` : ''}`;
		result = await n8n.cli(['execute', `--id=${example.id}`, '--rawOutput'], {
			timeoutMs: 120000,
			logName,
		});
		output = jsonFromOutput(result.stdout);
		log(`  n8n execute exited with ${result.code} in ${result.seconds.toFixed(1)} s`);
		if (attempt >= MAX_EXECUTE_ATTEMPTS || !crashedAtExitAfterSuccess(result, output)) break;
		exitCrashes.push(example.file);
		log(
			'  n8n crashed at exit after printing a finished, successful run (the isolated-vm teardown race of its expression engine, docs/e2e.md): running the example once more',
		);
	}
	const runData =
		output && output.data && output.data.resultData ? output.data.resultData.runData : undefined;
	const resultError =
		output && output.data && output.data.resultData ? output.data.resultData.error : undefined;
	const errors = runErrors(runData, resultError);
	check(
		`${example.file}: n8n execute exits 0`,
		result.code === 0,
		`${result.code}\n${tail(result.stdout + result.stderr, 15)}`,
	);
	check(`${example.file}: the run's JSON is printed`, runData, tail(result.stdout, 15));
	// n8n 1.x (test:min-n8n) prints the run before it sets its status: `finished` then says it succeeded.
	const succeeded =
		output &&
		(output.status === 'success' || (output.status === 'running' && output.finished === true));
	check(
		`${example.file}: the run succeeded, no node failed`,
		runData && errors.length === 0 && succeeded,
		`${output && output.status}: ${errors.join('; ')}`,
	);
	const nodeNames = example.workflow.nodes
		.filter((node) => !node.disabled)
		.map((node) => node.name);
	const missing = nodeNames.filter((name) => !runData || !runData[name]);
	check(
		`${example.file}: every node ran`,
		missing.length === 0,
		`did not run: ${missing.join(', ')}`,
	);
	if (!expectation.check) {
		check(
			`${example.file}: has its expectations in test/e2e/expectations.js`,
			false,
			'add an entry keyed by the file name',
		);
		return;
	}
	const ctx = {
		...context,
		runData: runData || {},
		output: (name) => firstOutput(runData, name),
		captures: emulator.captures(),
		requests: emulator.requests(),
	};
	for (const [name, ok, detail] of await expectation.check(ctx))
		check(`${example.file}: ${name}`, ok, detail);
}

/** The latest execution of a workflow through n8n's REST API, with its run data. */
async function latestExecution(n8n, workflowId, flatted) {
	const list = await n8n.rest(
		'GET',
		`/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}`,
	);
	const results = list.json && list.json.data && list.json.data.results;
	if (!results || results.length === 0) return undefined;
	const summaryRow =
		results.find((row) => row.status !== 'running' && row.status !== 'new') || results[0];
	const detail = await n8n.rest('GET', `/executions/${summaryRow.id}`);
	let runData;
	const raw = detail.json && detail.json.data && detail.json.data.data;
	if (typeof raw === 'string') {
		try {
			runData = flatted.parse(raw).resultData.runData;
		} catch {
			runData = undefined;
		}
	}
	return {
		id: summaryRow.id,
		status: summaryRow.status,
		mode: summaryRow.mode,
		count: results.length,
		runData,
	};
}

/**
 * A webhook-trigger example, active under `n8n start`: activation registered the webhook on
 * the emulator; `fire` notifies the alert (the emulator delivers to n8n's production URL);
 * the execution and its effect are checked; deactivation through the REST API must take the
 * webhook off the alert and delete it.
 */
async function runWebhookExample({ n8n, example, emulator, control, flatted, expectation }) {
	if (!expectation || !expectation.fire) {
		check(
			`${example.file}: has its expectations in test/e2e/expectations.js`,
			false,
			'add an entry keyed by the file name',
		);
		return;
	}
	const productionUrl = `${n8n.url}/webhook/`;
	const ours = () =>
		emulator.store.sh.webhooks
			.all()
			.filter((hook) => typeof hook.url === 'string' && hook.url.startsWith(productionUrl));
	const registered = await n8n
		.waitFor(() => (ours().length ? ours() : undefined), {
			timeoutMs: 30000,
			what: 'the webhook registration',
		})
		.catch(() => []);
	// Each trigger example is judged by its own messages: the captures start empty.
	emulator.clearCaptures();
	const context = { emulator, SEED, control, registered, captures: [], execution: undefined };
	for (const [name, ok, detail] of expectation.activated(context))
		check(`${example.file}: ${name}`, ok, detail);
	if (registered.length === 0) return;
	const deliveries = await expectation.fire(context);
	log(
		`  notified the alert: ${deliveries.map((delivery) => `${delivery.url.split('?')[0]} -> ${delivery.outcome}${delivery.status ? ` ${delivery.status}` : ''}`).join('; ') || 'no delivery'}`,
	);
	const fired = await n8n
		.waitFor(() => expectation.done({ ...context, captures: emulator.captures() }), {
			timeoutMs: 60000,
			intervalMs: 500,
			what: 'the webhook-triggered run',
		})
		.then(() => true)
		.catch(() => false);
	check(
		`${example.file}: the notification's run reached the emulator`,
		fired,
		`nothing captured; log ${n8n.server && n8n.server.logFile}`,
	);
	const execution = await finishedExecution(n8n, example.id, flatted);
	if (execution) log(`  execution ${execution.id}: ${execution.status} (${execution.mode})`);
	for (const [name, ok, detail] of await expectation.check({
		...context,
		deliveries,
		captures: emulator.captures(),
		requests: emulator.requests(),
		execution,
	})) {
		check(`${example.file}: ${name}`, ok, detail);
	}
	const deactivated = await deactivateWorkflow(n8n, example.id);
	check(`${example.file}: deactivation through n8n's REST API`, deactivated.ok, deactivated.detail);
	const removed = await n8n
		.waitFor(() => ours().length === 0, { timeoutMs: 20000, what: 'the webhook removal' })
		.catch(() => false);
	check(
		`${example.file}: deactivation deleted the webhook it registered`,
		removed,
		JSON.stringify(ours()).slice(0, 300),
	);
	for (const [name, ok, detail] of expectation.deactivated(context))
		check(`${example.file}: ${name}`, ok, detail);
}

/** The workflow's latest execution once it has finished (undefined after 20 s without one). */
function finishedExecution(n8n, workflowId, flatted) {
	return n8n
		.waitFor(
			async () => {
				const latest = await latestExecution(n8n, workflowId, flatted);
				return latest && latest.status !== 'running' && latest.status !== 'new'
					? latest
					: undefined;
			},
			{ timeoutMs: 20000, intervalMs: 500, what: 'the execution record' },
		)
		.catch(() => undefined);
}

/** Deactivates a workflow as the editor's switch does (n8n 2.x: POST /deactivate; 1.x: PATCH active=false). */
async function deactivateWorkflow(n8n, id) {
	let response = await n8n.rest('POST', `/workflows/${id}/deactivate`, {});
	if (response.status === 404) {
		const current = await n8n.rest('GET', `/workflows/${id}`);
		const versionId = current.json && current.json.data ? current.json.data.versionId : undefined;
		response = await n8n.rest('PATCH', `/workflows/${id}`, { active: false, versionId });
	}
	return {
		ok: response.status === 200,
		detail: `${response.status} ${response.text.slice(0, 300)}`,
	};
}

async function main() {
	const budgetSeconds = Number(process.env.OBS_E2E_TIMEOUT || 480);
	let userFolder;
	let emulator;
	let n8n;
	try {
		log('step 1: the pinned n8n');
		const paths = await ensureN8n({ log: (line) => log(`  ${line}`) });
		const afterInstall = Date.now();
		const watchdog = report.watchdog(budgetSeconds, {
			after: 'the install',
			stop: () => stopAll().finally(summary),
		});
		const flatted = require(path.join(paths.dir, 'node_modules/flatted'));

		log('step 2: build, npm pack, install the tarball into a temporary n8n user folder');
		userFolder = makeUserFolder();
		const port = await freePort();
		let brokerPort = await freePort();
		while (brokerPort === port) brokerPort = await freePort();
		n8n = new N8n({ paths, userFolder, port, brokerPort, log });
		W.buildPackage();
		const pack = W.packPackage(userFolder);
		W.installTarball(pack.tarball, n8n.packageDir);
		const installed = JSON.parse(
			fs.readFileSync(path.join(n8n.packageDir, 'package.json'), 'utf8'),
		);
		log(
			`  ${path.basename(pack.tarball)} (${pack.files} files, ${(pack.size / 1024).toFixed(0)} KiB) -> ${n8n.packageDir}`,
		);
		check(
			'the packed package declares its n8n nodes and credentials',
			installed.n8n && installed.n8n.nodes.length === 3 && installed.n8n.credentials.length === 2,
		);
		const declared = installed.n8n ? [...installed.n8n.nodes, ...installed.n8n.credentials] : [];
		const absent = declared.filter((file) => !fs.existsSync(path.join(n8n.packageDir, file)));
		check(
			'every file the n8n section names is in the tarball',
			declared.length > 0 && absent.length === 0,
			`missing: ${absent.join(', ')}`,
		);

		log('step 3: the emulator');
		// The server delivers alert notifications to loopback only when the host is allowed
		// (docs/api-notes.md#alert-notifications, WEBHOOK_HOSTNAME_ALLOWLIST): n8n listens on 127.0.0.1 here.
		emulator = await startEmulator({ pipeTransitionMs: 300, webhookAllowList: ['127.0.0.1'] });
		const control = controlClient(emulator.url);
		log(
			`  emulator at ${emulator.url}; n8n user folder ${userFolder}; n8n will listen on ${n8n.url}`,
		);

		log('step 4: import the demo credentials and the example workflows');
		const credentialsFile = path.join(userFolder, 'credentials.json');
		fs.writeFileSync(credentialsFile, JSON.stringify(W.demoCredentials(emulator.url), null, 2));
		let result = await n8n.cli(['import:credentials', `--input=${credentialsFile}`], {
			timeoutMs: 120000,
		});
		check(
			'n8n import:credentials (both demo credentials)',
			result.code === 0 && /imported 2 credentials/i.test(result.stdout),
			tail(result.stdout + result.stderr, 10),
		);

		const files = W.exampleFiles();
		log(`  examples: ${files.join(', ')}`);
		const examples = files.map((file) => W.prepareExample(file, { emulatorUrl: emulator.url }));
		const executeExamples = examples.filter((example) => example.kind === 'execute');
		const triggerExamples = examples.filter(
			(example) => example.kind === 'trigger' || example.kind === 'webhook',
		);
		for (const example of examples) {
			log(
				`  ${example.file}: ${example.kind === 'none' ? 'no start node this runner knows; imported only' : example.kind}${example.changes.length ? ` (imported copy: ${example.changes.join('; ')})` : ''}`,
			);
		}
		const importDir = path.join(userFolder, 'import');
		fs.mkdirSync(importDir);
		const importNow = async (list, label) => {
			if (list.length === 0) return;
			fs.rmSync(importDir, { recursive: true, force: true });
			fs.mkdirSync(importDir);
			for (const example of list)
				fs.writeFileSync(
					path.join(importDir, `${example.id}.json`),
					JSON.stringify(example.workflow, null, 2),
				);
			const imported = await n8n.cli(['import:workflow', '--separate', `--input=${importDir}`], {
				timeoutMs: 120000,
				logName: `import-${label}`,
			});
			check(
				`n8n import:workflow (${label}: ${list.length})`,
				imported.code === 0 &&
					new RegExp(`imported ${list.length} workflow`, 'i').test(imported.stdout),
				tail(imported.stdout + imported.stderr, 10),
			);
		};
		// Trigger examples are imported just before `n8n start`, when their poll second is known.
		await importNow(
			examples.filter((example) => example.kind !== 'trigger' && example.kind !== 'webhook'),
			'manual and other',
		);

		log(
			`step 5: run the ${executeExamples.length} Manual / Schedule Trigger example(s) with n8n execute`,
		);
		for (const example of executeExamples) {
			log(`  ${example.file} ("${example.name}")`);
			await runExecuteExample(n8n, example, emulator, control);
		}

		log(
			`step 6: activate the ${triggerExamples.length} trigger example(s) (polling and webhook) under n8n start`,
		);
		await control('POST', '/reset');
		// n8n polls at activation (the baseline), then by the cron, at most once a minute:
		// the second poll is set about 25 s after now, so it follows the start (about 8 s),
		// the baseline and the change.
		const pollSecond = (new Date().getUTCSeconds() + 25) % 60;
		const triggers = triggerExamples.map((example) =>
			W.prepareExample(example.file, { emulatorUrl: emulator.url, pollSecond }),
		);
		await importNow(triggers, 'triggers');
		// n8n 1.x activates with update:workflow (publish:workflow arrived with 2.0); test:min-n8n runs 1.x.
		const activate = (id) =>
			Number(String(paths.n8nVersion).split('.')[0]) >= 2
				? ['publish:workflow', `--id=${id}`]
				: ['update:workflow', `--id=${id}`, '--active=true'];
		for (const example of triggers) {
			const args = activate(example.id);
			result = await n8n.cli(args, { timeoutMs: 60000, logName: `publish-${example.id}` });
			check(
				`${example.file}: n8n ${args[0]}`,
				result.code === 0,
				tail(result.stdout + result.stderr, 10),
			);
		}
		const since = Date.now();
		const startSeconds = await n8n.start({ timeoutMs: 120000 });
		log(`  n8n start answered /healthz/readiness in ${startSeconds.toFixed(1)} s at ${n8n.url}`);
		await n8n.login();
		check('owner setup and login through the REST API', n8n.cookie);
		const nodeTypes = await n8n.get('/types/nodes.json');
		const names = Array.isArray(nodeTypes.json) ? nodeTypes.json.map((type) => type.name) : [];
		check(
			'n8n loaded the three node types of the installed package',
			names.includes('n8n-nodes-observability-pipes.observabilityPipes') &&
				names.includes('n8n-nodes-observability-pipes.observabilityPipesTrigger') &&
				names.includes(W.OUR_WEBHOOK_TRIGGER),
			`${nodeTypes.status}; ours: ${names.filter((name) => name.startsWith('n8n-nodes-observability-pipes')).join(', ') || 'none'}`,
		);
		const credentialTypes = await n8n.get('/types/credentials.json');
		const credentialNames = Array.isArray(credentialTypes.json)
			? credentialTypes.json.map((type) => type.name)
			: [];
		check(
			'n8n loaded both credential types',
			credentialNames.includes('observabilityCloudApi') &&
				credentialNames.includes('observabilitySelfHostedApi'),
			credentialNames.filter((name) => name.startsWith('observability')).join(', '),
		);

		for (const example of triggers.filter((candidate) => candidate.kind === 'webhook')) {
			log(`step 7: ${example.file} ("${example.name}"): the webhook trigger under n8n start`);
			await runWebhookExample({
				n8n,
				example,
				emulator,
				control,
				flatted,
				expectation: expectations[example.file],
			});
		}
		for (const example of triggers.filter((candidate) => candidate.kind === 'trigger')) {
			const expectation = expectations[example.file];
			log(
				`  ${example.file} ("${example.name}"): trigger polls at activation, then at second ${pollSecond}`,
			);
			if (!expectation || !expectation.fire) {
				check(
					`${example.file}: has its expectations in test/e2e/expectations.js`,
					false,
					'add an entry keyed by the file name',
				);
				continue;
			}
			const firstPoll = await n8n
				.waitFor(
					() =>
						emulator
							.requests()
							.find(
								(request) =>
									request.time >= since &&
									request.deployment !== 'control' &&
									request.method === 'GET',
							),
					{ timeoutMs: 30000, what: 'the first poll' },
				)
				.catch(() => undefined);
			check(
				`${example.file}: activation ran the first poll (the baseline)`,
				firstPoll,
				`no request reached the emulator; log ${n8n.server && n8n.server.logFile}`,
			);
			if (!firstPoll) continue;
			log(`  first poll: ${firstPoll.method} ${firstPoll.path} -> ${firstPoll.status}`);
			await sleep(1000);
			emulator.clearCaptures();
			const context = { emulator, SEED, control, captures: [], execution: undefined };
			await expectation.fire(context);
			log('  changed the emulator through its control API; waiting for the next poll');
			const fired = await n8n
				.waitFor(() => expectation.done({ ...context, captures: emulator.captures() }), {
					timeoutMs: 90000,
					intervalMs: 500,
					what: 'the trigger run',
				})
				.then(() => true)
				.catch(() => false);
			check(
				`${example.file}: the triggered run reached the emulator`,
				fired,
				`nothing captured; log ${n8n.server && n8n.server.logFile}`,
			);
			const execution = await finishedExecution(n8n, example.id, flatted);
			if (execution)
				log(
					`  execution ${execution.id}: ${execution.status} (${execution.mode}), ${execution.count} execution(s) of this workflow`,
				);
			for (const [name, ok, detail] of await expectation.check({
				...context,
				captures: emulator.captures(),
				requests: emulator.requests(),
				execution,
			})) {
				check(`${example.file}: ${name}`, ok, detail);
			}
		}
		await n8n.stop();
		clearTimeout(watchdog);
		log(`done; the test part took ${((Date.now() - afterInstall) / 1000).toFixed(1)} s`);
	} catch (error) {
		report.crashed(error, [n8n && n8n.server]);
	} finally {
		await stopAll();
		if (emulator) await emulator.close();
		report.removeUnlessKept(userFolder, 'OBS_E2E_KEEP');
	}
	const failed = summary();
	process.exitCode = failed ? 1 : 0;
}

stopOnSignals('the n8n processes', stopAll);

main();
