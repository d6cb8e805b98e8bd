import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { alertLocator, chosenAlert } from './locator';

export const description = updateDisplayOptions({ show: { resource: ['alert'], operation: ['get'] } }, [alertLocator]);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, deployment, itemIndex }: OperationContext): Promise<IDataObject> {
	const { path } = chosenAlert.call(this, deployment, itemIndex);
	return await client.request<IDataObject>('GET', path, { itemIndex });
}
