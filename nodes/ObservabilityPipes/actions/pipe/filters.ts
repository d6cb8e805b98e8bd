import type { FilterSpec } from '../listFilters';

/** Pipe Get Many's "Filters": name contains, state is one of. */
export const pipeFilters: FilterSpec = { name: 'nameContains', states: 'stateIn' };
