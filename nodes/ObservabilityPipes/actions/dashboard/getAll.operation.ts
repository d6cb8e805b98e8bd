import { getAllOperation } from '../getAllOperation';
import { dashboardFilter } from './filters';
import { simplifyDashboard } from './simplify';

export const { readOnly, execute } = getAllOperation('dashboard', {
	simplify: simplifyDashboard,
	filter: dashboardFilter,
});
