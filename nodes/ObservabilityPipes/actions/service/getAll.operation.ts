import { getAllOperation } from '../getAllOperation';
import { simplifyService } from './simplify';

export const { readOnly, execute } = getAllOperation('service', { simplify: simplifyService });
