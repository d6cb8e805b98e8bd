/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
import { exportsOf, testOnlyExports, type SourceText } from '../support/exportUses';

/**
 * No export of nodes/ is kept only for tests: an export that a test or a script names is also
 * used by another file of the product (nodes/, credentials/) or is an entry point n8n loads.
 * A test observes what the product does (its output, what the emulator received, the built
 * description), not a door the product opens for it.
 */

const ROOT = path.resolve(__dirname, '../..');
const SOURCE = /\.(ts|js|mjs|cjs)$/;

function sourcesUnder(directory: string): SourceText[] {
	const found: SourceText[] = [];
	const walk = (relative: string) => {
		for (const entry of fs.readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
			const child = `${relative}/${entry.name}`;
			if (entry.isDirectory()) {
				if (entry.name !== 'node_modules') walk(child);
			} else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
				found.push({ file: child, text: fs.readFileSync(path.join(ROOT, child), 'utf8') });
			}
		}
	};
	walk(directory);
	return found;
}

/** The files n8n loads (package.json's `n8n` section), as their sources. */
function entryPoints(): string[] {
	const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
		n8n: { nodes: string[]; credentials: string[] };
	};
	return [...pkg.n8n.nodes, ...pkg.n8n.credentials].map((file) =>
		file.replace(/^dist\//, '').replace(/\.js$/, '.ts'),
	);
}

/**
 * Exports kept for tests that a change of their own must resolve, each with the reason; a new
 * one is not added here but made local (or used by the product).
 */
const KNOWN: Record<string, string> = {};

const repository = () =>
	['nodes', 'credentials', 'test', 'scripts'].flatMap((directory) => sourcesUnder(directory));

describe('no export of nodes/ is kept only for tests', () => {
	it('every export a test or script names is used by the product too', () => {
		const sources = repository();
		expect(sources.filter((source) => source.file.startsWith('nodes/')).length).toBeGreaterThan(
			100,
		);
		const found = testOnlyExports(sources, entryPoints());
		expect(found.filter((entry) => !(entry in KNOWN))).toEqual([]);
		// Each known one is still one (resolved: its entry goes).
		expect(Object.keys(KNOWN).filter((entry) => !found.includes(entry))).toEqual([]);
	});

	it('finds an export planted for a test in the real tree, and not one the product also uses', () => {
		const sources = repository();
		const target = 'nodes/shared/http/rateLimitPacers.ts';
		const planted = sources.map((source) =>
			source.file === target
				? {
						...source,
						text: `${source.text}\nexport function plantedForTests(): number {\n\treturn 1;\n}\n`,
					}
				: source,
		);
		expect(exportsOf(planted.find((source) => source.file === target)!)).toContain(
			'plantedForTests',
		);
		const plantedTest = {
			file: 'test/unit/planted.test.ts',
			text: "import { plantedForTests, sharedPacer } from '../../nodes/shared/http/rateLimitPacers';\n",
		};
		const known = (found: string[]) => found.filter((entry) => !(entry in KNOWN));
		expect(known(testOnlyExports([...planted, plantedTest], entryPoints()))).toEqual([
			`${target}: plantedForTests`,
		]);
		// Read through the build (dist/) or by require() it is found just as well.
		const required = {
			file: 'test/unit/planted.test.js',
			text: "const { plantedForTests } = require('../../dist/nodes/shared/http/rateLimitPacers.js');\n",
		};
		expect(known(testOnlyExports([...planted, required], entryPoints()))).toEqual([
			`${target}: plantedForTests`,
		]);
	});

	it('tells a product use from a test use (its own file, another, a namespace import) and spares entry points', () => {
		const sources: SourceText[] = [
			{
				file: 'nodes/a.ts',
				text: [
					'export const used = 1;',
					'export type ForTests = string;',
					'export const ownUse = 3;',
					'export const viaOwn = ownUse + 1;',
				].join('\n'),
			},
			{ file: 'nodes/b.ts', text: "import { used } from './a';\nexport const b = used;\n" },
			{ file: 'nodes/d.ts', text: 'export const wholeModule = 2;\n' },
			{
				file: 'nodes/c.ts',
				text: "import * as d from './d';\nexport const c = d.wholeModule;\n",
			},
			{
				file: 'nodes/Entry.node.ts',
				text: "import { b } from './b';\nexport class Entry {\n\tb = b;\n}\n",
			},
			{
				file: 'test/x.test.ts',
				text: [
					"import { used, ownUse, type ForTests } from '../nodes/a';",
					"import { wholeModule } from '../nodes/d';",
					"import { Entry } from '../nodes/Entry.node';",
					"import { c } from '../nodes/c';",
				].join('\n'),
			},
		];
		// `used` another file takes, `wholeModule` a namespace import, `ownUse` its own file;
		// `viaOwn` no test names. `ForTests` and `c` only the test uses.
		expect(testOnlyExports(sources, ['nodes/Entry.node.ts'])).toEqual([
			'nodes/a.ts: ForTests',
			'nodes/c.ts: c',
		]);
		// The node class is used by n8n, which loads it: without it among the entries it is found.
		expect(testOnlyExports(sources, [])).toEqual([
			'nodes/Entry.node.ts: Entry',
			'nodes/a.ts: ForTests',
			'nodes/c.ts: c',
		]);
	});
});
