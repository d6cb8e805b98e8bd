import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody, usesJsonBody } from '../../../shared/input/bodyMode';
import { InputError } from '../../../shared/input/inputError';
import { listRecords } from '../../../shared/http/pagination';
import type { OperationContext } from '../operation';
import { updateFieldsOf } from '../parameters';
import { chosenWebhook, webhooksPath } from './locator';
import { checkWebhookChanges, mergeWebhookUpdate, webhookFieldsToBody } from './webhookBody';
import { writeWebhook } from './writeWebhook';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { id, path } = chosenWebhook.call(this, deployment, itemIndex);
	const changes = readBody.call(this, itemIndex, () =>
		webhookFieldsToBody(updateFieldsOf.call(this, itemIndex)),
	);
	// Checked before the read: a bad header or an unknown service stops here.
	checkWebhookChanges(changes, usesJsonBody.call(this, itemIndex) ? 'jsonBody' : 'updateFields');
	// The API has no GET of one webhook: the node reads the list's pages until it finds it.
	const [current] = await listRecords(
		client,
		webhooksPath.call(this, deployment, itemIndex),
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
	return await writeWebhook(client, 'PUT', path, mergeWebhookUpdate(current, changes), itemIndex);
}
