/**
 * "An operation for every endpoint" as a checked claim: the documented operations of both
 * published documents against what each operation cell of the action node sends. The cell's own
 * operation is the documented operation of the last request it sends (an update reads first,
 * then writes); everyEndpoint.test.ts learns it by running each cell's valid baseline against the
 * emulator, with the contract check naming each request's operation. Pure: the test hands in
 * the documents, the cells and what they sent.
 */

export type Deployment = 'cloud' | 'selfHosted';

/** One operation of a published document. */
export interface DocumentedOperation {
	deployment: Deployment;
	method: string;
	/** The document's path template, e.g. `/alerts/{id}`. */
	path: string;
	operationId: string;
}

/** One request a cell sent, as the contract check matched it. */
export interface SentRequest {
	method: string;
	path: string;
	/** The documented operation it went to; undefined when no document has the route. */
	operationId?: string;
}

/** What one operation cell sent when its valid baseline ran. */
export interface CellRun {
	/** `resource:operation deployment` (cellKey of test/support/operationCells.ts). */
	cell: string;
	deployment: Deployment;
	sent: SentRequest[];
}

/**
 * Cells that are not one endpoint each, with the reason. With `endpoint`, the cells are the
 * commands of that one documented operation: together they are its one cell, and each must send
 * it. Without, the cells read or write through endpoints whose own cells are other cells.
 */
export interface NotOneEndpoint {
	cells: string[];
	reason: string;
	endpoint?: string;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** Every operation of a document, in the document's order. */
export function documentedOperations(
	document: { paths: Record<string, Record<string, { operationId?: string }>> },
	deployment: Deployment,
): DocumentedOperation[] {
	const out: DocumentedOperation[] = [];
	for (const [path, item] of Object.entries(document.paths))
		for (const method of METHODS) {
			const operation = item[method];
			if (operation)
				out.push({
					deployment,
					method: method.toUpperCase(),
					path,
					operationId: operation.operationId ?? `${method.toUpperCase()} ${path}`,
				});
		}
	return out;
}

const opKey = (deployment: Deployment, operationId: string) => `${deployment} ${operationId}`;
const describeOperation = (o: DocumentedOperation) =>
	`${o.deployment} ${o.operationId} (${o.method} ${o.path})`;

export interface EndpointComparison {
	/** Empty when every documented operation is the own request of exactly one cell and every cell is one documented operation or listed. */
	problems: string[];
	/** Documented operations no cell sends as its own request: `deployment operationId`. */
	missing: string[];
	/** Each cell's own operation (listed groups with an endpoint included). */
	own: Map<string, string | undefined>;
}

/**
 * Compares the documented operations with the cells' own requests. Problems:
 * - `<deployment> <operationId> (<METHOD> <path>): no cell` — a documented operation no cell sends
 *   as its own request;
 * - `... : several cells (a, b)` — more than one cell claims it;
 * - `<cell>: no documented operation (its last request: ...)` — a cell neither one documented
 *   operation nor listed;
 * - a listed cell the node does not have, a listed command cell that does not send its
 *   endpoint, a listed endpoint no document has.
 */
export function compareEndpoints(
	operations: readonly DocumentedOperation[],
	runs: readonly CellRun[],
	notOneEndpoint: readonly NotOneEndpoint[],
): EndpointComparison {
	const problems: string[] = [];
	const documented = new Map(operations.map((o) => [opKey(o.deployment, o.operationId), o]));
	const owners = new Map<string, string[]>();
	const claim = (key: string, by: string) => owners.set(key, [...(owners.get(key) ?? []), by]);
	const own = new Map<string, string | undefined>();
	const listed = new Map<string, NotOneEndpoint>();
	const cells = new Set(runs.map((run) => run.cell));
	for (const group of notOneEndpoint)
		for (const cell of group.cells) {
			listed.set(cell, group);
			if (!cells.has(cell))
				problems.push(`${cell}: listed as not one endpoint, but the node has no such cell`);
		}

	const claimedGroups = new Set<NotOneEndpoint>();
	for (const run of runs) {
		const last = run.sent[run.sent.length - 1];
		const sent = last?.operationId;
		own.set(run.cell, sent);
		const group = listed.get(run.cell);
		if (group && group.endpoint === undefined) continue;
		if (group && group.endpoint !== undefined) {
			if (sent !== group.endpoint)
				problems.push(
					`${run.cell}: listed as a command of ${group.endpoint}, but its last request is ${last ? `${last.method} ${last.path} (${sent ?? 'no documented operation'})` : 'none'}`,
				);
			const key = opKey(run.deployment, group.endpoint);
			if (!documented.has(key))
				problems.push(
					`${run.cell}: its listed endpoint ${group.endpoint} is no operation of the ${run.deployment} document`,
				);
			else if (!claimedGroups.has(group)) {
				claimedGroups.add(group);
				claim(key, group.cells.join(' + '));
			}
			continue;
		}
		if (sent === undefined || !documented.has(opKey(run.deployment, sent))) {
			problems.push(
				`${run.cell}: no documented operation (its last request: ${last ? `${last.method} ${last.path}` : 'none'}); list it with its reason if it is not one endpoint`,
			);
			continue;
		}
		claim(opKey(run.deployment, sent), run.cell);
	}

	const missing: string[] = [];
	for (const operation of operations) {
		const key = opKey(operation.deployment, operation.operationId);
		const by = owners.get(key) ?? [];
		if (by.length === 0) {
			missing.push(key);
			problems.push(`${describeOperation(operation)}: no cell`);
		} else if (by.length > 1)
			problems.push(`${describeOperation(operation)}: several cells (${by.join(', ')})`);
	}
	return { problems, missing, own };
}

/** The README's sentence that states the counts. */
export const README_CLAIM =
	/an\s+operation\s+for\s+every\s+endpoint\s+of\s+both\s+published\s+documents:\s+(\d+)\s+cloud\s+and\s+(\d+)\s+self-hosted\s+operations/;

/** What is wrong with the README's statement of the counts (empty when it states these). */
export function readmeClaimProblems(
	readme: string,
	counts: { cloud: number; selfHosted: number },
): string[] {
	const found = README_CLAIM.exec(readme);
	const wanted = `an operation for every endpoint of both published documents: ${counts.cloud} cloud and ${counts.selfHosted} self-hosted operations`;
	if (!found) return [`README.md does not state "${wanted}"`];
	if (Number(found[1]) !== counts.cloud || Number(found[2]) !== counts.selfHosted)
		return [`README.md states "${found[0].replace(/\s+/g, ' ')}"; the documents hold "${wanted}"`];
	return [];
}
