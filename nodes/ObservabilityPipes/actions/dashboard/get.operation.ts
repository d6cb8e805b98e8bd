import { getOperation } from '../getOperation';
import { simplifyDashboard } from './simplify';

export const { readOnly, execute } = getOperation('dashboard', { simplify: simplifyDashboard });
