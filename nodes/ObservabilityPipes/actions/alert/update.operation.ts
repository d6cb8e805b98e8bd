import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { jsonBodyOf, usesJsonBody } from '../../../shared/input/bodyMode';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemRecord, updateFieldsOf } from '../framework/itemReader';
import { mergeAndReplace } from '../helpers/fullReplace';
import {
	alertFieldsToBody,
	checkAlertChanges,
	checkChannelChange,
	mergeAlert,
	typedChannels,
	type ChannelChange,
} from './alertBody';
import { kindLocator, bodyModeProperties } from '../../../shared/editor/properties';
import { operationDescription, updateFieldsProperty } from '../framework/resourceDescription';
import { byDisplayName } from '../../../shared/base/helpers';
import {
	dashboardPicker,
	webhookPicker,
	savedSearchPicker,
	tilePicker,
	optionalAlertFields,
	nameField,
	sourceField,
	thresholdTypeField,
	thresholdField,
	thresholdMaxField,
	intervalField,
	messageField,
} from './alertParameters';

/**
 * Optional alert fields of the update form: the optional fields of both forms, the plain
 * values, and pickers for the dashboard, its tiles (of the dashboard chosen here, else the
 * alert's own), the webhook and the saved search.
 */
const alertUpdateFields: INodeProperties[] = [
	...optionalAlertFields,
	intervalField,
	messageField,
	nameField,
	sourceField,
	thresholdField,
	thresholdMaxField,
	thresholdTypeField,
	{
		...dashboardPicker,
		required: false,
		description: 'The dashboard the alert watches (with Tile)',
	},
	{ ...savedSearchPicker, required: false },
	tilePicker(['updateFields.dashboardId.value', 'alertId.value']),
	{ ...webhookPicker, required: false },
].sort(byDisplayName);

const UPDATE_FIELDS_HINT = 'Only the fields to change; fields left out keep their values';

const update = [
	kindLocator('alert'),
	...bodyModeProperties(
		{ threshold: 200 },
		"Only the fields to change; the others keep their values. 'channel' replaces the first notification channel, 'channels' replaces them all.",
		[updateFieldsProperty(UPDATE_FIELDS_HINT, alertUpdateFields)],
	),
];

export const description = operationDescription('alert', 'update', update);

/**
 * The API replaces the whole alert: one read, merge (channels kept consistent for the server
 * the record comes from), one write. The user's changes are checked before the read; what was
 * read goes back as it was, for the server to judge.
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
	const checked = checkAlertChanges(changes, deployment);
	const channels = checkChannelChange(typed, deployment);
	return await mergeAndReplace({
		client,
		path,
		itemIndex,
		merge: (current) => mergeAlert(current, checked, channels),
	});
}
