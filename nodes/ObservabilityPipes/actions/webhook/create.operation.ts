import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { bodyModeProperties, readBody } from '../../../shared/input/bodyMode';
import type { OperationContext } from '../operation';
import { webhookCreateFields } from './fields';
import { webhooksPath } from './locator';
import {
	secretValues,
	validateWebhookBody,
	webhookFieldsToBody,
	webhookWithoutSecrets,
} from './webhookBody';

const properties: INodeProperties[] = [
	...bodyModeProperties(
		JSON.stringify(
			{
				name: 'On-call pager',
				service: 'generic',
				url: 'https://hooks.example.com/alerts',
				description: '',
				body: '{"text": "{{title}}"}',
				headers: { Authorization: 'Bearer ...' },
			},
			null,
			2,
		),
		'The webhook as a JSON object: name, service (generic, incidentio, slack), url, and optionally description, body, headers and queryParams (headers and query parameters are write-only)',
	),
	...updateDisplayOptions({ show: { specifyBody: ['fields'] } }, webhookCreateFields),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['webhook'], operation: ['create'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const body = validateWebhookBody(
		readBody.call(this, itemIndex, () =>
			webhookFieldsToBody(readCreateFields.call(this, itemIndex)),
		),
	);
	const created = await client.request<IDataObject>(
		'POST',
		webhooksPath.call(this, deployment, itemIndex),
		{ body, itemIndex, secrets: secretValues(body) },
	);
	return webhookWithoutSecrets(created);
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
