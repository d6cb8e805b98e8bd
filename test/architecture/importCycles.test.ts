/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
import { importsOf, targetOf } from '../support/imports';

/**
 * No import cycle in nodes/ (docs/architecture.md): following the imports of the modules of
 * nodes/ (types included) never leads back to where it started.
 */

const ROOT = path.resolve(__dirname, '../..');

/** The import graph of nodes/: each module (repository path without extension) and the modules of nodes/ it imports. */
function importGraph(): Map<string, string[]> {
	const graph = new Map<string, string[]>();
	const walk = (directory: string) => {
		for (const entry of fs.readdirSync(path.join(ROOT, directory), { withFileTypes: true })) {
			const relative = `${directory}/${entry.name}`;
			if (entry.isDirectory()) walk(relative);
			else if (entry.name.endsWith('.ts')) {
				const module = relative.replace(/\.ts$/, '');
				const imports = importsOf(fs.readFileSync(path.join(ROOT, relative), 'utf8'))
					.map((specifier) => targetOf(relative, specifier))
					.filter((target): target is string => target?.startsWith('nodes/') === true);
				graph.set(module, imports);
			}
		}
	};
	walk('nodes');
	return graph;
}

/** Every cycle of a graph, each once, as its modules from its first (by name) back to it. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
	const cycles = new Map<string, string[]>();
	const state = new Map<string, 'open' | 'done'>();
	const stack: string[] = [];
	const visit = (module: string) => {
		state.set(module, 'open');
		stack.push(module);
		for (const next of graph.get(module) ?? []) {
			if (state.get(next) === 'open') {
				const cycle = stack.slice(stack.indexOf(next));
				const first = cycle.indexOf([...cycle].sort()[0]);
				const turned = [...cycle.slice(first), ...cycle.slice(0, first)];
				cycles.set(turned.join(' > '), [...turned, turned[0]]);
			} else if (!state.has(next)) visit(next);
		}
		stack.pop();
		state.set(module, 'done');
	};
	for (const module of [...graph.keys()].sort()) if (!state.has(module)) visit(module);
	return [...cycles.values()];
}

describe('architecture: no import cycle in nodes/', () => {
	it('finds none in the import graph of nodes/', () => {
		const graph = importGraph();
		expect(graph.size).toBeGreaterThan(100);
		expect(cyclesOf(graph).map((cycle) => cycle.join(' > '))).toEqual([]);
	});

	it('finds a planted cycle, two modules importing each other or a longer ring', () => {
		expect(
			cyclesOf(
				new Map([
					['a', ['b']],
					['b', ['c']],
					['c', []],
				]),
			),
		).toEqual([]);
		expect(
			cyclesOf(
				new Map([
					['changes', ['settingsChanges']],
					['settingsChanges', ['changes']],
				]),
			),
		).toEqual([['changes', 'settingsChanges', 'changes']]);
		expect(
			cyclesOf(
				new Map([
					['b', ['c']],
					['c', ['a']],
					['a', ['b']],
					['d', ['a']],
				]),
			),
		).toEqual([['a', 'b', 'c', 'a']]);
	});
});
