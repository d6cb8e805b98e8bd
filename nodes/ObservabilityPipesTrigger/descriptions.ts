import type { INodeProperties } from 'n8n-workflow';
import { deploymentProperty, organizationLocator, serviceLocator, simplifyProperties } from '../shared/editor/descriptions';
import { ALERT_STATES, PIPE_STATES, stateOptions } from '../shared/api/states';

const ALERT_EVENTS = ['alertStateChanged'];
const PIPE_EVENTS = ['pipeStateChanged', 'pipeSettingsChanged'];
const STATE_EVENTS = ['alertStateChanged', 'pipeStateChanged'];

/** Shown only to workflows saved with version 1, which keep the fields they were saved with. */
const VERSION_1 = { '@version': [1] };
const FROM_VERSION_2 = { hide: { '@version': [1] } };


/** The event dropdown, one per deployment: data pipes exist on the cloud only. */
const eventProperties: INodeProperties[] = [
	{
		displayName: 'Trigger On',
		name: 'event',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { deployment: ['cloud'] } },
		options: [
			{
				name: 'Alert State Changed',
				value: 'alertStateChanged',
				description: 'An alert moved to another state, such as OK to Alert',
			},
			{
				name: 'Pipe Settings Changed',
				value: 'pipeSettingsChanged',
				description: 'The settings of a data pipe changed',
			},
			{
				name: 'Pipe State Changed',
				value: 'pipeStateChanged',
				description: 'A data pipe moved to another state, such as Running to Failed',
			},
		],
		default: 'alertStateChanged',
	},
	{
		displayName: 'Trigger On',
		name: 'event',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { deployment: ['selfHosted'] } },
		options: [
			{
				name: 'Alert State Changed',
				value: 'alertStateChanged',
				description: 'An alert moved to another state, such as OK to Alert',
			},
		],
		default: 'alertStateChanged',
		description: 'Self-hosted servers have alerts; data pipes exist on the cloud only',
	},
];

/** `ids` and `toStates` as pickers: the watched records from the server, the known states of the event. */
const pickerFilters: INodeProperties[] = [
	{
		displayName: 'Only These Alert Names or IDs',
		name: 'ids',
		type: 'multiOptions',
		typeOptions: { loadOptionsMethod: 'getWatchedAlerts', loadOptionsDependsOn: ['deployment', 'organizationId.value', 'serviceId.value'] },
		default: [],
		description:
			'Alerts to watch; none chosen watches every alert. An expression may give a list or comma-separated text. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		displayOptions: { show: { event: ALERT_EVENTS }, ...FROM_VERSION_2 },
	},
	{
		displayName: 'Only These Pipe Names or IDs',
		name: 'ids',
		type: 'multiOptions',
		typeOptions: { loadOptionsMethod: 'getWatchedPipes', loadOptionsDependsOn: ['organizationId.value', 'serviceId.value'] },
		default: [],
		description:
			'Data pipes to watch; none chosen watches every pipe of the service. An expression may give a list or comma-separated text. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		displayOptions: { show: { event: PIPE_EVENTS }, ...FROM_VERSION_2 },
	},
	{
		displayName: 'Only Changes Into States',
		name: 'toStates',
		type: 'multiOptions',
		options: stateOptions(ALERT_STATES),
		default: [],
		description:
			'Only changes into one of these states start the workflow; other changes are noted and never reported later. None chosen: every change. An expression may give other states (a list or comma-separated text, any case).',
		displayOptions: { show: { event: ALERT_EVENTS }, ...FROM_VERSION_2 },
	},
	{
		displayName: 'Only Changes Into States',
		name: 'toStates',
		type: 'multiOptions',
		options: stateOptions(PIPE_STATES),
		default: [],
		description:
			'Only changes into one of these states start the workflow; other changes are noted and never reported later. None chosen: every change. An expression may give other states (a list or comma-separated text, any case).',
		displayOptions: { show: { event: ['pipeStateChanged'] }, ...FROM_VERSION_2 },
	},
];

/** `ids` and `toStates` as version 1 saved them: comma-separated text. */
const textFilters: INodeProperties[] = [
	{
		displayName: 'Only These IDs',
		name: 'ids',
		type: 'string',
		default: '',
		placeholder: 'e.g. id1, id2',
		description: 'Comma-separated alert or pipe IDs to watch. Leave empty to watch every record of the list.',
		displayOptions: { show: VERSION_1 },
	},
	{
		displayName: 'Only Changes Into States',
		name: 'toStates',
		type: 'string',
		default: '',
		placeholder: 'e.g. ALERT, Failed',
		description:
			'Comma-separated states (any case). Only changes into one of them start the workflow; other changes are noted and never reported later. Leave empty for every change.',
		displayOptions: { show: { event: STATE_EVENTS, ...VERSION_1 } },
	},
];

export const triggerProperties: INodeProperties[] = [
	deploymentProperty,
	...eventProperties,
	{ ...organizationLocator, displayOptions: { show: { deployment: ['cloud'] } } },
	{ ...serviceLocator, displayOptions: { show: { deployment: ['cloud'] } } },
	...pickerFilters,
	...textFilters,
	...simplifyProperties(),
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
