import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { listRecords } from '../../../shared/pagination';
import { listProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { listMaximum } from '../parameters';
import { withoutKeySecret } from './apiKeyBody';
import { keysPath } from './locator';

export const description = updateDisplayOptions({ show: { resource: ['apiKey'], operation: ['getAll'] } }, listProperties());

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject[]> {
	const keys = await listRecords(client, keysPath.call(this, itemIndex), { max: listMaximum.call(this, itemIndex), paged: false, itemIndex });
	return keys.map(withoutKeySecret);
}
