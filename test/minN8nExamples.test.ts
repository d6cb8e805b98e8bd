/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
// The rule of `npm run test:min-n8n` that leaves out of an older n8n's run the examples that
// need one of n8n's own node types at a version that n8n does not ship.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const rule = require('../scripts/min-n8n-examples');

const root = path.resolve(__dirname, '..');
const OWN = 'n8n-nodes-observability-pipes';

type NodeTypes = Map<string, Set<number>>;

/** A fake n8n install: node_modules/<package>/dist/types/nodes.json per package. */
function fakeInstall(
	packages: Record<string, Array<{ name: string; version: number | number[] }>>,
): string {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-min-n8n-rule-'));
	for (const [pkg, nodes] of Object.entries(packages)) {
		const types = path.join(dir, 'node_modules', pkg, 'dist/types');
		fs.mkdirSync(types, { recursive: true });
		fs.writeFileSync(
			path.join(types, 'nodes.json'),
			JSON.stringify(nodes.map((node) => ({ displayName: node.name, ...node }))),
		);
	}
	return dir;
}

const node = (name: string, type: string, typeVersion?: number) => ({
	name,
	type,
	...(typeVersion === undefined ? {} : { typeVersion }),
	parameters: {},
	position: [0, 0],
});

describe('test:min-n8n: which examples an older n8n can run', () => {
	let install: string;
	let nodeTypesOf: (pkg: string) => NodeTypes | undefined;

	beforeAll(() => {
		install = fakeInstall({
			'n8n-nodes-base': [
				{ name: 'set', version: [3, 3.1, 3.4] },
				{ name: 'set', version: [1, 2] },
				{ name: 'manualTrigger', version: 1 },
			],
			'@n8n/n8n-nodes-langchain': [{ name: 'mcpTrigger', version: [1, 1.1] }],
		});
		nodeTypesOf = rule.installedNodeTypes(install);
	});

	afterAll(() => fs.rmSync(install, { recursive: true, force: true }));

	it('splits a node type at its last dot, scoped packages included', () => {
		expect(rule.splitNodeType('@n8n/n8n-nodes-langchain.mcpTrigger')).toEqual({
			pkg: '@n8n/n8n-nodes-langchain',
			name: 'mcpTrigger',
		});
		expect(rule.splitNodeType('n8n-nodes-base.set')).toEqual({
			pkg: 'n8n-nodes-base',
			name: 'set',
		});
	});

	it("reads every version of a node from the install's list, across its version classes", () => {
		const base = nodeTypesOf('n8n-nodes-base') as NodeTypes;
		expect([...(base.get('set') as Set<number>)].sort()).toEqual([1, 2, 3, 3.1, 3.4]);
		expect([...(base.get('manualTrigger') as Set<number>)]).toEqual([1]);
		expect(nodeTypesOf('n8n-nodes-absent')).toBeUndefined();
	});

	it('finds nothing missing when every node of n8n is there at its version', () => {
		const workflow = {
			nodes: [
				node('Start', 'n8n-nodes-base.manualTrigger', 1),
				node('Set', 'n8n-nodes-base.set', 3.4),
				node('Old Set', 'n8n-nodes-base.set', 2),
			],
		};
		expect(rule.missingNodeTypes(workflow, nodeTypesOf, OWN)).toEqual([]);
	});

	it('names a type version the n8n does not ship, a node it does not have, and a package it lacks', () => {
		const workflow = {
			nodes: [
				node('MCP', '@n8n/n8n-nodes-langchain.mcpTrigger', 2),
				node('Set', 'n8n-nodes-base.set', 3.5),
				node('Filter', 'n8n-nodes-base.filter', 2.2),
				node('Other', 'n8n-nodes-someone.thing', 1),
			],
		};
		expect(rule.missingNodeTypes(workflow, nodeTypesOf, OWN)).toEqual([
			'"MCP": @n8n/n8n-nodes-langchain.mcpTrigger version 2 (this n8n has 1, 1.1)',
			'"Set": n8n-nodes-base.set version 3.5 (this n8n has 1, 2, 3, 3.1, 3.4)',
			'"Filter": n8n-nodes-base.filter (this n8n has no such node)',
			'"Other": n8n-nodes-someone.thing (this n8n has no n8n-nodes-someone package)',
		]);
	});

	it('takes a node without typeVersion as version 1', () => {
		expect(
			rule.missingNodeTypes(
				{ nodes: [node('Start', 'n8n-nodes-base.manualTrigger')] },
				nodeTypesOf,
				OWN,
			),
		).toEqual([]);
		expect(
			rule.missingNodeTypes({ nodes: [node('Set', 'n8n-nodes-base.set')] }, nodeTypesOf, OWN),
		).toEqual([]);
	});

	it("never leaves an example out for this package's own nodes, whose loading is what the run tests", () => {
		const workflow = {
			nodes: [
				node('Ours', `${OWN}.observabilityPipes`, 99),
				node('Our tool', `${OWN}.observabilityPipesTool`, 2),
			],
		};
		expect(rule.missingNodeTypes(workflow, nodeTypesOf, OWN)).toEqual([]);
	});

	it('sorts a folder of examples into runnable and left out, with the reasons', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-min-n8n-examples-'));
		try {
			fs.writeFileSync(
				path.join(dir, 'a.json'),
				JSON.stringify({
					nodes: [
						node('Start', 'n8n-nodes-base.manualTrigger', 1),
						node('Ours', `${OWN}.observabilityPipes`, 1),
					],
				}),
			);
			fs.writeFileSync(
				path.join(dir, 'b.json'),
				JSON.stringify({ nodes: [node('MCP', '@n8n/n8n-nodes-langchain.mcpTrigger', 2)] }),
			);
			fs.writeFileSync(path.join(dir, 'notes.txt'), 'not an example');
			expect(rule.sortExamples(dir, nodeTypesOf, OWN)).toEqual({
				runnable: ['a.json'],
				leftOut: [
					{
						file: 'b.json',
						missing: ['"MCP": @n8n/n8n-nodes-langchain.mcpTrigger version 2 (this n8n has 1, 1.1)'],
					},
				],
			});
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	});
});

describe("test:min-n8n: the README's list of examples that need a newer n8n", () => {
	const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

	it('reads the examples named in that bullet only, over its continuation lines', () => {
		const text = [
			'## Compatibility',
			'',
			'- Minimum n8n version: **1.0.0**; `examples/not-this.json` is mentioned elsewhere.',
			`${rule.NEEDS_NEWER_BULLET} \`examples/b.json\` needs one thing,`,
			'  `examples/a.json` another, and `examples/b.json` again.',
			'- Tested with `examples/c.json`.',
		].join('\n');
		expect(rule.readmeNeedsNewer(text)).toEqual(['a.json', 'b.json']);
		expect(rule.readmeNeedsNewer('## Compatibility\n\n- nothing here')).toBeUndefined();
	});

	it('holds a run to the README: the same files in any order pass, one more or one fewer fails naming both', () => {
		expect(rule.leftOutMismatch(['b.json', 'a.json'], ['a.json', 'b.json'])).toBe('');
		expect(rule.leftOutMismatch([], [])).toBe('');
		expect(rule.leftOutMismatch(['a.json'], ['a.json', 'b.json'])).toBe(
			`the README's "${rule.NEEDS_NEWER_BULLET}" names a.json; the run left out a.json, b.json`,
		);
		expect(rule.leftOutMismatch(['a.json'], [])).toBe(
			`the README's "${rule.NEEDS_NEWER_BULLET}" names a.json; the run left out none`,
		);
	});

	it('names in this README examples that exist and use a node of another package than this one', () => {
		const named: string[] = rule.readmeNeedsNewer(readme);
		expect(named).toBeDefined();
		for (const file of named) {
			const workflow = JSON.parse(fs.readFileSync(path.join(root, 'examples', file), 'utf8'));
			const foreign = workflow.nodes.filter(
				(candidate: { type: string }) => rule.splitNodeType(candidate.type).pkg !== OWN,
			);
			expect({ file, foreign: foreign.length > 0 }).toEqual({ file, foreign: true });
		}
	});
});
