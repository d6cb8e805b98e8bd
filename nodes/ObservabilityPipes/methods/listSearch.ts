import { NodeOperationError, type IDataObject, type ILoadOptionsFunctions, type INodeListSearchResult } from 'n8n-workflow';
import {
	deploymentOf,
	scopeOf,
	searchList,
	serviceOf,
	organizationOf,
	withDetail,
} from '../../shared/listSearch';
import { apiKeysPath, observabilityPath, pipesPath, reversePrivateEndpointsPath } from '../../shared/paths';

export { searchOrganizations, searchServices } from '../../shared/listSearch';

const byState = withDetail((record) => record.state);

export async function searchDashboards(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await searchList(this, observabilityPath(scopeOf(this), 'dashboards'), filter);
}

export async function searchAlerts(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await searchList(this, observabilityPath(scopeOf(this), 'alerts'), filter, byState, deploymentOf(this) === 'selfHosted');
}

export async function searchWebhooks(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	if (deploymentOf(this) === 'cloud') {
		throw new NodeOperationError(this.getNode(), 'The cloud API has no webhook list: choose "ID" and paste the webhook ID');
	}
	const label = withDetail((record) => record.service);
	return await searchList(this, observabilityPath(scopeOf(this), 'webhooks'), filter, label, true);
}

export async function searchPipes(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await searchList(this, pipesPath(serviceOf(this)), filter, byState);
}

export async function searchApiKeys(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const label = withDetail((record) => (record.keySuffix ? `…${String(record.keySuffix)}` : ''));
	return await searchList(this, apiKeysPath(organizationOf(this)), filter, label);
}

export async function searchReversePrivateEndpoints(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const label = (record: IDataObject) => String(record.description || record.id);
	return await searchList(this, reversePrivateEndpointsPath(serviceOf(this)), filter, label);
}
