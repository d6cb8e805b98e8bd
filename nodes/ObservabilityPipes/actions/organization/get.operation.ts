import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { chosenOrganizationRecord } from './locator';

export const description = updateDisplayOptions({ show: { resource: ['organization'], operation: ['get'] } }, []);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject> {
	const { path } = chosenOrganizationRecord.call(this, itemIndex);
	return await client.request<IDataObject>('GET', path, { itemIndex });
}
