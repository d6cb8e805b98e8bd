import type { IDataObject } from 'n8n-workflow';
import { allOf, filtersOf, stateIs, type RecordFilter } from '../listFilters';
import { API_KEY_STATES } from './apiKeyBody';

/** API Key Get Many's "Filters": state is. */
export function apiKeyFilter(value: unknown): RecordFilter | undefined {
	const filters: IDataObject = filtersOf(value);
	return allOf([stateIs('filters.state', filters.state, API_KEY_STATES)]);
}
