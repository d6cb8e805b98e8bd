import type { IExecuteFunctions } from 'n8n-workflow';
import type { Deployment } from '../../shared/types';
import { segment } from '../../shared/url';
import { locatorId } from './parameters';

/** `/organizations/{organizationId}` of the chosen organization. */
export function organizationPath(this: IExecuteFunctions, itemIndex: number): string {
	return `/organizations/${segment(locatorId.call(this, 'organizationId', itemIndex, 'cloud'))}`;
}

/** `/organizations/{organizationId}/services/{serviceId}` of the chosen service. */
export function servicePath(this: IExecuteFunctions, itemIndex: number): string {
	const service = segment(locatorId.call(this, 'serviceId', itemIndex, 'cloud'));
	return `${organizationPath.call(this, itemIndex)}/services/${service}`;
}

export type ObservabilityResource = 'dashboards' | 'alerts' | 'sources';

/** Collection path of an observability resource on either deployment. */
export function observabilityPath(
	this: IExecuteFunctions,
	deployment: Deployment,
	itemIndex: number,
	resource: ObservabilityResource,
): string {
	if (deployment === 'selfHosted') return `/${resource}`;
	return `${servicePath.call(this, itemIndex)}/observability/${resource}`;
}
