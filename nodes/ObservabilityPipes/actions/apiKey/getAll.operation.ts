import { getAllOperation } from '../getAllOperation';
import { withoutKeySecret } from './apiKeyBody';
import { simplifyApiKey } from './simplify';
import { ENUMS } from '../../../shared/api/apiSpec';
import type { FilterSpec } from '../listFilters';

/** API Key Get Many's "Filters": state is. */
export const apiKeyFilters: FilterSpec = { state: ENUMS.apiKeyStates.values };

export const { readOnly, execute } = getAllOperation('apiKey', {
	simplify: simplifyApiKey,
	clean: withoutKeySecret,
	filters: apiKeyFilters,
});
