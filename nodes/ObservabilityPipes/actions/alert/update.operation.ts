import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { usesJsonBody } from '../../../shared/input/bodyMode';
import { parseJsonObject } from '../../../shared/input/validation';
import { mergeAndReplace } from '../fullReplace';
import type { OperationContext } from '../operation';
import { chosenRecord, updateFieldsOf } from '../parameters';
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
	const { path } = chosenRecord.call(this, 'alert', deployment, itemIndex);
	let changes: IDataObject;
	let typed: ChannelChange | undefined;
	if (usesJsonBody.call(this, itemIndex)) {
		changes = parseJsonObject('jsonBody', this.getNodeParameter('jsonBody', itemIndex));
	} else {
		const fields = updateFieldsOf.call(this, itemIndex);
		changes = alertFieldsToBody(fields);
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
