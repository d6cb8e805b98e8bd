import { getOperation } from '../getOperation';
import { simplifyAlert } from './simplify';

export const { readOnly, execute } = getOperation('alert', { simplify: simplifyAlert });
