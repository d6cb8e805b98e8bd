import { getOperation } from '../getOperation';
import { simplifyReversePrivateEndpoint } from './simplify';

export const { readOnly, execute } = getOperation('reversePrivateEndpoint', {
	simplify: simplifyReversePrivateEndpoint,
});
