import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody, usesJsonBody } from '../../../shared/input/bodyMode';
import { mergeAndReplace } from '../fullReplace';
import type { OperationContext } from '../operation';
import { updateFieldsOf } from '../itemReader';
import { readWebhook } from './readWebhook';
import {
	checkWebhookChanges,
	mergeWebhookUpdate,
	secretValues,
	validateWebhookBody,
	webhookFieldsToBody,
	webhookWithoutSecrets,
} from './webhookBody';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const changes = readBody.call(this, itemIndex, () =>
		webhookFieldsToBody(updateFieldsOf.call(this, itemIndex)),
	);
	// Checked before the read: a bad header or an unknown service stops here.
	checkWebhookChanges(changes, usesJsonBody.call(this, itemIndex) ? 'jsonBody' : 'updateFields');
	// Neither API has a GET of one webhook: the record is read from the list.
	const { path, current } = await readWebhook.call(this, client, deployment, itemIndex);
	const written = await mergeAndReplace({
		client,
		path,
		itemIndex,
		read: async () => current,
		merge: (record) => validateWebhookBody(mergeWebhookUpdate(record, changes)),
		secrets: secretValues,
	});
	return webhookWithoutSecrets(written);
}
