import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { chosenSavedSearch } from './locator';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { id, path } = chosenSavedSearch.call(this, deployment, itemIndex);
	await client.request('DELETE', path, { itemIndex });
	return { deleted: true, id };
}
