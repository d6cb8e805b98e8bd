import { getOperation } from '../getOperation';
import { simplifyOrganization } from './simplify';

// The organization picker of the cloud scope (nodes/ObservabilityPipes/descriptions.ts) chooses the record.
export const { description, readOnly, execute } = getOperation('organization', {
	simplify: simplifyOrganization,
	ownPicker: false,
});
