import { PIPE_STATES } from '../../../shared/api/states';
import { getAllOperation } from '../getAllOperation';
import { pipeWithoutSecrets } from './secrets';
import { simplifyPipe } from './simplify';
import type { FilterSpec } from '../listFilters';

/** Pipe Get Many's "Filters": name contains, state is one of. */
export const pipeFilters: FilterSpec = { name: 'nameContains', states: 'stateIn' };

/** As for alerts: the node filters the list, refusing a state nobody knows once the whole list is read. */
export const { readOnly, execute } = getAllOperation('pipe', {
	simplify: simplifyPipe,
	clean: pipeWithoutSecrets,
	filters: pipeFilters,
	documentedStates: PIPE_STATES,
});
