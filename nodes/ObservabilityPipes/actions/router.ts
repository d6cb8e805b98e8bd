import {
	NodeApiError,
	NodeOperationError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
} from 'n8n-workflow';
import { InputError } from '../../shared/inputError';
import { ApiClient } from '../../shared/transport';
import type { Deployment } from '../../shared/types';
import { resources } from './resources';

/**
 * Runs the chosen operation once per input item. Every output item is paired with its
 * input; with "Continue On Fail" a failed item becomes an error item and the rest run.
 */
export async function route(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const deployment = this.getNodeParameter('deployment', 0) as Deployment;
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const handler = resources[resource]?.[operation];
	if (!handler) {
		throw new NodeOperationError(this.getNode(), `The operation "${operation}" of "${resource}" is not supported`, {
			description: 'Choose a resource and an operation from the lists.',
		});
	}
	const requestOptions = this.getNodeParameter('requestOptions', 0, {}) as IDataObject;
	const client = new ApiClient(this, deployment, {
		timeoutMs: positive(requestOptions.timeout),
		retry: { maxRetries: requestOptions.maxRetries === undefined ? undefined : Math.max(0, Number(requestOptions.maxRetries)) },
	});

	const output: INodeExecutionData[] = [];
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			const data = await handler.execute.call(this, { client, deployment, itemIndex });
			const records = Array.isArray(data) ? data : [data];
			for (const json of records) output.push({ json, pairedItem: { item: itemIndex } });
		} catch (caught) {
			const error = asNodeError.call(this, caught, itemIndex);
			if (!this.continueOnFail()) throw error;
			output.push({ json: errorJson(error), pairedItem: { item: itemIndex } });
		}
	}
	return [output];
}

function positive(value: unknown): number | undefined {
	const number = Number(value);
	return Number.isFinite(number) && number > 0 ? number : undefined;
}

function asNodeError(this: IExecuteFunctions, error: unknown, itemIndex: number): NodeApiError | NodeOperationError {
	if (error instanceof InputError) {
		return new NodeOperationError(this.getNode(), error.message, { description: error.fix, itemIndex });
	}
	if (error instanceof NodeApiError || error instanceof NodeOperationError) {
		if (error.context.itemIndex === undefined) error.context.itemIndex = itemIndex;
		return error;
	}
	return new NodeOperationError(this.getNode(), error as Error, { itemIndex });
}

function errorJson(error: NodeApiError | NodeOperationError): IDataObject {
	const json: IDataObject = { error: error.message };
	if (error.description) json.description = error.description;
	if (error instanceof NodeApiError && error.httpCode) json.httpCode = error.httpCode;
	return json;
}
