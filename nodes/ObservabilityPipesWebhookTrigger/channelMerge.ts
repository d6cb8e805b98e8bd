import type { IDataObject } from 'n8n-workflow';
import {
	MAX_CHANNELS,
	isWebhookChannel,
	sameChannel,
	webhookChannel,
} from '../shared/resources/alert';

/**
 * What one workflow wants of an alert's channels, decided from the alert as it is now (pure).
 * Every change starts from the channels just read, never from an older copy: whatever anyone
 * else added or removed meanwhile stays as they left it, only this workflow's own webhook
 * channel (and its earlier leftovers) is touched.
 */

/** The channels to write, or `undefined` when the alert already is as wanted (nothing to send). */
export type ChannelPlan = (channels: IDataObject[]) => IDataObject[] | undefined;

/** The alert would notify more channels than the server allows (see `MAX_CHANNELS`). */
export class TooManyChannels extends Error {
	constructor(readonly count: number) {
		super(`the alert already notifies ${count} channels`);
	}
}

/**
 * Publishing: the webhook's channel present once, at the end, and the leftovers of an earlier
 * activation gone. Throws `TooManyChannels` when the others already fill the alert.
 */
export function addingChannel(webhookId: string, leftovers: ReadonlySet<string>): ChannelPlan {
	const mine = new Set([webhookId]);
	return (channels) => {
		const present = channels.filter((channel) => isWebhookChannel(channel, mine)).length === 1;
		const others = channels.filter(
			(channel) => !isWebhookChannel(channel, leftovers) && !isWebhookChannel(channel, mine),
		);
		if (present && others.length === channels.length - 1) return undefined;
		if (others.length >= MAX_CHANNELS) throw new TooManyChannels(others.length);
		return [...others, webhookChannel(webhookId)];
	};
}

/**
 * Unpublishing (and clearing leftovers): the webhooks' channels gone, every other channel kept.
 * An alert keeps at least one channel: when these are its only ones, it stays as it is.
 */
export function removingChannels(webhookIds: ReadonlySet<string>): ChannelPlan {
	return (channels) => {
		const remaining = channels.filter((channel) => !isWebhookChannel(channel, webhookIds));
		return remaining.length === channels.length || !remaining.length ? undefined : remaining;
	};
}

/** Whether two channel lists are the same, in order (key order aside). */
export function sameChannels(a: IDataObject[], b: IDataObject[]): boolean {
	return a.length === b.length && a.every((channel, index) => sameChannel(channel, b[index]));
}
