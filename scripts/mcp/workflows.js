'use strict';
// The MCP example as `npm run test:mcp` imports it, and its "raw" twin: the same tools with
// Simplify off (and every column of the event rows), so the run can measure what a model
// reads with and without Simplify for the same question. Pure: files in, objects out.
const fs = require('fs');
const path = require('path');

const EXAMPLE_FILE = 'ask-your-observability-stack.json';
const MCP_TRIGGER = '@n8n/n8n-nodes-langchain.mcpTrigger';
const TOOL_TYPE = 'n8n-nodes-observability-pipes.observabilityPipesTool';
const RAW_PATH_SUFFIX = '-raw';

/** The example workflow as saved in examples/; a file that is not JSON is named, as the demo's own examples are. */
function loadExample(examplesDir) {
	const file = path.join(examplesDir, EXAMPLE_FILE);
	try {
		return JSON.parse(fs.readFileSync(file, 'utf8'));
	} catch (error) {
		if (!(error instanceof SyntaxError)) throw error;
		throw new Error(`${file} is not valid JSON: ${error.message}; is the file complete?`);
	}
}

function triggerOf(workflow) {
	const trigger = workflow.nodes.find((node) => node.type === MCP_TRIGGER);
	if (!trigger) throw new Error(`${workflow.name}: no MCP Server Trigger (${MCP_TRIGGER})`);
	return trigger;
}

/** The tool nodes: our action node in its tool form, connected to the trigger's ai_tool input. */
function toolNodes(workflow) {
	const trigger = triggerOf(workflow);
	return workflow.nodes.filter((node) => {
		if (node.type !== TOOL_TYPE) return false;
		const outputs = (workflow.connections[node.name] || {}).ai_tool || [];
		return outputs.some((targets) =>
			(targets || []).some((target) => target.node === trigger.name && target.type === 'ai_tool'),
		);
	});
}

/** The path the MCP clients connect to (production URL: `<n8n>/mcp/<path>`). */
function mcpPath(workflow) {
	return String(triggerOf(workflow).parameters.path);
}

/** Another id of the same form: its first character changed (the ids of one workflow stay distinct). */
function otherId(id) {
	return `${id[0] === 'f' ? 'e' : 'f'}${id.slice(1)}`;
}

/**
 * The same workflow answering in full: every tool with Output Raw (Simplify off), the event search with
 * every column (an empty Select), at `<path>-raw`, under another id and name and new webhook and node ids (two
 * active workflows may not share a webhook path or node ids).
 */
function rawVariant(workflow, id) {
	const raw = JSON.parse(JSON.stringify(workflow));
	raw.id = id;
	raw.name = `${workflow.name} (Simplify off)`;
	for (const node of raw.nodes) {
		node.id = otherId(node.id);
		if (node.type === MCP_TRIGGER) {
			node.parameters.path = `${node.parameters.path}${RAW_PATH_SUFFIX}`;
			if (node.webhookId) node.webhookId = otherId(node.webhookId);
		}
		if (node.type !== TOOL_TYPE) continue;
		// A tool shows Output (Simplified, Raw, Selected Fields); a Simplify saved with it is off too.
		if ('output' in node.parameters) node.parameters.output = 'raw';
		if ('simplify' in node.parameters) node.parameters.simplify = false;
		// The event search's columns, in its Options.
		if (node.parameters.resource === 'event' && node.parameters.operation === 'search')
			node.parameters.options = { ...node.parameters.options, select: '' };
	}
	return raw;
}

/** The `$fromAI` keys a parameter value names (what the tool's input schema must offer). */
function fromAiKeys(value) {
	const keys = new Set();
	const visit = (entry) => {
		if (typeof entry === 'string') {
			for (const match of entry.matchAll(/\$fromAI\(\s*(['"`])([^'"`]+)\1/g)) keys.add(match[2]);
		} else if (entry && typeof entry === 'object') {
			for (const inner of Object.values(entry)) visit(inner);
		}
	};
	visit(value);
	return [...keys].sort();
}

/** n8n's tool name of a node: its name with every run of other characters than [a-zA-Z0-9_-] as `_`. */
function toolName(nodeName) {
	return nodeName.replace(/[^a-zA-Z0-9_-]+/g, '_').slice(0, 64);
}

module.exports = {
	EXAMPLE_FILE,
	MCP_TRIGGER,
	TOOL_TYPE,
	loadExample,
	triggerOf,
	toolNodes,
	mcpPath,
	rawVariant,
	fromAiKeys,
	toolName,
};
