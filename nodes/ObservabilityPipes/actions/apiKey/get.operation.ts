import { getOperation } from '../getOperation';
import { withoutKeySecret } from './apiKeyBody';
import { simplifyApiKey } from './simplify';

export const { description, readOnly, execute } = getOperation('apiKey', {
	simplify: simplifyApiKey,
	clean: withoutKeySecret,
});
