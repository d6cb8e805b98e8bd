'use strict';
// The demo's scenario for examples/ask-your-observability-stack.json (`npm run demo`, which
// runs without an n8n install): a scripted MCP client's conversation, each call executed as
// n8n executes a tool call, the tool node running with the call's arguments as its one input
// item (which its `$fromAI(...)` expressions read). The MCP Server Trigger itself needs the
// whole n8n: `npm run test:mcp` drives the same calls through it with the official MCP client.
const path = require('path');
const E2E = require('../e2e/workflows');
const MW = require('./workflows');

const START = 'Model';
const PLAIN_TYPE = MW.TOOL_TYPE.replace(/Tool$/, '');

/** The calls a client makes for "what is firing, and what do the logs say; are the pipes healthy?". */
function conversation(SEED) {
	return [
		{ tool: 'List_Alerts', args: { states: 'ALERT', nameContains: '' } },
		{ tool: 'Get_Alert', args: { alertId: SEED.sh.alerts[0] } },
		{ tool: 'List_Sources', args: {} },
		{
			tool: 'Search_Events',
			args: {
				sourceId: SEED.sh.sources.log,
				startTime: '2025-01-15T09:00:00Z',
				endTime: '2025-01-15T10:00:00Z',
				where: 'level:error',
			},
		},
		{ tool: 'List_Pipes', args: { pipeStates: 'Failed, Stopped' } },
		{ tool: 'Get_Pipe_Settings', args: { pipeId: SEED.pipes.objectStorage } },
		{ tool: 'Audit_Pipe_Settings', args: {} },
		{ tool: 'Get_Alert', args: { alertId: SEED.pipes.messageBroker }, refused: 'Alert' },
		{
			tool: 'Search_Events',
			args: { sourceId: SEED.sh.sources.log, startTime: 'last hour', endTime: 'now', where: '' },
			refused: 'Start Time',
		},
	];
}

/** One tool call as n8n runs it: the tool node in its plain form, fed the arguments as its input item. */
async function callTool(engine, node, args) {
	const tool = { ...node, type: PLAIN_TYPE };
	const run = await engine.runWorkflow({
		nodes: [
			{
				name: START,
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
			tool,
		],
		connections: { [START]: { main: [[{ node: node.name, type: 'main', index: 0 }]] } },
		startNodeName: START,
		pinData: { [START]: [{ json: args }] },
	});
	const error = run.error(node.name);
	if (error)
		return {
			isError: true,
			text: `${error.message}${error.description ? `\n\nDetails: ${error.description}` : ''}`,
		};
	const items = run.json(node.name);
	return { isError: false, text: JSON.stringify(items), items };
}

const scenario = {
	file: MW.EXAMPLE_FILE,
	title: 'Ask your observability stack: a scripted MCP client calls the read-only tools',
	/** `examples`: the demo's examples folder (its `--examples DIR`), else the repository's. */
	async run({ engine, emulator, SEED, examples }) {
		const workflow = MW.loadExample(examples || E2E.EXAMPLES);
		const tools = Object.fromEntries(
			MW.toolNodes(workflow).map((node) => [MW.toolName(node.name), node]),
		);
		emulator.setPipeSettings(SEED.pipes.objectStorage, { engine_max_download_threads: 32 });
		const lines = [
			`MCP Server Trigger at /mcp/${MW.mcpPath(workflow)} with ${Object.keys(tools).length} tools: ${Object.keys(tools).join(', ')}`,
		];
		const calls = [];
		let error;
		for (const call of conversation(SEED)) {
			emulator.clearRequests();
			const answer = await callTool(engine, tools[call.tool], call.args);
			const sent = emulator.requests().filter((request) => request.deployment !== 'control').length;
			calls.push({
				...call,
				isError: answer.isError,
				bytes: Buffer.byteLength(answer.text),
				items: answer.items ? answer.items.length : 0,
				sent,
				text: answer.text.slice(0, 300),
				answer: answer.items,
			});
			const said = answer.isError
				? `refused: ${answer.text.split('\n')[0]}`
				: `${answer.items.length} item(s), ${Buffer.byteLength(answer.text)} bytes`;
			lines.push(`${call.tool} ${JSON.stringify(call.args)} -> ${said}`);
			const expectedRefusal = Boolean(call.refused);
			if (
				answer.isError !== expectedRefusal ||
				(expectedRefusal && (!answer.text.includes(`'${call.refused}'`) || sent > 0))
			) {
				error =
					error ||
					`${call.tool}: ${expectedRefusal ? `expected a refusal naming '${call.refused}' with nothing sent` : 'failed'}: ${answer.text.slice(0, 200)} (${sent} request(s))`;
			}
		}
		const audit = calls.find((call) => call.tool === 'Audit_Pipe_Settings');
		const drifting = ((audit && audit.answer) || [])
			.filter((entry) => !entry.compliant)
			.map((entry) => entry.pipeId);
		if (drifting.length !== 1 || drifting[0] !== SEED.pipes.objectStorage)
			error =
				error ||
				`the audit should name exactly ${SEED.pipes.objectStorage}, named ${JSON.stringify(drifting)}`;
		lines.push(
			`the audit names the one pipe changed behind the API's back (${drifting.join(', ')}); ${path.basename(MW.EXAMPLE_FILE)} runs through the real MCP Server Trigger in npm run test:mcp`,
		);
		return { lines, data: { calls: calls.map(({ answer, ...call }) => call), drifting }, error };
	},
};

module.exports = { scenario, conversation, callTool };
