import type { INodeProperties } from 'n8n-workflow';
import { KINDS, parentOf, RECORD_KINDS, recordsOf, resourcesOn } from '../shared/api/recordKinds';
import type { Deployment } from '../shared/api/types';
import { organizationLocator, serviceLocator } from '../shared/editor/descriptions';

/** The cloud resources whose records live under the chosen service (the service picker shows for them). */
export const CLOUD_SCOPED_RESOURCES: string[] = resourcesOn('cloud').filter(
	(name) => parentOf(name) === 'service' || parentOf(name) === 'observability',
);

/** The cloud resources whose records live under the chosen organization itself. */
const ORGANIZATION_RESOURCES: string[] = resourcesOn('cloud').filter(
	(name) => parentOf(name) === 'organization',
);

/** The resource whose own record the organization picker chooses. */
const PICKED_BY_ORGANIZATION: string[] = RECORD_KINDS.filter(
	(name) => recordsOf(name).locator.parameter === organizationLocator.name,
);

/** The resource both dropdowns start at (a public default: never changed). */
const DEFAULT_RESOURCE = 'alert';

/** The resource dropdown of a deployment, from the record-kind table. */
function resourceProperty(deployment: Deployment): INodeProperties {
	return {
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { deployment: [deployment] } },
		options: resourcesOn(deployment).map((name) => ({ name: KINDS[name].label, value: name })),
		// Saved workflows leave default values out: the default stays what it was, whatever
		// resource the table adds before it (Activity sorts first on the cloud).
		default: DEFAULT_RESOURCE,
	};
}

export const resourceProperties: INodeProperties[] = [
	resourceProperty('cloud'),
	resourceProperty('selfHosted'),
];

/** Organization and service pickers of the cloud scope. */
export const cloudScopeProperties: INodeProperties[] = [
	{
		...organizationLocator,
		displayOptions: {
			show: {
				deployment: ['cloud'],
				resource: [...CLOUD_SCOPED_RESOURCES, ...ORGANIZATION_RESOURCES],
			},
		},
	},
	{
		...organizationLocator,
		displayOptions: {
			show: {
				deployment: ['cloud'],
				resource: PICKED_BY_ORGANIZATION,
				operation: ['get', 'update'],
			},
		},
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
