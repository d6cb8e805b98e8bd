import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import {
	deploymentOf,
	scopeOf,
	searchList,
	searchOptionalList,
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

/** Webhooks alerts can notify; servers from before the webhook endpoints answer 404, which says so. */
export async function searchWebhooks(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const label = withDetail((record) => record.service);
	const paged = deploymentOf(this) === 'selfHosted';
	return await searchOptionalList(this, observabilityPath(scopeOf(this), 'webhooks'), filter, { one: 'webhook', many: 'webhooks' }, label, paged);
}

/** Saved searches an alert can watch; servers from before the saved-search endpoints answer 404, which says so. */
export async function searchSavedSearches(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await searchOptionalList(this, observabilityPath(scopeOf(this), 'savedSearches'), filter, { one: 'saved search', many: 'saved searches' });
}

/** Sources to read (saved searches, event search, source get). */
export async function searchSources(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await searchList(this, observabilityPath(scopeOf(this), 'sources'), filter, withDetail((record) => record.kind));
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
