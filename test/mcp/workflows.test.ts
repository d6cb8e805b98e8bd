/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
// The MCP example as `npm run test:mcp` imports it: its tools, their `$fromAI` arguments,
// and the Simplify-off twin the run measures against.
import * as path from 'path';
import {
	fromAiKeys,
	loadExample,
	mcpPath,
	rawVariant,
	toolName,
	toolNodes,
	triggerOf,
	MCP_TRIGGER,
	TOOL_TYPE,
} from '../../scripts/mcp/workflows';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';

const examples = path.resolve(__dirname, '../../examples');

describe('the MCP example (examples/ask-your-observability-stack.json)', () => {
	const example = loadExample(examples);

	it('exposes seven read-only tools of both deployments through one MCP Server Trigger', () => {
		const tools = toolNodes(example);
		expect(tools.map((node: { name: string }) => toolName(node.name))).toEqual([
			'List_Alerts',
			'Get_Alert',
			'List_Sources',
			'Search_Events',
			'List_Pipes',
			'Get_Pipe_Settings',
			'Audit_Pipe_Settings',
		]);
		const operations = tools.map(
			(node: { parameters: Record<string, string> }) =>
				`${node.parameters.deployment}:${node.parameters.resource}:${node.parameters.operation}`,
		);
		expect(operations).toEqual([
			'selfHosted:alert:getAll',
			'selfHosted:alert:get',
			'selfHosted:source:getAll',
			'selfHosted:event:search',
			'cloud:pipe:getAll',
			'cloud:pipe:getSettings',
			'cloud:pipe:auditSettings',
		]);
		expect(mcpPath(example)).toBe('observability');
	});

	it('uses the newest node version for every tool, as a node added now', () => {
		const { version } = new ObservabilityPipes().description;
		const newest = Math.max(...(Array.isArray(version) ? version : [version]));
		for (const node of toolNodes(example))
			expect([node.name, node.typeVersion]).toEqual([node.name, newest]);
	});

	it('gives every tool a description of its own that says what it returns', () => {
		for (const node of toolNodes(example)) {
			expect(node.parameters.descriptionType).toBe('manual');
			expect(node.parameters.toolDescription).toMatch(/Returns a JSON array/);
		}
	});

	it('takes from the model exactly the arguments a question needs', () => {
		const keys = Object.fromEntries(
			toolNodes(example).map((node: { name: string; parameters: object }) => [
				toolName(node.name),
				fromAiKeys(node.parameters),
			]),
		);
		expect(keys).toEqual({
			List_Alerts: ['nameContains', 'states'],
			Get_Alert: ['alertId'],
			List_Sources: [],
			Search_Events: ['endTime', 'sourceId', 'startTime', 'where'],
			List_Pipes: ['pipeStates'],
			Get_Pipe_Settings: ['pipeId'],
			Audit_Pipe_Settings: [],
		});
	});

	it('uses the demo credentials the other examples use', () => {
		const ids = toolNodes(example).map(
			(node: { credentials: Record<string, { id: string }> }) =>
				Object.values(node.credentials)[0].id,
		);
		expect(new Set(ids)).toEqual(new Set(['obsDemoSelfHost1', 'obsDemoCloud0001']));
	});
});

describe('the Simplify-off twin', () => {
	const example = loadExample(examples);
	const raw = rawVariant(example, 'rawTwin');

	it('answers in full at its own path: Simplify off, every event column', () => {
		expect(raw.id).toBe('rawTwin');
		expect(mcpPath(raw)).toBe('observability-raw');
		for (const node of toolNodes(raw)) {
			if ('output' in node.parameters) expect(node.parameters.output).toBe('raw');
			if ('simplify' in node.parameters) expect(node.parameters.simplify).toBe(false);
		}
		expect(
			toolNodes(raw).filter((node: { parameters: object }) => 'output' in node.parameters),
		).toHaveLength(4);
		const search = (workflow: { nodes: object[] }) =>
			toolNodes(workflow).find((node: { name: string }) => node.name === 'Search Events')
				.parameters;
		expect(search(raw).options).toEqual({ ...search(example).options, select: '' });
		expect(search(example).options.select).toBe('Timestamp, ServiceName, SeverityText, Body');
		expect(search(raw).select).toBeUndefined();
	});

	it('keeps the tools and their arguments, with node and webhook ids of its own', () => {
		expect(toolNodes(raw).map((node: { name: string }) => node.name)).toEqual(
			toolNodes(example).map((node: { name: string }) => node.name),
		);
		expect(
			toolNodes(raw).map((node: { parameters: object }) => fromAiKeys(node.parameters)),
		).toEqual(
			toolNodes(example).map((node: { parameters: object }) => fromAiKeys(node.parameters)),
		);
		const ids = new Set([...example.nodes, ...raw.nodes].map((node: { id: string }) => node.id));
		expect(ids.size).toBe(example.nodes.length * 2);
		expect(triggerOf(raw).webhookId).not.toBe(triggerOf(example).webhookId);
	});

	it('leaves the example as loaded', () => {
		expect(
			toolNodes(example).find((node: { name: string }) => node.name === 'List Alerts').parameters
				.output,
		).toBe('simple');
		expect(mcpPath(example)).toBe('observability');
	});
});

describe('reading a workflow', () => {
	const trigger = { name: 'MCP', type: MCP_TRIGGER, parameters: { path: 'p' } };
	const tool = (name: string, parameters: object = {}) => ({ name, type: TOOL_TYPE, parameters });

	it('counts only tool nodes connected to the trigger by ai_tool', () => {
		const workflow = {
			name: 'w',
			nodes: [trigger, tool('A'), tool('B'), tool('C')],
			connections: {
				A: { ai_tool: [[{ node: 'MCP', type: 'ai_tool', index: 0 }]] },
				B: { main: [[{ node: 'MCP', type: 'main', index: 0 }]] },
			},
		};
		expect(toolNodes(workflow).map((node: { name: string }) => node.name)).toEqual(['A']);
	});

	it('refuses a workflow without an MCP Server Trigger', () => {
		expect(() => toolNodes({ name: 'plain', nodes: [tool('A')], connections: {} })).toThrow(
			/no MCP Server Trigger/,
		);
	});

	it('finds $fromAI keys in nested parameters, once each, and nothing in plain values', () => {
		expect(
			fromAiKeys({
				a: "={{ $fromAI('x', 'd', 'string') }}",
				b: { c: '={{ $fromAI("y") + $fromAI(`x`) }}' },
				d: 'fromAI(z)',
				e: 3,
			}),
		).toEqual(['x', 'y']);
	});

	it('names tools as n8n does', () => {
		expect(toolName('Get Pipe Settings')).toBe('Get_Pipe_Settings');
		expect(toolName('a  b/c')).toBe('a_b_c');
		expect(toolName('x'.repeat(70))).toHaveLength(64);
	});
});
