import { getOperation } from '../getOperation';
import { simplifySource } from './simplify';

export const { readOnly, execute } = getOperation('source', {
	simplify: simplifySource,
});
