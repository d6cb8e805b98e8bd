import type { IDataObject } from 'n8n-workflow';
import { ALERT_STATES } from '../../../shared/api/states';
import { getAllOperation } from '../getAllOperation';
import { simplifyAlert, simplifyAlertVersion1 } from './simplify';
import { allOf, filtersOf, nameContains, stateIn, type RecordFilter } from '../listFilters';

/** Alert Get Many's "Filters": name contains, state is one of. */
export function alertFilter(value: unknown): RecordFilter | undefined {
	const filters: IDataObject = filtersOf(value);
	return allOf([
		nameContains('filters.name', filters.name),
		stateIn('filters.states', filters.states),
	]);
}

/**
 * No endpoint filters alerts by state: the node reads the list and keeps the alerts in the
 * states asked for, refusing a state nobody knows once the whole list is read.
 */
export const { readOnly, execute } = getAllOperation('alert', {
	simplify: simplifyAlert,
	simplifyVersion1: simplifyAlertVersion1,
	filter: alertFilter,
	documentedStates: ALERT_STATES,
});
