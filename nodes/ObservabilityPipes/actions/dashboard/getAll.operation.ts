import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { listRecords } from '../../../shared/http/pagination';
import { listProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach, simplifyOption } from '../simplify';
import { listMaximum, wantsSimplified } from '../parameters';
import { dashboardsPath } from './locator';
import { simplifyDashboard } from './simplify';
import { dashboardFilter } from './filters';
import { dashboardFilters } from './fields';

export const description = updateDisplayOptions(
	{ show: { resource: ['dashboard'], operation: ['getAll'] } },
	[...listProperties(), ...simplifyOption(), dashboardFilters],
);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const keep = dashboardFilter(this.getNodeParameter('filters', itemIndex, {}));
	const dashboards = await listRecords(
		client,
		dashboardsPath.call(this, deployment, itemIndex),
		'dashboard',
		{
			max: listMaximum.call(this, itemIndex),
			keep,
			itemIndex,
		},
	);
	return simplify ? simplifyEach(dashboards, simplifyDashboard) : dashboards;
}
