import type { IDataObject } from 'n8n-workflow';
import { sha256Hex } from '../shared/http/sha256';
import { isObject } from '../shared/base/helpers';

/**
 * What the server posts and what the node makes of it (pure). The server renders the
 * webhook's `body` as a template whose `{{title}}`, `{{body}}` and `{{link}}` are
 * JSON-escaped (docs/api-notes.md#alert-notifications); the node's template puts every variable in a JSON
 * string, so the body is JSON whatever the values hold.
 */
export const BODY_TEMPLATE = JSON.stringify({
	title: '{{title}}',
	body: '{{body}}',
	link: '{{link}}',
	state: '{{state}}',
	startTime: '{{startTime}}',
	endTime: '{{endTime}}',
	eventId: '{{eventId}}',
});

/** The header that carries the secret made at activation. */
export const SECRET_HEADER = 'X-Webhook-Secret';

/** The query parameter that names the alert a webhook (one per alert) was made for. */
export const ALERT_QUERY = 'alertId';

/** How many recent deliveries the node remembers to drop repeats. */
export const REMEMBERED_DELIVERIES = 200;

/** The URL registered for one alert: the workflow's webhook URL naming the alert. */
export function webhookUrlFor(base: string, alertId: string): string {
	return `${base}${base.includes('?') ? '&' : '?'}${ALERT_QUERY}=${encodeURIComponent(alertId)}`;
}

export interface Notification {
	title: string | null;
	body: string | null;
	link: string | null;
	state: string | null;
	startTime: string | null;
	endTime: string | null;
	eventId: string | null;
}

const text = (value: unknown): string | null =>
	typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** The notification in a delivery's body (an object, or JSON text); null when it is neither or has no state. */
export function readNotification(body: unknown): Notification | null {
	let value = body;
	if (typeof value === 'string') {
		try {
			value = JSON.parse(value);
		} catch {
			return null;
		}
	}
	if (!isObject(value) || typeof value.state !== 'string') return null;
	return {
		title: text(value.title),
		body: text(value.body),
		link: text(value.link),
		state: text(value.state),
		startTime: text(value.startTime),
		endTime: text(value.endTime),
		eventId: text(value.eventId),
	};
}

/** Epoch milliseconds (as the template gives them) as ISO 8601; an ISO text stays; anything else is null. */
export function isoTime(value: string | null): string | null {
	if (value === null || value.trim() === '') return null;
	const ms = /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Date.parse(value);
	return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** The emitted item. */
export function notificationItem(
	alertId: string,
	name: string | null,
	notification: Notification,
	receivedAt: Date,
): IDataObject {
	return {
		event: 'alertNotified',
		alertId,
		name,
		state: notification.state,
		title: notification.title,
		body: notification.body,
		link: notification.link,
		startTime: isoTime(notification.startTime),
		endTime: isoTime(notification.endTime),
		eventId: notification.eventId,
		receivedAt: receivedAt.toISOString(),
	};
}

/** Whether the state passes the `toStates` filter (upper-cased states; none: every state). */
export function wantedState(state: string | null, toStates: readonly string[]): boolean {
	return !toStates.length || (state !== null && toStates.includes(state.toUpperCase()));
}

/**
 * What makes two deliveries the same notification. The server's `Idempotency-Key` is stable
 * per alert, channel and group (docs/api-notes.md#alert-notifications): it names the series of an alert's
 * notifications to one channel, not one of them, so a later notification (another state or
 * window) carries the same key. A retry repeats the key and the whole body: key, state,
 * window and event together tell a repeat from the next notification.
 */
export function deliveryFingerprint(
	idempotencyKey: string | undefined,
	alertId: string,
	notification: Notification,
): string {
	const parts = [
		idempotencyKey ?? '',
		alertId,
		notification.state,
		notification.startTime,
		notification.endTime,
		notification.eventId,
	];
	return sha256Hex(parts.map((part) => part ?? '').join('\n')).slice(0, 32);
}

/** Remembers a fingerprint; returns false when it was already there. Keeps the newest `REMEMBERED_DELIVERIES`. */
export function rememberDelivery(seen: string[], fingerprint: string): boolean {
	if (seen.includes(fingerprint)) return false;
	seen.push(fingerprint);
	if (seen.length > REMEMBERED_DELIVERIES) seen.splice(0, seen.length - REMEMBERED_DELIVERIES);
	return true;
}

/** Compares two secrets in time that does not depend on where they differ. */
export function sameSecret(given: unknown, expected: string): boolean {
	if (typeof given !== 'string' || !expected) return false;
	let difference = given.length ^ expected.length;
	for (let i = 0; i < expected.length; i++)
		difference |= (given.charCodeAt(i % (given.length || 1)) || 0) ^ expected.charCodeAt(i);
	return difference === 0;
}

/** A header's value as Node's http module gives it (lower-case names; a repeated header as a list). */
export function headerValue(headers: IDataObject, name: string): string | undefined {
	const value = headers[name.toLowerCase()];
	if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
	return typeof value === 'string' ? value : undefined;
}
