import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { listRecords } from '../../../shared/pagination';
import { listProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { listMaximum } from '../parameters';
import { webhooksPath } from './locator';

export const description = updateDisplayOptions({ show: { resource: ['webhook'], operation: ['getAll'] } }, listProperties());

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, deployment, itemIndex }: OperationContext): Promise<IDataObject[]> {
	return await listRecords(client, webhooksPath.call(this, deployment, itemIndex), { paged: true, max: listMaximum.call(this, itemIndex), itemIndex });
}
