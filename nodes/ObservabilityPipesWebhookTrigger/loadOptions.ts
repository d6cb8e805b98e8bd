import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { loadKind } from '../shared/editor/listSearch';

/** The alerts of the chosen service (cloud) or of the server (self-hosted), "Name (state)". */
export async function getNotifyingAlerts(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return await loadKind.call(this, 'alert');
}
