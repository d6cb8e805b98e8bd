/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud: it needs Node globals and Node built-ins */
import * as fs from 'fs';
import * as path from 'path';
import type { INodeProperties } from 'n8n-workflow';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import { resources } from '../../nodes/ObservabilityPipes/actions/framework/resources';

/**
 * An operation is read in its own file (docs/architecture.md): every
 * `actions/<resource>/<op>.operation.ts` exports its `description` (its parameters, each shown
 * for its resource and operation only) and its `execute`, written in the file itself; its
 * resource's `operations` table holds exactly the files of the folder, and the node's dropdown
 * for the resource offers exactly those operations.
 */

const ACTIONS = path.resolve(__dirname, '../../nodes/ObservabilityPipes/actions');

/** The operation files of each resource folder, by resource, as `<op>` names. */
function operationFiles(): Record<string, string[]> {
	const found: Record<string, string[]> = {};
	for (const entry of fs.readdirSync(ACTIONS, { withFileTypes: true })) {
		// helpers/, framework/ and output/ hold what every resource shares, not a resource.
		if (!entry.isDirectory() || ['framework', 'helpers', 'output'].includes(entry.name)) continue;
		found[entry.name] = fs
			.readdirSync(path.join(ACTIONS, entry.name))
			.filter((name) => name.endsWith('.operation.ts'))
			.map((name) => name.replace(/\.operation\.ts$/, ''))
			.sort();
	}
	return found;
}

/** What is wrong with one operation file: its exports and where its `execute` is written. */
export function operationFileProblems(
	resource: string,
	operation: string,
	module: Record<string, unknown>,
	source: string,
): string[] {
	const problems: string[] = [];
	const where = `${resource}/${operation}.operation.ts`;
	if (typeof module.execute !== 'function') problems.push(`${where} exports no execute`);
	else if (!/^export async function execute\(/m.test(source))
		problems.push(`${where} does not write its execute itself (a re-export or a factory's)`);
	const description = module.description as INodeProperties[] | undefined;
	if (!Array.isArray(description)) problems.push(`${where} exports no description`);
	else
		for (const property of description) {
			const show = property.displayOptions?.show;
			if (
				show?.resource?.length !== 1 ||
				show.resource[0] !== resource ||
				show.operation?.length !== 1 ||
				show.operation[0] !== operation
			)
				problems.push(
					`${where}: '${property.name}' is not shown for ${resource}: ${operation} only`,
				);
		}
	return problems;
}

describe('architecture: one operation, one file', () => {
	const files = operationFiles();
	const offered = new ObservabilityPipes().description.properties.filter(
		(property) => property.name === 'operation',
	);

	it.each(Object.keys(files).map((resource) => [resource]))(
		'%s: every operation file exports its description and its own execute',
		(resource) => {
			expect(files[resource].length).toBeGreaterThan(0);
			const table = resources[resource as keyof typeof resources].operations as Record<
				string,
				Record<string, unknown>
			>;
			expect(Object.keys(table).sort()).toEqual(files[resource]);
			// A resource with an operation of one deployment only has one dropdown per deployment.
			const dropdowns = offered.filter(
				(property) => property.displayOptions?.show?.resource?.[0] === resource,
			);
			const values = dropdowns.flatMap(
				(dropdown) => dropdown.options?.map((option) => (option as { value: string }).value) ?? [],
			);
			expect([...new Set(values)].sort()).toEqual(files[resource]);
			const problems = files[resource].flatMap((operation) =>
				operationFileProblems(
					resource,
					operation,
					table[operation],
					fs.readFileSync(path.join(ACTIONS, resource, `${operation}.operation.ts`), 'utf8'),
				),
			);
			expect(problems).toEqual([]);
		},
	);

	it('every resource folder is a resource of the node, and the reverse', () => {
		expect(Object.keys(files).sort()).toEqual(Object.keys(resources).sort());
	});

	it('fails on a planted file without a description, a re-exported execute or a parameter shown elsewhere', () => {
		const execute = async () => ({});
		const own = 'export async function execute(this: IExecuteFunctions) {}';
		const shown = (operation: string) => ({
			displayName: 'X',
			name: 'x',
			type: 'string' as const,
			default: '',
			displayOptions: { show: { resource: ['alert'], operation: [operation] } },
		});
		expect(
			operationFileProblems('alert', 'get', { execute, description: [shown('get')] }, own),
		).toEqual([]);
		expect(operationFileProblems('alert', 'get', { execute }, own)).toEqual([
			'alert/get.operation.ts exports no description',
		]);
		expect(
			operationFileProblems(
				'alert',
				'get',
				{ execute, description: [shown('get')] },
				"export const { execute } = getOperation('alert');",
			),
		).toEqual([
			"alert/get.operation.ts does not write its execute itself (a re-export or a factory's)",
		]);
		expect(
			operationFileProblems('alert', 'get', { execute, description: [shown('getAll')] }, own),
		).toEqual(["alert/get.operation.ts: 'x' is not shown for alert: get only"]);
	});
});
