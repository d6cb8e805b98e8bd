import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { simplifyProperties } from '../../../shared/descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach } from '../simplify';
import { wantsSimplified } from '../parameters';
import { chosenReversePrivateEndpoint, reversePrivateEndpointLocator } from './locator';
import { simplifyReversePrivateEndpoint } from './simplify';

export const description = updateDisplayOptions(
	{ show: { resource: ['reversePrivateEndpoint'], operation: ['get'] } },
	[reversePrivateEndpointLocator, ...simplifyProperties()],
);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const { path } = chosenReversePrivateEndpoint.call(this, itemIndex);
	const endpoint = await client.request<IDataObject>('GET', path, { itemIndex });
	return simplify ? simplifyEach(endpoint, simplifyReversePrivateEndpoint) : endpoint;
}
