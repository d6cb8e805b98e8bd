import { getOperation } from '../getOperation';
import { withoutKeySecret } from './apiKeyBody';
import { simplifyApiKey } from './simplify';

export const { readOnly, execute } = getOperation('apiKey', {
	simplify: simplifyApiKey,
	clean: withoutKeySecret,
});
