import type { FilterSpec } from '../listFilters';

/** Dashboard Get Many's "Filters": name contains, carries every tag. */
export const dashboardFilters: FilterSpec = { name: 'nameContains', tags: 'hasTags' };
