import type { ILoadOptionsFunctions } from 'n8n-workflow';
import { ApiClient } from '../../shared/transport';
import type { Deployment } from '../../shared/types';
import { segment } from '../../shared/url';
import { isUuid } from '../../shared/validation';

export function deploymentOf(context: ILoadOptionsFunctions): Deployment {
	return (context.getNodeParameter('deployment', 'cloud') as Deployment) ?? 'cloud';
}

export function clientFor(context: ILoadOptionsFunctions): ApiClient {
	return new ApiClient(context, deploymentOf(context), { timeoutMs: 15000, retry: { maxRetries: 1 } });
}

function locatorValue(context: ILoadOptionsFunctions, name: string, label: string): string {
	const value = context.getNodeParameter(name, '', { extractValue: true }) as string;
	if (!value || !isUuid(String(value))) {
		throw new Error(`Choose the ${label} first (the list depends on it)`);
	}
	return segment(String(value));
}

export function organizationPathOf(context: ILoadOptionsFunctions): string {
	return `/organizations/${locatorValue(context, 'organizationId', 'organization')}`;
}

export function servicePathOf(context: ILoadOptionsFunctions): string {
	return `${organizationPathOf(context)}/services/${locatorValue(context, 'serviceId', 'service')}`;
}

/** Collection path of an observability resource on the node's deployment. */
export function observabilityPathOf(context: ILoadOptionsFunctions, resource: 'dashboards' | 'alerts' | 'sources'): string {
	return deploymentOf(context) === 'selfHosted' ? `/${resource}` : `${servicePathOf(context)}/observability/${resource}`;
}
