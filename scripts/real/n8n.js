'use strict';
// Real n8n for the alert loop of `npm run test:real` (test/real/alertLoop.real.ts): the
// package built, packed and unpacked into a temporary n8n user folder as `npm run test:n8n`
// installs it (scripts/e2e), `n8n start` on 127.0.0.1, and the REST calls the editor makes to
// save the self-hosted credential (pointing at the real server) and the workflows, to publish
// and unpublish a workflow and to list its executions. Also the small receiving server
// that stands for the chat and ticket endpoints of the examples.
const fs = require('fs');
const http = require('http');
const path = require('path');
const { ensureN8n, REPO } = require('../e2e/cache');
const {
	N8n,
	freePort,
	makeUserFolder,
	tail,
	stopAll,
	jsonFromOutput,
	crashedAtExitAfterSuccess,
} = require('../e2e/n8n');
const W = require('../e2e/workflows');

/**
 * An example as imported for the real server: its chat and ticket placeholders pointed at the
 * receiving server (`<receiver>/chat/<file>`, `<receiver>/tickets/<file>`), a stable id, and
 * whatever `change(workflow)` does to it (the alert ids of this run, a poll time).
 */
function exampleForReal(file, { receiverUrl, change = () => {} }) {
	const name = file.replace(/\.json$/, '');
	const text = fs
		.readFileSync(path.join(W.EXAMPLES, file), 'utf8')
		.split(W.CHAT_PLACEHOLDER)
		.join(`${receiverUrl}/chat/${name}`)
		.split(W.TICKET_PLACEHOLDER)
		.join(`${receiverUrl}/tickets/${name}`);
	const workflow = JSON.parse(text);
	workflow.id = W.workflowId(`real${file}`);
	workflow.active = false;
	change(workflow);
	return workflow;
}

/**
 * n8n as `npm run test:n8n` starts it, from a jest suite: jest's own variables (NODE_ENV=test,
 * JEST_WORKER_ID) are not passed on, or n8n would start as in its own tests.
 */
class N8nFromJest extends N8n {
	env(extra = {}) {
		const env = super.env(extra);
		for (const key of Object.keys(env)) if (/^(NODE_ENV|JEST_.*)$/.test(key)) delete env[key];
		return env;
	}
}

/** The files `npm run build` reads, and those it writes into dist/. */
function filesUnder(dir) {
	if (!fs.existsSync(dir)) return [];
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		return entry.isDirectory() ? filesUnder(full) : [full];
	});
}

/**
 * True when dist/ was built after the last change to any source of the package (the nodes,
 * the credentials, the icons and the build's own settings): the build is then skipped. A
 * checkout without dist/, or a source edited since, is built.
 */
function distIsCurrent() {
	const built = filesUnder(path.join(REPO, 'dist')).filter((file) => file.endsWith('.js'));
	if (built.length === 0) return false;
	const sources = [
		...['nodes', 'credentials', 'icons'].flatMap((dir) => filesUnder(path.join(REPO, dir))),
		...['package.json', 'tsconfig.json', 'gulpfile.js'].map((file) => path.join(REPO, file)),
	].filter((file) => fs.existsSync(file));
	const newestSource = Math.max(...sources.map((file) => fs.statSync(file).mtimeMs));
	const oldestBuilt = Math.min(...built.map((file) => fs.statSync(file).mtimeMs));
	return newestSource < oldestBuilt;
}

/**
 * Starts real n8n with the packed package, the self-hosted credential on `realUrl` and
 * `workflows` saved (not yet published; their nodes' self-hosted credential becomes that one). Resolves a handle; `stop()` ends every n8n process
 * it started and removes the user folder (kept with OBS_E2E_KEEP=1).
 */
async function startN8nForReal({ realUrl, apiKey, workflows, log = () => {} }) {
	const started = Date.now();
	const paths = await ensureN8n({ log });
	const userFolder = makeUserFolder('obs-real-n8n-');
	const port = await freePort();
	let brokerPort = await freePort();
	while (brokerPort === port) brokerPort = await freePort();
	const n8n = new N8nFromJest({ paths, userFolder, port, brokerPort, log });
	const stop = async () => {
		await n8n.stop();
		await stopAll();
		if (process.env.OBS_E2E_KEEP !== '1') fs.rmSync(userFolder, { recursive: true, force: true });
	};
	try {
		if (distIsCurrent()) log('dist/ is newer than every source of the package: not rebuilt');
		else {
			const building = Date.now();
			W.buildPackage();
			log(`built the package in ${((Date.now() - building) / 1000).toFixed(1)} s`);
		}
		const pack = W.packPackage(userFolder);
		W.installTarball(pack.tarball, n8n.packageDir);
		log(`packed ${path.basename(pack.tarball)} into ${n8n.packageDir}`);

		const startSeconds = await n8n.start({ timeoutMs: 120000 });
		await n8n.login();
		// the credential and the workflows through the REST API, as the editor saves them (a CLI
		// import boots n8n once more for each)
		const credential = await n8n.rest('POST', '/credentials', {
			name: 'Observability Self-Hosted (real server)',
			type: 'observabilitySelfHostedApi',
			data: { baseUrl: realUrl, apiKey },
		});
		if (credential.status !== 200)
			throw new Error(
				`creating the credential: ${credential.status} ${credential.text.slice(0, 300)}`,
			);
		const credentialId = credential.json.data.id;
		for (const workflow of workflows) {
			for (const node of workflow.nodes)
				if (node.credentials?.observabilitySelfHostedApi)
					node.credentials.observabilitySelfHostedApi = {
						id: credentialId,
						name: credential.json.data.name,
					};
			const saved = await n8n.rest('POST', '/workflows', workflow);
			if (saved.status !== 200)
				throw new Error(`saving ${workflow.name}: ${saved.status} ${saved.text.slice(0, 300)}`);
		}
		log(
			`n8n started in ${startSeconds.toFixed(1)} s at ${n8n.url} (${((Date.now() - started) / 1000).toFixed(1)} s with build, pack, credential and workflows)`,
		);
	} catch (error) {
		await stop();
		throw error;
	}

	/** Publishes a workflow as the editor's Publish button does (its current version). */
	async function publish(id) {
		const current = await n8n.rest('GET', `/workflows/${id}`);
		const versionId = current.json?.data?.versionId;
		const answer = await n8n.rest('POST', `/workflows/${id}/activate`, { versionId });
		if (answer.status !== 200)
			throw new Error(`publishing ${id}: ${answer.status} ${answer.text.slice(0, 500)}`);
		return answer.json.data;
	}

	/** Unpublishes a workflow as the editor does. */
	async function unpublish(id) {
		const answer = await n8n.rest('POST', `/workflows/${id}/deactivate`, {});
		if (answer.status !== 200)
			throw new Error(`unpublishing ${id}: ${answer.status} ${answer.text.slice(0, 500)}`);
		return answer.json.data;
	}

	/** Whether n8n holds a workflow as published (active). */
	async function isActive(id) {
		const answer = await n8n.rest('GET', `/workflows/${id}`);
		if (answer.status !== 200)
			throw new Error(`reading ${id}: ${answer.status} ${answer.text.slice(0, 300)}`);
		return !!(answer.json.data.active || answer.json.data.activeVersionId);
	}

	/** Every execution n8n recorded for a workflow: {id, status, mode, startedAt}. */
	async function executions(workflowId) {
		const answer = await n8n.rest(
			'GET',
			`/executions?filter=${encodeURIComponent(JSON.stringify({ workflowId }))}&limit=100`,
		);
		if (answer.status !== 200)
			throw new Error(`executions of ${workflowId}: ${answer.status} ${answer.text.slice(0, 300)}`);
		return answer.json.data.results.map(({ id, status, mode, startedAt }) => ({
			id,
			status,
			mode,
			startedAt,
		}));
	}

	/**
	 * Runs a workflow once with `n8n execute` (a Manual Trigger start) beside the running n8n:
	 * {succeeded, code, crashedAtExit, seconds, output}. `succeeded` is the printed run's own
	 * status; `crashedAtExit` marks the isolated-vm crash at exit after a successful run
	 * (scripts/e2e/n8n.js, crashedAtExitAfterSuccess): the run is not repeated, its messages
	 * were sent.
	 */
	async function execute(id) {
		const result = await n8n.cli(['execute', `--id=${id}`, '--rawOutput'], {
			timeoutMs: 120000,
			logName: `execute-${id}`,
			extraEnv: { N8N_RUNNERS_BROKER_PORT: String(await freePort()) },
		});
		const run = jsonFromOutput(result.stdout);
		const crashedAtExit = crashedAtExitAfterSuccess(result, run);
		return {
			succeeded: (result.code === 0 || crashedAtExit) && run?.status === 'success',
			code: result.code,
			crashedAtExit,
			seconds: result.seconds,
			output: tail(result.stdout + result.stderr, 20),
		};
	}

	/**
	 * Stops n8n and starts it again on the same user folder (its database, its active
	 * workflows and their static data), as a restart of the service does; resolves the seconds
	 * it took until n8n answered again.
	 */
	async function restart() {
		const began = Date.now();
		await n8n.stop();
		await n8n.start({ timeoutMs: 120000 });
		await n8n.login();
		return (Date.now() - began) / 1000;
	}

	/** Waits until `check` holds (polled every 500 ms); false after `ms`. */
	async function until(check, ms = 30000) {
		return n8n
			.waitFor(check, { timeoutMs: ms, intervalMs: 500 })
			.then(() => true)
			.catch(() => false);
	}

	return {
		url: n8n.url,
		logFile: () => n8n.server?.logFile,
		publish,
		unpublish,
		executions,
		execute,
		until,
		isActive,
		restart,
		stop,
	};
}

/**
 * The chat and ticket endpoints of the examples, and any other address a test gives the
 * server or n8n: records every POST (path, JSON body, headers, arrival time) and answers 200.
 */
async function startReceiver() {
	const received = [];
	const server = http.createServer((request, response) => {
		let text = '';
		request.on('data', (chunk) => (text += chunk));
		request.on('end', () => {
			let body;
			try {
				body = JSON.parse(text);
			} catch {
				body = text;
			}
			received.push({
				path: request.url,
				method: request.method,
				headers: request.headers,
				body,
				at: Date.now(),
			});
			response.writeHead(200, { 'content-type': 'application/json' });
			response.end('{"ok":true}');
		});
	});
	const port = await freePort();
	await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${port}`,
		received,
		/** The POSTs whose path starts with `prefix`. */
		at: (prefix) => received.filter((entry) => entry.path.startsWith(prefix)),
		close: () => new Promise((resolve) => server.close(resolve)),
	};
}

module.exports = { startN8nForReal, startReceiver, exampleForReal };
