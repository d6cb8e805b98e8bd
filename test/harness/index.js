'use strict';
const { randomUUID } = require('crypto');
const { Workflow, NodeHelpers, createRunExecutionData } = require('n8n-workflow');
const {
	WorkflowExecute,
	ExecutionLifecycleHooks,
	PollContext,
	TriggersAndPollers,
	LoadOptionsContext,
} = require('n8n-core');
const { TestCredentialsHelper } = require('./credentialsHelper');
const { TestItems } = require('./itemsNode');

const PACKAGE = 'n8n-nodes-observability-pipes';

class NodeTypes {
	constructor(byName) {
		this.byName = byName;
	}
	getByName(name) {
		const type = this.byName[name];
		if (!type) throw new Error(`Unknown node type ${name}`);
		return type;
	}
	getByNameAndVersion(name, version) {
		return NodeHelpers.getVersionedNodeType(this.getByName(name), version);
	}
	getKnownTypes() {
		return {};
	}
}

/**
 * Runs workflows and polls through n8n-core's real engine.
 * @param {{nodeClasses: Function[], credentialClasses: Function[], credentials?: Record<string, Record<string, object>>, extraNodeTypes?: Record<string, Function>}} setup
 */
function createHarness(setup) {
	const byName = {};
	for (const NodeClass of [...setup.nodeClasses, TestItems]) {
		const instance = new NodeClass();
		const name = instance.description.name;
		byName[name] = instance;
		byName[`${PACKAGE}.${name}`] = instance;
	}
	// n8n's own nodes (e.g. n8n-nodes-base.httpRequest), under their full type names.
	for (const [typeName, NodeClass] of Object.entries(setup.extraNodeTypes ?? {})) {
		byName[typeName] = new NodeClass();
	}
	const nodeTypes = new NodeTypes(byName);
	const credentialTypes = {};
	for (const CredentialClass of setup.credentialClasses) {
		const instance = new CredentialClass();
		credentialTypes[instance.name] = instance;
	}
	const store = setup.credentials ?? {};
	const credentialsHelper = new TestCredentialsHelper(credentialTypes, store);

	/** Workflows an Execute Workflow node may call, by id (`setSubWorkflow`). */
	const subWorkflows = {};

	/**
	 * n8n's side of the Execute Workflow node: runs the called workflow (registered with
	 * setSubWorkflow) from its Execute Workflow Trigger with the caller's items, and answers the
	 * output of the node that ran last.
	 */
	async function executeSubWorkflow(workflowInfo, _additionalData, options = {}) {
		const called = subWorkflows[workflowInfo.id];
		if (!called) throw new Error(`No sub-workflow ${workflowInfo.id} registered`);
		const trigger = called.nodes.find((node) => /executeWorkflowTrigger$/.test(node.type));
		const result = await runWorkflow({
			...called,
			startNodeName: trigger.name,
			startItems: options.inputData ?? [{ json: {} }],
		});
		const lastNode = result.run.data.resultData.lastNodeExecuted;
		const error = result.run.data.resultData.error;
		if (error) throw error;
		const task = lastTask(result.run.data.resultData.runData, lastNode);
		return { executionId: result.executionId, data: task?.data?.main ?? [[]] };
	}

	function additionalData(hooks) {
		return {
			credentialsHelper,
			hooks,
			executionId: hooks.executionId,
			executeWorkflow: executeSubWorkflow,
			getRunExecutionData: async () => undefined,
			getRuntimeCredential: async () => undefined,
			currentNodeExecutionIndex: 0,
			restApiUrl: 'http://127.0.0.1:5678/rest',
			instanceBaseUrl: 'http://127.0.0.1:5678/',
			formBaseUrl: 'http://127.0.0.1:5678/form',
			formWaitingBaseUrl: 'http://127.0.0.1:5678/form-waiting',
			formTestBaseUrl: 'http://127.0.0.1:5678/form-test',
			webhookBaseUrl: 'http://127.0.0.1:5678/webhook',
			webhookWaitingBaseUrl: 'http://127.0.0.1:5678/webhook-waiting',
			webhookTestBaseUrl: 'http://127.0.0.1:5678/webhook-test',
			mcpBaseUrl: 'http://127.0.0.1:5678/mcp',
			mcpTestBaseUrl: 'http://127.0.0.1:5678/mcp-test',
			variables: {},
			logAiEvent: () => {},
			startRunnerTask: async () => {
				throw new Error('not supported');
			},
		};
	}

	/** `settings`: the workflow's settings (e.g. `timezone`, which the nodes' getTimezone() gives). */
	function buildWorkflow({ nodes, connections = {}, staticData = {}, settings = {} }) {
		return new Workflow({
			id: 'wf-test',
			name: 'test workflow',
			nodes,
			connections,
			active: false,
			nodeTypes,
			staticData,
			settings: { executionOrder: 'v1', ...settings },
		});
	}

	/**
	 * Runs a whole workflow from its first node (or `startNodeName`, fed `startItems`); returns
	 * the run and readers for outputs. `onStarted` gets the running execution (its `cancel()` is
	 * the editor's Stop).
	 * @param {{nodes: object[], connections?: object, staticData?: object, startNodeName?: string, pinData?: object, startItems?: object[], settings?: object, onStarted?: (running: {cancel(): void}) => void}} run
	 */
	async function runWorkflow({
		nodes,
		connections = {},
		staticData = {},
		startNodeName,
		pinData,
		startItems = [{ json: {} }],
		settings = {},
		onStarted,
	}) {
		const normalized = nodes.map(normalizeNode);
		const workflow = buildWorkflow({ nodes: normalized, connections, staticData, settings });
		const workflowData = {
			id: workflow.id,
			name: workflow.name,
			nodes: normalized,
			connections,
			active: false,
			settings,
			createdAt: new Date(),
			updatedAt: new Date(),
			isArchived: false,
		};
		const executionId = randomUUID();
		const hooks = new ExecutionLifecycleHooks('manual', executionId, workflowData);
		const startNode = workflow.getNode(startNodeName ?? normalized[0].name);
		const execute = new WorkflowExecute(
			additionalData(hooks),
			'manual',
			createRunExecutionData({
				executionData: {
					nodeExecutionStack: [{ node: startNode, data: { main: [startItems] }, source: null }],
				},
				resultData: pinData ? { pinData } : undefined,
			}),
		);
		// The editor's Stop: onStarted gets the running execution, whose cancel() n8n calls.
		const running = execute.processRunExecutionData(workflow);
		if (onStarted) onStarted(running);
		const run = await running;
		return { ...wrapRun(run, workflow), executionId };
	}

	/**
	 * n8n's partial execution ("Execute step" on `destinationNode`): the run data of an earlier
	 * run stands for the nodes before it, which n8n does not run again.
	 */
	async function runPartial({ nodes, connections = {}, runData, destinationNode, pinData = {} }) {
		const normalized = nodes.map(normalizeNode);
		const workflow = buildWorkflow({ nodes: normalized, connections });
		const executionId = randomUUID();
		const hooks = new ExecutionLifecycleHooks('manual', executionId, {
			id: workflow.id,
			name: workflow.name,
			nodes: normalized,
			connections,
			active: false,
			settings: {},
		});
		const execute = new WorkflowExecute(additionalData(hooks), 'manual');
		const run = await execute.runPartialWorkflow2(workflow, runData, pinData, [], {
			nodeName: destinationNode,
			mode: 'inclusive',
		});
		return { ...wrapRun(run, workflow), executionId };
	}

	/** Registers a workflow that Execute Workflow nodes call by this id. */
	function setSubWorkflow(id, workflow) {
		subWorkflows[id] = workflow;
	}

	/** One action node fed by a source node with the given input items. */
	async function runNode({
		type = 'observabilityPipes',
		parameters,
		credentials,
		input = [{}],
		name = 'Node',
		continueOnFail = false,
		typeVersion = 1,
		settings = {},
	}) {
		const nodes = [
			{ name: 'Items', type: 'testItems', parameters: { items: JSON.stringify(input) } },
			{
				name,
				type,
				typeVersion,
				parameters,
				credentials,
				...(continueOnFail ? { onError: 'continueRegularOutput' } : {}),
			},
		];
		const connections = { Items: { main: [[{ node: name, type: 'main', index: 0 }]] } };
		return runWorkflow({ nodes, connections, settings });
	}

	/**
	 * One poll of a trigger node, as n8n's active-workflow manager runs it
	 * (`trigger` mode) or as the editor's "Fetch Test Event" does (`manual`).
	 * Returns the emitted items (or null) and the static data after the poll.
	 */
	async function poll({ node, staticData = {}, mode = 'trigger' }) {
		const trigger = activatePoll({ node, staticData, mode });
		const result = await trigger.poll();
		return {
			result,
			staticData: trigger.workflow.staticData,
			nodeStaticData: trigger.workflow.staticData[`node:${trigger.name}`],
		};
	}

	/**
	 * A polling trigger active as n8n-core keeps one (ActiveWorkflowTriggers.activatePollTrigger):
	 * one workflow and one PollContext, made at activation (or, in manual mode, for a test run
	 * in the editor), on which the poll executor runs every poll. `poll()` is one tick of its
	 * schedule: the node's output, or null.
	 * @param {{node: object, staticData?: object, mode?: 'trigger' | 'manual'}} trigger
	 */
	function activatePoll({ node, staticData = {}, mode = 'trigger' }) {
		const normalized = normalizeNode({
			name: 'Trigger',
			type: 'observabilityPipesTrigger',
			...node,
		});
		const workflow = buildWorkflow({ nodes: [normalized], staticData });
		const hooks = new ExecutionLifecycleHooks(mode, randomUUID(), {
			id: workflow.id,
			name: workflow.name,
			nodes: [normalized],
			connections: {},
			active: true,
			settings: {},
		});
		const trigger = workflow.getNode(normalized.name);
		const context = new PollContext(
			workflow,
			trigger,
			additionalData(hooks),
			mode,
			mode === 'manual' ? 'manual' : 'activate',
		);
		return {
			workflow,
			name: normalized.name,
			async poll() {
				return await new TriggersAndPollers().runPollFunction(workflow, trigger, context);
			},
		};
	}

	/**
	 * Calls a node's listSearch or loadOptions method as the editor does, through n8n-core's
	 * LoadOptionsContext with the node's current parameters.
	 * @param {{type?: string, parameters: object, credentials: object, kind?: string, method: string, filter?: string}} call
	 */
	async function loadOptions({
		type = 'observabilityPipes',
		parameters,
		credentials,
		kind = 'listSearch',
		method,
		filter = undefined,
	}) {
		const normalized = normalizeNode({ name: 'Node', type, parameters, credentials });
		const workflow = buildWorkflow({ nodes: [normalized] });
		const hooks = new ExecutionLifecycleHooks('manual', randomUUID(), {
			id: workflow.id,
			name: workflow.name,
			nodes: [normalized],
			connections: {},
			active: false,
			settings: {},
		});
		const context = new LoadOptionsContext(
			workflow,
			workflow.getNode('Node'),
			additionalData(hooks),
			'parameters.x',
		);
		const nodeType = nodeTypes.getByNameAndVersion(type, 1);
		return await nodeType.methods[kind][method].call(context, filter);
	}

	return {
		runWorkflow,
		runPartial,
		setSubWorkflow,
		runNode,
		poll,
		activatePoll,
		loadOptions,
		nodeTypes,
		credentialsHelper,
		store,
		additionalData,
		buildWorkflow,
	};
}

let counter = 0;
function normalizeNode(node) {
	return {
		id: node.id ?? `node-${++counter}`,
		position: node.position ?? [0, 0],
		typeVersion: node.typeVersion ?? 1,
		parameters: {},
		...node,
	};
}

function wrapRun(run, workflow) {
	const runData = run.data.resultData.runData;
	return {
		run,
		workflow,
		/**
		 * JSON of every item on output `index` of the node's last run.
		 * @returns {any[]}
		 */
		json(nodeName, index = 0) {
			return this.items(nodeName, index).map((item) => item.json);
		},
		/** @returns {any[]} */
		items(nodeName, index = 0) {
			const task = lastTask(runData, nodeName);
			if (!task)
				throw new Error(
					`Node ${nodeName} did not run; error: ${run.data.resultData.error?.message}`,
				);
			if (task.error) throw task.error;
			return task.data?.main?.[index] ?? [];
		},
		/** The error the node stopped with, if any. */
		error(nodeName) {
			const task = lastTask(runData, nodeName);
			return task?.error ?? (nodeName ? undefined : run.data.resultData.error);
		},
		ran(nodeName) {
			return !!lastTask(runData, nodeName);
		},
	};
}

function lastTask(runData, nodeName) {
	const tasks = runData[nodeName];
	return tasks && tasks[tasks.length - 1];
}

/** n8n's webhook side for webhook trigger nodes (see webhooks.js), over a harness of createHarness. */
function createWebhookServer(harness) {
	return require('./webhooks').createWebhookServer(harness);
}

module.exports = { createHarness, createWebhookServer, normalizeNode, wrapRun, PACKAGE };
