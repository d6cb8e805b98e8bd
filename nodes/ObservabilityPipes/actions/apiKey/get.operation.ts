import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { simplifyProperties } from '../../../shared/descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach } from '../simplify';
import { wantsSimplified } from '../parameters';
import { withoutKeySecret } from './apiKeyBody';
import { apiKeyLocator, chosenApiKey } from './locator';
import { simplifyApiKey } from './simplify';

export const description = updateDisplayOptions({ show: { resource: ['apiKey'], operation: ['get'] } }, [apiKeyLocator, ...simplifyProperties()]);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const { path } = chosenApiKey.call(this, itemIndex);
	const key = withoutKeySecret(await client.request<IDataObject>('GET', path, { itemIndex }));
	return simplify ? simplifyEach(key, simplifyApiKey) : key;
}
