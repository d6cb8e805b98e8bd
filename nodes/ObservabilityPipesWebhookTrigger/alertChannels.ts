import type { IDataObject } from 'n8n-workflow';
import { isObject } from '../shared/validation';

/**
 * An alert's notification channels, and the alert body that changes them (pure).
 *
 * Servers since 2026-08 answer `channels` (1-10 entries) and `channel` (= `channels[0]`);
 * a body with both must keep `channel` equal to `channels[0]` (CONTRACT.md section 0). Older
 * servers know one `channel` only: adding a second target there would replace the alert's own.
 */

/** The alert fields a PUT body carries (the documents' `Alert` / `ObservabilityUpdateAlertRequest`). */
const BODY_FIELDS = [
	'name',
	'message',
	'note',
	'source',
	'dashboardId',
	'tileId',
	'savedSearchId',
	'groupBy',
	'threshold',
	'thresholdMax',
	'thresholdType',
	'interval',
	'scheduleOffsetMinutes',
	'scheduleStartAt',
	'numConsecutiveWindows',
] as const;

/** The record's `channels`, or undefined when the server does not send them (an older server). */
export function channelsOf(alert: IDataObject): IDataObject[] | undefined {
	const channels = alert.channels;
	return Array.isArray(channels) ? channels.filter(isObject) : undefined;
}

/** Whether a channel notifies one of these webhooks. */
export function isWebhookChannel(channel: IDataObject, webhookIds: ReadonlySet<string>): boolean {
	return channel.type === 'webhook' && typeof channel.webhookId === 'string' && webhookIds.has(channel.webhookId);
}

/**
 * The PUT body that replaces an alert with the same settings and these channels. `channel`
 * goes along as `channels[0]`, so that a server reading either sees the same target. Empty
 * fields are left out (a replace clears them either way); a server that said `dashboard`
 * (before 2026-02) gets it back as `dashboardId`.
 */
export function alertBodyWithChannels(alert: IDataObject, channels: IDataObject[]): IDataObject {
	const body: IDataObject = {};
	for (const field of BODY_FIELDS) {
		const value = field === 'dashboardId' ? (alert.dashboardId ?? alert.dashboard) : alert[field];
		if (value !== undefined && value !== null) body[field] = value;
	}
	body.channel = channels[0];
	body.channels = channels;
	return body;
}
