import {
	NodeConnectionTypes,
	type IHookFunctions,
	type INodeType,
	type INodeTypeDescription,
	type IWebhookFunctions,
	type IWebhookResponseData,
} from 'n8n-workflow';
import { deploymentCredentials } from '../shared/editor/properties';
import { loadKindMethod, searchOrganizations, searchServices } from '../shared/editor/lazyMethods';
import { webhookTriggerProperties } from './properties';

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
		subtitle: '=Alert Notifications',
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
		// The alerts of the chosen service (cloud) or of the server (self-hosted), "Name (state)".
		loadOptions: { getNotifyingAlerts: loadKindMethod('alert') },
	};

	// n8n loads the node for its description: registering and receiving (requests, channels)
	// are read when first used (docs/benchmark.md, "Cold load").
	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				const { registrationExists } = await import('./registration');
				return await registrationExists.call(this, webhookTriggerProperties);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				const { register } = await import('./registration');
				return await register.call(this, webhookTriggerProperties);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				const { unregister } = await import('./registration');
				return await unregister.call(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const { receiveDelivery } = await import('./delivery');
		return receiveDelivery.call(this, webhookTriggerProperties);
	}
}
