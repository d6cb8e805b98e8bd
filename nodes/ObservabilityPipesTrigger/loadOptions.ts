import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { loadList, scopeOf, serviceOf, withDetail } from '../shared/listSearch';
import { observabilityPath, pipesPath } from '../shared/paths';

/** "Name (state)": the state tells which record is which when names repeat. */
const byState = withDetail((record) => record.state);

/** The alerts the trigger can watch: of the chosen service (cloud) or of the server (self-hosted). */
export async function getWatchedAlerts(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await loadList(this, observabilityPath(scopeOf(this), 'alerts'), 'alerts', byState);
}

/** The data pipes of the chosen cloud service. */
export async function getWatchedPipes(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return await loadList(this, pipesPath(serviceOf(this)), 'pipes', byState);
}
