import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { readBody, usesJsonBody } from '../../../shared/input/bodyMode';
import { mergeAndReplace } from '../helpers/fullReplace';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { updateFieldsOf } from '../framework/itemReader';
import { readWebhook } from './readWebhook';
import {
	checkWebhookChanges,
	mergeWebhookUpdate,
	secretValues,
	webhookFieldsToBody,
	webhookWithoutSecrets,
} from './webhookBody';
import { operationDescription, updateParameters } from '../framework/resourceDescription';
import { SERVICE_OPTIONS, headersField, queryParamsField, bodyField } from './webhookParameters';

/** Optional fields of the update form (alphabetical): the node reads the webhook and keeps what is left out. */
const webhookUpdateFields: INodeProperties[] = [
	bodyField,
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		default: '',
		description: 'What the webhook is for',
	},
	headersField,
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		description: 'Name of the webhook',
	},
	queryParamsField,
	{
		displayName: 'URL',
		name: 'url',
		type: 'string',
		default: '',
		description:
			'Address the server sends alert notifications to. Changing it drops the stored headers and query parameters unless given again.',
	},
	{
		displayName: 'Webhook Type',
		name: 'service',
		type: 'options',
		options: SERVICE_OPTIONS,
		default: 'generic',
		description:
			'What kind of endpoint the URL is. Changing it drops the stored headers and query parameters unless given again.',
	},
];

const update = updateParameters('webhook', {
	example: { name: 'On-call pager (new)' },
	hint: "Only the fields to change; fields left out keep their values (headers too, unless 'URL' or 'Webhook Type' changes)",
	jsonDescription:
		"Only the fields to change; fields left out keep their values (headers too, unless 'url' or 'service' changes)",
	fields: webhookUpdateFields,
});

export const description = operationDescription('webhook', 'update', update);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const changes = readBody.call(this, itemIndex, () =>
		webhookFieldsToBody(updateFieldsOf.call(this, itemIndex)),
	);
	// Checked before the read: a bad header or an unknown service stops here.
	const checked = checkWebhookChanges(
		changes,
		usesJsonBody.call(this, itemIndex) ? 'jsonBody' : 'updateFields',
	);
	// Neither API has a GET of one webhook: the record is read from the list.
	const { path, current } = await readWebhook.call(this, client, deployment, itemIndex);
	const written = await mergeAndReplace({
		client,
		path,
		itemIndex,
		read: async () => current,
		// What was read goes back as it was: only the changes are the user's, and checked.
		merge: (record) => mergeWebhookUpdate(record, checked),
		secrets: secretValues,
	});
	return webhookWithoutSecrets(written);
}
