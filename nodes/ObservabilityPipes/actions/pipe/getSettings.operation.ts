import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { chosenPipe } from './locator';

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = chosenPipe.call(this, itemIndex, 'settings');
	return await client.request<IDataObject>('GET', path, { itemIndex });
}
