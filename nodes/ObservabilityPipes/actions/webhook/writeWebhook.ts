import type { IDataObject } from 'n8n-workflow';
import type { ApiClient } from '../../../shared/http/transport';
import { secretValues, validateWebhookBody, webhookWithoutSecrets } from './webhookBody';

/**
 * Create and Update's write: the body checked whole, sent with its header and query values
 * masked in any failure the transport words, and the answer returned without them.
 */
export async function writeWebhook(
	client: ApiClient,
	method: 'POST' | 'PUT',
	path: string,
	given: IDataObject,
	itemIndex: number,
): Promise<IDataObject> {
	const body = validateWebhookBody(given);
	const written = await client.request<IDataObject>(method, path, {
		body,
		itemIndex,
		secrets: secretValues(body),
	});
	return webhookWithoutSecrets(written);
}
