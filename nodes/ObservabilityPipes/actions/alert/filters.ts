import type { FilterSpec } from '../listFilters';

/** Alert Get Many's "Filters": name contains, state is one of. */
export const alertFilters: FilterSpec = { name: 'nameContains', states: 'stateIn' };
