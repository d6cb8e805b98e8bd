import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { jsonBodyOf, usesJsonBody } from '../../../shared/input/bodyMode';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../operation';
import { itemRecord, updateFieldsOf } from '../itemReader';
import { mergeAndReplace } from '../fullReplace';
import {
	alertFieldsToBody,
	checkAlertChanges,
	mergeAlert,
	typedChannels,
	type ChannelChange,
} from './alertBody';
import { kindLocator, bodyModeProperties } from '../../../shared/editor/properties';
import { FROM_VERSION_3, operationDescription, updateFieldsProperty } from '../resourceDescription';
import { byDisplayName } from '../../../shared/base/helpers';
import {
	dashboardPicker,
	webhookPicker,
	savedSearchPicker,
	tilePicker,
	optionalAlertFields,
	optionalAlertFieldsVersion3,
	nameField,
	sourceField,
	thresholdTypeField,
	thresholdField,
	thresholdMaxField,
	intervalField,
	messageField,
} from './alertParameters';

/** The update form's plain values, alike in every version. */
const plainAlertFields: INodeProperties[] = [
	intervalField,
	messageField,
	nameField,
	sourceField,
	thresholdField,
	thresholdMaxField,
	thresholdTypeField,
];

/** The update form's fields versions 1 and 2 show alike: the optional fields and the plain values. */
const updatableAlertFields: INodeProperties[] = [...optionalAlertFields, ...plainAlertFields];

/** Optional alert fields of the version 1 update form (plain ids; the record is fetched and merged), with the fields both versions have. */
export const alertUpdateFieldsVersion1: INodeProperties[] = (
	[
		...updatableAlertFields,
		{
			displayName: 'Dashboard ID',
			name: 'dashboardId',
			type: 'string',
			default: '',
			description: 'ID of the dashboard the alert watches',
		},
		{
			displayName: 'Saved Search ID',
			name: 'savedSearchId',
			type: 'string',
			default: '',
			description: 'ID of the saved search the alert watches',
		},
		{
			displayName: 'Tile ID',
			name: 'tileId',
			type: 'string',
			default: '',
			description: 'ID of the dashboard tile the alert watches',
		},
		{
			displayName: 'Webhook ID',
			name: 'webhookId',
			type: 'string',
			default: '',
			description: 'ID of the webhook the alert notifies',
		},
	] as INodeProperties[]
).sort(byDisplayName);

/** The pickers of the update form from version 2: the dashboard, its tiles (of the dashboard chosen here, else the alert's own), webhooks and saved searches. */
const updatePickers: INodeProperties[] = [
	{
		...dashboardPicker,
		required: false,
		description: 'The dashboard the alert watches (with Tile)',
	},
	{ ...savedSearchPicker, required: false },
	tilePicker(['updateFields.dashboardId.value', 'alertId.value']),
	{ ...webhookPicker, required: false },
];

/** Optional alert fields of the version 2 update form: the same names, with pickers for the records. */
export const alertUpdateFields: INodeProperties[] = [
	...updatableAlertFields,
	...updatePickers,
].sort(byDisplayName);

/** Optional alert fields of the update form from version 3: the additional webhooks as pickers too. */
export const alertUpdateFieldsVersion3: INodeProperties[] = [
	...optionalAlertFieldsVersion3,
	...plainAlertFields,
	...updatePickers,
].sort(byDisplayName);

const UPDATE_FIELDS_HINT =
	'Only the fields to change. The API replaces the whole alert, so the node reads it first and keeps every field you leave out.';

const update = [
	kindLocator('alert'),
	...bodyModeProperties(
		{ threshold: 200 },
		"Only the fields to change; the others keep their values. 'channel' replaces the first notification channel, 'channels' replaces them all.",
		[
			{
				...updateFieldsProperty(UPDATE_FIELDS_HINT, alertUpdateFields),
				displayOptions: { show: { '@version': [2] } },
			},
			// Version 1 keeps the plain ID fields its workflows were saved with.
			{
				...updateFieldsProperty(UPDATE_FIELDS_HINT, alertUpdateFieldsVersion1),
				displayOptions: { show: { '@version': [1] } },
			},
			{
				...updateFieldsProperty(UPDATE_FIELDS_HINT, alertUpdateFieldsVersion3),
				displayOptions: FROM_VERSION_3,
			},
		],
	),
];

export const description = operationDescription('alert', 'update', update);

/**
 * The API replaces the whole alert: one read, merge (channels kept consistent for the server
 * the record comes from), one write. Changes that are wrong whatever the stored alert is are refused first.
 */
export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const { path } = itemRecord.call(this, 'alert', deployment, itemIndex);
	let changes: IDataObject;
	let typed: ChannelChange | undefined;
	if (usesJsonBody.call(this, itemIndex)) {
		changes = jsonBodyOf.call(this, itemIndex);
	} else {
		const fields = updateFieldsOf.call(this, itemIndex);
		changes = alertFieldsToBody(fields, this.getTimezone());
		typed = typedChannels(fields, deployment);
	}
	checkAlertChanges(changes, deployment);
	return await mergeAndReplace({
		client,
		path,
		itemIndex,
		merge: (current) => mergeAlert(current, changes, deployment, typed),
	});
}
