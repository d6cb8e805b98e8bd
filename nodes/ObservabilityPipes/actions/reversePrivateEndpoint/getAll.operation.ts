import { getAllOperation } from '../getAllOperation';
import { simplifyReversePrivateEndpoint } from './simplify';

export const { readOnly, execute } = getAllOperation('reversePrivateEndpoint', {
	simplify: simplifyReversePrivateEndpoint,
});
