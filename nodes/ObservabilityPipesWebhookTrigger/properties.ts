import type { INodeProperties } from 'n8n-workflow';
import {
	deploymentProperty,
	organizationLocator,
	serviceLocator,
} from '../shared/editor/properties';
import { ALERT_STATES, stateOptions } from '../shared/api/stateOptions';

export const webhookTriggerProperties: INodeProperties[] = [
	deploymentProperty,
	{ ...organizationLocator, displayOptions: { show: { deployment: ['cloud'] } } },
	{ ...serviceLocator, displayOptions: { show: { deployment: ['cloud'] } } },
	{
		displayName: 'Alert Names or IDs',
		name: 'alertIds',
		type: 'multiOptions',
		typeOptions: {
			loadOptionsMethod: 'getNotifyingAlerts',
			loadOptionsDependsOn: ['deployment', 'organizationId.value', 'serviceId.value'],
		},
		default: [],
		required: true,
		description:
			'The alerts whose notifications start the workflow. An expression may give a list or comma-separated text. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Only Notifications Into States',
		name: 'toStates',
		type: 'multiOptions',
		options: stateOptions(ALERT_STATES),
		default: [],
		description:
			'Only notifications of an alert in one of these states start the workflow; none chosen: every notification. An expression may give other states (a list or comma-separated text, any case).',
	},
	{
		displayName:
			"On activation this node adds a webhook to each chosen alert's notification channels (the alert's other channels stay); on deactivation it removes it. The server must be able to reach this n8n's webhook URL.",
		name: 'notice',
		type: 'notice',
		default: '',
	},
];
