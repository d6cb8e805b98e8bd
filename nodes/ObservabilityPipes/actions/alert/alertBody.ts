import type { IDataObject } from 'n8n-workflow';
import { ENUMS } from '../../../shared/api/apiSpec';
import { InputError } from '../../../shared/input/inputError';
import type { Deployment } from '../../../shared/api/types';
import { recordId } from '../../../shared/api/ids';
import { locatorValue } from '../../../shared/input/scope';
import {
	oneOf,
	openEnum,
	optionalString,
	optionalText,
	serverNumber,
	splitList,
	toNumber,
} from '../../../shared/input/validation';
import {
	MAX_CHANNELS,
	channelList,
	channelsOf,
	sameChannel,
	webhookChannel,
	writableAlertWithChannels,
} from '../../../shared/records/alert';
import { describeType, isObject, requiredString } from '../../../shared/util';

/** The threshold types that take a range (`thresholdMax`): the node's reading of the documented types, no list of its own in a document. */
export const RANGE_THRESHOLD_TYPES = ['between', 'not_between'];

/** Minutes of each interval: `scheduleOffsetMinutes` must stay below the interval. */
const INTERVAL_MINUTES: Record<string, number> = {
	'30s': 0.5,
	'1m': 1,
	'5m': 5,
	'15m': 15,
	'30m': 30,
	'1h': 60,
	'6h': 360,
	'12h': 720,
	'1d': 1440,
};

/** Text limits of the documents and docs/api-notes.md#alert-body-rules. */
const TEXT_LIMITS: Record<string, number> = { name: 512, message: 4096, note: 4096 };

/** A change of the notification channels the typed fields ask for. */
export interface ChannelChange {
	/** Replaces the first channel (the "Webhook" field). */
	first?: IDataObject;
	/** Replace every channel after the first ("Additional Webhook IDs", "Email Recipients"). */
	rest?: IDataObject[];
}

const CHANNEL_FIX_SELF_HOSTED =
	'Give the channel as {"type": "webhook", "webhookId": "<24-hex webhook ID>"}.';
const CHANNEL_FIX_CLOUD =
	'Give the channel as {"type": "webhook", "webhookId": "<24-hex webhook ID>"} or {"type": "email", "emailRecipients": ["ops@example.com"]}.';

/** E-mail recipients: a non-empty list of addresses (each with an "@"). */
function checkRecipients(field: string, value: unknown): string[] {
	const fix = 'Give the recipients as a list of e-mail addresses, such as ["ops@example.com"].';
	if (value === undefined || value === null) throw new InputError(field, 'it is missing', fix);
	if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
		throw new InputError(
			field,
			`expected a list of e-mail addresses, got ${describeType(value)}`,
			fix,
		);
	}
	const recipients = value.map((entry: string) => entry.trim());
	if (recipients.length === 0) throw new InputError(field, 'it is empty', fix);
	const bad = recipients.find((entry) => !/^[^\s@]+@[^\s@]+$/.test(entry));
	if (bad !== undefined) throw new InputError(field, `"${bad}" is not an e-mail address`, fix);
	return recipients;
}

/**
 * One notification channel: a webhook on both deployments, on the cloud also e-mail
 * recipients. Other fields of a channel (a cloud webhook's `severity`, ...) pass.
 */
export function checkChannel(
	value: unknown,
	deployment: Deployment,
	field = 'channel',
): IDataObject {
	const fix = deployment === 'cloud' ? CHANNEL_FIX_CLOUD : CHANNEL_FIX_SELF_HOSTED;
	if (!isObject(value))
		throw new InputError(field, `expected an object, got ${describeType(value)}`, fix);
	const channel: IDataObject = { ...value };
	channel.type = oneOf(
		`${field}.type`,
		channel.type ?? 'webhook',
		deployment === 'cloud' ? ['webhook', 'email'] : ['webhook'],
	);
	if (channel.type === 'email') {
		channel.emailRecipients = checkRecipients(`${field}.emailRecipients`, channel.emailRecipients);
	} else {
		channel.webhookId = recordId(
			field === 'channel' ? 'webhookId' : `${field}.webhookId`,
			channel.webhookId,
			'webhook',
			deployment,
		);
	}
	return channel;
}

/** The channel list of a body: 1 to 10 channels. */
function checkChannelList(value: unknown, deployment: Deployment): IDataObject[] {
	const fix = `Give "channels" as a list of 1 to ${MAX_CHANNELS} channels.`;
	if (!Array.isArray(value))
		throw new InputError('channels', `expected a list, got ${describeType(value)}`, fix);
	if (value.length === 0) throw new InputError('channels', 'it is empty', fix);
	if (value.length > MAX_CHANNELS)
		throw new InputError(
			'channels',
			`${value.length} channels are more than the ${MAX_CHANNELS} an alert takes`,
			fix,
		);
	return value.map((channel, index) => checkChannel(channel, deployment, `channels[${index}]`));
}

/**
 * `channel` and `channels` of a body: each checked; with both, `channel` must be the first
 * entry of `channels` (the server refuses anything else). At least one channel is required.
 */
function checkChannels(body: IDataObject, deployment: Deployment): void {
	if (body.channels !== undefined) body.channels = checkChannelList(body.channels, deployment);
	if (body.channel !== undefined) body.channel = checkChannel(body.channel, deployment);
	if (body.channel === undefined && body.channels === undefined) {
		throw new InputError(
			'webhookId',
			'the alert has no notification channel',
			deployment === 'cloud'
				? 'Choose the webhook the alert notifies, or give Email Recipients (channel {"type": "webhook", "webhookId": "..."} or {"type": "email", "emailRecipients": [...]}).'
				: 'Choose the webhook the alert notifies (channel {"type": "webhook", "webhookId": "..."}).',
		);
	}
	if (
		body.channel !== undefined &&
		body.channels !== undefined &&
		!sameChannel(body.channel, (body.channels as IDataObject[])[0])
	) {
		throw new InputError(
			'channel',
			'it differs from the first entry of "channels"',
			'Leave "channel" out, or make it equal to the first entry of "channels": the server refuses a body where the two differ.',
		);
	}
}

/**
 * Checks a complete alert body (create, or the merged body of a full replace) against
 * the documents and docs/api-notes.md#alert-body-rules and returns it normalised (numbers as numbers,
 * `source` always set). Fields the node does not model pass.
 */
export function validateAlertBody(input: IDataObject, deployment: Deployment): IDataObject {
	const body: IDataObject = { ...input };
	body.threshold = toNumber('threshold', body.threshold);
	body.interval = openEnum('interval', body.interval, ENUMS.alertIntervals.values);
	body.thresholdType = openEnum('thresholdType', body.thresholdType, ENUMS.thresholdTypes.values);
	checkThresholdMax(body);
	// A source the package does not know is sent with the fields given (a newer server may take it).
	body.source = openEnum('source', body.source ?? 'tile', ENUMS.alertSources.values);
	if (body.source === 'tile') {
		body.dashboardId = recordId('dashboardId', body.dashboardId, 'dashboard', deployment);
		body.tileId = requiredString('tileId', body.tileId);
	} else if (body.source === 'saved_search') {
		body.savedSearchId = recordId('savedSearchId', body.savedSearchId, 'savedSearch', deployment);
	}
	checkChannels(body, deployment);
	checkTexts(body);
	checkNewerFields(body);
	return body;
}

/** `thresholdMax` of a body whose threshold and threshold type are checked: required and >= threshold for range types. */
function checkThresholdMax(body: IDataObject): void {
	if (RANGE_THRESHOLD_TYPES.includes(body.thresholdType as string)) {
		if (body.thresholdMax === undefined || body.thresholdMax === null || body.thresholdMax === '') {
			throw new InputError(
				'thresholdMax',
				`it is required when the threshold type is "${body.thresholdType}"`,
				"Set 'Threshold Max' to the upper end of the range.",
			);
		}
		body.thresholdMax = toNumber('thresholdMax', body.thresholdMax);
		if ((body.thresholdMax as number) < (body.threshold as number)) {
			throw new InputError(
				'thresholdMax',
				`${body.thresholdMax} is below the threshold ${body.threshold}`,
				"Set 'Threshold Max' to a value greater than or equal to 'Threshold'.",
			);
		}
	} else if (
		body.thresholdMax !== undefined &&
		body.thresholdMax !== null &&
		body.thresholdMax !== ''
	) {
		body.thresholdMax = toNumber('thresholdMax', body.thresholdMax);
	} else if (body.thresholdMax !== null) {
		delete body.thresholdMax;
	}
}

/** `name` (1-512), `message` and `note` (1-4096): text or null. */
function checkTexts(body: IDataObject): void {
	for (const [field, max] of Object.entries(TEXT_LIMITS)) {
		const value = optionalText(field, body[field]);
		if (value === undefined) continue;
		if (value === '')
			throw new InputError(
				field,
				'it is empty',
				`Leave "${field}" out, or give it at least one character: the server refuses an empty ${field}.`,
			);
		if (value.length > max)
			throw new InputError(
				field,
				`${value.length} characters are more than the ${max} the server takes`,
				`Shorten "${field}" to at most ${max} characters.`,
			);
	}
}

/**
 * The documents' and the notes' bounds (`numConsecutiveWindows` 1 or more, `scheduleOffsetMinutes`
 * 0-1439) are the server's to judge: only a count or an offset below 0, which no server takes, is
 * refused here.
 */
const OFFSET_OPTIONS = { integer: true, floor: 0, offered: 'from 0 to 1439' };
const WINDOWS_OPTIONS = { integer: true, floor: 0, offered: '1 or more' };

/** `numConsecutiveWindows` (a whole number), `scheduleOffsetMinutes` (a whole number below the interval), `scheduleStartAt` (date-time), `groupBy` (text). */
function checkNewerFields(body: IDataObject): void {
	const given = (key: string) => body[key] !== undefined && body[key] !== null;
	if (given('numConsecutiveWindows'))
		body.numConsecutiveWindows = serverNumber(
			'numConsecutiveWindows',
			body.numConsecutiveWindows,
			WINDOWS_OPTIONS,
		);
	if (given('scheduleOffsetMinutes')) {
		const offset = serverNumber(
			'scheduleOffsetMinutes',
			body.scheduleOffsetMinutes,
			OFFSET_OPTIONS,
		);
		// An interval the package does not list (a newer server's): the server judges the offset.
		const minutes = INTERVAL_MINUTES[body.interval as string] ?? Infinity;
		if (offset >= minutes) {
			throw new InputError(
				'scheduleOffsetMinutes',
				`${offset} minutes is not below the interval of ${minutes} minute(s)`,
				`Use an offset from 0 to ${Math.max(0, Math.ceil(minutes) - 1)} for the interval "${body.interval}".`,
			);
		}
		body.scheduleOffsetMinutes = offset;
	}
	if (given('scheduleStartAt'))
		body.scheduleStartAt = dateTime('scheduleStartAt', body.scheduleStartAt);
	if (given('groupBy') && typeof body.groupBy !== 'string') {
		throw new InputError(
			'groupBy',
			`expected text, got ${describeType(body.groupBy)}`,
			"Set 'groupBy' to the column or expression to group by, such as 'ServiceName'.",
		);
	}
}

/** A date-time as ISO 8601 text with a time zone (n8n's date picker gives one without: it is read as UTC). */
function dateTime(field: string, value: unknown): string {
	const fix = 'Give a date and time such as 2026-02-08T10:00:00Z.';
	if (typeof value !== 'string' || value.trim() === '')
		throw new InputError(field, `expected a date and time, got ${describeType(value)}`, fix);
	const text = value.trim();
	const withZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`;
	if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) || Number.isNaN(Date.parse(withZone)))
		throw new InputError(field, `"${text}" is not a date and time`, fix);
	return new Date(withZone).toISOString();
}

/**
 * The checks of `validateAlertBody` that hold whatever the stored alert is, run on the
 * changes of an update before the alert is read: a bad change is refused without any
 * request, and the same way whether the alert exists or not. What depends on the stored
 * alert (a range type without its threshold in the changes, a tile source without its
 * dashboard, the schedule offset and the interval) is checked on the merged body, after the read.
 */
export function checkAlertChanges(
	changes: IDataObject,
	deployment: Deployment,
	typed?: ChannelChange,
): void {
	const given = (key: string) => changes[key] !== undefined;
	const body: IDataObject = { ...changes };
	if (given('threshold')) body.threshold = toNumber('threshold', changes.threshold);
	if (given('interval')) openEnum('interval', changes.interval, ENUMS.alertIntervals.values);
	if (given('thresholdType'))
		body.thresholdType = openEnum(
			'thresholdType',
			changes.thresholdType,
			ENUMS.thresholdTypes.values,
		);
	if (given('threshold') && given('thresholdType') && given('thresholdMax'))
		checkThresholdMax(body);
	else if (given('thresholdMax') && changes.thresholdMax !== null && changes.thresholdMax !== '')
		toNumber('thresholdMax', changes.thresholdMax);
	if (given('source')) {
		const source = openEnum('source', changes.source ?? 'tile', ENUMS.alertSources.values);
		if (source === 'tile' && given('dashboardId'))
			recordId('dashboardId', changes.dashboardId, 'dashboard', deployment);
		if (source === 'tile' && given('tileId')) requiredString('tileId', changes.tileId);
		if (source === 'saved_search' && given('savedSearchId'))
			recordId('savedSearchId', changes.savedSearchId, 'savedSearch', deployment);
	}
	if (given('channel') || given('channels')) {
		const channels: IDataObject = { channel: changes.channel, channels: changes.channels };
		if (!given('channel')) delete channels.channel;
		if (!given('channels')) delete channels.channels;
		checkChannels(channels, deployment);
	}
	if (typed?.rest && typed.rest.length + 1 > MAX_CHANNELS) {
		throw new InputError(
			'additionalWebhookIds',
			`${typed.rest.length + 1} channels are more than the ${MAX_CHANNELS} an alert takes`,
			`Give at most ${MAX_CHANNELS - 1} additional channels.`,
		);
	}
	checkTexts(changes);
	// The offset is checked against the interval on the merged body when the interval is not changed.
	const newer: IDataObject = { ...changes };
	if (!given('interval') && given('scheduleOffsetMinutes')) {
		if (changes.scheduleOffsetMinutes !== null)
			serverNumber('scheduleOffsetMinutes', changes.scheduleOffsetMinutes, OFFSET_OPTIONS);
		delete newer.scheduleOffsetMinutes;
	}
	checkNewerFields(newer);
}

/**
 * The body of a full replace: the stored alert with the changes, its channels kept consistent
 * (docs/api-notes.md#alert-channels). A change of `channel` replaces the first channel and keeps the
 * others; `channels` replaces them all; the typed fields replace the first and/or the rest.
 * A current server gets `channel` and `channels` (`channel` = `channels[0]`); a server whose
 * alerts have no `channels` (before 2026-08) gets `channel` only, and one channel at most.
 */
export function mergeAlert(
	record: IDataObject,
	changes: IDataObject,
	deployment: Deployment,
	typed?: ChannelChange,
): IDataObject {
	const current = channelsOf(record);
	const { channel, channels, ...rest } = changes;
	let list = current;
	if (channels !== undefined) list = checkChannelList(channels, deployment);
	else if (channel !== undefined) list = [channel as IDataObject, ...current.slice(1)];
	if (typed)
		list = [typed.first ?? current[0], ...(typed.rest ?? current.slice(1))].filter(
			(entry): entry is IDataObject => entry !== undefined,
		);
	if (channel !== undefined && channels !== undefined)
		checkChannels({ channel, channels }, deployment);
	if (list.length > 1 && !channelList(record)) {
		throw new InputError(
			'channels',
			`this server keeps one notification channel per alert (its alerts have no "channels"), and ${list.length} were given`,
			'Give one webhook: servers before 2026-08 take one channel per alert.',
		);
	}
	return validateAlertBody({ ...writableAlertWithChannels(record, list), ...rest }, deployment);
}

/** The channels of the typed fields: the webhook, additional webhooks, e-mail recipients (cloud). */
export function typedChannels(
	fields: IDataObject,
	deployment: Deployment,
): ChannelChange | undefined {
	const change: ChannelChange = {};
	const webhookId = optionalString('webhookId', locatorValue(fields.webhookId));
	if (webhookId) change.first = webhookChannel(webhookId);
	if (fields.additionalWebhookIds !== undefined || fields.emailRecipients !== undefined) {
		const rest: IDataObject[] = splitList(fields.additionalWebhookIds).map((id, index) =>
			webhookChannel(recordId(`additionalWebhookIds[${index}]`, id, 'webhook', deployment)),
		);
		const recipients = splitList(fields.emailRecipients);
		if (recipients.length > 0) {
			if (deployment !== 'cloud') {
				throw new InputError(
					'emailRecipients',
					'the self-hosted deployment notifies webhooks only',
					"Remove 'Email Recipients', or create a webhook that sends the e-mail.",
				);
			}
			rest.push({ type: 'email', emailRecipients: checkRecipients('emailRecipients', recipients) });
		}
		change.rest = rest;
	}
	return change.first || change.rest ? change : undefined;
}

/** The typed channel change as the channels of a new alert: `channel` alone for one (every server takes it), `channel` and `channels` for more. */
export function createChannels(change: ChannelChange | undefined): IDataObject {
	const list = change ? [...(change.first ? [change.first] : []), ...(change.rest ?? [])] : [];
	if (list.length === 0) return {};
	return list.length === 1 ? { channel: list[0] } : { channel: list[0], channels: list };
}

/** Builds the body of the typed fields (without the channels: `typedChannels`): empty fields are left out so they do not overwrite. */
export function alertFieldsToBody(fields: IDataObject): IDataObject {
	const body: IDataObject = {};
	const copy = [
		'name',
		'message',
		'threshold',
		'thresholdMax',
		'interval',
		'thresholdType',
		'source',
		'dashboardId',
		'tileId',
		'savedSearchId',
		'note',
		'numConsecutiveWindows',
		'scheduleOffsetMinutes',
		'scheduleStartAt',
		'groupBy',
	];
	for (const key of copy) {
		// Pickers give a resource locator; workflows saved with plain ID fields give the text.
		const value = locatorValue(fields[key]);
		if (value !== undefined && value !== null && value !== '') body[key] = value;
	}
	return body;
}
