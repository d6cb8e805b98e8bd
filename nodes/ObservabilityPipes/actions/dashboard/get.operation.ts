import { getOperation } from '../getOperation';
import { simplifyDashboard } from './simplify';

export const { description, readOnly, execute } = getOperation('dashboard', {
	simplify: simplifyDashboard,
});
