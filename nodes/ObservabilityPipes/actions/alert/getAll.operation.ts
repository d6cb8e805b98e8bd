import { ALERT_STATES, stateOptions } from '../../../shared/api/stateOptions';
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { getManyRecords } from '../helpers/getManyRecords';
import type { OperationContext } from '../framework/operation';
import {
	operationDescription,
	getAllParameters,
	filtersProperty,
	nameFilterField,
} from '../framework/resourceDescription';
import { simplifyAlert } from './simplify';
import type { FilterSpec } from '../helpers/listFilters';

/** Alert Get Many's "Filters": name contains, state is one of. */
export const alertFilters: FilterSpec = { name: 'nameContains', states: 'stateIn' };

/** Get Many's filters (applied by the node: the alert list takes none). */
const filtersParameter = filtersProperty([
	nameFilterField('alerts'),
	{
		displayName: 'States',
		name: 'states',
		type: 'multiOptions',
		options: stateOptions(ALERT_STATES),
		default: [],
		description: 'Only alerts in one of these states (an expression may give others)',
	},
]);

export const description = operationDescription(
	'alert',
	'getAll',
	getAllParameters(filtersParameter),
);

export const readOnly = true;

/**
 * No endpoint filters alerts by state: the node reads the list and keeps the alerts in the
 * states asked for, refusing a state nobody knows once the whole list is read.
 */
export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject[]> {
	return await getManyRecords.call(this, 'alert', context, {
		simplify: simplifyAlert,
		filters: alertFilters,
		documentedStates: ALERT_STATES,
	});
}
