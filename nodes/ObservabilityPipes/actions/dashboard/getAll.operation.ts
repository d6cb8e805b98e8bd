import type { IDataObject } from 'n8n-workflow';
import { getAllOperation } from '../getAllOperation';
import { simplifyDashboard } from './simplify';
import { allOf, filtersOf, hasTags, nameContains, type RecordFilter } from '../listFilters';

/** Dashboard Get Many's "Filters": name contains, carries every tag. */
export function dashboardFilter(value: unknown): RecordFilter | undefined {
	const filters: IDataObject = filtersOf(value);
	return allOf([nameContains('filters.name', filters.name), hasTags('filters.tags', filters.tags)]);
}

export const { readOnly, execute } = getAllOperation('dashboard', {
	simplify: simplifyDashboard,
	filter: dashboardFilter,
});
