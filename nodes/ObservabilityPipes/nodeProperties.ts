import type { INodeProperties } from 'n8n-workflow';
import { KINDS, parentOf, RECORD_KINDS, recordsOf, resourcesOn } from '../shared/api/kindTable';
import type { Deployment } from '../shared/api/types';
import { organizationLocator, serviceLocator } from '../shared/editor/properties';

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

/**
 * The node's subtitle, "Get Many: Alert": the chosen operation's and resource's labels, in
 * Title Case as n8n's node UI design has subtitles (the raw values, `getAll: alert`, are API words).
 */
export function actionSubtitle(operationDropdowns: INodeProperties[]): string {
	const label = (options: Array<{ name: string; value: unknown }>) =>
		JSON.stringify(Object.fromEntries(options.map(({ name, value }) => [String(value), name])));
	const operations = operationDropdowns.flatMap(
		(property) => (property.options ?? []) as Array<{ name: string; value: unknown }>,
	);
	const resources = resourceProperties.flatMap(
		(property) => (property.options ?? []) as Array<{ name: string; value: unknown }>,
	);
	return `={{ ${label(operations)}[$parameter["operation"]] + ": " + ${label(resources)}[$parameter["resource"]] }}`;
}

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

const ITEMS_AT_ONCE_HINT =
	'How many items a read works on at the same time; items that create, change or delete always run one at a time, in order';

/** Items at Once as each deployment runs it by default. */
const ITEMS_AT_ONCE: Record<Deployment, INodeProperties> = {
	cloud: {
		displayName: 'Items at Once',
		name: 'itemsAtOnce',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: 1000 },
		default: 1,
		description: ITEMS_AT_ONCE_HINT,
	},
	selfHosted: {
		displayName: 'Items at Once',
		name: 'itemsAtOnce',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: 1000 },
		default: 200,
		description: ITEMS_AT_ONCE_HINT,
	},
};

/**
 * "Request Options", one per deployment, in the node's Settings tab beside n8n's own Retry On
 * Fail and other settings (`isNodeSetting`: n8n's editor lists such parameters there and
 * keeps their values in the node's parameters). The Items at Once each shows is the one the
 * router uses when none is given (actions/framework/router.ts, DEFAULT_ITEMS_AT_ONCE: the cloud's rate limit
 * bounds its throughput, so it reads one item at a time), so the editor says what the node does.
 */
const requestOptionsOf = (deployment: Deployment): INodeProperties => ({
	displayName: 'Request Options',
	name: 'requestOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	isNodeSetting: true,
	displayOptions: { show: { deployment: [deployment] } },
	options: [
		ITEMS_AT_ONCE[deployment],
		{
			displayName: 'Max Retries',
			name: 'maxRetries',
			type: 'number',
			typeOptions: { minValue: 0, maxValue: 10 },
			default: 3,
			description:
				"Extra sends of a read, replace or delete while the server is briefly down; a create or change only if it never arrived. 'Retry On Fail' repeats them in each try (3 here, 3 tries: up to 12 sends).",
		},
		{
			displayName: 'Timeout (Milliseconds)',
			name: 'timeout',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 30000,
			description: 'How long to wait for each answer, in milliseconds',
		},
	],
});

export const requestOptionsProperties: INodeProperties[] = [
	requestOptionsOf('cloud'),
	requestOptionsOf('selfHosted'),
];
