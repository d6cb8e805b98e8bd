import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { readBody, usesJsonBody } from '../../../shared/input/bodyMode';
import { mergeAndReplace } from '../helpers/fullReplace';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemRecord, updateFieldsOf } from '../framework/itemReader';
import {
	checkSavedSearchChanges,
	mergeSavedSearch,
	savedSearchFieldsToBody,
} from './savedSearchBody';
import { operationDescription, updateParameters } from '../framework/resourceDescription';
import { byDisplayName } from '../../../shared/base/helpers';
import { sourcePicker, optionalFields, nameField } from './savedSearchParameters';

/** Optional fields of the update form (alphabetical): the node reads the saved search and keeps what is left out. */
const savedSearchUpdateFields: INodeProperties[] = [
	nameField,
	{ ...sourcePicker, required: false },
	...optionalFields,
].sort(byDisplayName);

const update = updateParameters('savedSearch', {
	example: { where: 'level:error' },
	hint: 'Only the fields to change; fields left out keep their values',
	fields: savedSearchUpdateFields,
});

export const description = operationDescription('savedSearch', 'update', update);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const { path } = itemRecord.call(this, 'savedSearch', deployment, itemIndex);
	const changes = readBody.call(this, itemIndex, () =>
		savedSearchFieldsToBody(updateFieldsOf.call(this, itemIndex)),
	);
	const checked = checkSavedSearchChanges(
		changes,
		usesJsonBody.call(this, itemIndex) ? 'jsonBody' : 'updateFields',
	);
	return await mergeAndReplace({
		client,
		path,
		itemIndex,
		// What was read goes back as it was: only the changes are the user's, and checked.
		merge: (current) => mergeSavedSearch(current, checked),
	});
}
