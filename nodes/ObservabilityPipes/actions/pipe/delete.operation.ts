import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { chosenPipe, pipeLocator } from './locator';

export const description = updateDisplayOptions(
	{ show: { resource: ['pipe'], operation: ['delete'] } },
	[pipeLocator],
);

export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { id, path } = chosenPipe.call(this, itemIndex);
	await client.request('DELETE', path, { itemIndex });
	return { deleted: true, id };
}
