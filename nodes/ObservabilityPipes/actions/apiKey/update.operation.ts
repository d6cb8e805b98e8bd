import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import type { OperationContext } from '../operation';
import { updateFieldsOf } from '../itemReader';
import { apiKeyFieldsToBody, validateApiKeyUpdate, withoutKeySecret } from './apiKeyBody';
import { chosenApiKey } from './locator';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = chosenApiKey.call(this, deployment, itemIndex);
	const raw = readBody.call(this, itemIndex, () =>
		apiKeyFieldsToBody(updateFieldsOf.call(this, itemIndex)),
	);
	const body = validateApiKeyUpdate(raw, this.getTimezone());
	return withoutKeySecret(await client.request<IDataObject>('PATCH', path, { body, itemIndex }));
}
