import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { ALERT_STATES } from '../../../shared/api/states';
import { listRecords } from '../../../shared/http/pagination';
import { listProperties } from '../common.descriptions';
import { checkStatesKnown, filtersOf, noteStates } from '../listFilters';
import type { OperationContext } from '../operation';
import { simplifyEach, simplifyOption } from '../simplify';
import { listMaximum, wantsSimplified } from '../parameters';
import { alertsPath } from './locator';
import { simplifyAlert } from './simplify';
import { alertFilter } from './filters';
import { alertFilters } from './fields';

export const description = updateDisplayOptions(
	{ show: { resource: ['alert'], operation: ['getAll'] } },
	[...listProperties(), ...simplifyOption(), alertFilters],
);

export const readOnly = true;

/**
 * No endpoint filters alerts by state: the node reads the list and keeps the alerts in the
 * states asked for. Once the whole list is read, a state that neither the documents list nor
 * any alert read carries is refused (nothing is written either way).
 */
export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const filters = this.getNodeParameter('filters', itemIndex, {});
	const { keep, carried } = noteStates(alertFilter(filters));
	const max = listMaximum.call(this, itemIndex);
	const alerts = await listRecords(client, alertsPath.call(this, deployment, itemIndex), 'alert', {
		max,
		keep,
		itemIndex,
	});
	// Stopped at Limit, the list was not read to its end: a state may be carried further on.
	if (max === undefined || alerts.length < max)
		checkStatesKnown('filters.states', filtersOf(filters).states, ALERT_STATES, carried, 'alert');
	return simplify ? simplifyEach(alerts, simplifyAlert) : alerts;
}
