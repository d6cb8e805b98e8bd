import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { withoutKeySecret } from './apiKeyBody';
import { apiKeyLocator, chosenApiKey } from './locator';

export const description = updateDisplayOptions({ show: { resource: ['apiKey'], operation: ['get'] } }, [apiKeyLocator]);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject> {
	const { path } = chosenApiKey.call(this, itemIndex);
	return withoutKeySecret(await client.request<IDataObject>('GET', path, { itemIndex }));
}
