import { getAllOperation } from '../getAllOperation';
import { dashboardFilters } from './filters';
import { simplifyDashboard } from './simplify';

export const { readOnly, execute } = getAllOperation('dashboard', {
	simplify: simplifyDashboard,
	filters: dashboardFilters,
});
