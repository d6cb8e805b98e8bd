import { getOperation } from '../getOperation';
import { simplifyService } from './simplify';

export const { readOnly, execute } = getOperation('service', { simplify: simplifyService });
