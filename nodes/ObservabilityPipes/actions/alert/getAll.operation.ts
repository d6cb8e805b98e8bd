import { ALERT_STATES } from '../../../shared/api/states';
import { getAllOperation } from '../getAllOperation';
import { simplifyAlert, simplifyAlertVersion1 } from './simplify';
import type { FilterSpec } from '../listFilters';

/** Alert Get Many's "Filters": name contains, state is one of. */
export const alertFilters: FilterSpec = { name: 'nameContains', states: 'stateIn' };

/**
 * No endpoint filters alerts by state: the node reads the list and keeps the alerts in the
 * states asked for, refusing a state nobody knows once the whole list is read.
 */
export const { readOnly, execute } = getAllOperation('alert', {
	simplify: simplifyAlert,
	simplifyVersion1: simplifyAlertVersion1,
	filters: alertFilters,
	documentedStates: ALERT_STATES,
});
