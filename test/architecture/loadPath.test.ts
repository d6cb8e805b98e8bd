/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';

/**
 * The wall around the load path (docs/architecture.md, "What loading a node reads"): n8n
 * requires a node and its credentials to read their descriptions, so what they import at the
 * top (not through `import()`) is what every n8n process pays for at start. That closure holds
 * descriptions and the tables they derive from; what only runs later (the router and the
 * operations, the transport, the pickers' requests, the trigger's poll and fetches, the webhook
 * trigger's registration and delivery) is imported by `import()` when first used.
 */

const ROOT = path.resolve(__dirname, '../..');

/** The modules n8n requires when it loads the package: the entries of package.json's `n8n`. */
const ENTRIES = [
	'nodes/ObservabilityPipes/ObservabilityPipes.node',
	'nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node',
	'nodes/ObservabilityPipesWebhookTrigger/ObservabilityPipesWebhookTrigger.node',
	'credentials/ObservabilityCloudApi.credentials',
	'credentials/ObservabilitySelfHostedApi.credentials',
];

/** What only runs after loading, each with why it may not be on the load path. */
export const RUN_ONLY: Array<{ pattern: RegExp; what: string }> = [
	{
		pattern: /\.operation$|\/actions\/[^/]+\/stateCommand$/,
		what: 'an operation (loaded by the router when first run)',
	},
	{
		pattern: /^nodes\/ObservabilityPipes\/actions\/(getOperation|getAllOperation|deleteOperation)$/,
		what: "the record operations' factories (loaded by the router when first run)",
	},
	{
		pattern: /^nodes\/ObservabilityPipes\/actions\/(stateWait|fullReplace|itemReader|listFilters)$/,
		what: "the operations' helpers (loaded by the router when first run)",
	},
	{
		pattern: /^nodes\/ObservabilityPipes\/actions\/[^/]+\/(simplify|[a-z][A-Za-z]*Body)$/,
		what: "a resource's simplifier or body (loaded by its operations)",
	},
	{ pattern: /\/actions\/router$/, what: 'the router (loaded by execute)' },
	{ pattern: /^nodes\/shared\/http\//, what: 'the transport (sends requests)' },
	{ pattern: /^nodes\/shared\/editor\/listSearch$/, what: "the pickers' requests" },
	{ pattern: /^nodes\/ObservabilityPipes\/methods\/loadOptions$/, what: "the pickers' requests" },
	{
		pattern:
			/^nodes\/ObservabilityPipesTrigger\/(poll|fetch|changeKinds|stateChanges|settingsChanges)$/,
		what: "the trigger's poll, fetches and diffs",
	},
	{
		pattern: /^nodes\/ObservabilityPipesWebhookTrigger\/(registration|delivery)$/,
		what: "the webhook trigger's registration and delivery",
	},
];

/**
 * The specifiers a module imports at its top, when it is loaded: `import … from` and
 * `export … from`, without `import type` / `export type` and without an `import { type A,
 * type B }` of types only (TypeScript erases those); `import()` is not among them.
 */
export function staticImportsOf(source: string): string[] {
	const found: string[] = [];
	const statement = /^\s*(import|export)\s+([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/gm;
	for (const [, , clause, specifier] of source.matchAll(statement)) {
		if (/^type\s/.test(clause)) continue;
		const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
		const names = named?.[1]
			.split(',')
			.map((name) => name.trim())
			.filter(Boolean);
		if (names?.length && names.every((name) => /^type\s/.test(name))) continue;
		found.push(specifier);
	}
	for (const [, specifier] of source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm))
		found.push(specifier);
	return found;
}

/** The repository path of a relative specifier, without extension; undefined for a package. */
const targetOf = (module: string, specifier: string) =>
	specifier.startsWith('.')
		? path.posix.normalize(path.posix.join(path.posix.dirname(module), specifier))
		: undefined;

/** Reads a module's source by its extension-less repository path. */
export type ReadModule = (module: string) => string | undefined;

const readFromDisk: ReadModule = (module) => {
	for (const candidate of [`${module}.ts`, `${module}/index.ts`]) {
		const file = path.join(ROOT, candidate);
		if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
	}
	return undefined;
};

/** Every module of the package the entries load at their top, entries included, in the order reached. */
export function loadPath(entries: readonly string[], read: ReadModule = readFromDisk): string[] {
	const seen = new Set<string>();
	const pending = [...entries];
	while (pending.length) {
		const module = pending.shift()!;
		if (seen.has(module)) continue;
		const source = read(module);
		if (source === undefined) throw new Error(`no source for ${module}`);
		seen.add(module);
		for (const specifier of staticImportsOf(source)) {
			const target = targetOf(module, specifier);
			if (target) pending.push(target);
		}
	}
	return [...seen];
}

/** Each module on the load path that only runs later, as `module: what`. */
export function runOnlyOnLoadPath(modules: readonly string[]): string[] {
	return modules.flatMap((module) =>
		RUN_ONLY.filter(({ pattern }) => pattern.test(module)).map(({ what }) => `${module}: ${what}`),
	);
}

describe('architecture: loading a node reads no code that only runs later', () => {
	const modules = loadPath(ENTRIES);

	it('follows the imports of the three nodes and both credentials to their descriptions', () => {
		expect(modules).toEqual(expect.arrayContaining(ENTRIES));
		expect(modules).toEqual(
			expect.arrayContaining([
				'nodes/ObservabilityPipes/actions/resources',
				'nodes/ObservabilityPipes/actions/alert/Alert.resource',
				'nodes/ObservabilityPipes/actions/pipe/Pipe.resource',
				'nodes/shared/api/recordKinds',
				'nodes/ObservabilityPipesTrigger/events',
			]),
		);
	});

	it('finds no operation, router, transport, picker request, fetch or registration on the load path', () => {
		expect(runOnlyOnLoadPath(modules)).toEqual([]);
	});

	it('has a module for every operation a resource offers, which the router reads by import()', async () => {
		const { resourceDescriptions } = await import(
			'../../nodes/ObservabilityPipes/actions/resources'
		);
		const described = resourceDescriptions
			.filter((property) => property.name === 'operation')
			.flatMap((dropdown) =>
				(dropdown.options as Array<{ value: string }>).map(
					({ value }) => `${(dropdown.displayOptions?.show?.resource as string[])[0]}/${value}`,
				),
			);
		expect(described.length).toBeGreaterThan(40);
		// A Delete is deleteOperation of its kind (actions/deleteOperation.ts), the state commands
		// of a resource its stateCommand.ts, the rest one file each.
		const { STATE_COMMANDS } = await import('../../nodes/ObservabilityPipes/actions/settledStates');
		const isCommand = (pair: string) => {
			const [resource, operation] = pair.split('/');
			return STATE_COMMANDS[resource]?.commands[operation] !== undefined;
		};
		expect(described.filter(isCommand)).toHaveLength(6);
		for (const resource of Object.keys(STATE_COMMANDS))
			expect(
				fs.existsSync(
					path.join(ROOT, `nodes/ObservabilityPipes/actions/${resource}/stateCommand.ts`),
				),
			).toBe(true);
		const missing = described.filter(
			(pair) =>
				!pair.endsWith('/delete') &&
				!isCommand(pair) &&
				!fs.existsSync(path.join(ROOT, `nodes/ObservabilityPipes/actions/${pair}.operation.ts`)),
		);
		expect(missing).toEqual([]);
		const files = fs
			.readdirSync(path.join(ROOT, 'nodes/ObservabilityPipes/actions'), { recursive: true })
			.map(String)
			.filter((file) => file.endsWith('.operation.ts'))
			.map((file) => file.replace(/\\/g, '/').replace(/\.operation\.ts$/, ''));
		expect(files.filter((file) => !described.includes(file))).toEqual([]);
		const router = fs.readFileSync(
			path.join(ROOT, 'nodes/ObservabilityPipes/actions/router.ts'),
			'utf8',
		);
		expect(router).toMatch(/await import\(`\.\/\$\{resource\}\/\$\{operation\}\.operation`\)/);
		expect(modules.filter((module) => /\.operation$/.test(module))).toEqual([]);
	});

	it('fails when a description imports an operation, or a node the transport, at its top', () => {
		const planted: ReadModule = (module) => {
			const source = readFromDisk(module);
			if (module === 'nodes/ObservabilityPipes/actions/alert/Alert.resource')
				return `import { execute } from './get.operation';\n${source}`;
			if (module === 'nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node')
				return `import { ApiClient } from '../shared/http/transport';\n${source}`;
			return source;
		};
		const found = runOnlyOnLoadPath(loadPath(ENTRIES, planted));
		expect(found).toEqual(
			expect.arrayContaining([
				'nodes/ObservabilityPipes/actions/alert/get.operation: an operation (loaded by the router when first run)',
				'nodes/shared/http/transport: the transport (sends requests)',
			]),
		);
	});

	it('reads imports as TypeScript loads them: type-only and import() are not on the path', () => {
		expect(
			staticImportsOf(
				[
					"import { a } from './a';",
					"import type { B } from './b';",
					"import { type C, type D } from './c';",
					"import { type E, f } from './e';",
					"export { g } from './g';",
					"export type { H } from './h';",
					"const i = async () => await import('./i');",
					'import {',
					'\tj,',
					'\ttype K,',
					"} from './j';",
				].join('\n'),
			),
		).toEqual(['./a', './e', './g', './j']);
	});
});
