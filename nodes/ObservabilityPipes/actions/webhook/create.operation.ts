import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemList } from '../framework/itemReader';
import {
	secretValues,
	validateWebhookBody,
	webhookFieldsToBody,
	webhookWithoutSecrets,
} from './webhookBody';
import { bodyModeProperties } from '../../../shared/editor/properties';
import { operationDescription } from '../framework/resourceDescription';
import { SERVICE_OPTIONS, headersField, queryParamsField, bodyField } from './webhookParameters';

/** Typed fields of the create form. */
const webhookCreateFields: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		description: 'Name of the webhook',
	},
	{
		displayName: 'Webhook Type',
		name: 'service',
		type: 'options',
		options: SERVICE_OPTIONS,
		default: 'generic',
		description: 'What kind of endpoint the URL is',
	},
	{
		displayName: 'URL',
		name: 'url',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. https://hooks.example.com/alerts',
		description: 'Address the server sends alert notifications to',
	},
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		default: '',
		description: 'What the webhook is for',
	},
	{ ...bodyField, displayOptions: { show: { service: ['generic', 'incidentio'] } } },
	{ ...headersField, displayOptions: { show: { service: ['generic', 'incidentio'] } } },
	{ ...queryParamsField, displayOptions: { show: { service: ['generic', 'incidentio'] } } },
];

const create = bodyModeProperties(
	{
		name: 'On-call pager',
		service: 'generic',
		url: 'https://hooks.example.com/alerts',
		description: '',
		body: '{"text": "{{title}}"}',
		headers: { Authorization: 'Bearer ...' },
	},
	'The webhook as a JSON object: name, service (generic, incidentio, slack), url, and optionally description, body, headers and queryParams (headers and query parameters are write-only)',
	webhookCreateFields,
);

export const description = operationDescription('webhook', 'create', create);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const body = readBody.call(this, itemIndex, () =>
		webhookFieldsToBody(readCreateFields.call(this, itemIndex)),
	);
	const path = itemList.call(this, 'webhook', deployment, itemIndex);
	const checked = validateWebhookBody(body);
	const written = await client.request<IDataObject>('POST', path, {
		body: checked,
		itemIndex,
		// Header and query values masked in any failure the transport words.
		secrets: secretValues(checked),
	});
	return webhookWithoutSecrets(written);
}

function readCreateFields(this: IExecuteFunctions, itemIndex: number): IDataObject {
	const service = this.getNodeParameter('service', itemIndex, 'generic') as string;
	const fields: IDataObject = {
		name: this.getNodeParameter('name', itemIndex, ''),
		service,
		url: this.getNodeParameter('url', itemIndex, ''),
		description: this.getNodeParameter('description', itemIndex, ''),
	};
	if (service !== 'slack') {
		fields.body = this.getNodeParameter('body', itemIndex, '');
		fields.headers = this.getNodeParameter('headers', itemIndex, {});
		fields.queryParams = this.getNodeParameter('queryParams', itemIndex, {});
	}
	return fields;
}
