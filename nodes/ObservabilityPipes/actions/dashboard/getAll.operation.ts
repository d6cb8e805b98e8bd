import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { getManyRecords } from '../helpers/getManyRecords';
import type { OperationContext } from '../framework/operation';
import {
	operationDescription,
	getAllParameters,
	filtersProperty,
	nameFilterField,
} from '../framework/resourceDescription';
import { simplifyDashboard } from './simplify';
import type { FilterSpec } from '../helpers/listFilters';

/** Dashboard Get Many's "Filters": name contains, carries every tag. */
export const dashboardFilters: FilterSpec = { name: 'nameContains', tags: 'hasTags' };

/** Get Many's filters (applied by the node: the dashboard list takes none). */
const filtersParameter = filtersProperty([
	nameFilterField('dashboards'),
	{
		displayName: 'Tags',
		name: 'tags',
		type: 'string',
		default: '',
		placeholder: 'e.g. production, slo',
		description: 'Only dashboards carrying every one of these comma-separated tags (any case)',
	},
]);

export const description = operationDescription(
	'dashboard',
	'getAll',
	getAllParameters(filtersParameter),
);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject[]> {
	return await getManyRecords.call(this, 'dashboard', context, {
		simplify: simplifyDashboard,
		filters: dashboardFilters,
	});
}
