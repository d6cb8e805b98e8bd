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
	/**
	 * Where the alerts lived when it was made (`locationKey` of the parameters): another place
	 * is a new registration. Read it with `locationKeyOf`.
	 */
	locationKey?: string;
	/**
	 * The same, as activations by earlier versions of the package stored it: an active workflow
	 * keeps what its activation stored, so it is read, never written.
	 */
	scopeKey?: string;
	/** Where the webhooks and alerts are: deactivation undoes it there, whatever the parameters say now. */
	where: Scope;
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

/** Where the alerts of a registration live, under either name it was stored with. */
export function locationKeyOf(registration: Registration): string | undefined {
	return registration.locationKey ?? registration.scopeKey;
}

function dataOf(this: IHookFunctions | IWebhookFunctions): WebhookTriggerData {
	return this.getWorkflowStaticData('node') as WebhookTriggerData;
}

/** The registrations by webhook URL (created when missing: n8n saves the object it handed out). */
export function registrationsOf(
	this: IHookFunctions | IWebhookFunctions,
): Record<string, Registration> {
	const data = dataOf.call(this);
	data.registrations ??= {};
	return data.registrations;
}

export function seenDeliveries(this: IWebhookFunctions): string[] {
	const data = dataOf.call(this);
	data.seen ??= [];
	return data.seen;
}
