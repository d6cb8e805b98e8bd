import type { IDataObject } from 'n8n-workflow';
import { ENUMS } from '../../../shared/api/apiSpec';
import { InputError } from '../../../shared/base/inputError';
import { checkFields, checkValue, wrongType, type Fields } from '../../../shared/input/schema';
import type { Deployment } from '../../../shared/api/types';
import { recordId } from '../../../shared/api/ids';
import { locatorValue } from '../../../shared/input/scope';
import { recordIdList } from '../../../shared/input/listedIds';
import { isoParts, parseInstant } from '../../../shared/input/time';
import {
	oneOf,
	openEnum,
	optionalString,
	splitList,
	toNumber,
} from '../../../shared/input/validation';
import {
	channelList,
	channelsOf,
	webhookChannel,
	writableAlert,
	writableAlertWithChannels,
} from '../../../shared/resources/alert';
import { describeType, isObject, requiredString } from '../../../shared/base/helpers';

/** The threshold types that take a range (`thresholdMax`): the node's reading of the documented types, no list of its own in a document. */
const RANGE_THRESHOLD_TYPES = ['between', 'not_between'];

/**
 * The typed fields of an alert body beside its rules below. Text lengths, e-mail forms, the
 * number of channels, the documents' ranges and the schedule offset against the interval are the
 * server's to judge (its 400 names the field).
 */
const ALERT_FIELDS: Fields = {
	name: { type: 'string', nullable: true },
	message: { type: 'string', nullable: true },
	note: { type: 'string', nullable: true },
	groupBy: { type: 'string', nullable: true },
	numConsecutiveWindows: { type: 'integer', min: 0, offered: '1 or more', nullable: true },
	scheduleOffsetMinutes: { type: 'integer', min: 0, offered: 'from 0 to 1439', nullable: true },
};

/** A change of the notification channels the typed fields ask for. */
export interface ChannelChange {
	/** Replaces the first channel (the "Webhook" field). */
	first?: IDataObject;
	/** Replace every channel after the first ("Additional Webhook IDs", "Email Recipients"). */
	rest?: IDataObject[];
}

const CHANNEL_FIX_SELF_HOSTED =
	'Give the channel as {"type": "webhook", "webhookId": "<24-hex webhook ID>"}.';
const RECIPIENTS_FIX =
	'Give the recipients as a list of e-mail addresses, such as ["ops@example.com"].';
const CHANNEL_FIX_CLOUD =
	'Give the channel as {"type": "webhook", "webhookId": "<24-hex webhook ID>"} or {"type": "email", "emailRecipients": ["ops@example.com"]}.';

/** An e-mail address as n8n's node UI design asks a field to check it: a name, an @ and a domain with a dot. */
const EMAIL_ADDRESS = /^[^\s@,;<>\x22]+@[^\s@,;<>\x22]+\.[^\s@,;<>\x22.]+$/;

/** E-mail recipients: a list of e-mail addresses. */
function checkRecipients(field: string, value: unknown): string[] {
	if (value === undefined) throw new InputError(field, 'it is missing', RECIPIENTS_FIX);
	const recipients = (checkValue(value, { type: 'strings' }, field) as string[]).map((entry) =>
		entry.trim(),
	);
	for (const recipient of recipients)
		if (!EMAIL_ADDRESS.test(recipient))
			throw new InputError(field, `"${recipient}" is not an e-mail address`, RECIPIENTS_FIX);
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

/** The channel list of a body (how many it may hold is the server's to judge). */
function checkChannelList(value: unknown, deployment: Deployment): IDataObject[] {
	if (!Array.isArray(value)) throw wrongType('channels', 'objects', value);
	return value.map((channel, index) => checkChannel(channel, deployment, `channels[${index}]`));
}

/**
 * `channel` and `channels` of a body: each checked (that `channel` is the first entry of
 * `channels` is the server's to judge). At least one channel is required.
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
}

/**
 * Checks a complete alert body (a create) against
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
	return checkTyped(body);
}

/** `thresholdMax` of a body whose threshold type is checked: required for range types (its order against the threshold is the server's to judge). */
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

/** The fields of ALERT_FIELDS, and `scheduleStartAt` as a date-time. */
function checkTyped(body: IDataObject): IDataObject {
	const checked = checkFields(body, ALERT_FIELDS, '');
	if (checked.scheduleStartAt !== undefined && checked.scheduleStartAt !== null)
		checked.scheduleStartAt = dateTime('scheduleStartAt', checked.scheduleStartAt);
	return checked;
}

/**
 * A date-time as ISO 8601 text with a time zone, from any ISO 8601 form. The typed field was
 * read in the workflow's time zone already (`alertFieldsToBody`); a JSON body's time without a
 * zone is UTC, as the API reads it.
 */
function dateTime(field: string, value: unknown): string {
	const fix = 'Give a date and time such as 2026-02-08T10:00:00Z.';
	if (typeof value !== 'string' || value.trim() === '')
		throw new InputError(field, `expected a date and time, got ${describeType(value)}`, fix);
	const text = value.trim();
	const parts = isoParts(text);
	if (!parts || parts.invalid || !/[T ]/i.test(text))
		throw new InputError(field, `"${text}" is not a date and time`, fix);
	return new Date(parseInstant(field, text, 'UTC')).toISOString();
}

/** Whether a change gives a value (null and empty text clear a field). */
function present(value: unknown): boolean {
	return value !== undefined && value !== null && value !== '';
}

/**
 * The changes of an update, checked on their own before the alert is read, and returned
 * normalised (numbers as numbers, a date-time as ISO text): a bad value of the user's is
 * refused without any request, whatever the stored alert holds. Null (or empty text) clears a
 * field: whether the alert may lose it is judged with the stored alert (`checkAlertMerge`).
 */
export function checkAlertChanges(changes: IDataObject, deployment: Deployment): IDataObject {
	const out: IDataObject = { ...changes };
	if (changes.threshold !== undefined) out.threshold = toNumber('threshold', changes.threshold);
	if (changes.interval !== undefined)
		out.interval = openEnum('interval', changes.interval, ENUMS.alertIntervals.values);
	if (changes.thresholdType !== undefined)
		out.thresholdType = openEnum(
			'thresholdType',
			changes.thresholdType,
			ENUMS.thresholdTypes.values,
		);
	if (present(changes.thresholdMax))
		out.thresholdMax = toNumber('thresholdMax', changes.thresholdMax);
	if (changes.source !== undefined)
		out.source = openEnum('source', changes.source ?? 'tile', ENUMS.alertSources.values);
	if (present(changes.dashboardId))
		out.dashboardId = recordId('dashboardId', changes.dashboardId, 'dashboard', deployment);
	if (present(changes.tileId)) out.tileId = requiredString('tileId', changes.tileId);
	if (present(changes.savedSearchId))
		out.savedSearchId = recordId('savedSearchId', changes.savedSearchId, 'savedSearch', deployment);
	if (changes.channels !== undefined) out.channels = checkChannelList(changes.channels, deployment);
	if (changes.channel !== undefined) out.channel = checkChannel(changes.channel, deployment);
	return checkTyped(out);
}

/** The typed channel change, checked before the read (the webhook picker's ID). */
export function checkChannelChange(
	change: ChannelChange | undefined,
	deployment: Deployment,
): ChannelChange | undefined {
	if (!change?.first) return change;
	return { ...change, first: checkChannel(change.first, deployment) };
}

/** The fields an empty text clears in an update (the ones `checkAlertChanges` reads as not given). */
const CLEARED_WHEN_EMPTY = ['thresholdMax', 'dashboardId', 'tileId', 'savedSearchId'];

/** What each alert source needs beside its type (docs/api-notes.md#alert-body-rules). */
const SOURCE_NEEDS: Readonly<Record<string, readonly string[]>> = {
	tile: ['dashboardId', 'tileId'],
	saved_search: ['savedSearchId'],
};

/**
 * The rules that tie a change to the stored alert, judged on the merged body only where the
 * change itself makes the problem: a range threshold type without its upper end (the type
 * changed to a range one, or the upper end cleared), a source without what it needs (the source
 * changed, or one of its fields cleared). A stored alert that already breaks a rule goes back
 * as it was: the server judges it.
 */
export function checkAlertMerge(merged: IDataObject, changes: IDataObject): void {
	const changed = (key: string) => changes[key] !== undefined;
	if (
		RANGE_THRESHOLD_TYPES.includes(merged.thresholdType as string) &&
		!present(merged.thresholdMax) &&
		(changed('thresholdType') || changed('thresholdMax'))
	) {
		throw new InputError(
			'thresholdMax',
			`it is required when the threshold type is "${String(merged.thresholdType)}"`,
			"Set 'Threshold Max' to the upper end of the range.",
		);
	}
	const needs = SOURCE_NEEDS[merged.source as string] ?? [];
	for (const field of needs) {
		if (present(merged[field]) || !(changed('source') || changed(field))) continue;
		throw new InputError(
			field,
			`it is required when the source is "${String(merged.source)}"`,
			field === 'savedSearchId'
				? 'Choose the saved search the alert watches.'
				: 'Choose the dashboard and the tile the alert watches.',
		);
	}
}

/**
 * The body of a full replace: the stored alert as it was read (without what the server sets),
 * the checked changes over it (`checkAlertChanges`), its channels kept consistent
 * (docs/api-notes.md#alert-channels). A change of `channel` replaces the first channel and keeps
 * the others; `channels` replaces them all; the typed fields replace the first and/or the rest.
 * A current server gets `channel` and `channels` (`channel` = `channels[0]`); a server whose
 * alerts have no `channels` (before 2026-08) gets `channel` only, and one channel at most.
 * Only the changes are judged (`checkAlertMerge`): what was read goes back as it was.
 */
export function mergeAlert(
	record: IDataObject,
	changes: IDataObject,
	typed?: ChannelChange,
): IDataObject {
	const current = channelsOf(record);
	const { channel, channels, ...rest } = changes;
	let list = current;
	if (channels !== undefined) list = channels as IDataObject[];
	else if (channel !== undefined) list = [channel as IDataObject, ...current.slice(1)];
	if (typed)
		list = [typed.first ?? current[0], ...(typed.rest ?? current.slice(1))].filter(
			(entry): entry is IDataObject => entry !== undefined,
		);
	if (list.length > 1 && !channelList(record)) {
		throw new InputError(
			'channels',
			`this server keeps one notification channel per alert (its alerts have no list of channels), and ${list.length} were given`,
			'Give one webhook: servers before 2026-08 take one channel per alert.',
		);
	}
	// Both given: both are sent as given, and the server judges whether they agree.
	const both = channel !== undefined && channels !== undefined ? { channel } : {};
	const stored =
		channel !== undefined || channels !== undefined || typed
			? writableAlertWithChannels(record, list)
			: writableAlert(record);
	const merged: IDataObject = { ...stored, ...rest, ...both };
	// An empty upper end or reference clears it (a full replace clears what it leaves out); other
	// empty texts go as given, for the server to judge.
	for (const key of CLEARED_WHEN_EMPTY) if (rest[key] === '') delete merged[key];
	checkAlertMerge(merged, changes);
	return merged;
}

/** The channels of the typed fields: the webhook, additional webhooks, e-mail recipients (cloud). */
export function typedChannels(
	fields: IDataObject,
	deployment: Deployment,
): ChannelChange | undefined {
	const change: ChannelChange = {};
	const webhookId = optionalString('webhookId', locatorValue(fields.webhookId));
	if (webhookId) change.first = webhookChannel(webhookId);
	// The webhook pickers (an ID expression may give several), each checked. A list of pickers
	// added without an ID changes nothing.
	const additional = recordIdList(
		'additionalWebhookIds',
		fields.additionalWebhookIds,
		'webhook',
		deployment,
	);
	if (additional.length > 0 || fields.emailRecipients !== undefined) {
		const rest: IDataObject[] = additional.map(webhookChannel);
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

/**
 * Builds the body of the typed fields (without the channels: `typedChannels`): empty fields are
 * left out so they do not overwrite. 'Schedule Start' without a zone (the date picker's) is read
 * in `timeZone`, the workflow's, as every other date field of the node.
 */
export function alertFieldsToBody(fields: IDataObject, timeZone = 'UTC'): IDataObject {
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
	if (typeof body.scheduleStartAt === 'string' || typeof body.scheduleStartAt === 'number')
		body.scheduleStartAt = new Date(
			parseInstant('scheduleStartAt', body.scheduleStartAt, timeZone),
		).toISOString();
	return body;
}
