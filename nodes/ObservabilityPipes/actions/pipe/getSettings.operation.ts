import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { chosenRecord } from '../parameters';

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const path = `${chosenRecord.call(this, 'pipe', 'cloud', itemIndex).path}/settings`;
	return await client.request<IDataObject>('GET', path, { itemIndex });
}
