import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';
import {
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
	return await searchList(this, observabilityPath(scopeOf(this), 'dashboards'), filter, 'dashboards');
}

export async function searchAlerts(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await searchList(this, observabilityPath(scopeOf(this), 'alerts'), filter, 'alerts', byState);
}

/** Webhooks alerts can notify; servers from before the webhook endpoints answer 404, which says so. */
export async function searchWebhooks(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const label = withDetail((record) => record.service);
	return await searchOptionalList(this, observabilityPath(scopeOf(this), 'webhooks'), filter, 'webhooks', { one: 'webhook', many: 'webhooks' }, label);
}

/** Saved searches an alert can watch; servers from before the saved-search endpoints answer 404, which says so. */
export async function searchSavedSearches(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await searchOptionalList(this, observabilityPath(scopeOf(this), 'savedSearches'), filter, 'savedSearches', { one: 'saved search', many: 'saved searches' });
}

/** Sources to read (saved searches, event search, source get). */
export async function searchSources(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await searchList(this, observabilityPath(scopeOf(this), 'sources'), filter, 'sources', withDetail((record) => record.kind));
}

export async function searchPipes(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await searchList(this, pipesPath(serviceOf(this)), filter, 'pipes', byState);
}

export async function searchApiKeys(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const label = withDetail((record) => (record.keySuffix ? `…${String(record.keySuffix)}` : ''));
	return await searchList(this, apiKeysPath(organizationOf(this)), filter, 'apiKeys', label);
}

export async function searchReversePrivateEndpoints(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const label = (record: IDataObject) => String(record.description || record.id);
	return await searchList(this, reversePrivateEndpointsPath(serviceOf(this)), filter, 'reversePrivateEndpoints', label);
}
