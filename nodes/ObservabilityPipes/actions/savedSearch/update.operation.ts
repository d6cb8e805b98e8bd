import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody, usesJsonBody } from '../../../shared/input/bodyMode';
import { mergeAndReplace } from '../fullReplace';
import type { OperationContext } from '../operation';
import { itemRecord, updateFieldsOf } from '../itemReader';
import {
	checkSavedSearchChanges,
	savedSearchFieldsToBody,
	savedSearchRecordToBody,
	validateSavedSearchBody,
} from './savedSearchBody';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = itemRecord.call(this, 'savedSearch', deployment, itemIndex);
	const changes = readBody.call(this, itemIndex, () =>
		savedSearchFieldsToBody(updateFieldsOf.call(this, itemIndex)),
	);
	checkSavedSearchChanges(
		changes,
		usesJsonBody.call(this, itemIndex) ? 'jsonBody' : 'updateFields',
	);
	return await mergeAndReplace({
		client,
		path,
		itemIndex,
		merge: (current) =>
			validateSavedSearchBody({ ...savedSearchRecordToBody(current), ...changes }),
	});
}
