import type { IDataObject } from 'n8n-workflow';
import { allOf, filtersOf, nameContains, stateIn, type RecordFilter } from '../listFilters';

/** Pipe Get Many's "Filters": name contains, state is one of. */
export function pipeFilter(value: unknown): RecordFilter | undefined {
	const filters: IDataObject = filtersOf(value);
	return allOf([
		nameContains('filters.name', filters.name),
		stateIn('filters.states', filters.states),
	]);
}
