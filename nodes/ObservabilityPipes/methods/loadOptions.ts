import { NodeOperationError, type IDataObject, type ILoadOptionsFunctions, type INodePropertyOptions } from 'n8n-workflow';
import { recordId } from '../../shared/ids';
import { clientFor, pickerInput, scopeOf } from '../../shared/listSearch';
import { locatorValue } from '../../shared/scope';
import { observabilityPath, observabilityRecordPath } from '../../shared/paths';

/**
 * Tiles of the dashboard chosen in the same form: alert create's Dashboard, or in an alert
 * update the Dashboard among the fields to change, else the dashboard the alert is on now
 * (so a tile can be changed without choosing the dashboard again).
 */
export async function getDashboardTiles(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const scope = scopeOf(this);
	const client = clientFor(this);
	let dashboardId = chosenDashboardId(this);
	if (!dashboardId && this.getNodeParameter('operation', '') === 'update') {
		const alertId = pickerInput(this, () => recordId('alertId', this.getNodeParameter('alertId', '', { extractValue: true }), 'alert', scope.deployment));
		const alert = await client.request<IDataObject>('GET', observabilityRecordPath(scope, 'alerts', alertId));
		dashboardId = String(alert?.dashboardId ?? alert?.dashboard ?? '');
	}
	if (!dashboardId) {
		throw new NodeOperationError(this.getNode(), 'Choose the dashboard first (the tiles are those of the dashboard)', {
			description: 'Pick the dashboard above, then open this list again.',
		});
	}
	const id = pickerInput(this, () => recordId('dashboardId', dashboardId, 'dashboard', scope.deployment));
	const dashboard = await client.request<IDataObject>('GET', observabilityRecordPath(scope, 'dashboards', id));
	const tiles = Array.isArray(dashboard?.tiles) ? (dashboard.tiles as IDataObject[]) : [];
	return tiles
		.map((tile) => ({ name: String(tile.name || tile.id), value: String(tile.id) }))
		.sort((a, b) => a.name.localeCompare(b.name));
}

/** The dashboard of the form: top-level on create, among the Update Fields on update. */
function chosenDashboardId(context: ILoadOptionsFunctions): string {
	if (context.getNodeParameter('operation', '') === 'update') {
		const fields = context.getNodeParameter('updateFields', {}) as IDataObject;
		const value = locatorValue(fields?.dashboardId);
		return typeof value === 'string' ? value.trim() : '';
	}
	const value = context.getNodeParameter('dashboardId', '', { extractValue: true });
	return typeof value === 'string' ? value.trim() : '';
}

/** Sources of the node's deployment, for the chart series picker. */
export async function getSources(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const sources = await clientFor(this).request<IDataObject[]>('GET', observabilityPath(scopeOf(this), 'sources'));
	return (Array.isArray(sources) ? sources : [])
		.map((source) => ({ name: source.kind ? `${source.name || source.id} (${source.kind})` : String(source.name || source.id), value: String(source.id) }))
		.sort((a, b) => a.name.localeCompare(b.name));
}
