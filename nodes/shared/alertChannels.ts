import type { IDataObject } from 'n8n-workflow';

/** At most this many notification channels per alert (docs/api-notes.md#alert-channels), for every node. */
export const MAX_CHANNELS = 10;

/** A channel that notifies one webhook. */
export function webhookChannel(webhookId: string): IDataObject {
	return { type: 'webhook', webhookId };
}
