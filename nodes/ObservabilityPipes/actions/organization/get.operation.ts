import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { organizationPath } from '../scope';

// The organization picker of the cloud scope selects the record.
export const description = updateDisplayOptions({ show: { resource: ['organization'], operation: ['get'] } }, []);

export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject> {
	return await client.request<IDataObject>('GET', organizationPath.call(this, itemIndex), { itemIndex });
}
