import { getOperation } from '../getOperation';
import { simplifyAlert } from './simplify';

export const { description, readOnly, execute } = getOperation('alert', {
	simplify: simplifyAlert,
});
