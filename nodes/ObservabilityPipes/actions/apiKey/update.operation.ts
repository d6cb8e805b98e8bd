import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import type { OperationContext } from '../operation';
import { itemRecord, updateFieldsOf } from '../itemReader';
import { apiKeyFieldsToBody, validateApiKeyUpdate, withoutKeySecret } from './apiKeyBody';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = itemRecord.call(this, 'apiKey', deployment, itemIndex);
	const raw = readBody.call(this, itemIndex, () =>
		apiKeyFieldsToBody(updateFieldsOf.call(this, itemIndex)),
	);
	const body = validateApiKeyUpdate(raw, this.getTimezone());
	return withoutKeySecret(await client.request<IDataObject>('PATCH', path, { body, itemIndex }));
}
