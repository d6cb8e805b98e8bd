import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { itemRecord } from '../itemReader';

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = itemRecord.call(this, 'pipe', 'cloud', itemIndex, 'settings');
	return await client.request<IDataObject>('GET', path, { itemIndex });
}
