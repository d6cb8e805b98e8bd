import type {
	IDataObject,
	INodeProperties,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import {
	ALERT_QUERY,
	deliveryFingerprint,
	headerValue,
	notificationItem,
	readNotification,
	rememberDelivery,
	sameSecret,
	SECRET_HEADER,
	wantedState,
} from './notification';
import { readConfig } from './config';
import { registrationsOf, seenDeliveries, type AlertHook } from './staticData';

/** Answers the request itself (n8n then sends nothing more) and starts no execution. */
function refuse(this: IWebhookFunctions, status: number, text: string): IWebhookResponseData {
	const response = this.getResponseObject();
	response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
	response.end(text);
	return { noWebhookResponse: true };
}

/** The webhook activation made for this alert, if the delivery carries its secret. */
function deliveredHook(
	this: IWebhookFunctions,
	alertId: string,
	secret: string | undefined,
): AlertHook | undefined {
	for (const registration of Object.values(registrationsOf.call(this))) {
		const hook = registration.alerts.find((entry) => entry.alertId === alertId);
		if (hook && sameSecret(secret, registration.secret)) return hook;
	}
	return undefined;
}

/**
 * One delivery from the server: without the secret of a registration for its alert it is
 * refused (401, no execution); a repeat of a delivery already taken (the server delivers at
 * least once) and a state the filter leaves out are acknowledged without an execution.
 */
export function receiveDelivery(
	this: IWebhookFunctions,
	properties: INodeProperties[],
): IWebhookResponseData {
	const headers = this.getHeaderData() as IDataObject;
	const query = this.getQueryData() as IDataObject;
	const alertId = typeof query[ALERT_QUERY] === 'string' ? query[ALERT_QUERY] : '';
	const hook = deliveredHook.call(this, alertId, headerValue(headers, SECRET_HEADER));
	if (!hook) return refuse.call(this, 401, 'Unauthorized');
	const notification = readNotification(this.getBodyData());
	if (!notification)
		return refuse.call(this, 400, 'The body is not the JSON notification this trigger registered');
	const { toStates } = readConfig.call(this, properties);
	if (
		!rememberDelivery(
			seenDeliveries.call(this),
			deliveryFingerprint(headerValue(headers, 'Idempotency-Key'), alertId, notification),
		)
	) {
		return { webhookResponse: { received: true, repeated: true } };
	}
	if (!wantedState(notification.state, toStates))
		return { webhookResponse: { received: true, started: false } };
	return {
		workflowData: [[{ json: notificationItem(alertId, hook.name, notification, new Date()) }]],
	};
}
