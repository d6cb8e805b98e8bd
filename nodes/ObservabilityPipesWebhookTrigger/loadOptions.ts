import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { loadList, scopeOf, withDetail } from '../shared/listSearch';
import { observabilityPath } from '../shared/paths';

/** The alerts of the chosen service (cloud) or of the server (self-hosted), "Name (state)". */
export async function getNotifyingAlerts(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await loadList(this, observabilityPath(scopeOf(this), 'alerts'), 'alerts', withDetail((record) => record.state));
}
