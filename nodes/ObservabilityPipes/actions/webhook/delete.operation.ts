import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { chosenWebhook, webhookLocator } from './locator';

export const description = updateDisplayOptions(
	{ show: { resource: ['webhook'], operation: ['delete'] } },
	[
		{
			...webhookLocator,
			description:
				'The webhook to delete. The server refuses (409) while an alert still notifies it: remove it from the alerts first.',
		},
	],
);

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { id, path } = chosenWebhook.call(this, deployment, itemIndex);
	await client.request('DELETE', path, { itemIndex });
	return { deleted: true, id };
}
