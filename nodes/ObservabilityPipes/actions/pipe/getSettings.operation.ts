import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemRecord } from '../framework/itemReader';
import { operationDescription } from '../framework/resourceDescription';
import { kindLocator } from '../../../shared/editor/properties';

export const description = operationDescription('pipe', 'getSettings', [kindLocator('pipe')]);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment, { readOnly: true });
	const { path } = itemRecord.call(this, 'pipe', 'cloud', itemIndex, 'settings');
	return await client.request<IDataObject>('GET', path, { itemIndex });
}
