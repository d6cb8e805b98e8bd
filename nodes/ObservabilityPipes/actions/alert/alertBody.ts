import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/inputError';
import type { Deployment } from '../../../shared/types';
import { recordId } from '../../../shared/ids';
import { locatorValue } from '../../../shared/scope';
import { oneOf, optionalString, requiredString, toNumber } from '../../../shared/validation';

export const ALERT_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '6h', '12h', '1d'] as const;
export const THRESHOLD_TYPES = [
	'above',
	'below',
	'above_exclusive',
	'below_or_equal',
	'equal',
	'not_equal',
	'between',
	'not_between',
] as const;
export const RANGE_THRESHOLD_TYPES = ['between', 'not_between'];
export const ALERT_SOURCES = ['tile', 'saved_search'] as const;

/** Fields the server sets; never sent back in a full replace. */
const SERVER_FIELDS = ['id', '_id', 'state', 'team', 'teamId', 'createdAt', 'updatedAt', 'createdBy', 'dashboard'];

/**
 * Checks a complete alert body (create, or the merged body of a full replace) against
 * the contract and returns it normalised (numbers as numbers). Unknown fields pass.
 */
export function validateAlertBody(input: IDataObject, deployment: Deployment): IDataObject {
	const body: IDataObject = { ...input };
	body.threshold = toNumber('threshold', body.threshold);
	body.interval = oneOf('interval', body.interval, ALERT_INTERVALS);
	body.thresholdType = oneOf('thresholdType', body.thresholdType, THRESHOLD_TYPES);
	checkThresholdMax(body);
	body.source = oneOf('source', body.source ?? 'tile', ALERT_SOURCES);
	if (body.source === 'tile') {
		body.dashboardId = recordId('dashboardId', body.dashboardId, 'dashboard', deployment);
		body.tileId = requiredString('tileId', body.tileId);
	} else {
		body.savedSearchId = requiredString('savedSearchId', body.savedSearchId);
	}
	body.channel = checkChannel(body.channel, deployment);
	checkTexts(body);
	return body;
}

/** `thresholdMax` of a body whose threshold and threshold type are checked: required and >= threshold for range types. */
function checkThresholdMax(body: IDataObject): void {
	if (RANGE_THRESHOLD_TYPES.includes(body.thresholdType as string)) {
		if (body.thresholdMax === undefined || body.thresholdMax === null || body.thresholdMax === '') {
			throw new InputError('thresholdMax', `it is required when the threshold type is "${body.thresholdType}"`, 'Set "Threshold Max" to the upper end of the range.');
		}
		body.thresholdMax = toNumber('thresholdMax', body.thresholdMax);
		if ((body.thresholdMax as number) < (body.threshold as number)) {
			throw new InputError('thresholdMax', `${body.thresholdMax} is below the threshold ${body.threshold}`, 'Set "Threshold Max" to a value greater than or equal to "Threshold".');
		}
	} else if (body.thresholdMax !== undefined && body.thresholdMax !== null && body.thresholdMax !== '') {
		body.thresholdMax = toNumber('thresholdMax', body.thresholdMax);
	} else {
		delete body.thresholdMax;
	}
}

function checkChannel(value: unknown, deployment: Deployment): IDataObject {
	if (value === undefined || value === null) {
		throw new InputError('webhookId', 'the alert has no notification channel', 'Choose the webhook the alert notifies (channel {"type": "webhook", "webhookId": "..."}).');
	}
	if (typeof value !== 'object' || Array.isArray(value)) {
		throw new InputError('channel', 'expected an object {type, webhookId}', 'Set "channel" to {"type": "webhook", "webhookId": "..."}.');
	}
	const channel = { ...(value as IDataObject) };
	channel.type = oneOf('channel.type', channel.type ?? 'webhook', ['webhook']);
	channel.webhookId =
		deployment === 'selfHosted' ? recordId('webhookId', channel.webhookId, 'webhook', deployment) : requiredString('webhookId', channel.webhookId);
	return channel;
}

function checkTexts(body: IDataObject): void {
	for (const field of ['name', 'message']) {
		if (body[field] !== undefined && body[field] !== null && typeof body[field] !== 'string') {
			throw new InputError(field, 'expected text', `Set "${field}" to a text value.`);
		}
	}
}

/**
 * The checks of `validateAlertBody` that hold whatever the stored alert is, run on the
 * changes of an update before the alert is read: a bad change is refused without any
 * request, and the same way whether the alert exists or not. What depends on the stored
 * alert (a range type without its threshold in the changes, a tile source without its
 * dashboard) is checked on the merged body, after the read.
 */
export function checkAlertChanges(changes: IDataObject, deployment: Deployment): void {
	const given = (key: string) => changes[key] !== undefined;
	const body: IDataObject = { ...changes };
	if (given('threshold')) body.threshold = toNumber('threshold', changes.threshold);
	if (given('interval')) oneOf('interval', changes.interval, ALERT_INTERVALS);
	if (given('thresholdType')) body.thresholdType = oneOf('thresholdType', changes.thresholdType, THRESHOLD_TYPES);
	if (given('threshold') && given('thresholdType') && given('thresholdMax')) checkThresholdMax(body);
	else if (given('thresholdMax') && changes.thresholdMax !== null && changes.thresholdMax !== '') toNumber('thresholdMax', changes.thresholdMax);
	if (given('source')) {
		const source = oneOf('source', changes.source ?? 'tile', ALERT_SOURCES);
		if (source === 'tile' && given('dashboardId')) recordId('dashboardId', changes.dashboardId, 'dashboard', deployment);
		if (source === 'tile' && given('tileId')) requiredString('tileId', changes.tileId);
		if (source === 'saved_search' && given('savedSearchId')) requiredString('savedSearchId', changes.savedSearchId);
	}
	if (given('channel')) checkChannel(changes.channel, deployment);
	checkTexts(changes);
}

/** The writable form of a fetched alert: what a full replace must send to keep it as it is. */
export function alertRecordToBody(record: IDataObject): IDataObject {
	const body: IDataObject = {};
	for (const [key, value] of Object.entries(record)) {
		if (!SERVER_FIELDS.includes(key)) body[key] = value;
	}
	if (body.dashboardId === undefined && record.dashboard !== undefined) body.dashboardId = record.dashboard;
	return body;
}

/** Builds the body of the typed fields: empty fields are left out so they do not overwrite. */
export function alertFieldsToBody(fields: IDataObject): IDataObject {
	const body: IDataObject = {};
	const copy = ['name', 'message', 'threshold', 'thresholdMax', 'interval', 'thresholdType', 'source', 'dashboardId', 'tileId', 'savedSearchId'];
	for (const key of copy) {
		// Pickers give a resource locator; workflows saved with plain ID fields give the text.
		const value = locatorValue(fields[key]);
		if (value !== undefined && value !== null && value !== '') body[key] = value;
	}
	const webhookId = optionalString('webhookId', locatorValue(fields.webhookId));
	if (webhookId) body.channel = { type: 'webhook', webhookId };
	return body;
}
