import { getAllOperation } from '../getAllOperation';
import { withoutKeySecret } from './apiKeyBody';
import { apiKeyFilter } from './filters';
import { simplifyApiKey } from './simplify';

export const { readOnly, execute } = getAllOperation('apiKey', {
	simplify: simplifyApiKey,
	clean: withoutKeySecret,
	filter: apiKeyFilter,
});
