import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { clientFor, scopeOf } from '../../shared/listSearch';
import { observabilityPath, observabilityRecordPath } from '../../shared/paths';

/** Tiles of the dashboard chosen in the same form (alert create). */
export async function getDashboardTiles(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const dashboardId = this.getNodeParameter('dashboardId', '', { extractValue: true }) as string;
	if (!dashboardId) return [];
	const path = observabilityRecordPath(scopeOf(this), 'dashboards', String(dashboardId));
	const dashboard = await clientFor(this).request<IDataObject>('GET', path);
	const tiles = Array.isArray(dashboard?.tiles) ? (dashboard.tiles as IDataObject[]) : [];
	return tiles
		.map((tile) => ({ name: String(tile.name || tile.id), value: String(tile.id) }))
		.sort((a, b) => a.name.localeCompare(b.name));
}

/** Sources of the node's deployment, for the chart series picker. */
export async function getSources(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const sources = await clientFor(this).request<IDataObject[]>('GET', observabilityPath(scopeOf(this), 'sources'));
	return (Array.isArray(sources) ? sources : [])
		.map((source) => ({ name: source.kind ? `${source.name || source.id} (${source.kind})` : String(source.name || source.id), value: String(source.id) }))
		.sort((a, b) => a.name.localeCompare(b.name));
}
