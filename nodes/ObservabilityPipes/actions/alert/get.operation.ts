import { getOperation } from '../getOperation';
import { simplifyAlert, simplifyAlertVersion1 } from './simplify';

export const { readOnly, execute } = getOperation('alert', {
	simplify: simplifyAlert,
	simplifyVersion1: simplifyAlertVersion1,
});
