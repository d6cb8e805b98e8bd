import { getAllOperation } from '../getAllOperation';
import { withoutKeySecret } from './apiKeyBody';
import { apiKeyFilters } from './filters';
import { simplifyApiKey } from './simplify';

export const { readOnly, execute } = getAllOperation('apiKey', {
	simplify: simplifyApiKey,
	clean: withoutKeySecret,
	filters: apiKeyFilters,
});
