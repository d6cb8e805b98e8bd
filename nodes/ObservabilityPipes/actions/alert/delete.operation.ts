import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { alertLocator, chosenAlert } from './locator';

export const description = updateDisplayOptions(
	{ show: { resource: ['alert'], operation: ['delete'] } },
	[alertLocator],
);

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { id, path } = chosenAlert.call(this, deployment, itemIndex);
	await client.request('DELETE', path, { itemIndex });
	return { deleted: true, id };
}
