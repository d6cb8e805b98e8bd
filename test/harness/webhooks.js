'use strict';
/**
 * n8n's webhook side, for webhook trigger nodes, through n8n-core's real contexts:
 *
 * - an HTTP server on 127.0.0.1 that answers on `/webhook/...` (production) and
 *   `/webhook-test/...` (test) as n8n's does, so a server under test can post to it;
 * - activation and deactivation as n8n's WebhookService runs them: `checkExists`, then
 *   `create` when it answered false; `delete`; each in a `HookContext`;
 * - each request as n8n's webhook helpers handle it: the node's `webhook()` in a
 *   `WebhookContext`; an answer the node sent itself stays; without `workflowData`, 200 with
 *   the node's `webhookResponse`; with it, 200 at once (`responseMode: onReceived`) and an
 *   execution of the workflow from the trigger node through `WorkflowExecute`.
 *
 * Static data: a production workflow is loaded afresh for each request and its static data
 * saved after activation and after each request (as n8n does with the database); a test
 * registration keeps one workflow object in memory, and its test webhook is removed after
 * the first execution ("Listen for test event").
 */
const http = require('http');
const { randomUUID } = require('crypto');
const { NodeHelpers, createRunExecutionData } = require('n8n-workflow');
const {
	ExecutionLifecycleHooks,
	HookContext,
	WebhookContext,
	WorkflowExecute,
} = require('n8n-core');
const { normalizeNode, wrapRun } = require('./index');

const clone = (value) => JSON.parse(JSON.stringify(value ?? {}));

/** Static data as n8n stores it: without its change marker. */
function stored(staticData) {
	const copy = clone(staticData);
	delete copy.__dataChanged;
	return copy;
}

/**
 * @param {ReturnType<import('./index').createHarness>} harness
 */
function createWebhookServer(harness) {
	/** @type {Map<string, WebhookWorkflow>} path (without the leading slash) -> registered workflow */
	const routes = new Map();
	let baseUrl = '';
	const server = http.createServer((req, res) => {
		handle(req, res).catch((error) => {
			if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
			res.end(JSON.stringify({ message: `harness error: ${error && error.message}` }));
		});
	});

	async function handle(req, res) {
		const chunks = [];
		for await (const chunk of req) chunks.push(chunk);
		const url = new URL(req.url || '/', 'http://n8n');
		const route = url.pathname.replace(/^\/+|\/+$/g, '');
		const target = routes.get(`${req.method} ${route}`);
		if (!target) {
			res.writeHead(404, { 'Content-Type': 'application/json' });
			res.end(
				JSON.stringify({
					code: 404,
					message: `The requested webhook "${req.method} ${route}" is not registered.`,
				}),
			);
			return;
		}
		const raw = Buffer.concat(chunks).toString('utf8');
		let body = {};
		if (raw && /\bjson\b/i.test(String(req.headers['content-type'] || ''))) {
			try {
				body = JSON.parse(raw);
			} catch {
				res.writeHead(400, { 'Content-Type': 'application/json' });
				res.end(JSON.stringify({ message: 'Failed to parse request body' }));
				return;
			}
		}
		const query = Object.fromEntries(url.searchParams);
		await target.receive(
			Object.assign(req, { body, query, params: {}, rawBody: Buffer.from(raw) }),
			res,
		);
	}

	class WebhookWorkflow {
		/**
		 * @param {{node: object, nodes?: object[], connections?: object, staticData?: object, mode: 'trigger'|'manual'}} setup
		 */
		constructor(setup) {
			this.mode = setup.mode;
			this.isTest = setup.mode === 'manual';
			const normalize = (node) => normalizeNode(node, harness.nodeTypes);
			this.trigger = normalize({ name: 'Trigger', webhookId: randomUUID(), ...setup.node });
			this.nodes = [this.trigger, ...(setup.nodes ?? []).map(normalize)];
			this.connections = setup.connections ?? {};
			/** What the database holds (production), or the one workflow object's data (test). */
			this.saved = clone(setup.staticData);
			/** @type {Array<{items: object[], run: ReturnType<typeof wrapRun>}>} */
			this.executions = [];
			/** @type {Array<{status: number, body: string}>} the answers given to requests */
			this.answers = [];
			this.registered = false;
			this.waiters = [];
			this.memory = this.isTest
				? harness.buildWorkflow({
						nodes: this.nodes,
						connections: this.connections,
						staticData: this.saved,
					})
				: undefined;
		}

		workflow() {
			if (this.memory) return this.memory;
			return harness.buildWorkflow({
				nodes: this.nodes,
				connections: this.connections,
				staticData: clone(this.saved),
			});
		}

		/** Saves the static data the way n8n does after activation and after a request. */
		save(workflow) {
			if (this.isTest) return;
			this.saved = stored(workflow.staticData);
		}

		additionalData(workflow, extra = {}) {
			const hooks = new ExecutionLifecycleHooks(this.mode, randomUUID(), {
				id: workflow.id,
				name: workflow.name,
				nodes: this.nodes,
				connections: this.connections,
				active: !this.isTest,
				settings: {},
			});
			const data = harness.additionalData(hooks);
			return Object.assign(data, {
				webhookBaseUrl: `${baseUrl}/webhook`,
				webhookTestBaseUrl: `${baseUrl}/webhook-test`,
				...extra,
			});
		}

		webhookData(workflow, additionalData) {
			const node = workflow.getNode(this.trigger.name);
			const description = harness.nodeTypes.getByNameAndVersion(node.type, node.typeVersion)
				.description.webhooks[0];
			return {
				httpMethod: description.httpMethod,
				node: node.name,
				path: NodeHelpers.getNodeWebhookPath(workflow.id, node, description.path),
				webhookDescription: description,
				workflowId: workflow.id,
				workflowExecuteAdditionalData: additionalData,
				isTest: this.isTest,
				webhookId: node.webhookId,
			};
		}

		get path() {
			return `${this.isTest ? 'webhook-test' : 'webhook'}/${NodeHelpers.getNodeWebhookPath('wf-test', this.trigger, 'webhook')}`;
		}

		/** The URL n8n gives this node (production, or test). */
		get url() {
			return `${baseUrl}/${this.path}`;
		}

		async runMethod(method, workflow, activation) {
			const additionalData = this.additionalData(workflow);
			const webhookData = this.webhookData(workflow, additionalData);
			const node = workflow.getNode(this.trigger.name);
			const nodeType = harness.nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
			const context = new HookContext(
				workflow,
				node,
				additionalData,
				this.mode,
				activation,
				webhookData,
			);
			return await nodeType.webhookMethods[webhookData.webhookDescription.name][method].call(
				context,
			);
		}

		/** Activation (or "Listen for test event"): checkExists, create when needed; then the route serves. */
		async activate(activation = this.isTest ? 'manual' : 'activate') {
			const workflow = this.workflow();
			const exists = await this.runMethod('checkExists', workflow, activation);
			if (!exists) await this.runMethod('create', workflow, activation);
			this.save(workflow);
			routes.set(`POST ${this.path}`, this);
			this.registered = true;
			return { created: !exists };
		}

		/** Deactivation (or the end of a test): delete, and the route stops serving. */
		async deactivate(activation = 'update') {
			routes.delete(`POST ${this.path}`);
			this.registered = false;
			const workflow = this.workflow();
			const result = await this.runMethod('delete', workflow, activation);
			this.save(workflow);
			return result;
		}

		/** The node's static data as n8n holds it now. */
		get nodeData() {
			return (this.memory ? stored(this.memory.staticData) : this.saved)[
				`node:${this.trigger.name}`
			];
		}

		async receive(req, res) {
			const workflow = this.workflow();
			const node = workflow.getNode(this.trigger.name);
			const nodeType = harness.nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
			const additionalData = this.additionalData(workflow, { httpRequest: req, httpResponse: res });
			const webhookData = this.webhookData(workflow, additionalData);
			const context = new WebhookContext(
				workflow,
				node,
				additionalData,
				this.isTest ? 'manual' : 'webhook',
				webhookData,
				[],
				null,
			);
			const result = await nodeType.webhook.call(context);
			this.save(workflow);
			if (result.noWebhookResponse) {
				this.answers.push({ status: res.statusCode, body: '' });
				if (!res.writableEnded) res.end();
				this.settle();
				return;
			}
			const body = JSON.stringify(
				result.workflowData === undefined
					? (result.webhookResponse ?? { message: 'Webhook call received' })
					: { message: 'Workflow was started' },
			);
			res.writeHead(200, { 'Content-Type': 'application/json' });
			res.end(body);
			this.answers.push({ status: 200, body });
			if (result.workflowData !== undefined)
				await this.execute(workflow, node, result.workflowData);
			this.settle();
		}

		async execute(workflow, node, workflowData) {
			const additionalData = this.additionalData(workflow);
			const run = await new WorkflowExecute(
				additionalData,
				this.isTest ? 'manual' : 'webhook',
				createRunExecutionData({
					executionData: {
						nodeExecutionStack: [{ node, data: { main: workflowData }, source: null }],
					},
				}),
			).processRunExecutionData(workflow);
			const wrapped = wrapRun(run, workflow);
			this.executions.push({ items: wrapped.json(node.name), run: wrapped });
			// A test webhook serves one event, then n8n removes it.
			if (this.isTest && this.registered) await this.deactivate('manual');
		}

		settle() {
			const waiters = this.waiters;
			this.waiters = [];
			for (const resolve of waiters) resolve();
		}

		/** Resolves after the next request was handled (and its execution, if any, finished). */
		nextRequest() {
			return new Promise((resolve) => this.waiters.push(resolve));
		}
	}

	return {
		get url() {
			return baseUrl;
		},
		async start() {
			await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
			baseUrl = `http://127.0.0.1:${server.address().port}`;
			return baseUrl;
		},
		async close() {
			routes.clear();
			await new Promise((resolve) => server.close(() => resolve()));
			if (typeof server.closeAllConnections === 'function') server.closeAllConnections();
		},
		/** A workflow whose first node is the webhook trigger; not yet active. */
		workflow(setup) {
			return new WebhookWorkflow({ mode: 'trigger', ...setup });
		},
		routes,
	};
}

module.exports = { createWebhookServer };
