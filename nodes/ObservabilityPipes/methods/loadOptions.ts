import {
	NodeOperationError,
	type IDataObject,
	type ILoadOptionsFunctions,
	type INodePropertyOptions,
} from 'n8n-workflow';
import { recordId } from '../../shared/api/ids';
import { listPath, recordPath } from '../../shared/api/paths';
import { pickerClient, pickerInput, pickerScope } from '../../shared/editor/listSearch';
import { locatorValue } from '../../shared/input/scope';

/**
 * Tiles of the dashboard chosen in the same form: alert create's Dashboard, or in an alert
 * update the Dashboard among the fields to change, else the dashboard the alert is on now
 * (so a tile can be changed without choosing the dashboard again).
 */
export async function getDashboardTiles(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const scope = pickerScope.call(this);
	const client = pickerClient.call(this);
	let dashboardId = pickerDashboardId.call(this);
	if (!dashboardId && this.getNodeParameter('operation', '') === 'update') {
		const alertId = pickerInput.call(this, () =>
			recordId(
				'alertId',
				this.getNodeParameter('alertId', '', { extractValue: true }),
				'alert',
				scope.deployment,
			),
		) as string;
		const alert = await client.request<IDataObject>('GET', recordPath('alert', scope, alertId));
		dashboardId = String(alert?.dashboardId ?? alert?.dashboard ?? '');
	}
	if (!dashboardId) {
		throw new NodeOperationError(
			this.getNode(),
			'Choose the dashboard first (the tiles are those of the dashboard)',
			{
				description: 'Pick the dashboard above, then open this list again.',
			},
		);
	}
	const id = pickerInput.call(this, () =>
		recordId('dashboardId', dashboardId, 'dashboard', scope.deployment),
	) as string;
	const dashboard = await client.request<IDataObject>('GET', recordPath('dashboard', scope, id));
	const tiles = Array.isArray(dashboard?.tiles) ? (dashboard.tiles as IDataObject[]) : [];
	return tiles
		.map((tile) => ({ name: String(tile.name || tile.id), value: String(tile.id) }))
		.sort((a, b) => a.name.localeCompare(b.name));
}

/** The dashboard of the form: top-level on create, among the Update Fields on update. */
function pickerDashboardId(this: ILoadOptionsFunctions): string {
	if (this.getNodeParameter('operation', '') === 'update') {
		const fields = this.getNodeParameter('updateFields', {}) as IDataObject;
		const value = locatorValue(fields?.dashboardId);
		return typeof value === 'string' ? value.trim() : '';
	}
	const value = this.getNodeParameter('dashboardId', '', { extractValue: true });
	return typeof value === 'string' ? value.trim() : '';
}

/** Sources of the node's deployment, for the chart series picker. */
export async function getSources(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const sources = await pickerClient
		.call(this)
		.request<IDataObject[]>('GET', listPath('source', pickerScope.call(this)));
	return (Array.isArray(sources) ? sources : [])
		.map((source) => ({
			name: source.kind
				? `${source.name || source.id} (${source.kind})`
				: String(source.name || source.id),
			value: String(source.id),
		}))
		.sort((a, b) => a.name.localeCompare(b.name));
}
