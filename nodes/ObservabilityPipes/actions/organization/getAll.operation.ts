import { getAllOperation } from '../getAllOperation';
import { simplifyOrganization } from './simplify';

export const { readOnly, execute } = getAllOperation('organization', {
	simplify: simplifyOrganization,
});
