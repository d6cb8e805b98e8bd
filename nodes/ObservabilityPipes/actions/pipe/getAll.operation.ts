import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { listRecords } from '../../../shared/pagination';
import { listProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { listMaximum } from '../parameters';
import { servicePipesPath } from './locator';
import { withoutSecrets } from './secrets';

export const description = updateDisplayOptions({ show: { resource: ['pipe'], operation: ['getAll'] } }, listProperties());

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject[]> {
	const pipes = await listRecords(client, servicePipesPath.call(this, itemIndex), {
		max: listMaximum.call(this, itemIndex),
		paged: false,
		itemIndex,
	});
	return pipes.map(withoutSecrets);
}
