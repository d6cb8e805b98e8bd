import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { bodyModeProperties, usesJsonBody } from '../../../shared/input/bodyMode';
import { parseJsonObject } from '../../../shared/input/validation';
import { updateFieldsProperty } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { updateFieldsOf } from '../parameters';
import {
	alertFieldsToBody,
	checkAlertChanges,
	mergeAlert,
	typedChannels,
	type ChannelChange,
} from './alertBody';
import { alertUpdateFields, alertUpdateFieldsVersion1 } from './fields';
import { alertLocator, chosenAlert } from './locator';

const UPDATE_FIELDS_HINT =
	'Only the fields to change. The API replaces the whole alert, so the node reads it first and keeps every field you leave out.';

const properties: INodeProperties[] = [
	alertLocator,
	...bodyModeProperties(
		JSON.stringify({ threshold: 200 }, null, 2),
		'Only the fields to change. The node reads the alert first and sends it back whole, so fields left out keep their values. "channel" replaces the first notification channel and keeps the others; "channels" replaces them all.',
	),
	...updateDisplayOptions({ hide: { '@version': [1] } }, [
		updateFieldsProperty(UPDATE_FIELDS_HINT, alertUpdateFields),
	]),
	// Version 1 keeps the plain ID fields its workflows were saved with.
	...updateDisplayOptions({ show: { '@version': [1] } }, [
		updateFieldsProperty(UPDATE_FIELDS_HINT, alertUpdateFieldsVersion1),
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['alert'], operation: ['update'] } },
	properties,
);

/**
 * One read, merge (channels kept consistent for the server the record comes from), one
 * full-replace write. Changes that are wrong whatever the stored alert is are refused first.
 */
export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = chosenAlert.call(this, deployment, itemIndex);
	let changes: IDataObject;
	let typed: ChannelChange | undefined;
	if (usesJsonBody.call(this, itemIndex)) {
		changes = parseJsonObject('jsonBody', this.getNodeParameter('jsonBody', itemIndex));
	} else {
		const fields = updateFieldsOf.call(this, itemIndex);
		changes = alertFieldsToBody(fields);
		typed = typedChannels(fields, deployment);
	}
	checkAlertChanges(changes, deployment, typed);
	const current = await client.request<IDataObject>('GET', path, { itemIndex });
	const body = mergeAlert(current ?? {}, changes, deployment, typed);
	return await client.request<IDataObject>('PUT', path, { body, itemIndex });
}
