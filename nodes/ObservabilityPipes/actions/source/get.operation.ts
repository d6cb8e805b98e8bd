import { getOperation } from '../getOperation';
import { simplifySource } from './simplify';

export const { description, readOnly, execute } = getOperation('source', {
	simplify: simplifySource,
});
