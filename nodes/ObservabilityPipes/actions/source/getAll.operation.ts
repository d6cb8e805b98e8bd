import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { listRecords } from '../../../shared/pagination';
import { listProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { listMaximum } from '../parameters';
import { sourcesPath } from './locator';

export const description = updateDisplayOptions({ show: { resource: ['source'], operation: ['getAll'] } }, listProperties());

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, deployment, itemIndex }: OperationContext): Promise<IDataObject[]> {
	// Neither deployment pages sources: one request returns them all.
	return await listRecords(client, sourcesPath.call(this, deployment, itemIndex), {
		max: listMaximum.call(this, itemIndex),
		paged: false,
		itemIndex,
	});
}
