import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody, usesJsonBody } from '../../../shared/input/bodyMode';
import type { OperationContext } from '../operation';
import { updateFieldsOf } from '../itemReader';
import { readWebhook } from './readWebhook';
import { checkWebhookChanges, mergeWebhookUpdate, webhookFieldsToBody } from './webhookBody';
import { writeWebhook } from './writeWebhook';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const changes = readBody.call(this, itemIndex, () =>
		webhookFieldsToBody(updateFieldsOf.call(this, itemIndex)),
	);
	// Checked before the read: a bad header or an unknown service stops here.
	checkWebhookChanges(changes, usesJsonBody.call(this, itemIndex) ? 'jsonBody' : 'updateFields');
	const { path, current } = await readWebhook.call(this, client, deployment, itemIndex);
	return await writeWebhook(client, 'PUT', path, mergeWebhookUpdate(current, changes), itemIndex);
}
