import type { IDataObject } from 'n8n-workflow';
import { isObject } from '../base/helpers';

/**
 * An alert record's notification channels and its writable form (pure), for every node: the
 * action node's Alert operations and Simplify, and the webhook trigger's channel changes.
 *
 * Servers since 2026-08 answer `channels` (1-10 entries) and `channel` (= `channels[0]`); a
 * body with both must keep `channel` equal to `channels[0]`. Older servers know one `channel`
 * only (docs/api-notes.md#alert-channels, #older-alert-records).
 */

/** At most this many notification channels per alert (docs/api-notes.md#alert-channels). */
export const MAX_CHANNELS = 10;

/** A channel that notifies one webhook. */
export function webhookChannel(webhookId: string): IDataObject {
	return { type: 'webhook', webhookId };
}

/** Whether a channel notifies a webhook, and, given `webhookIds`, one of those. */
export function isWebhookChannel(channel: IDataObject, webhookIds?: ReadonlySet<string>): boolean {
	return (
		channel.type === 'webhook' &&
		typeof channel.webhookId === 'string' &&
		(webhookIds === undefined || webhookIds.has(channel.webhookId))
	);
}

/**
 * The record's `channels` (servers since 2026-08), or undefined when the server does not send
 * them: an older server, whose alerts have one `channel`.
 */
export function channelList(record: IDataObject): IDataObject[] | undefined {
	return Array.isArray(record.channels) ? record.channels.filter(isObject) : undefined;
}

/** The channels an alert record has: `channels`, or the one `channel` of a server before 2026-08. */
export function channelsOf(record: IDataObject): IDataObject[] {
	return channelList(record) ?? (isObject(record.channel) ? [record.channel] : []);
}

/** Whether two channels are the same (key order aside). */
export function sameChannel(a: unknown, b: unknown): boolean {
	const canonical = (value: unknown): unknown =>
		Array.isArray(value)
			? value.map(canonical)
			: isObject(value)
				? Object.fromEntries(
						Object.keys(value)
							.sort()
							.map((key) => [key, canonical(value[key])]),
					)
				: value;
	return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * Fields the server sets; never sent back in a full replace (the current names and those of
 * servers before 2026-02: `team`, `dashboard`).
 */
export const ALERT_SERVER_FIELDS: readonly string[] = [
	'id',
	'_id',
	'state',
	'team',
	'teamId',
	'silenced',
	'executionErrors',
	'createdAt',
	'updatedAt',
	'createdBy',
	'dashboard',
];

/**
 * The writable form of a fetched alert: every field but those the server sets, empty (null)
 * fields left out (a PUT is a full replace, docs/api-notes.md#full-replaces: an omitted field
 * ends up cleared just as a null one), and `dashboardId` from the `dashboard` of a server
 * before 2026-02. Fields this package does not know yet are kept, so a replace does not clear
 * what a newer server added.
 */
export function writableAlert(record: IDataObject): IDataObject {
	const body: IDataObject = {};
	for (const [key, value] of Object.entries(record)) {
		if (!ALERT_SERVER_FIELDS.includes(key) && value !== null && value !== undefined)
			body[key] = value;
	}
	if (body.dashboardId === undefined && record.dashboard !== undefined && record.dashboard !== null)
		body.dashboardId = record.dashboard;
	return body;
}

/**
 * The body of a full replace with the alert's settings and these channels, as the server the
 * record comes from takes them: a current server gets `channel` and `channels` with `channel`
 * = `channels[0]` (a server reading either sees the same target), an older one (no
 * `channels` in its records) `channel` alone. No channels given: neither is sent.
 */
export function writableAlertWithChannels(
	alert: IDataObject,
	channels: IDataObject[],
): IDataObject {
	const body = writableAlert(alert);
	delete body.channel;
	delete body.channels;
	if (channels.length === 0) return body;
	return channelList(alert)
		? { ...body, channel: channels[0], channels }
		: { ...body, channel: channels[0] };
}
