import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { chosenReversePrivateEndpoint, reversePrivateEndpointLocator } from './locator';

export const description = updateDisplayOptions(
	{ show: { resource: ['reversePrivateEndpoint'], operation: ['get'] } },
	[reversePrivateEndpointLocator],
);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject> {
	const { path } = chosenReversePrivateEndpoint.call(this, itemIndex);
	return await client.request<IDataObject>('GET', path, { itemIndex });
}
