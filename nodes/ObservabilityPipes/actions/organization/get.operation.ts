import { getOperation } from '../getOperation';
import { simplifyOrganization } from './simplify';

// The record is the one the cloud scope's organization picker chooses (no picker of its own).
export const { readOnly, execute } = getOperation('organization', {
	simplify: simplifyOrganization,
});
