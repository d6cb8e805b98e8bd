/**
 * Every API path the nodes send, on both deployments, in one place. Pure: ids come in
 * checked (see ids.ts) and each path segment is encoded here, once. The transport adds
 * the base URL and the deployment's prefix (`/v1`, `/api/v2`).
 */

/** The cloud service that holds pipes, endpoints and (on the cloud) observability records. */
export interface ServiceIds {
	organizationId: string;
	serviceId: string;
}

/** Where a deployment keeps its observability records: under a cloud service, or at the self-hosted root. */
export type Scope = { deployment: 'selfHosted' } | ({ deployment: 'cloud' } & ServiceIds);

export type ObservabilityCollection = 'dashboards' | 'alerts' | 'sources' | 'webhooks' | 'savedSearches';

/** The path segment of each observability collection. */
const COLLECTION_SEGMENTS: Record<ObservabilityCollection, string> = {
	dashboards: 'dashboards',
	alerts: 'alerts',
	sources: 'sources',
	webhooks: 'webhooks',
	savedSearches: 'saved-searches',
};

/** The parts of a pipe that have their own endpoint. */
export type PipePart = 'state' | 'scaling' | 'settings';

/** Encodes one path segment (ids come from users and expressions). */
export function segment(value: string): string {
	return encodeURIComponent(value);
}

export const ORGANIZATIONS_PATH = '/organizations';

/** Self-hosted chart series query. */
export const CHART_SERIES_PATH = '/charts/series';

/** Self-hosted event search. */
export const SEARCH_PATH = '/search';

export function organizationPath(organizationId: string): string {
	return `${ORGANIZATIONS_PATH}/${segment(organizationId)}`;
}

export function servicesPath(organizationId: string): string {
	return `${organizationPath(organizationId)}/services`;
}

export function servicePath(service: ServiceIds): string {
	return `${servicesPath(service.organizationId)}/${segment(service.serviceId)}`;
}

export function apiKeysPath(organizationId: string): string {
	return `${organizationPath(organizationId)}/keys`;
}

export function apiKeyPath(organizationId: string, keyId: string): string {
	return `${apiKeysPath(organizationId)}/${segment(keyId)}`;
}

export function pipesPath(service: ServiceIds): string {
	return `${servicePath(service)}/pipes`;
}

/** A pipe's record, or one of its parts (`/state`, `/scaling`, `/settings`). */
/** The service's pipe context (whether workload identity is supported and ready). */
export function pipesContextPath(service: ServiceIds): string {
	return `${pipesPath(service)}/context`;
}

export function pipePath(service: ServiceIds, pipeId: string, part?: PipePart): string {
	const record = `${pipesPath(service)}/${segment(pipeId)}`;
	return part ? `${record}/${part}` : record;
}

export function reversePrivateEndpointsPath(service: ServiceIds): string {
	return `${servicePath(service)}/pipesReversePrivateEndpoints`;
}

export function reversePrivateEndpointPath(service: ServiceIds, endpointId: string): string {
	return `${reversePrivateEndpointsPath(service)}/${segment(endpointId)}`;
}

/** An observability collection: `/{collection}` self-hosted, `.../services/{svc}/observability/{collection}` on the cloud. */
export function observabilityPath(scope: Scope, collection: ObservabilityCollection): string {
	const tail = COLLECTION_SEGMENTS[collection];
	return scope.deployment === 'selfHosted' ? `/${tail}` : `${servicePath(scope)}/observability/${tail}`;
}

/** One record of an observability collection. */
export function observabilityRecordPath(scope: Scope, collection: ObservabilityCollection, id: string): string {
	return `${observabilityPath(scope, collection)}/${segment(id)}`;
}
