import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { listRecords } from '../../../shared/pagination';
import { ORGANIZATIONS_PATH } from '../../../shared/paths';
import { listProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { listMaximum } from '../parameters';

export const description = updateDisplayOptions({ show: { resource: ['organization'], operation: ['getAll'] } }, listProperties());

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject[]> {
	return await listRecords(client, ORGANIZATIONS_PATH, { max: listMaximum.call(this, itemIndex), paged: false, itemIndex });
}
