import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { listRecords } from '../../../shared/pagination';
import { listProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { listMaximum } from '../parameters';
import { endpointsPath } from './locator';

export const description = updateDisplayOptions(
	{ show: { resource: ['reversePrivateEndpoint'], operation: ['getAll'] } },
	listProperties(),
);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject[]> {
	return await listRecords(client, endpointsPath.call(this, itemIndex), {
		max: listMaximum.call(this, itemIndex),
		paged: false,
		itemIndex,
	});
}
