import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { chosenSavedSearch, savedSearchLocator } from './locator';

export const description = updateDisplayOptions(
	{ show: { resource: ['savedSearch'], operation: ['delete'] } },
	[
		{
			...savedSearchLocator,
			description: 'The saved search to delete. The server deletes the alerts that watch it too.',
		},
	],
);

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { id, path } = chosenSavedSearch.call(this, deployment, itemIndex);
	await client.request('DELETE', path, { itemIndex });
	return { deleted: true, id };
}
