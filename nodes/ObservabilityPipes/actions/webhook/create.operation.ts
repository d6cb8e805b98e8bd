import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import type { OperationContext } from '../operation';
import { itemList } from '../itemReader';
import {
	secretValues,
	validateWebhookBody,
	webhookFieldsToBody,
	webhookWithoutSecrets,
} from './webhookBody';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
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
