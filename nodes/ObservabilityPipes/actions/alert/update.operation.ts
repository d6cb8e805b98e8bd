import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { jsonBodyOf, usesJsonBody } from '../../../shared/input/bodyMode';
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

/**
 * The API replaces the whole alert: one read, merge (channels kept consistent for the server
 * the record comes from), one write. Changes that are wrong whatever the stored alert is are refused first.
 */
export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
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
