// The local copies of the two rules of n8n's main branch (eslint-rules/): each fails on a
// planted violation and passes on the fixed form, by ESLint's RuleTester; then the
// project's own `eslint` run applies them to the files it lints.
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RuleTester } = require('eslint');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tseslint = require('typescript-eslint');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('../../eslint-rules');

const root = path.resolve(__dirname, '../..');
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

/** A node class with the given execute() body and extra description fields. */
function nodeSource({ execute = '', description = '', imports = '' } = {}): string {
	return `
import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
${imports}
export class Planted implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Planted',
		name: 'planted',
		group: ['transform'],
		version: 1,
		description: 'A planted node',
		defaults: { name: 'Planted' },
		inputs: ['main'],
		outputs: ['main'],
		properties: [],
		${description}
	};
${execute ? `\n\tasync execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {\n\t\t${execute}\n\t}` : ''}
}`;
}

describe('community-nodes-next/require-continue-on-fail', () => {
	ruleTester.run('require-continue-on-fail', plugin.rules['require-continue-on-fail'], {
		valid: [
			{
				name: "this node's fixed form: execute() reads the setting and hands it to the router",
				code: nodeSource({ execute: 'return await route.call(this, { continueOnFail: this.continueOnFail() });' }),
			},
			{
				name: 'the classic loop with continueOnFail in the catch block',
				code: nodeSource({
					execute: `const items = this.getInputData();
		const out: INodeExecutionData[] = [];
		for (let i = 0; i < items.length; i++) {
			try { out.push({ json: {} }); } catch (error) { if (this.continueOnFail()) { out.push({ json: { error: error.message } }); continue; } throw error; }
		}
		return [out];`,
				}),
			},
			{ name: 'a class that is not a node', code: 'export class Other { async execute() { return [[]]; } }' },
			{ name: 'a node without execute() (a trigger)', code: nodeSource() },
		],
		invalid: [
			{
				name: 'planted: execute() delegates to the router and never reads the setting (the old form of this node)',
				code: nodeSource({ execute: 'return await route.call(this);' }),
				errors: [{ messageId: 'missingContinueOnFail' }],
			},
			{
				name: 'planted: a try/catch that rethrows without asking',
				code: nodeSource({ execute: 'try { return [[]]; } catch (error) { throw error; }' }),
				errors: [{ messageId: 'missingContinueOnFail' }],
			},
			{
				name: 'planted: continueOnFail called on something other than this',
				code: nodeSource({ execute: 'const other = { continueOnFail: () => true }; other.continueOnFail(); return [[]];' }),
				errors: [{ messageId: 'missingContinueOnFail' }],
			},
			{
				name: 'planted: a node extending Node',
				code: "import { Node } from 'n8n-workflow';\nexport class Planted extends Node { async execute() { return [[]]; } }",
				errors: [{ messageId: 'missingContinueOnFail' }],
			},
		],
	});
});

describe('community-nodes-next/no-codex-subcategories', () => {
	// The rule reads the .node.ts beside a .node.json from disk: fixtures in a temporary folder.
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-lint-codex-'));
	afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
	const file = (name: string, text?: string) => {
		const full = path.join(dir, name);
		if (text !== undefined) fs.writeFileSync(full, text);
		return full;
	};
	file('Plain.node.ts', nodeSource());
	file('InlineCodex.node.ts', nodeSource({ description: "codex: { categories: ['Development'] }," }));
	file('AiSdk.node.ts', nodeSource({ imports: "import { something } from '@n8n/ai-node-sdk';" }));

	const ourCodex = (withSubcategories: boolean) =>
		`{\n\t"node": "n8n-nodes-observability-pipes.plain",\n\t"categories": ["Development", "Data & Storage"],\n${withSubcategories ? '\t"subcategories": {\n\t\t"Development": ["Monitoring"]\n\t},\n' : ''}\t"alias": ["alert"]\n}\n`;

	ruleTester.run('no-codex-subcategories', plugin.rules['no-codex-subcategories'], {
		valid: [
			{ name: "our codex file's fixed form (no subcategories)", filename: file('Plain.node.json'), code: ourCodex(false) },
			{ name: 'inline codex with categories only', filename: file('Other.node.ts'), code: nodeSource({ description: "codex: { categories: ['Development'] }," }) },
			{ name: 'a file that is neither .node.ts nor .node.json', filename: file('helpers.ts'), code: "export const x = { codex: { subcategories: { AI: ['Tools'] } } };" },
			{
				name: 'a .node.json whose node file declares its own codex (n8n never reads the JSON then)',
				filename: file('InlineCodex.node.json'),
				code: ourCodex(true),
			},
			{ name: 'a .node.json of a node built on the AI Node SDK', filename: file('AiSdk.node.json'), code: ourCodex(true) },
			{
				name: 'a .node.ts built on the AI Node SDK',
				filename: file('AiSdkInline.node.ts'),
				code: nodeSource({ imports: "import { something } from '@n8n/ai-node-sdk';", description: "codex: { categories: ['AI'], subcategories: { AI: ['Root Nodes'] } }," }),
			},
		],
		invalid: [
			{
				name: 'planted: our codex file as it was (Development > Monitoring)',
				filename: file('Plain.node.json'),
				code: ourCodex(true),
				errors: [{ messageId: 'subcategoriesNotAllowed', line: 4 }],
				// As upstream's fix: the property and its comma go, the line's indentation stays.
				output: `{\n\t"node": "n8n-nodes-observability-pipes.plain",\n\t"categories": ["Development", "Data & Storage"],\n\t\n\t"alias": ["alert"]\n}\n`,
			},
			{
				name: 'planted: a known subcategory is refused too (only AI SDK nodes may declare any)',
				filename: file('Plain.node.json'),
				code: '{ "node": "x.plain", "categories": ["Core Nodes"], "subcategories": { "Core Nodes": ["Helpers"] } }',
				errors: [{ messageId: 'subcategoriesNotAllowed' }],
				output: '{ "node": "x.plain", "categories": ["Core Nodes"] }',
			},
			{
				name: 'planted: inline codex in a .node.ts',
				filename: file('Inline.node.ts'),
				code: nodeSource({ description: "codex: { categories: ['AI'], subcategories: { AI: ['Tools'] } }," }),
				errors: [{ messageId: 'subcategoriesNotAllowed' }],
				output: nodeSource({ description: "codex: { categories: ['AI'] }," }),
			},
			{
				name: 'planted: a codex nested under usableAsTool.replacements',
				filename: file('Nested.node.ts'),
				code: nodeSource({ description: "usableAsTool: { replacements: { codex: { subcategories: { AI: ['Tools'] } } } }," }),
				errors: [{ messageId: 'subcategoriesNotAllowed' }],
				output: nodeSource({ description: 'usableAsTool: { replacements: { codex: {  } } },' }),
			},
		],
	});
});

describe("the project's lint applies both rules", () => {
	/** `eslint --stdin` with the project's config, as `npm run lint` runs it, for a file at `relative`. */
	function lint(relative: string, text: string): { status: number | null; rules: string[] } {
		const result = spawnSync(process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', '--stdin', '--stdin-filename', relative], {
			cwd: root,
			input: text,
			encoding: 'utf8',
		});
		const report = JSON.parse(result.stdout || '[]');
		return { status: result.status, rules: report.flatMap((entry: { messages: { ruleId: string }[] }) => entry.messages.map((message) => message.ruleId)) };
	}

	it('fails a planted node file whose execute() never reads continueOnFail, and passes the real one', () => {
		const real = fs.readFileSync(path.join(root, 'nodes/ObservabilityPipes/ObservabilityPipes.node.ts'), 'utf8');
		const planted = real.replace(/return await route\.call\(this[\s\S]*?\);\n/, 'return await route.call(this);\n');
		expect(planted).not.toBe(real);
		const bad = lint('nodes/ObservabilityPipes/ObservabilityPipes.node.ts', planted);
		expect(bad.status).toBe(1);
		expect(bad.rules).toContain('community-nodes-next/require-continue-on-fail');
		const good = lint('nodes/ObservabilityPipes/ObservabilityPipes.node.ts', real);
		expect(good.rules).not.toContain('community-nodes-next/require-continue-on-fail');
	}, 60000);

	it('lints the codex files: fails one with subcategories, passes the real ones', () => {
		for (const codex of ['nodes/ObservabilityPipes/ObservabilityPipes.node.json', 'nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node.json']) {
			const real = fs.readFileSync(path.join(root, codex), 'utf8');
			const json = JSON.parse(real);
			expect(json.subcategories).toBeUndefined();
			const planted = JSON.stringify({ ...json, subcategories: { Development: ['Monitoring'] } }, null, '\t');
			const bad = lint(codex, planted);
			expect(bad.status).toBe(1);
			expect(bad.rules).toEqual(['community-nodes-next/no-codex-subcategories']);
			expect(lint(codex, real)).toEqual({ status: 0, rules: [] });
		}
	}, 60000);
});
