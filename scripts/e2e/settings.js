#!/usr/bin/env node
'use strict';
// `npm run test:n8n:settings`: the node settings (docs/operations.md, "Node settings") in the pinned real n8n
// (the package installed as a user's n8n gets it, the emulator on 127.0.0.1): each workflow runs
// with `n8n execute`, and each cell checks the outputs, the pairing and the requests the
// emulator received. The in-process half is test/settings/nodeSettings.test.ts.
const fs = require('fs');
const path = require('path');
const { ensureN8n } = require('./cache');
const { N8n, freePort, makeUserFolder, jsonFromOutput, tail, stopAll } = require('./n8n');
const W = require('./workflows');
const { createReporter } = require('./reporter');

const REPO = path.resolve(__dirname, '../..');
const { startEmulator, SEED } = require(path.join(REPO, 'test/emulator'));

const OURS = 'n8n-nodes-observability-pipes.observabilityPipes';
const SH = { observabilitySelfHostedApi: { id: W.CREDENTIAL_IDS.selfHosted, name: 'Self-hosted' } };
const CLOUD = { observabilityCloudApi: { id: W.CREDENTIAL_IDS.cloud, name: 'Cloud' } };
const [ALERT_1, ALERT_2, ALERT_3, ALERT_4] = [
	'0a0000000000000000000001',
	'0a0000000000000000000002',
	'0a0000000000000000000003',
	'0a0000000000000000000004',
];
const UNKNOWN_ALERT = '0a00000000000000000000ff';
const DUPLICATE_URL = 'https://hooks.slack.example.com/services/T000/B000/XXXX';
// The seeded slack webhook's name: the server's unique index is service + name, so a create of it is refused (400).
const DUPLICATE_NAME = 'Ops channel';
const STOP_MESSAGE =
	/^(The execution was stopped before this request was sent|canceled)( \[item \d+\])?$/;

const { log, check, ...report } = createReporter({
	tag: 'settings',
	command: 'test:n8n:settings',
});

// ---- workflow building blocks (n8n core nodes only) ----

let position = 0;
const node = (name, type, parameters = {}, extra = {}) => ({
	id: `${name.replace(/\W/g, '')}-${++position}`,
	name,
	type,
	typeVersion: 1,
	position: [position * 20, 0],
	parameters,
	...extra,
});
const manual = () => node('Start', 'n8n-nodes-base.manualTrigger');
/** Items from a list: Edit Fields (raw JSON) then Split Out. */
const itemsNodes = (prefix, list) => [
	node(
		`${prefix} List`,
		'n8n-nodes-base.set',
		{ mode: 'raw', jsonOutput: JSON.stringify({ list }), options: {} },
		{ typeVersion: 3.4 },
	),
	node(`${prefix} Items`, 'n8n-nodes-base.splitOut', { fieldToSplitOut: 'list', options: {} }),
];
const ours = (name, parameters, settings = {}) =>
	node(name, OURS, parameters, {
		credentials: parameters.deployment === 'cloud' ? CLOUD : SH,
		...settings,
	});
const noOp = (name) => node(name, 'n8n-nodes-base.noOp');
const link = (connections, from, to, output = 0) => {
	connections[from] = connections[from] || { main: [] };
	while (connections[from].main.length <= output) connections[from].main.push([]);
	connections[from].main[output].push({ node: to, type: 'main', index: 0 });
};
/** Start -> List -> Items -> <name> (our node) [-> OK / Failed] */
function chain(nodes, connections, prefix, list, parameters, settings = {}) {
	const [listNode, itemsNode] = itemsNodes(prefix, list);
	const our = ours(prefix, parameters, settings);
	nodes.push(listNode, itemsNode, our);
	link(connections, 'Start', listNode.name);
	link(connections, listNode.name, itemsNode.name);
	link(connections, itemsNode.name, our.name);
	const ok = noOp(`${prefix} OK`);
	nodes.push(ok);
	link(connections, our.name, ok.name, 0);
	if (settings.onError === 'continueErrorOutput') {
		const failed = noOp(`${prefix} Failed`);
		nodes.push(failed);
		link(connections, our.name, failed.name, 1);
	}
}

// ---- the operation kinds: three items, the second fails ----

const alertGet = {
	deployment: 'selfHosted',
	resource: 'alert',
	operation: 'get',
	alertId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
};
const webhookCreate = {
	deployment: 'selfHosted',
	resource: 'webhook',
	operation: 'create',
	specifyBody: 'fields',
	name: '={{ $json.name }}',
	service: '={{ $json.service }}',
	url: '={{ $json.url }}',
};
const pipeStop = {
	deployment: 'cloud',
	resource: 'pipe',
	operation: 'stop',
	organizationId: { __rl: true, mode: 'id', value: SEED.org },
	serviceId: { __rl: true, mode: 'id', value: SEED.service },
	pipeId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
	waitForState: true,
	waitTimeout: 1,
};
const MODES = {
	regular: 'continueRegularOutput',
	error: 'continueErrorOutput',
	stop: 'stopWorkflow',
};
/** Pipes of a chain: three Running pipes added before the run, the second of which does not settle. */
const pipeIds = (mode) =>
	[1, 2, 3].map((n) => `00000009-0000-4000-8000-0000000${Object.keys(MODES).indexOf(mode)}000${n}`);

const KINDS = {
	read: {
		parameters: alertGet,
		list: () => [{ id: ALERT_1 }, { id: UNKNOWN_ALERT }, { id: ALERT_2 }],
		failedPath: `/api/v2/alerts/${UNKNOWN_ALERT}`,
	},
	write: {
		parameters: webhookCreate,
		list: (mode) => [
			{ name: `${mode} one`, service: 'generic', url: `https://hooks.example.com/${mode}/one` },
			{ name: DUPLICATE_NAME, service: 'slack', url: DUPLICATE_URL },
			{ name: `${mode} three`, service: 'generic', url: `https://hooks.example.com/${mode}/three` },
		],
	},
	wait: { parameters: pipeStop, list: (mode) => pipeIds(mode).map((id) => ({ id })) },
	refused: {
		parameters: alertGet,
		list: () => [{ id: ALERT_1 }, { id: 'not-an-id' }, { id: ALERT_2 }],
	},
};

function preparePipes(emulator, modes) {
	for (const mode of modes) {
		const ids = pipeIds(mode);
		for (const id of ids)
			emulator.addPipe({ id, name: `settings-${id.slice(-5)}`, state: 'Running' });
		emulator.setPipeOutcome(ids[1], 'Stopping');
	}
}

// ---- the workflows and their cells ----

function errorOutputWorkflow() {
	const nodes = [manual()];
	const connections = {};
	for (const [kind, spec] of Object.entries(KINDS))
		for (const mode of ['regular', 'error'])
			chain(nodes, connections, `${kind} ${mode}`, spec.list(mode), spec.parameters, {
				onError: MODES[mode],
			});
	return { name: 'settings: On Error, continue', nodes, connections };
}

function stopWorkflow(kind) {
	const nodes = [manual()];
	const connections = {};
	chain(nodes, connections, `${kind} stop`, KINDS[kind].list('stop'), KINDS[kind].parameters, {
		onError: 'stopWorkflow',
	});
	return { name: `settings: On Error, stop (${kind})`, nodes, connections };
}

const items = (runData, name, output = 0) => {
	const run = runData && runData[name] && runData[name][0];
	return (run && run.data && run.data.main && run.data.main[output]) || [];
};
const pairs = (list) => JSON.stringify(list.map((item) => item.pairedItem && item.pairedItem.item));

const workflows = [
	{
		id: 'settingsOnError1',
		build: errorOutputWorkflow,
		before: (emulator) => preparePipes(emulator, ['regular', 'error']),
		check({ runData, requests }) {
			for (const kind of Object.keys(KINDS)) {
				const error = items(runData, `${kind} error`, 1);
				const ok = items(runData, `${kind} error`, 0);
				check(
					`On Error: error output, ${kind}: the failed item (paired with item 1) leaves by the error output only`,
					error.length === 1 &&
						pairs(error) === '[1]' &&
						typeof error[0].json.error === 'string' &&
						error[0].json.details &&
						pairs(ok) === '[0,2]' &&
						ok.every((item) => item.json.error === undefined),
					JSON.stringify({ error, ok }).slice(0, 400),
				);
				check(
					`On Error: error output, ${kind}: the next nodes got 2 and 1 items`,
					items(runData, `${kind} error OK`).length === 2 &&
						items(runData, `${kind} error Failed`).length === 1,
				);
				const regular = items(runData, `${kind} regular`, 0);
				check(
					`On Error: regular output, ${kind}: three items, the second {error, ...}, paired 0, 1, 2`,
					pairs(regular) === '[0,1,2]' &&
						typeof regular[1].json.error === 'string' &&
						regular[0].json.error === undefined,
					JSON.stringify(regular).slice(0, 400),
				);
			}
			const posts = requests
				.filter((entry) => entry.method === 'POST')
				.map((entry) => entry.status);
			check(
				'On Error, continue: the server got 6 creates (2 refused), the reads and no read of the malformed id',
				posts.length === 6 &&
					posts.filter((status) => status === 400).length === 2 &&
					!requests.some((entry) => entry.path.includes('not-an-id')),
				JSON.stringify(posts),
			);
			const commands = requests.filter((entry) => entry.method === 'PATCH').length;
			check('On Error, continue: every pipe got its stop command (6)', commands === 6, commands);
		},
	},
	...Object.keys(KINDS).map((kind) => ({
		id: `settingsStop${kind}`.padEnd(16, '0').slice(0, 16),
		build: () => stopWorkflow(kind),
		before: (emulator) => preparePipes(emulator, ['stop']),
		expectFailure: true,
		check({ output, stdout, requests }) {
			const text = JSON.stringify(output || {}) + stdout;
			check(
				`On Error: Stop Workflow, ${kind}: the run fails on the second item`,
				/item ?(index)?:? ?1|"itemIndex":1|\[item 1\]/i.test(text) ||
					(output && output.data && output.data.resultData.error),
				tail(stdout, 8),
			);
			const last = requests.filter((entry) => entry.method !== 'GET' || kind !== 'wait');
			if (kind === 'write')
				check(
					'On Error: Stop Workflow, write: no create after the refused one',
					last.map((e) => e.status).join(',') === '200,400',
					JSON.stringify(last.map((e) => e.status)),
				);
			if (kind === 'wait')
				check(
					'On Error: Stop Workflow, wait: no command for the third pipe',
					!requests.some((entry) => entry.path.includes(pipeIds('stop')[2])),
				);
			if (kind === 'refused')
				check(
					'On Error: Stop Workflow, refused input: nothing sent for the malformed id',
					!requests.some((entry) => entry.path.includes('not-an-id')),
				);
		},
	})),
	{
		id: 'settingsRetry001',
		build() {
			const nodes = [manual()];
			const connections = {};
			chain(
				nodes,
				connections,
				'create',
				[
					{ name: 'one', service: 'generic', url: 'https://hooks.example.com/r/one' },
					{ name: 'two', service: 'generic', url: 'https://hooks.example.com/r/two' },
					{ name: 'three', service: 'generic', url: 'https://hooks.example.com/r/three' },
				],
				webhookCreate,
				{ retryOnFail: true, maxTries: 3, waitBetweenTries: 10 },
			);
			return { name: 'settings: Retry On Fail', nodes, connections };
		},
		before(emulator) {
			const p = '/api/v2/webhooks';
			emulator.injectFault({ method: 'POST', path: p, delayMs: 1 });
			emulator.injectFault({ method: 'POST', path: p, status: 503 });
			emulator.injectFault({
				method: 'POST',
				path: p,
				status: 429,
				headers: { 'retry-after': '0' },
			});
		},
		check({ runData, requests, emulator }) {
			const posts = requests
				.filter((entry) => entry.method === 'POST')
				.map((entry) => `${entry.body && entry.body.name} ${entry.status}`);
			check(
				'Retry On Fail: the accepted create is not sent again; the refused one is (the node retries its 429)',
				posts.join(', ') === 'one 200, two 503, two 429, two 200, three 200',
				posts.join(', '),
			);
			check(
				'Retry On Fail: three items paired 0, 1, 2; the server holds one of each',
				pairs(items(runData, 'create')) === '[0,1,2]' &&
					['one', 'two', 'three'].every(
						(name) =>
							emulator.store.sh.webhooks.all().filter((hook) => hook.name === name).length === 1,
					),
			);
		},
	},
	{
		id: 'settingsRetry002',
		build() {
			const nodes = [manual()];
			const connections = {};
			chain(nodes, connections, 'create', KINDS.write.list('bound'), webhookCreate, {
				retryOnFail: true,
				maxTries: 3,
				waitBetweenTries: 10,
			});
			return { name: 'settings: Retry On Fail, the bound', nodes, connections };
		},
		expectFailure: true,
		check({ requests, emulator }) {
			const posts = requests
				.filter((entry) => entry.method === 'POST')
				.map((entry) => `${entry.body && entry.body.name} ${entry.status}`);
			check(
				'Retry On Fail, the bound: the accepted create once, the refused one once per try (3)',
				posts.join(', ') ===
					`bound one 200, ${DUPLICATE_NAME} 400, ${DUPLICATE_NAME} 400, ${DUPLICATE_NAME} 400` &&
					emulator.store.sh.webhooks.all().filter((hook) => hook.name === 'bound one').length === 1,
				posts.join(', '),
			);
		},
	},
	{
		id: 'settingsOther001',
		build() {
			const nodes = [manual()];
			const connections = {};
			// Always Output Data on an empty Get Many (no self-hosted webhooks), and without it.
			for (const [name, always] of [
				['empty on', true],
				['empty off', false],
			]) {
				nodes.push(
					ours(
						name,
						{ deployment: 'selfHosted', resource: 'webhook', operation: 'getAll', returnAll: true },
						{ alwaysOutputData: always },
					),
					noOp(`${name} next`),
				);
				link(connections, 'Start', name);
				link(connections, name, `${name} next`);
			}
			// Execute Once over three items.
			chain(
				nodes,
				connections,
				'once',
				[{ id: ALERT_1 }, { id: ALERT_3 }, { id: ALERT_3 }],
				alertGet,
				{ executeOnce: true },
			);
			// Pinned data on the node.
			chain(nodes, connections, 'pinned', [{ id: ALERT_4 }], alertGet);
			// $('…').item and .first() on Get Many and Simplify outputs.
			const readBack = (from, name) => {
				nodes.push(
					node(
						name,
						'n8n-nodes-base.set',
						{
							assignments: {
								assignments: [
									{
										id: 'a',
										name: 'itemId',
										type: 'string',
										value: `={{ $('${from}').item.json.id }}`,
									},
									{
										id: 'b',
										name: 'firstId',
										type: 'string',
										value: `={{ $('${from}').first().json.id }}`,
									},
								],
							},
							options: {},
						},
						{ typeVersion: 3.4 },
					),
				);
				link(connections, from, name);
			};
			nodes.push(
				ours('many', {
					deployment: 'selfHosted',
					resource: 'alert',
					operation: 'getAll',
					returnAll: false,
					limit: 3,
				}),
			);
			link(connections, 'Start', 'many');
			readBack('many', 'many fields');
			chain(nodes, connections, 'simple', [{ id: ALERT_2 }, { id: ALERT_1 }], {
				...alertGet,
				simplify: true,
			});
			readBack('simple', 'simple fields');
			// The node in a sub-workflow called by Execute Workflow.
			chain(nodes, connections, 'call', [{ id: ALERT_1 }, { id: ALERT_2 }], {});
			const call = nodes.find((candidate) => candidate.name === 'call');
			Object.assign(call, {
				type: 'n8n-nodes-base.executeWorkflow',
				typeVersion: 1,
				parameters: { source: 'database', workflowId: 'settingsSubflow1', mode: 'once' },
			});
			delete call.credentials;
			return {
				name: 'settings: Always Output Data, Execute Once, pinned data, expressions, sub-workflow',
				nodes,
				connections,
				pinData: { pinned: [{ json: { id: 'pinned-alert' } }] },
			};
		},
		extra: [
			{
				id: 'settingsSubflow1',
				name: 'settings: sub-workflow',
				nodes: [node('Called', 'n8n-nodes-base.executeWorkflowTrigger'), ours('Read', alertGet)],
				connections: { Called: { main: [[{ node: 'Read', type: 'main', index: 0 }]] } },
			},
		],
		before: (emulator) => emulator.reset({ webhooks: 0 }),
		check({ runData, requests }) {
			check(
				'Always Output Data on: one empty item, the next node runs',
				items(runData, 'empty on').length === 1 &&
					JSON.stringify(items(runData, 'empty on')[0].json) === '{}' &&
					items(runData, 'empty on next').length === 1,
			);
			check(
				'Always Output Data off: no item, the next node does not run',
				items(runData, 'empty off').length === 0 && !runData['empty off next'],
			);
			const once = items(runData, 'once');
			check(
				'Execute Once: one item, paired with item 0, one read of the first id',
				once.length === 1 &&
					once[0].json.id === ALERT_1 &&
					pairs(once) === '[0]' &&
					!requests.some((entry) => entry.path.endsWith(ALERT_3)),
				JSON.stringify(once).slice(0, 200),
			);
			const pinned = items(runData, 'pinned OK');
			log(
				`  pinned: the next node got ${JSON.stringify(pinned.map((item) => item.json.id))}; reads of the alert: ${requests.filter((entry) => entry.path.endsWith(ALERT_4)).length}`,
			);
			// n8n uses pinned data in manual runs only (the editor's): `n8n execute` runs as production
			// does, so the node runs and reads (the manual-run cell is in-process).
			check(
				'pinned data in a production-mode run (n8n execute): ignored as n8n documents, the node reads and the next node gets the record',
				pinned.length === 1 &&
					pinned[0].json.id === ALERT_4 &&
					requests.filter((entry) => entry.path.endsWith(ALERT_4)).length === 1,
				JSON.stringify(pinned).slice(0, 200),
			);
			const many = items(runData, 'many').map((item) => item.json.id);
			const manyFields = items(runData, 'many fields').map((item) => item.json);
			check(
				"$('…').item / .first() on Get Many",
				many.length === 3 &&
					JSON.stringify(manyFields) ===
						JSON.stringify(many.map((id) => ({ itemId: id, firstId: many[0] }))),
				JSON.stringify(manyFields),
			);
			const simpleFields = items(runData, 'simple fields').map((item) => item.json);
			check(
				"$('…').item / .first() on Simplify",
				JSON.stringify(simpleFields) ===
					JSON.stringify([
						{ itemId: ALERT_2, firstId: ALERT_2 },
						{ itemId: ALERT_1, firstId: ALERT_2 },
					]),
				JSON.stringify(simpleFields),
			);
			const called = items(runData, 'call').map((item) => item.json.id);
			check(
				'the node in a sub-workflow: the caller gets both records',
				JSON.stringify(called) === JSON.stringify([ALERT_1, ALERT_2]),
				JSON.stringify(called),
			);
		},
	},
	...['wait', 'rateLimit'].map((what) => ({
		id: `settingsStop${what}`
			.padEnd(16, '0')
			.slice(0, 16)
			.replace('settingsStopwait', 'settingsTimeout1')
			.replace('settingsStoprate', 'settingsTimeout2'),
		build() {
			const nodes = [manual()];
			const connections = {};
			const parameters =
				what === 'wait'
					? {
							...pipeStop,
							pipeId: { __rl: true, mode: 'id', value: SEED.pipes.messageBroker },
							waitTimeout: 120,
						}
					: { ...alertGet, alertId: { __rl: true, mode: 'id', value: ALERT_1 } };
			nodes.push(ours('Node', parameters));
			link(connections, 'Start', 'Node');
			// The workflow's timeout stops it as the editor's Stop does (it aborts the same signal).
			return {
				name: `settings: stop during ${what}`,
				nodes,
				connections,
				settings: { executionOrder: 'v1', executionTimeout: 4 },
			};
		},
		before(emulator) {
			if (what === 'wait') emulator.setPipeOutcome(SEED.pipes.messageBroker, 'Stopping');
			else
				emulator.injectFault({
					method: 'GET',
					path: '/api/v2/alerts',
					status: 429,
					count: -1,
					headers: { 'retry-after': '60' },
				});
		},
		expectFailure: true,
		async check({ requests, emulator, output, stdout, seconds }) {
			const count = requests.length;
			await new Promise((resolve) => setTimeout(resolve, 1500));
			const after = emulator.requests().filter((entry) => entry.deployment !== 'control').length;
			check(
				`Stop during ${what === 'wait' ? 'Wait for State' : 'a rate-limit wait'}: the run ended by the timeout, long before the node's own wait`,
				seconds < 50 &&
					(/timeout|stopped|cancel/i.test(stdout) || (output && output.status !== 'success')),
				`${seconds} s; ${tail(stdout, 5)}`,
			);
			check(
				`Stop during ${what === 'wait' ? 'Wait for State' : 'a rate-limit wait'}: no request after the stop`,
				after === count && (what === 'wait' || count === 1),
				`${count} then ${after}`,
			);
			void STOP_MESSAGE;
		},
	})),
];

// ---- manual runs as the editor starts them (n8n start, REST: run, partial run, Stop) ----

/** Start -> Node -> Later, our node with these parameters. */
function manualWorkflow(id, name, parameters, pinData) {
	const nodes = [manual(), ours('Node', parameters), noOp('Later')];
	const connections = {};
	link(connections, 'Start', 'Node');
	link(connections, 'Node', 'Later');
	// An empty pinData, as the editor saves it: n8n 2.41's partial run fails on a workflow whose pinData is null.
	return { id, name, nodes, connections, pinData: pinData || {} };
}

const manualRuns = [
	manualWorkflow(
		'settingsManPin01',
		'settings: pinned data (editor run)',
		{ ...alertGet, alertId: { __rl: true, mode: 'id', value: ALERT_4 } },
		{
			Node: [{ json: { id: 'pinned-alert' } }],
		},
	),
	manualWorkflow('settingsManPart1', 'settings: partial run (editor)', {
		deployment: 'selfHosted',
		resource: 'alert',
		operation: 'getAll',
		returnAll: false,
		limit: 2,
	}),
	manualWorkflow('settingsManStop1', 'settings: Stop during Wait for State (editor)', {
		...pipeStop,
		pipeId: { __rl: true, mode: 'id', value: SEED.pipes.messageBroker },
		waitTimeout: 120,
	}),
];

/** The editor's Run: POST /rest/workflows/:id/run; resolves with the finished execution's run data. */
async function runInEditor(n8n, flatted, id, body, { whileRunning } = {}) {
	const started = await n8n.rest('POST', `/workflows/${id}/run`, body);
	const executionId = started.json && started.json.data && started.json.data.executionId;
	if (!executionId)
		throw new Error(`no execution started: ${started.status} ${started.text.slice(0, 300)}`);
	if (whileRunning) await whileRunning(executionId);
	const finished = await n8n.waitFor(
		async () => {
			const detail = await n8n.rest('GET', `/executions/${executionId}`);
			const data = detail.json && detail.json.data;
			return data &&
				data.status !== 'running' &&
				data.status !== 'new' &&
				typeof data.data === 'string'
				? data
				: undefined;
		},
		{ timeoutMs: 60000, intervalMs: 300, what: `execution ${executionId}` },
	);
	return {
		executionId,
		status: finished.status,
		runData: flatted.parse(finished.data).resultData.runData,
	};
}

async function editorRuns(n8n, flatted, emulator) {
	const apiRequests = () => emulator.requests().filter((entry) => entry.deployment !== 'control');
	const reset = () => {
		emulator.reset();
		emulator.configure({ pipeTransitionMs: 50 });
		emulator.clearRequests();
	};
	reset();
	let run = await runInEditor(n8n, flatted, 'settingsManPin01', {
		triggerToStartFrom: { name: 'Start' },
	});
	const later = items(run.runData, 'Later').map((item) => item.json);
	check(
		'pinned data (editor run): the node sends nothing, the next node gets the pinned item',
		JSON.stringify(later) === JSON.stringify([{ id: 'pinned-alert' }]) &&
			apiRequests().length === 0,
		`${JSON.stringify(later)}; ${apiRequests().length} request(s)`,
	);

	reset();
	const first = await runInEditor(n8n, flatted, 'settingsManPart1', {
		triggerToStartFrom: { name: 'Start' },
	});
	const alerts = items(first.runData, 'Node').map((item) => item.json.id);
	emulator.clearRequests();
	run = await runInEditor(n8n, flatted, 'settingsManPart1', {
		runData: first.runData,
		destinationNode: { nodeName: 'Later', mode: 'inclusive' },
		dirtyNodeNames: [],
	});
	const partial = items(run.runData, 'Later').map((item) => item.json.id);
	check(
		'a partial run of a later node (Execute step): the node is not run again, the next node gets its earlier output',
		alerts.length === 2 &&
			JSON.stringify(partial) === JSON.stringify(alerts) &&
			apiRequests().length === 0,
		`${JSON.stringify(alerts)} -> ${JSON.stringify(partial)}; ${apiRequests().length} request(s)`,
	);

	reset();
	emulator.setPipeOutcome(SEED.pipes.messageBroker, 'Stopping');
	let sentAtStop = -1;
	run = await runInEditor(
		n8n,
		flatted,
		'settingsManStop1',
		{ triggerToStartFrom: { name: 'Start' } },
		{
			async whileRunning(executionId) {
				await n8n.waitFor(() => apiRequests().length >= 3, {
					timeoutMs: 30000,
					intervalMs: 50,
					what: 'the first polls',
				});
				sentAtStop = apiRequests().length;
				const stopped = await n8n.rest('POST', `/executions/${executionId}/stop`, {});
				if (stopped.status !== 200)
					throw new Error(`stop: ${stopped.status} ${stopped.text.slice(0, 200)}`);
			},
		},
	);
	await new Promise((resolve) => setTimeout(resolve, 1500));
	check(
		"Stop (the editor's, REST /executions/:id/stop) during Wait for State: the run is stopped, no request after the stop",
		run.status !== 'success' && sentAtStop >= 3 && apiRequests().length === sentAtStop,
		`${run.status}; ${sentAtStop} request(s) at the stop, ${apiRequests().length} after`,
	);
}

async function main() {
	let userFolder;
	let emulator;
	try {
		log('the pinned n8n');
		const paths = await ensureN8n({ log: (line) => log(`  ${line}`) });
		userFolder = makeUserFolder('obs-n8n-settings-');
		const port = await freePort();
		let brokerPort = await freePort();
		while (brokerPort === port) brokerPort = await freePort();
		const n8n = new N8n({ paths, userFolder, port, brokerPort, log });
		W.buildPackage();
		W.installTarball(W.packPackage(userFolder).tarball, n8n.packageDir);
		emulator = await startEmulator({ pipeTransitionMs: 50 });
		const credentialsFile = path.join(userFolder, 'credentials.json');
		fs.writeFileSync(credentialsFile, JSON.stringify(W.demoCredentials(emulator.url)));
		let result = await n8n.cli(['import:credentials', `--input=${credentialsFile}`]);
		check('n8n import:credentials', result.code === 0, tail(result.stdout + result.stderr, 10));
		const importDir = path.join(userFolder, 'import');
		fs.mkdirSync(importDir);
		for (const spec of workflows) {
			const built = spec.build();
			for (const workflow of [{ ...built, id: spec.id }, ...(spec.extra || [])]) {
				fs.writeFileSync(
					path.join(importDir, `${workflow.id}.json`),
					JSON.stringify({ active: false, settings: { executionOrder: 'v1' }, ...workflow }),
				);
			}
		}
		for (const workflow of manualRuns)
			fs.writeFileSync(
				path.join(importDir, `${workflow.id}.json`),
				JSON.stringify({ active: false, settings: { executionOrder: 'v1' }, ...workflow }),
			);
		result = await n8n.cli(['import:workflow', '--separate', `--input=${importDir}`]);
		check(
			'n8n import:workflow (the settings workflows)',
			result.code === 0,
			tail(result.stdout + result.stderr, 10),
		);
		// n8n 2.x runs a sub-workflow's published version only.
		for (const extra of workflows.flatMap((spec) => spec.extra || [])) {
			result = await n8n.cli(['publish:workflow', `--id=${extra.id}`]);
			check(
				`n8n publish:workflow ${extra.id}`,
				result.code === 0,
				tail(result.stdout + result.stderr, 10),
			);
		}
		// OBS_SETTINGS_ONLY=<workflow id>: run that workflow only (trying one cell).
		const only = process.env.OBS_SETTINGS_ONLY;
		for (const spec of workflows.filter((candidate) => !only || candidate.id === only)) {
			emulator.reset();
			emulator.configure({ pipeTransitionMs: 50 });
			if (spec.before) spec.before(emulator);
			emulator.clearRequests();
			log(`${spec.id}: n8n execute`);
			result = await n8n.cli(['execute', `--id=${spec.id}`, '--rawOutput'], {
				timeoutMs: 120000,
				logName: `execute-${spec.id}`,
				// n8n 2.x's publication service fills in published versions under `n8n start` only:
				// without it, `n8n execute` calls the sub-workflow's published (active) version directly.
				extraEnv: { N8N_USE_WORKFLOW_PUBLICATION_SERVICE: 'false' },
			});
			const output = jsonFromOutput(result.stdout);
			const runData =
				output && output.data && output.data.resultData ? output.data.resultData.runData : {};
			if (!spec.expectFailure)
				check(
					`${spec.id}: n8n execute exits 0 and prints the run`,
					result.code === 0 && output,
					tail(result.stdout + result.stderr, 12),
				);
			await spec.check({
				runData,
				output,
				stdout: result.stdout + result.stderr,
				seconds: result.seconds,
				emulator,
				requests: emulator.requests().filter((entry) => entry.deployment !== 'control'),
			});
		}
		if (!only || only === 'editor') {
			log('n8n start: runs as the editor starts them (REST)');
			await n8n.start({ timeoutMs: 120000 });
			await n8n.login();
			const flatted = require(path.join(paths.dir, 'node_modules/flatted'));
			await editorRuns(n8n, flatted, emulator);
			await n8n.stop();
		}
	} catch (error) {
		check('the run completes without an exception', false, error.stack || String(error));
	} finally {
		await stopAll();
		if (emulator) await emulator.close();
		report.removeUnlessKept(userFolder, 'OBS_E2E_KEEP');
	}
	const failed = report.summary();
	process.exitCode = failed ? 1 : 0;
}

main();
