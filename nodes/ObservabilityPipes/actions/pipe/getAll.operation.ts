import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { listRecords } from '../../../shared/http/pagination';
import { listProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach, simplifyOption } from '../simplify';
import { listMaximum, wantsSimplified } from '../parameters';
import { servicePipesPath } from './locator';
import { pipeWithoutSecrets } from './secrets';
import { simplifyPipe } from './simplify';
import { pipeFilter } from './filters';
import { pipeFilters } from './fields';

export const description = updateDisplayOptions(
	{ show: { resource: ['pipe'], operation: ['getAll'] } },
	[...listProperties(), ...simplifyOption(), pipeFilters],
);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const keep = pipeFilter(this.getNodeParameter('filters', itemIndex, {}));
	const pipes = await listRecords(
		client,
		servicePipesPath.call(this, deployment, itemIndex),
		'pipe',
		{
			max: listMaximum.call(this, itemIndex),
			keep,
			itemIndex,
		},
	);
	const records = pipes.map(pipeWithoutSecrets);
	return simplify ? simplifyEach(records, simplifyPipe) : records;
}
