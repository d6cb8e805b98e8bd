import type { IDataObject } from 'n8n-workflow';
import { PIPE_STATES } from '../../../shared/api/states';
import { getAllOperation } from '../getAllOperation';
import { pipeWithoutSecrets } from './secrets';
import { simplifyPipe } from './simplify';
import { allOf, filtersOf, nameContains, stateIn, type RecordFilter } from '../listFilters';

/** Pipe Get Many's "Filters": name contains, state is one of. */
export function pipeFilter(value: unknown): RecordFilter | undefined {
	const filters: IDataObject = filtersOf(value);
	return allOf([
		nameContains('filters.name', filters.name),
		stateIn('filters.states', filters.states),
	]);
}

/** As for alerts: the node filters the list, refusing a state nobody knows once the whole list is read. */
export const { readOnly, execute } = getAllOperation('pipe', {
	simplify: simplifyPipe,
	clean: pipeWithoutSecrets,
	filter: pipeFilter,
	documentedStates: PIPE_STATES,
});
