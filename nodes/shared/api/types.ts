import type {
	IExecuteFunctions,
	IHookFunctions,
	ILoadOptionsFunctions,
	IPollFunctions,
} from 'n8n-workflow';

export type Deployment = 'cloud' | 'selfHosted';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every n8n context that may send requests through the transport. */
export type RequestContext =
	| IExecuteFunctions
	| ILoadOptionsFunctions
	| IPollFunctions
	| IHookFunctions;

export const CREDENTIAL_TYPE: Record<Deployment, string> = {
	cloud: 'observabilityCloudApi',
	selfHosted: 'observabilitySelfHostedApi',
};

export const API_PREFIX: Record<Deployment, string> = {
	cloud: '/v1',
	selfHosted: '/api/v2',
};
