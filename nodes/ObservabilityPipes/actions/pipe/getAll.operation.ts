import { PIPE_STATES, stateOptions } from '../../../shared/api/stateOptions';
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { getManyRecords } from '../helpers/getManyRecords';
import type { OperationContext } from '../framework/operation';
import {
	operationDescription,
	getAllParameters,
	filtersProperty,
	nameFilterField,
} from '../framework/resourceDescription';
import { pipeWithoutSecrets } from './secrets';
import { simplifyPipe } from './simplify';
import type { FilterSpec } from '../helpers/listFilters';

/** Pipe Get Many's "Filters": name contains, state is one of. */
export const pipeFilters: FilterSpec = { name: 'nameContains', states: 'stateIn' };

/** As for alerts: the node filters the list, refusing a state nobody knows once the whole list is read. */
/** Get Many's filters (applied by the node: the pipe list takes none). */
export const filtersParameter = filtersProperty([
	nameFilterField('pipes'),
	{
		displayName: 'States',
		name: 'states',
		type: 'multiOptions',
		options: stateOptions(PIPE_STATES),
		default: [],
		description: 'Only pipes in one of these states (an expression may give others)',
	},
]);

export const description = operationDescription(
	'pipe',
	'getAll',
	getAllParameters(filtersParameter),
);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject[]> {
	return await getManyRecords.call(this, 'pipe', context, {
		simplify: simplifyPipe,
		clean: pipeWithoutSecrets,
		filters: pipeFilters,
		documentedStates: PIPE_STATES,
	});
}
