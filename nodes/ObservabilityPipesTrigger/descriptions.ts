import type { INodeProperties } from 'n8n-workflow';
import { deploymentProperty, organizationLocator, serviceLocator } from '../shared/descriptions';

const STATE_EVENTS = ['alertStateChanged', 'pipeStateChanged'];

export const triggerProperties: INodeProperties[] = [
	deploymentProperty,
	{
		displayName: 'Event',
		name: 'event',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'Alert State Changed',
				value: 'alertStateChanged',
				description: 'An alert moved to another state (both deployments)',
			},
			{
				name: 'Pipe Settings Changed',
				value: 'pipeSettingsChanged',
				description: 'The settings of a data pipe changed (cloud only)',
			},
			{
				name: 'Pipe State Changed',
				value: 'pipeStateChanged',
				description: 'A data pipe moved to another state, such as Running or Failed (cloud only)',
			},
		],
		default: 'alertStateChanged',
	},
	{
		displayName: 'Data pipes exist on the cloud only: choose a cloud credential for this event',
		name: 'cloudOnlyNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { deployment: ['selfHosted'], event: ['pipeStateChanged', 'pipeSettingsChanged'] } },
	},
	{ ...organizationLocator, displayOptions: { show: { deployment: ['cloud'] } } },
	{ ...serviceLocator, displayOptions: { show: { deployment: ['cloud'] } } },
	{
		displayName: 'Only These IDs',
		name: 'ids',
		type: 'string',
		default: '',
		placeholder: 'e.g. id1, id2',
		description: 'Comma-separated alert or pipe IDs to watch. Leave empty to watch every record of the list.',
	},
	{
		displayName: 'Only Changes Into States',
		name: 'toStates',
		type: 'string',
		default: '',
		placeholder: 'e.g. ALERT, Failed',
		description:
			'Comma-separated states (any case). Only changes into one of them start the workflow; other changes are noted and never reported later. Leave empty for every change.',
		displayOptions: { show: { event: STATE_EVENTS } },
	},
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
