import type { INodeProperties } from 'n8n-workflow';
import { organizationLocator, serviceLocator } from '../shared/descriptions';

/** Resources on both deployments, and those of one only. */
export const CLOUD_SCOPED_RESOURCES = ['alert', 'dashboard', 'pipe', 'reversePrivateEndpoint', 'savedSearch', 'source', 'webhook'];

export const resourceProperties: INodeProperties[] = [
	{
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { deployment: ['cloud'] } },
		options: [
			{ name: 'Alert', value: 'alert' },
			{ name: 'API Key', value: 'apiKey' },
			{ name: 'Dashboard', value: 'dashboard' },
			{ name: 'Organization', value: 'organization' },
			{ name: 'Pipe', value: 'pipe' },
			{ name: 'Reverse Private Endpoint', value: 'reversePrivateEndpoint' },
			{ name: 'Saved Search', value: 'savedSearch' },
			{ name: 'Source', value: 'source' },
			{ name: 'Webhook', value: 'webhook' },
		],
		default: 'alert',
	},
	{
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { deployment: ['selfHosted'] } },
		options: [
			{ name: 'Alert', value: 'alert' },
			{ name: 'Chart', value: 'chart' },
			{ name: 'Dashboard', value: 'dashboard' },
			{ name: 'Event', value: 'event' },
			{ name: 'Saved Search', value: 'savedSearch' },
			{ name: 'Source', value: 'source' },
			{ name: 'Webhook', value: 'webhook' },
		],
		default: 'alert',
	},
];

/** Organization and service pickers of the cloud scope. */
export const cloudScopeProperties: INodeProperties[] = [
	{
		...organizationLocator,
		displayOptions: { show: { deployment: ['cloud'], resource: [...CLOUD_SCOPED_RESOURCES, 'apiKey'] } },
	},
	{
		...organizationLocator,
		displayOptions: { show: { deployment: ['cloud'], resource: ['organization'], operation: ['get', 'update'] } },
	},
	{
		...serviceLocator,
		displayOptions: { show: { deployment: ['cloud'], resource: CLOUD_SCOPED_RESOURCES } },
	},
];

export const requestOptionsProperty: INodeProperties = {
	displayName: 'Request Options',
	name: 'requestOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Concurrency',
			name: 'concurrency',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: 1000 },
			default: 200,
			description:
				'How many items of a read-only operation (get, get many, get settings, query, audit) run at once. Writes always run one item at a time, in order. Self-hosted reads default to 200; until the server has shown it allows more than its documented 100 requests a minute, at most 101 requests go out at once. Cloud reads default to 1: its rate limit, not latency, bounds them.',
		},
		{
			displayName: 'Max Retries',
			name: 'maxRetries',
			type: 'number',
			typeOptions: { minValue: 0, maxValue: 10 },
			default: 3,
			description:
				'How often a request is repeated after a 502, 503, 504 or a broken connection. Only reads, replacements and deletes are repeated; creates are never sent twice.',
		},
		{
			displayName: 'Timeout (Ms)',
			name: 'timeout',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 30000,
			description: 'How long to wait for each answer, in milliseconds',
		},
	],
};
