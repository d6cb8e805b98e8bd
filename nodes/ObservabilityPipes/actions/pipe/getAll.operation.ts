import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { PIPE_STATES } from '../../../shared/api/states';
import { listRecords } from '../../../shared/http/pagination';
import { checkStatesKnown, filtersOf, noteStates } from '../listFilters';
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
	const filters = this.getNodeParameter('filters', itemIndex, {});
	const { keep, carried } = noteStates(pipeFilter(filters));
	const max = listMaximum.call(this, itemIndex);
	const pipes = await listRecords(
		client,
		servicePipesPath.call(this, deployment, itemIndex),
		'pipe',
		{
			max,
			keep,
			itemIndex,
		},
	);
	// As for alerts: once the whole list is read, a state nobody knows is refused.
	if (max === undefined || pipes.length < max)
		checkStatesKnown('filters.states', filtersOf(filters).states, PIPE_STATES, carried, 'pipe');
	const records = pipes.map(pipeWithoutSecrets);
	return simplify ? simplifyEach(records, simplifyPipe) : records;
}
