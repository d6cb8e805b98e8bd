import type { INodeProperties } from 'n8n-workflow';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import { resources } from '../../nodes/ObservabilityPipes/actions/framework/resources';

export type Deployment = 'cloud' | 'selfHosted';

/** One operation on one deployment, as the editor offers it: `resource:operation` and the deployment. */
export interface OperationCell {
	op: string;
	deployment: Deployment;
}

type Values = Record<string, string>;

/** Whether a property is shown for these values of the fields it depends on (show and hide). */
function shownFor(property: INodeProperties, values: Values): boolean {
	const { show, hide } = property.displayOptions ?? {};
	for (const [key, allowed] of Object.entries(show ?? {})) {
		if (!(key in values)) continue;
		if (!(allowed ?? []).includes(values[key])) return false;
	}
	for (const [key, refused] of Object.entries(hide ?? {})) {
		if (key in values && (refused ?? []).includes(values[key])) return false;
	}
	return true;
}

/** The option values of the properties named `name` shown for these values. */
function offered(properties: INodeProperties[], name: string, values: Values): string[] {
	const found = new Set<string>();
	for (const property of properties) {
		if (property.name !== name || !shownFor(property, values)) continue;
		for (const option of (property.options ?? []) as Array<{ value: unknown }>)
			found.add(String(option.value));
	}
	return [...found];
}

/**
 * Every operation/deployment cell of an action node's description: each deployment, each
 * resource its resource dropdown shows for it, each operation the operation dropdown shows
 * for that resource there. Sorted, so lists compare as they are.
 */
export function operationCells(properties: INodeProperties[]): OperationCell[] {
	const cells: OperationCell[] = [];
	for (const deployment of offered(properties, 'deployment', {}) as Deployment[]) {
		for (const resource of offered(properties, 'resource', { deployment })) {
			for (const operation of offered(properties, 'operation', { deployment, resource }))
				cells.push({ op: `${resource}:${operation}`, deployment });
		}
	}
	return cells.sort((a, b) => a.op.localeCompare(b.op) || a.deployment.localeCompare(b.deployment));
}

/** The cells of the action node as it describes itself (the description the build ships). */
export function actionNodeCells(): OperationCell[] {
	return operationCells(new ObservabilityPipes().description.properties);
}

/** `resource:operation deployment`, the key suites compare cells by. */
export const cellKey = (cell: OperationCell) => `${cell.op} ${cell.deployment}`;

/**
 * What a suite's own cell list lacks or has too many of, against the node's cells: empty
 * when the suite covers exactly the operations the node offers.
 */
export function cellDifferences(
	suiteCells: readonly OperationCell[],
	nodeCells: readonly OperationCell[] = actionNodeCells(),
): { missing: string[]; unknown: string[] } {
	const suite = new Set(suiteCells.map(cellKey));
	const node = new Set(nodeCells.map(cellKey));
	return {
		missing: [...node].filter((key) => !suite.has(key)).sort(),
		unknown: [...suite].filter((key) => !node.has(key)).sort(),
	};
}

/**
 * Whether a cell's operation only reads, as its operation file declares (`readOnly`): the code
 * is the one list of reads and writes.
 */
export function readsOnly(op: string): boolean {
	const [resource, operation] = op.split(':');
	const module = resources[resource as keyof typeof resources]?.operations as
		| Record<string, { readOnly?: boolean }>
		| undefined;
	if (!module?.[operation]) throw new Error(`no operation file for ${op}`);
	return module[operation].readOnly === true;
}

let actionProperties: INodeProperties[] | undefined;

/** Whether the action node's form shows the parameter `name` for this cell (its deployment, resource and operation). */
export function takesParameter(cell: OperationCell, name: string): boolean {
	actionProperties ??= new ObservabilityPipes().description.properties;
	const [resource, operation] = cell.op.split(':');
	const values = { deployment: cell.deployment, resource, operation };
	return actionProperties.some((property) => property.name === name && shownFor(property, values));
}
