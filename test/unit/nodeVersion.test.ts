/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: reading the build needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
import type { IExecuteFunctions, INodeTypeDescription } from 'n8n-workflow';
import { createHarness, newNodeVersion } from '../harness';

const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
	n8n: { nodes: string[] };
};

/** The node classes of the build, as n8n loads them from the package's `n8n.nodes` (npm run build first). */
function builtNodes(): Array<{ description: INodeTypeDescription }> {
	return pkg.n8n.nodes.map((file) => {
		// eslint-disable-next-line @typescript-eslint/no-require-imports
		const module = require(path.join(root, file)) as Record<string, unknown>;
		const NodeClass = Object.values(module).find(
			(value) => typeof value === 'function',
		) as new () => {
			description: INodeTypeDescription;
		};
		return new NodeClass();
	});
}

/** A node of no package that answers the version it runs at. */
function versionEcho(name: string, version: number | number[], defaultVersion?: number) {
	return class {
		description = {
			displayName: name,
			name,
			group: ['transform'],
			version,
			...(defaultVersion === undefined ? {} : { defaultVersion }),
			description: 'Answers its version',
			defaults: { name },
			inputs: ['main'],
			outputs: ['main'],
			properties: [],
		};

		async execute(this: IExecuteFunctions) {
			return [[{ json: { typeVersion: this.getNode().typeVersion } }]];
		}
	};
}

describe('one node version until the first release (NODE.md)', () => {
	const nodes = builtNodes();

	it('the build holds the three nodes, each with version 1 only', () => {
		expect(nodes.map((node) => node.description.name).sort()).toEqual([
			'observabilityPipes',
			'observabilityPipesTrigger',
			'observabilityPipesWebhookTrigger',
		]);
		for (const { description } of nodes) {
			expect([description.name, [description.version].flat()]).toEqual([description.name, [1]]);
			expect([description.name, description.defaultVersion ?? 1]).toEqual([description.name, 1]);
			expect(newNodeVersion({ description })).toBe(1);
		}
	});

	it("the harness runs this package's nodes at the version n8n gives a new node, read from the node", async () => {
		const harness = createHarness({
			nodeClasses: [
				versionEcho('echoDefault', [1, 2, 4], 2),
				versionEcho('echoHighest', [1, 3, 5]),
				versionEcho('echoOne', 1),
			],
			credentialClasses: [],
		});
		const ran = async (type: string, typeVersion?: number) =>
			(
				await harness.runNode({
					type,
					parameters: {},
					credentials: {},
					...(typeVersion === undefined ? {} : { typeVersion }),
				})
			).json('Node')[0].typeVersion;
		// `defaultVersion` where the description has one, else the highest of `version`.
		expect(await ran('echoDefault')).toBe(2);
		expect(await ran('echoHighest')).toBe(5);
		expect(await ran('echoOne')).toBe(1);
		// A test that names a version runs that one.
		expect(await ran('echoHighest', 3)).toBe(3);
		// A workflow's node without a version (runWorkflow) gets the same.
		const run = await harness.runWorkflow({
			nodes: [{ name: 'Echo', type: 'echoHighest', parameters: {} }],
		});
		expect(run.json('Echo')).toEqual([{ typeVersion: 5 }]);
	});

	it("every example's node of this package is at the version a new node gets", () => {
		const versions = new Map(
			nodes.map(({ description }) => [description.name, newNodeVersion({ description })]),
		);
		const examples = path.join(root, 'examples');
		const found: string[] = [];
		for (const file of fs.readdirSync(examples).filter((name) => name.endsWith('.json'))) {
			const workflow = JSON.parse(fs.readFileSync(path.join(examples, file), 'utf8')) as {
				nodes: Array<{ name: string; type: string; typeVersion?: number }>;
			};
			for (const node of workflow.nodes) {
				const [pkgName, type] = node.type.split('.');
				if (pkgName !== 'n8n-nodes-observability-pipes') continue;
				const wanted = versions.get(type.replace(/Tool$/, ''));
				if (node.typeVersion !== wanted)
					found.push(`${file} > ${node.name}: ${node.typeVersion} (a new node: ${wanted})`);
			}
		}
		expect(found).toEqual([]);
	});

	it("the harness's version of each node of this package is the built description's", () => {
		const harness = createHarness({
			nodeClasses: nodes.map((node) => node.constructor as new () => object),
			credentialClasses: [],
		});
		for (const { description } of nodes)
			expect(harness.nodeTypes.versionOf(description.name)).toBe(newNodeVersion({ description }));
	});
});
