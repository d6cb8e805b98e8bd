import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { chosenPipe } from './locator';

export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { id, path } = chosenPipe.call(this, itemIndex);
	await client.request('DELETE', path, { itemIndex });
	return { deleted: true, id };
}
