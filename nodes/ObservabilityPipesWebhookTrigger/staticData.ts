import type { IHookFunctions, IWebhookFunctions } from 'n8n-workflow';
import type { Scope } from '../shared/api/paths';

/** One alert's webhook, as activation made it. */
export interface AlertHook {
	alertId: string;
	webhookId: string;
	/** The alert's name at activation (the notification does not name the alert). */
	name: string | null;
}

/** What one activation made, for one webhook URL (production or test). */
export interface Registration {
	/** The parameters' scope when it was made: another scope is a new registration. */
	scopeKey: string;
	/** Where the webhooks and alerts are: deactivation undoes it there, whatever the parameters say now. */
	where: Scope;
	url: string;
	/** The value of the secret header every delivery must carry. */
	secret: string;
	alerts: AlertHook[];
}

/** The node's static data. */
interface WebhookTriggerData {
	registrations?: Record<string, Registration>;
	/** Fingerprints of the latest deliveries (see `deliveryFingerprint`). */
	seen?: string[];
}

function dataOf(context: IHookFunctions | IWebhookFunctions): WebhookTriggerData {
	return context.getWorkflowStaticData('node') as WebhookTriggerData;
}

/** The registrations by webhook URL (created when missing: n8n saves the object it handed out). */
export function registrationsOf(context: IHookFunctions | IWebhookFunctions): Record<string, Registration> {
	const data = dataOf(context);
	data.registrations ??= {};
	return data.registrations;
}

export function seenDeliveries(context: IWebhookFunctions): string[] {
	const data = dataOf(context);
	data.seen ??= [];
	return data.seen;
}
