import { getOperation } from '../getOperation';
import { simplifyReversePrivateEndpoint } from './simplify';

export const { description, readOnly, execute } = getOperation('reversePrivateEndpoint', {
	simplify: simplifyReversePrivateEndpoint,
});
