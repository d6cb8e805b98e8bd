import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { loadKind } from '../shared/editor/listSearch';

/** The alerts the trigger can watch: of the chosen service (cloud) or of the server (self-hosted), "Name (state)". */
export async function getWatchedAlerts(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return await loadKind.call(this, 'alert');
}

/** The data pipes of the chosen cloud service, "Name (state)". */
export async function getWatchedPipes(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return await loadKind.call(this, 'pipe');
}
