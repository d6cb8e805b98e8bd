import { getAllOperation } from '../getAllOperation';
import { simplifyDashboard } from './simplify';
import type { FilterSpec } from '../listFilters';

/** Dashboard Get Many's "Filters": name contains, carries every tag. */
export const dashboardFilters: FilterSpec = { name: 'nameContains', tags: 'hasTags' };

export const { readOnly, execute } = getAllOperation('dashboard', {
	simplify: simplifyDashboard,
	filters: dashboardFilters,
});
