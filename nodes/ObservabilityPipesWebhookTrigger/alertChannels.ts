import type { IDataObject } from 'n8n-workflow';
import { writableAlert } from '../shared/alertRecord';

/**
 * An alert's notification channels, and the alert body that changes them (pure).
 *
 * Servers since 2026-08 answer `channels` (1-10 entries) and `channel` (= `channels[0]`);
 * a body with both must keep `channel` equal to `channels[0]` (docs/api-notes.md#alert-channels). Older
 * servers know one `channel` only: adding a second target there would replace the alert's own.
 */

/** Whether a channel notifies one of these webhooks. */
export function isWebhookChannel(channel: IDataObject, webhookIds: ReadonlySet<string>): boolean {
	return channel.type === 'webhook' && typeof channel.webhookId === 'string' && webhookIds.has(channel.webhookId);
}

/**
 * The PUT body that replaces an alert with the same settings and these channels
 * (`writableAlert`: server fields and empty ones left out, `dashboard` of a server before
 * 2026-02 sent back as `dashboardId`). `channel` goes along as `channels[0]`, so that a
 * server reading either sees the same target.
 */
export function alertBodyWithChannels(alert: IDataObject, channels: IDataObject[]): IDataObject {
	return { ...writableAlert(alert), channel: channels[0], channels };
}
