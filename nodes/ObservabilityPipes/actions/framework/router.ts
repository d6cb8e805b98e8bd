import {
	NodeApiError,
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';
import { formFieldLabel } from '../../../shared/input/formFieldLabel';
import { inputFailure } from '../../../shared/input/inputFailure';
import { Slots, throwFirstFailure } from '../../../shared/http/concurrency';
import type { Deployment } from '../../../shared/api/types';
import type { OperationModule } from './operation';
import { resources } from './resources';

/**
 * Items that run at once for read-only operations. The cloud's limit of 10 requests per
 * 10 s bounds its throughput whatever the number of items at once, so it reads one item at a time.
 * Self-hosted reads start 200 at once (n8n's own HTTP Request node sends every item at
 * once): the transport's first-window gate sends the 100 a self-hosted server allows per
 * minute and one more at once, and holds the rest until the server has shown whether it
 * refuses more (rateLimitFirstWindow.ts), so a limited server sees one 429, not a hundred.
 */
const DEFAULT_ITEMS_AT_ONCE: Record<Deployment, number> = { cloud: 1, selfHosted: 200 };

/**
 * Runs the chosen operation once per input item. Every output item is paired with its
 * input; with "Continue On Fail" (`continueOnFail`, the node's setting as execute() reads
 * it) a failed item becomes an error item and the rest run.
 */
export async function route(
	this: IExecuteFunctions,
	{ continueOnFail, properties = [] }: { continueOnFail: boolean; properties?: INodeProperties[] },
): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const deployment = this.getNodeParameter('deployment', 0) as Deployment;
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const label = (field: string) =>
		formFieldLabel(properties, { deployment, resource, operation }, field);
	const handler = operationOf(resource, operation, properties, deployment);
	if (!handler) {
		throw new NodeOperationError(
			this.getNode(),
			`The operation "${operation}" of "${resource}" is not supported`,
			{
				description: 'Choose a resource and an operation from the lists.',
			},
		);
	}
	const requestOptions = this.getNodeParameter('requestOptions', 0, {}) as IDataObject;

	// Only operations that declare they only read may run their items side by side.
	const concurrency = handler.readOnly
		? Math.max(
				1,
				Math.floor(Number(requestOptions.itemsAtOnce ?? DEFAULT_ITEMS_AT_ONCE[deployment])) || 1,
			)
		: 1;
	// "Continue (using error output)": n8n moves an item whose JSON holds only `error`, `message`
	// and `details` to the error output (WorkflowExecute.handleNodeErrorOutput), merged over the
	// input item it is paired with.
	const errorOutput = this.getNode().onError === 'continueErrorOutput';
	const perItem: INodeExecutionData[][] = new Array(items.length);
	// Every item waits for one of `concurrency` slots; an item that fails the node closes them,
	// and the node fails with the first failed item once the items already running have settled.
	const slots = new Slots(concurrency);
	const runItem = async (itemIndex: number): Promise<INodeExecutionData[]> => {
		try {
			const data = await handler.execute.call(this, { deployment, itemIndex });
			// One pairedItem object for all records of an item, as n8n's constructExecutionMetaData does.
			const pairedItem = { item: itemIndex };
			return Array.isArray(data)
				? data.map((json) => ({ json, pairedItem }))
				: [{ json: data, pairedItem }];
		} catch (caught) {
			const error = asNodeError.call(this, caught, itemIndex, label);
			if (!continueOnFail) {
				// The item fails the node: no item starts after it.
				slots.close();
				throw error;
			}
			return [
				{
					json: errorOutput ? errorOutputJson(error) : errorJson(error),
					pairedItem: { item: itemIndex },
				},
			];
		}
	};
	throwFirstFailure(
		await Promise.allSettled(
			items.map(async (_item, itemIndex) => {
				if (!(await slots.take())) return;
				try {
					perItem[itemIndex] = await runItem(itemIndex);
				} finally {
					slots.give();
				}
			}),
		),
	);
	if (perItem.length === 1) return [perItem[0]];
	const output: INodeExecutionData[] = [];
	for (const entries of perItem) for (const entry of entries) output.push(entry);
	return [output];
}

/**
 * The `<op>.operation.ts` module of a resource's operation, or undefined for a pair the node's
 * description does not offer.
 */
export function operationOf(
	resource: string,
	operation: string,
	properties: INodeProperties[],
	deployment?: Deployment,
): OperationModule | undefined {
	if (!offers(properties, resource, operation, deployment)) return undefined;
	const operations: Record<string, OperationModule> | undefined =
		resources[resource as keyof typeof resources]?.operations;
	return operations?.[operation];
}

/**
 * Whether the operation dropdown shown for the resource (on the deployment, where a resource has
 * one dropdown per deployment) offers the operation (both plain names).
 */
function offers(
	properties: INodeProperties[],
	resource: string,
	operation: string,
	deployment?: Deployment,
): boolean {
	if (!/^[A-Za-z]+$/.test(resource) || !/^[A-Za-z]+$/.test(operation)) return false;
	const onDeployment = (property: INodeProperties) => {
		const shown = property.displayOptions?.show?.deployment;
		return deployment === undefined || shown === undefined || shown.includes(deployment);
	};
	return properties.some(
		(property) =>
			property.name === 'operation' &&
			property.displayOptions?.show?.resource?.includes(resource) === true &&
			onDeployment(property) &&
			property.options?.some((option) => 'value' in option && option.value === operation) === true,
	);
}

function asNodeError(
	this: IExecuteFunctions,
	error: unknown,
	itemIndex: number,
	label: (field: string) => string,
): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError) {
		if (error.context.itemIndex === undefined) error.context.itemIndex = itemIndex;
		return withItem(error, error.context.itemIndex as number);
	}
	if (error instanceof NodeOperationError) {
		if (error.context.itemIndex === undefined) error.context.itemIndex = itemIndex;
		return error;
	}
	return inputFailure(this.getNode(), error, label, itemIndex);
}

/**
 * An API failure of an item names the item as the input errors do (inputFailure.ts), the same
 * number as its `itemIndex`: "HTTP 404: Alert not found [item 1]". The status and the server's
 * own text (secrets already masked by the transport) stay in front.
 */
function withItem(error: NodeApiError, itemIndex: number): NodeApiError {
	const suffix = ` [item ${itemIndex}]`;
	if (!error.message.endsWith(suffix)) error.message += suffix;
	return error;
}

/**
 * A failed item for the error output, in the shape n8n's HTTP Request node (4.5+) gives it: the
 * message under `error`, the rest under `details`.
 */
function errorOutputJson(error: NodeApiError | NodeOperationError): IDataObject {
	const details: IDataObject = { message: error.message };
	if (error.description) details.description = error.description;
	if (error instanceof NodeApiError && error.httpCode) details.httpCode = error.httpCode;
	details.itemIndex = error.context.itemIndex as number;
	return { error: error.message, details };
}

/** A failed item on the regular output ("Continue (using regular output)"), as before. */
function errorJson(error: NodeApiError | NodeOperationError): IDataObject {
	const json: IDataObject = { error: error.message };
	if (error.description) json.description = error.description;
	if (error instanceof NodeApiError && error.httpCode) json.httpCode = error.httpCode;
	return json;
}
