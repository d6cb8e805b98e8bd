import { getAllOperation } from '../getAllOperation';
import { simplifySource } from './simplify';

export const { readOnly, execute } = getAllOperation('source', {
	simplify: simplifySource,
});
