import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { chosenPipe, pipeLocator } from './locator';

export const description = updateDisplayOptions(
	{ show: { resource: ['pipe'], operation: ['getSettings'] } },
	[pipeLocator],
);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = chosenPipe.call(this, itemIndex, 'settings');
	return await client.request<IDataObject>('GET', path, { itemIndex });
}
