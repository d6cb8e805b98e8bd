/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
import { importsOf, targetOf } from './support/imports';

/**
 * The arrows between the parts of the package (docs/architecture.md), checked on the import
 * lines of every source file. A rule names the files it governs and what they may not import.
 */

const ROOT = path.resolve(__dirname, '..');

export interface SourceFile {
	/** Repository-relative path with forward slashes, e.g. `nodes/shared/api/paths.ts`. */
	file: string;
	/** Module specifiers as written (`n8n-workflow`, `../shared/api/paths`). */
	imports: string[];
}

interface Rule {
	name: string;
	/** Whether the rule governs this file. */
	applies: (file: string) => boolean;
	/** Why an import is refused, or undefined when it is allowed. `target` is repo-relative for relative imports. */
	refuses: (file: string, specifier: string, target: string | undefined) => string | undefined;
}

/**
 * The packages a community node may import on n8n Cloud: the allow-list of the
 * `@n8n/community-nodes/no-restricted-imports` lint rule (its AI Node SDK entries left out:
 * these nodes are not built on it). Everything else must be bundled or is refused.
 */
export const CLOUD_ALLOWED_PACKAGES = [
	'n8n-workflow',
	'lodash',
	'moment',
	'p-limit',
	'luxon',
	'zod',
	'crypto',
	'node:crypto',
];
/** The package a bare specifier names (`lodash/get` is `lodash`, `@scope/pkg/x` is `@scope/pkg`). */
const packageOf = (specifier: string) =>
	specifier
		.split('/')
		.slice(0, specifier.startsWith('@') ? 2 : 1)
		.join('/');

const ACTION_NODE = 'nodes/ObservabilityPipes/';
const SHARED = 'nodes/shared/';
const isTriggerFolder = (file: string) => /^nodes\/[^/]+Trigger\//.test(file);
const nodeFolderOf = (file: string) => /^nodes\/([^/]+)\//.exec(file)?.[1];

/**
 * The layers of nodes/shared/, bottom first: a file imports only from its own layer and the
 * layers below it. `base/` the general helpers (`helpers.ts`: `isObject`, `requiredString`,
 * the editor's alphabetical order, ...) and the error bad input is (`inputError.ts`), which
 * the checks of every layer throw; `api/` the API facts, `input/` what the user gave,
 * `http/` the transport, `resources/` what more than one node reads and writes of one
 * resource (over the transport), `editor/` what the editor shows (pickers, list searches,
 * shared descriptions).
 */
export const SHARED_LAYERS = ['base', 'api', 'input', 'http', 'resources', 'editor'] as const;
const sharedLayerOf = (file: string): number =>
	SHARED_LAYERS.indexOf(
		/^nodes\/shared\/([^/]+)\//.exec(file)?.[1] as (typeof SHARED_LAYERS)[number],
	);

/** A resource folder of actions/ (not helpers/, framework/ or output/, which every resource shares). */
const resourceOf = (file: string) => {
	const folder = /^nodes\/ObservabilityPipes\/actions\/([^/]+)\//.exec(file)?.[1];
	return folder && !['framework', 'helpers', 'output'].includes(folder) ? folder : undefined;
};

export const RULES: Rule[] = [
	{
		name: "nodes and credentials import only the packages n8n Cloud allows (n8n's allow-list)",
		applies: (file) => file.startsWith('nodes/') || file.startsWith('credentials/'),
		refuses: (_file, specifier, target) =>
			target === undefined && !CLOUD_ALLOWED_PACKAGES.includes(packageOf(specifier))
				? `imports the package "${specifier}"`
				: undefined,
	},
	{
		name: 'nodes and credentials import nothing outside nodes/ and credentials/ (no test/, scripts/)',
		applies: (file) => file.startsWith('nodes/') || file.startsWith('credentials/'),
		refuses: (_file, _specifier, target) =>
			target !== undefined && !target.startsWith('nodes/') && !target.startsWith('credentials/')
				? `reaches ${target}`
				: undefined,
	},
	{
		name: 'credentials import nothing from nodes/',
		applies: (file) => file.startsWith('credentials/'),
		refuses: (_file, _specifier, target) =>
			target?.startsWith('nodes/') ? `reaches ${target}` : undefined,
	},
	{
		name: 'a trigger imports nothing from the action node',
		applies: isTriggerFolder,
		refuses: (_file, _specifier, target) =>
			target?.startsWith(ACTION_NODE) ? `reaches the action node: ${target}` : undefined,
	},
	{
		name: 'the action node imports nothing from a trigger',
		applies: (file) => file.startsWith(ACTION_NODE),
		refuses: (_file, _specifier, target) =>
			target && isTriggerFolder(target) ? `reaches a trigger: ${target}` : undefined,
	},
	{
		name: "no node imports another node's folder (what two nodes share lives in nodes/shared/)",
		applies: (file) => file.startsWith('nodes/') && !file.startsWith(SHARED),
		refuses: (file, _specifier, target) => {
			if (!target?.startsWith('nodes/') || target.startsWith(SHARED)) return undefined;
			return nodeFolderOf(target) !== nodeFolderOf(file)
				? `reaches another node: ${target}`
				: undefined;
		},
	},
	{
		name: 'nodes/shared/ imports nothing from a node folder',
		applies: (file) => file.startsWith(SHARED),
		refuses: (_file, _specifier, target) =>
			target?.startsWith('nodes/') && !target.startsWith(SHARED)
				? `reaches a node: ${target}`
				: undefined,
	},
	{
		name: "a resource folder imports nothing from another resource's folder",
		applies: (file) => resourceOf(file) !== undefined,
		refuses: (file, _specifier, target) => {
			const other = target && resourceOf(target);
			return other && other !== resourceOf(file)
				? `reaches the ${other} resource: ${target}`
				: undefined;
		},
	},
	{
		name: 'an import in nodes/shared/ runs down its layers (base < api < input < http < resources < editor), never up',
		applies: (file) => file.startsWith(SHARED),
		refuses: (file, _specifier, target) => {
			if (!target?.startsWith(SHARED)) return undefined;
			const from = sharedLayerOf(file);
			const to = sharedLayerOf(target);
			if (from < 0) return `${file} lies outside the layers of nodes/shared/`;
			return to > from ? `${SHARED_LAYERS[from]}/ reaches up to ${target}` : undefined;
		},
	},
	{
		name: 'nodes/shared/http/ imports nothing from editor/ or resources/, nor the chosen scope (input/scope)',
		applies: (file) => file.startsWith(`${SHARED}http/`),
		refuses: (_file, _specifier, target) =>
			target &&
			(/^nodes\/shared\/(editor|resources)\//.test(target) || target === `${SHARED}input/scope`)
				? `reaches ${target}`
				: undefined,
	},
	{
		name: 'the emulator imports nothing from nodes/',
		applies: (file) => file.startsWith('test/emulator/'),
		refuses: (_file, _specifier, target) =>
			target?.startsWith('nodes/') ? `reaches ${target}` : undefined,
	},
];

/** Every import that breaks a rule, as `file: rule (why)`. */
export function violations(files: SourceFile[], rules: Rule[] = RULES): string[] {
	const found: string[] = [];
	for (const { file, imports } of files) {
		for (const rule of rules) {
			if (!rule.applies(file)) continue;
			for (const specifier of imports) {
				const why = rule.refuses(file, specifier, targetOf(file, specifier));
				if (why) found.push(`${file}: ${rule.name} (${why})`);
			}
		}
	}
	return found;
}

function sourceFiles(folder: string): SourceFile[] {
	const files: SourceFile[] = [];
	const walk = (directory: string) => {
		for (const entry of fs.readdirSync(path.join(ROOT, directory), { withFileTypes: true })) {
			const relative = `${directory}/${entry.name}`;
			if (entry.isDirectory()) walk(relative);
			else if (/\.(ts|js|mjs|cjs)$/.test(entry.name)) {
				files.push({
					file: relative,
					imports: importsOf(fs.readFileSync(path.join(ROOT, relative), 'utf8')),
				});
			}
		}
	};
	walk(folder);
	return files;
}

describe('architecture: the arrows between the parts', () => {
	const files = [
		...sourceFiles('nodes'),
		...sourceFiles('credentials'),
		...sourceFiles('test/emulator'),
	];

	it('reads the import lines of every node, credential and emulator file', () => {
		expect(files.filter((entry) => entry.file.startsWith('nodes/')).length).toBeGreaterThan(50);
		expect(files.some((entry) => entry.file.startsWith('credentials/'))).toBe(true);
		expect(files.some((entry) => entry.file.startsWith('nodes/ObservabilityPipesTrigger/'))).toBe(
			true,
		);
		const trigger = files.find(
			(entry) => entry.file === 'nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node.ts',
		);
		expect(trigger?.imports).toEqual(
			expect.arrayContaining(['n8n-workflow', '../shared/editor/lazyMethods']),
		);
	});

	it('finds no import that breaks a rule of docs/architecture.md', () => {
		expect(violations(files)).toEqual([]);
	});

	it('leaves nothing flat in nodes/shared/ (every file is grouped by concern, in its layers)', () => {
		const flat = files
			.filter((entry) => /^nodes\/shared\/[^/]+$/.test(entry.file))
			.map((entry) => entry.file);
		expect(flat).toEqual([]);
		const folders = new Set(
			files
				.map((entry) => /^nodes\/shared\/([^/]+)\//.exec(entry.file)?.[1])
				.filter((folder): folder is string => folder !== undefined),
		);
		expect([...folders].sort()).toEqual([...SHARED_LAYERS].sort());
	});
});

describe('architecture rules catch what they forbid', () => {
	const planted = (file: string, ...imports: string[]) => violations([{ file, imports }]);

	it('reads every form of import', () => {
		const source = [
			"import { a } from './a';",
			"import type { B } from '../b';",
			"export { c } from './c';",
			"export * from './d';",
			"import './e';",
			"const f = require('./f');",
			"const g = await import('./g');",
			'import {',
			'\th,',
			"} from './h';",
		].join('\n');
		expect(importsOf(source).sort()).toEqual([
			'../b',
			'./a',
			'./c',
			'./d',
			'./e',
			'./f',
			'./g',
			'./h',
		]);
	});

	it('refuses a trigger that imports from the action node', () => {
		const found = planted(
			'nodes/ObservabilityPipesTrigger/properties.ts',
			'../ObservabilityPipes/actions/framework/resourceDescription',
		);
		expect(found.join('\n')).toMatch(/a trigger imports nothing from the action node/);
	});

	it('refuses the same from the coming webhook trigger', () => {
		expect(
			planted(
				'nodes/ObservabilityPipesWebhookTrigger/x.ts',
				'../ObservabilityPipes/methods/listSearch',
			).length,
		).toBeGreaterThan(0);
		expect(
			planted(
				'nodes/ObservabilityPipesWebhookTrigger/x.ts',
				'../ObservabilityPipesTrigger/diffs/diff',
			).join('\n'),
		).toMatch(/another node/);
	});

	it('refuses the action node importing from a trigger', () => {
		const found = planted(
			'nodes/ObservabilityPipes/actions/alert/get.operation.ts',
			'../../../ObservabilityPipesTrigger/diffs/diff',
		);
		expect(found.join('\n')).toMatch(/the action node imports nothing from a trigger/);
	});

	it('refuses test/, scripts/ and packages in nodes/', () => {
		expect(planted('nodes/shared/api/paths.ts', '../../../test/support/env').join('\n')).toMatch(
			/reaches test\/support\/env/,
		);
		expect(planted('nodes/shared/api/paths.ts', '../../../scripts/jest').join('\n')).toMatch(
			/reaches scripts\/jest/,
		);
		expect(planted('nodes/shared/http/transport.ts', 'axios').join('\n')).toMatch(
			/the package "axios"/,
		);
		expect(planted('nodes/shared/http/transport.ts', 'fs').join('\n')).toMatch(/the package "fs"/);
		expect(planted('nodes/shared/http/sha256.ts', 'node:fs').join('\n')).toMatch(
			/the package "node:fs"/,
		);
		expect(
			planted('credentials/ObservabilityCloudApi.credentials.ts', 'cryptography').join('\n'),
		).toMatch(/the package "cryptography"/);
		expect(planted('nodes/shared/http/transport.ts', '@n8n/ai-node-sdk').join('\n')).toMatch(
			/the package "@n8n\/ai-node-sdk"/,
		);
		expect(planted('nodes/shared/http/transport.ts', 'n8n-core').join('\n')).toMatch(
			/n8n Cloud allows/,
		);
		expect(
			planted('credentials/ObservabilityCloudApi.credentials.ts', '../nodes/shared/api/types').join(
				'\n',
			),
		).toMatch(/credentials import nothing/);
	});

	it('refuses shared code that reaches a node, and one resource reaching another', () => {
		expect(
			planted(
				'nodes/shared/editor/listSearch.ts',
				'../../ObservabilityPipes/methods/listSearch',
			).join('\n'),
		).toMatch(/nodes\/shared\/ imports nothing/);
		expect(
			planted('nodes/ObservabilityPipes/actions/apiKey/apiKeyBody.ts', '../chart/time').join('\n'),
		).toMatch(/the chart resource/);
		expect(planted('test/emulator/cloud.js', '../../nodes/shared/api/paths').join('\n')).toMatch(
			/emulator/,
		);
	});

	it('refuses the shared folders reaching up their layers', () => {
		const up = /runs down its layers/;
		expect(planted('nodes/shared/api/paths.ts', '../http/transport').join('\n')).toMatch(up);
		expect(planted('nodes/shared/api/ids.ts', '../input/scope').join('\n')).toMatch(
			/api\/ reaches up to nodes\/shared\/input\/scope/,
		);
		// The two arrows that ran up before the general helpers moved to base/.
		expect(planted('nodes/shared/api/ids.ts', '../input/validation').join('\n')).toMatch(up);
		expect(planted('nodes/shared/api/stateOptions.ts', '../editor/properties').join('\n')).toMatch(
			/api\/ reaches up to nodes\/shared\/editor\/properties/,
		);
		expect(planted('nodes/shared/input/scope.ts', '../http/transport').join('\n')).toMatch(up);
		expect(planted('nodes/shared/http/pagination.ts', '../editor/listSearch').join('\n')).toMatch(
			up,
		);
		expect(planted('nodes/shared/http/transport.ts', '../resources/alert').join('\n')).toMatch(up);
		expect(planted('nodes/shared/http/transport.ts', '../input/scope').join('\n')).toMatch(
			/shared\/http\/ imports nothing/,
		);
		expect(
			planted('nodes/shared/resources/pipeSettings.ts', '../editor/properties').join('\n'),
		).toMatch(up);
		// The bottom imports nothing of nodes/shared/ but itself.
		expect(planted('nodes/shared/base/helpers.ts', '../api/types').join('\n')).toMatch(
			/base\/ reaches up to nodes\/shared\/api\/types/,
		);
		expect(planted('nodes/shared/base/helpers.ts', './inputError')).toEqual([]);
		expect(planted('nodes/shared/stray.ts', './base/helpers').join('\n')).toMatch(
			/lies outside the layers/,
		);
	});

	it('allows the arrows the architecture draws', () => {
		expect(
			planted(
				'nodes/ObservabilityPipesTrigger/fetching/fetchRecords.ts',
				'n8n-workflow',
				'../../shared/api/paths',
				'../../shared/base/helpers',
			),
		).toEqual([]);
		expect(
			planted(
				'nodes/ObservabilityPipes/actions/alert/get.operation.ts',
				'../../../shared/api/paths',
				'../itemReader',
				'./simplify',
			),
		).toEqual([]);
		expect(
			planted('nodes/shared/http/transport.ts', './url', '../api/types', 'n8n-workflow'),
		).toEqual([]);
		expect(
			planted(
				'nodes/shared/editor/listSearch.ts',
				'../api/paths',
				'../http/pagination',
				'../input/scope',
			),
		).toEqual([]);
		expect(
			planted('nodes/shared/api/ids.ts', '../base/inputError', '../base/helpers', './kindTable'),
		).toEqual([]);
		expect(planted('nodes/shared/api/stateOptions.ts', '../base/helpers')).toEqual([]);
		expect(
			planted(
				'nodes/shared/resources/alert.ts',
				'../http/transport',
				'../input/validation',
				'../base/helpers',
			),
		).toEqual([]);
	});

	it("allows exactly n8n Cloud's allow-list of packages in nodes/ and credentials/", () => {
		expect(CLOUD_ALLOWED_PACKAGES).toEqual([
			'n8n-workflow',
			'lodash',
			'moment',
			'p-limit',
			'luxon',
			'zod',
			'crypto',
			'node:crypto',
		]);
		for (const file of [
			'nodes/shared/http/sha256.ts',
			'credentials/ObservabilityCloudApi.credentials.ts',
		]) {
			expect(planted(file, ...CLOUD_ALLOWED_PACKAGES, 'lodash/get')).toEqual([]);
		}
		const real = sourceFiles('nodes').find((entry) => entry.file === 'nodes/shared/http/sha256.ts');
		expect(real?.imports).toEqual(['node:crypto']);
	});
});
