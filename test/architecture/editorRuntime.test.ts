/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
import type { SourceFile } from '../architecture.test';
import { importsOf, targetOf } from '../support/imports';

/**
 * Runtime code never imports editor code (docs/architecture.md): what an operation calls to
 * run, what a poll, a picker's request or a delivery runs, reads the parameters' values, never
 * the properties that describe them. Every module of nodes/ is one of four kinds, by its path:
 *
 * - editor: what n8n reads to draw the forms (the node classes, the properties modules, the
 *   parameters several operations of a resource share, the methods tables the nodes declare);
 * - operation: where an operation's description and its run meet (each `<op>.operation.ts`,
 *   the state commands shared by a resource's operations, the resource files and the table of
 *   resources that assemble them, and the router that picks the operation of the table);
 * - data: tables and constants both sides read (record kinds, API facts, labels, states, the
 *   event table, the settled states, value lists, types);
 * - runtime: everything else (the shared Get, Get Many and Delete, item readers, bodies,
 *   simplifiers, the transport, input checks, the list searches and load options that send
 *   requests, the triggers' poll, fetch, diff, registration and delivery).
 *
 * A runtime module that imports an editor or operation module (any import form, types
 * included) fails.
 */

const ROOT = path.resolve(__dirname, '../..');

export type Side = 'editor' | 'operation' | 'data' | 'runtime';

/** The editor modules of nodes/, by repository path without extension. */
export const EDITOR: RegExp[] = [
	/^nodes\/[^/]+\/[^/]+\.node$/,
	/^nodes\/ObservabilityPipes\/actions\/framework\/resourceDescription$/,
	/^nodes\/ObservabilityPipes\/actions\/[^/]+\/[a-z][A-Za-z]*Parameters$/,
	/^nodes\/ObservabilityPipes\/nodeProperties$/,
	/^nodes\/[^/]+Trigger\/properties$/,
	/^nodes\/shared\/editor\/(properties|lazyMethods)$/,
];

/** The modules where an operation's description and its run meet. */
export const OPERATION: RegExp[] = [
	/^nodes\/ObservabilityPipes\/actions\/[^/]+\/[a-z][A-Za-z]*\.operation$/,
	/^nodes\/ObservabilityPipes\/actions\/[^/]+\/stateCommand$/,
	/^nodes\/ObservabilityPipes\/actions\/[^/]+\/[A-Z][A-Za-z]*\.resource$/,
	/^nodes\/ObservabilityPipes\/actions\/framework\/(resources|router)$/,
];

/** The data modules of nodes/: tables, constants and types, read by both sides. */
export const DATA: RegExp[] = [
	/^nodes\/shared\/api\//,
	/^nodes\/shared\/base\//,
	/^nodes\/ObservabilityPipes\/actions\/framework\/operation$/,
	/^nodes\/ObservabilityPipes\/actions\/[^/]+\/(values|paging)$/,
	// The pipe body as the documents publish it: a table both the form and the checker read.
	/^nodes\/ObservabilityPipes\/actions\/pipe\/pipeSchema$/,
	/^nodes\/ObservabilityPipesTrigger\/(watches\/watchTable|diffs\/changeTypes)$/,
];

/** The side of a module of nodes/ (repository path, with or without its extension). */
export function sideOf(file: string): Side {
	const module = file.replace(/\.(ts|js)$/, '');
	if (EDITOR.some((pattern) => pattern.test(module))) return 'editor';
	if (OPERATION.some((pattern) => pattern.test(module))) return 'operation';
	if (DATA.some((pattern) => pattern.test(module))) return 'data';
	return 'runtime';
}

/** Every import of an editor or operation module by a runtime module, as `importer -> imported`. */
export function runtimeToEditor(files: SourceFile[]): string[] {
	const found: string[] = [];
	for (const { file, imports } of files) {
		if (!file.startsWith('nodes/') || sideOf(file) !== 'runtime') continue;
		for (const specifier of imports) {
			const target = targetOf(file, specifier);
			if (target?.startsWith('nodes/') && ['editor', 'operation'].includes(sideOf(target)))
				found.push(`${file} -> ${target}`);
		}
	}
	return found;
}

function nodeFiles(): SourceFile[] {
	const files: SourceFile[] = [];
	const walk = (directory: string) => {
		for (const entry of fs.readdirSync(path.join(ROOT, directory), { withFileTypes: true })) {
			const relative = `${directory}/${entry.name}`;
			if (entry.isDirectory()) walk(relative);
			else if (entry.name.endsWith('.ts'))
				files.push({
					file: relative,
					imports: importsOf(fs.readFileSync(path.join(ROOT, relative), 'utf8')),
				});
		}
	};
	walk('nodes');
	return files;
}

describe('architecture: runtime code never imports editor code', () => {
	const files = nodeFiles();

	it('sorts every module of the three nodes and nodes/shared into editor, operation, data or runtime', () => {
		const sides = (side: Side) =>
			files.filter(({ file }) => sideOf(file) === side).map(({ file }) => file);
		expect(sides('editor')).toEqual(
			expect.arrayContaining([
				'nodes/ObservabilityPipes/ObservabilityPipes.node.ts',
				'nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node.ts',
				'nodes/ObservabilityPipesWebhookTrigger/ObservabilityPipesWebhookTrigger.node.ts',
				'nodes/ObservabilityPipes/actions/pipe/pipeParameters.ts',
				'nodes/ObservabilityPipes/actions/framework/resourceDescription.ts',
				'nodes/shared/editor/properties.ts',
			]),
		);
		expect(sides('operation')).toEqual(
			expect.arrayContaining([
				'nodes/ObservabilityPipes/actions/framework/router.ts',
				'nodes/ObservabilityPipes/actions/framework/resources.ts',
				'nodes/ObservabilityPipes/actions/pipe/Pipe.resource.ts',
				'nodes/ObservabilityPipes/actions/alert/get.operation.ts',
				'nodes/ObservabilityPipes/actions/pipe/stateCommand.ts',
			]),
		);
		expect(sides('runtime')).toEqual(
			expect.arrayContaining([
				'nodes/ObservabilityPipes/actions/helpers/getRecord.ts',
				'nodes/ObservabilityPipes/actions/framework/itemReader.ts',
				'nodes/ObservabilityPipes/actions/alert/alertBody.ts',
				'nodes/ObservabilityPipes/actions/alert/simplify.ts',
				'nodes/ObservabilityPipes/actions/helpers/stateWait.ts',
				'nodes/ObservabilityPipes/methods/loadOptions.ts',
				'nodes/shared/editor/listSearch.ts',
				'nodes/shared/http/transport.ts',
				'nodes/ObservabilityPipesTrigger/poll.ts',
				'nodes/ObservabilityPipesTrigger/fetching/fetchRecords.ts',
				'nodes/ObservabilityPipesWebhookTrigger/registration.ts',
				'nodes/ObservabilityPipesWebhookTrigger/delivery.ts',
			]),
		);
		expect(sides('data')).toEqual(
			expect.arrayContaining([
				'nodes/shared/api/kindTable.ts',
				'nodes/shared/api/apiSpec.ts',
				'nodes/shared/api/labels.ts',
				'nodes/shared/api/stateOptions.ts',
				'nodes/ObservabilityPipesTrigger/watches/watchTable.ts',
			]),
		);
		// Each pattern names at least one module: none is left behind by a rename.
		for (const pattern of [...EDITOR, ...OPERATION, ...DATA])
			expect({
				pattern: String(pattern),
				matches: files.some(({ file }) => pattern.test(file.replace(/\.ts$/, ''))),
			}).toEqual({ pattern: String(pattern), matches: true });
	});

	it('finds no runtime module importing an editor module', () => {
		expect(runtimeToEditor(files)).toEqual([]);
	});

	it('fails on a planted import graph that breaks the rule, and passes the arrows it allows', () => {
		const planted: SourceFile[] = [
			// Runtime reaching editor: each is refused.
			{
				file: 'nodes/ObservabilityPipes/actions/helpers/stateWait.ts',
				imports: [
					'../pipe/Pipe.resource',
					'../framework/resourceDescription',
					'../framework/itemReader',
				],
			},
			{
				file: 'nodes/ObservabilityPipes/actions/helpers/getRecord.ts',
				imports: ['../alert/get.operation', 'n8n-workflow'],
			},
			{
				file: 'nodes/ObservabilityPipesTrigger/poll.ts',
				imports: ['./properties', './watches/watchTable'],
			},
			{
				file: 'nodes/shared/editor/listSearch.ts',
				imports: ['./properties', '../api/paths'],
			},
			{
				file: 'nodes/ObservabilityPipes/actions/alert/alertBody.ts',
				imports: ['../../../shared/editor/properties'],
			},
			// Editor and operation modules reaching anything, runtime reaching runtime or data: allowed.
			{
				file: 'nodes/ObservabilityPipes/ObservabilityPipes.node.ts',
				imports: ['./actions/framework/router', './nodeProperties', '../shared/api/kindTable'],
			},
			{
				file: 'nodes/ObservabilityPipes/actions/service/Service.resource.ts',
				imports: ['./start.operation', '../framework/resourceDescription'],
			},
			{
				file: 'nodes/ObservabilityPipes/actions/service/stateCommand.ts',
				imports: [
					'../framework/resourceDescription',
					'../helpers/stateWait',
					'../../../shared/api/paths',
				],
			},
			{
				file: 'nodes/ObservabilityPipes/actions/helpers/getRecord.ts',
				imports: [
					'../framework/itemReader',
					'../../../shared/http/transport',
					'../../../shared/api/kindTable',
				],
			},
		];
		expect(runtimeToEditor(planted)).toEqual([
			'nodes/ObservabilityPipes/actions/helpers/stateWait.ts -> nodes/ObservabilityPipes/actions/pipe/Pipe.resource',
			'nodes/ObservabilityPipes/actions/helpers/stateWait.ts -> nodes/ObservabilityPipes/actions/framework/resourceDescription',
			'nodes/ObservabilityPipes/actions/helpers/getRecord.ts -> nodes/ObservabilityPipes/actions/alert/get.operation',
			'nodes/ObservabilityPipesTrigger/poll.ts -> nodes/ObservabilityPipesTrigger/properties',
			'nodes/shared/editor/listSearch.ts -> nodes/shared/editor/properties',
			'nodes/ObservabilityPipes/actions/alert/alertBody.ts -> nodes/shared/editor/properties',
		]);
	});

	it('reads type-only imports too: a runtime module may not name an editor type either', () => {
		const source = "import type { OperationRow } from '../framework/resourceDescription';\n";
		expect(
			runtimeToEditor([
				{
					file: 'nodes/ObservabilityPipes/actions/helpers/getRecord.ts',
					imports: importsOf(source),
				},
			]),
		).toEqual([
			'nodes/ObservabilityPipes/actions/helpers/getRecord.ts -> nodes/ObservabilityPipes/actions/framework/resourceDescription',
		]);
	});
});
