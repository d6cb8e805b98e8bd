import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { bodyModeProperties, readBody, usesJsonBody } from '../../../shared/input/bodyMode';
import { updateFieldsProperty } from '../common.descriptions';
import { mergeAndReplace } from '../fullReplace';
import type { OperationContext } from '../operation';
import { updateFieldsOf } from '../parameters';
import { savedSearchUpdateFields } from './fields';
import { chosenSavedSearch, savedSearchLocator } from './locator';
import {
	checkSavedSearchChanges,
	savedSearchFieldsToBody,
	savedSearchRecordToBody,
	validateSavedSearchBody,
} from './savedSearchBody';

const HINT =
	'Only the fields to change. The API replaces the whole saved search, so the node reads it first and keeps every field you leave out.';

const properties: INodeProperties[] = [
	savedSearchLocator,
	...bodyModeProperties(JSON.stringify({ where: 'level:error' }, null, 2), HINT),
	updateFieldsProperty(HINT, savedSearchUpdateFields),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['savedSearch'], operation: ['update'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = chosenSavedSearch.call(this, deployment, itemIndex);
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
		changes,
		recordToBody: savedSearchRecordToBody,
		validate: validateSavedSearchBody,
	});
}
