import type { INodeProperties } from 'n8n-workflow';
import type { Deployment } from '../shared/api/types';
import {
	deploymentProperty,
	organizationLocator,
	serviceLocator,
	simplifyProperty,
} from '../shared/editor/properties';
import { activityTypeOptions, stateOptions } from '../shared/api/stateOptions';
import {
	DEFAULT_EVENT,
	eventOptions,
	eventValues,
	TRIGGER_EVENTS,
	type WatchedRecords,
} from './watches/watchTable';

/**
 * The trigger's editor fields. Which events each field shows for comes from the event table
 * (watches/watchTable.ts): the dropdown of a deployment lists the events that exist there, the `ids`
 * picker of the records an event watches, the `toStates` picker of its states.
 */

/** The dropdown's hint on a deployment where some events do not exist. */
const DEPLOYMENT_HINTS: Partial<Record<Deployment, string>> = {
	selfHosted: 'Self-hosted servers have alerts; data pipes exist on the cloud only',
};

/** The event dropdown, one per deployment. */
const eventProperties: INodeProperties[] = (['cloud', 'selfHosted'] as const).map((deployment) => ({
	displayName: 'Trigger On',
	name: 'event',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { deployment: [deployment] } },
	options: eventOptions(deployment),
	default: DEFAULT_EVENT,
	// n8n's rule for a trigger's event picker: no tooltip. What a deployment lacks is a hint.
	...(DEPLOYMENT_HINTS[deployment] ? { hint: DEPLOYMENT_HINTS[deployment] } : {}),
}));

/** The `ids` picker of each kind of watched record: the records from the server. */
const ID_PICKERS: Record<WatchedRecords, INodeProperties> = {
	alerts: {
		displayName: 'Only These Alert Names or IDs',
		name: 'ids',
		type: 'multiOptions',
		typeOptions: {
			loadOptionsMethod: 'getWatchedAlerts',
			loadOptionsDependsOn: ['deployment', 'organizationId.value', 'serviceId.value'],
		},
		default: [],
		description:
			'Alerts to watch; none chosen watches every alert. An expression may give a list or comma-separated text. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	pipes: {
		displayName: 'Only These Pipe Names or IDs',
		name: 'ids',
		type: 'multiOptions',
		typeOptions: {
			loadOptionsMethod: 'getWatchedPipes',
			loadOptionsDependsOn: ['organizationId.value', 'serviceId.value'],
		},
		default: [],
		description:
			'Data pipes to watch; none chosen watches every pipe of the service. An expression may give a list or comma-separated text. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	services: {
		displayName: 'Only These Service Names or IDs',
		name: 'ids',
		type: 'multiOptions',
		typeOptions: {
			loadOptionsMethod: 'getWatchedServices',
			loadOptionsDependsOn: ['organizationId.value'],
		},
		default: [],
		description:
			'Services to watch; none chosen watches every service of the organization. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
};

/** The events whose records belong to the organization: no service to choose. */
const ORGANIZATION_EVENTS = eventValues((event) => event.scope === 'organization');

/** The activity type filter, for the events that have one. */
const typeFilters: INodeProperties[] = [
	...new Set(TRIGGER_EVENTS.map((event) => event.types).filter((types) => types !== undefined)),
].map((types) => ({
	displayName: 'Only Activity Types',
	name: 'types',
	type: 'multiOptions',
	options: activityTypeOptions(types),
	default: [],
	description:
		'Only activities of these types start the workflow (none chosen: every activity); the others are noted and never reported later. An expression may give other types, as a list or comma-separated text.',
	displayOptions: { show: { event: eventValues((event) => event.types === types) } },
}));

/** Each list of states the table names, once, in the table's order. */
const STATE_LISTS = [
	...new Set(TRIGGER_EVENTS.map((event) => event.states).filter((states) => states !== undefined)),
];

/** `ids` and `toStates` as pickers, each shown for the events it serves. */
const pickerFilters: INodeProperties[] = [
	...Object.entries(ID_PICKERS).map(([records, picker]) => ({
		...picker,
		displayOptions: { show: { event: eventValues((event) => event.watches === records) } },
	})),
	...STATE_LISTS.map(
		(states): INodeProperties => ({
			displayName: 'Only Changes Into States',
			name: 'toStates',
			type: 'multiOptions',
			options: stateOptions(states),
			default: [],
			description:
				'Only changes into one of these states start the workflow; none chosen: every change. An expression may give other states.',
			displayOptions: { show: { event: eventValues((event) => event.states === states) } },
		}),
	),
];

export const triggerProperties: INodeProperties[] = [
	deploymentProperty,
	...eventProperties,
	{ ...organizationLocator, displayOptions: { show: { deployment: ['cloud'] } } },
	{
		...serviceLocator,
		displayOptions: { show: { deployment: ['cloud'] }, hide: { event: ORGANIZATION_EVENTS } },
	},
	...pickerFilters,
	...typeFilters,
	simplifyProperty,
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [
			{
				displayName: 'Include New Records',
				name: 'includeNew',
				type: 'boolean',
				default: false,
				description:
					'Whether a record that appears since the last check starts the workflow too (its previous state or settings are empty). Off: new records are only noted.',
			},
		],
	},
];
