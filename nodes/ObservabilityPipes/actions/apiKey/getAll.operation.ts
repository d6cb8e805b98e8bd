import type { IDataObject } from 'n8n-workflow';
import { getAllOperation } from '../getAllOperation';
import { withoutKeySecret } from './apiKeyBody';
import { simplifyApiKey } from './simplify';
import { allOf, filtersOf, stateIs, type RecordFilter } from '../listFilters';
import { ENUMS } from '../../../shared/api/apiSpec';

/** API Key Get Many's "Filters": state is. */
export function apiKeyFilter(value: unknown): RecordFilter | undefined {
	const filters: IDataObject = filtersOf(value);
	return allOf([stateIs('filters.state', filters.state, ENUMS.apiKeyStates.values)]);
}

export const { readOnly, execute } = getAllOperation('apiKey', {
	simplify: simplifyApiKey,
	clean: withoutKeySecret,
	filter: apiKeyFilter,
});
