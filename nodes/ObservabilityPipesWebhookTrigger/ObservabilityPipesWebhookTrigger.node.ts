import {
	NodeConnectionTypes,
	type IHookFunctions,
	type INodeType,
	type INodeTypeDescription,
	type IWebhookFunctions,
	type IWebhookResponseData,
} from 'n8n-workflow';
import { deploymentCredentials } from '../shared/editor/descriptions';
import { searchOrganizations, searchServices } from '../shared/editor/listSearch';
import { receiveDelivery } from './delivery';
import { webhookTriggerProperties } from './descriptions';
import { getNotifyingAlerts } from './loadOptions';
import { register, registrationExists, unregister } from './registration';

export class ObservabilityPipesWebhookTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Observability Pipes Webhook Trigger',
		name: 'observabilityPipesWebhookTrigger',
		icon: {
			light: 'file:../../icons/observability.svg',
			dark: 'file:../../icons/observability.dark.svg',
		},
		group: ['trigger'],
		version: 1,
		subtitle: '=Alert notifications',
		description: 'Starts the workflow the moment the server sends an alert notification',
		defaults: { name: 'Observability Pipes Webhook Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: deploymentCredentials,
		webhooks: [
			{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
		],
		properties: webhookTriggerProperties,
	};

	methods = {
		listSearch: { searchOrganizations, searchServices },
		loadOptions: { getNotifyingAlerts },
	};

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await registrationExists.call(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await register.call(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await unregister.call(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		return receiveDelivery.call(this);
	}
}
