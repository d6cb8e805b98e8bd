import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { Deployment } from '../../../shared/api/types';
import type { ApiClient } from '../../../shared/http/transport';
import { InputError } from '../../../shared/base/inputError';
import { itemList, itemRecord } from '../framework/itemReader';

/**
 * The chosen webhook as the server stores it (its secrets as the list gives them). Neither API
 * has a GET of one webhook: the node reads the list's pages until it finds it, and a webhook
 * that is not there is refused naming the field.
 */
export async function readWebhook(
	this: IExecuteFunctions,
	client: ApiClient,
	deployment: Deployment,
	itemIndex: number,
): Promise<{ id: string; path: string; current: IDataObject }> {
	const { id, path } = itemRecord.call(this, 'webhook', deployment, itemIndex);
	const [current] = await client.listRecords(
		itemList.call(this, 'webhook', deployment, itemIndex),
		'webhook',
		{ itemIndex, max: 1, keep: (record) => record.id === id },
	);
	if (!current) {
		throw new InputError(
			'webhookId',
			`no webhook with the ID ${id} is on the server`,
			'Pick the webhook from the list, or check the ID (and, on the cloud, the organization and service).',
		);
	}
	return { id, path, current };
}
