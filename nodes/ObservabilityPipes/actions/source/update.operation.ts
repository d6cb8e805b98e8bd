import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody, usesJsonBody } from '../../../shared/input/bodyMode';
import { executionClient } from '../../../shared/http/transport';
import { mergeAndReplace } from '../helpers/fullReplace';
import type { OperationContext } from '../framework/operation';
import { itemRecord, updateFieldsOf } from '../framework/itemReader';
import { operationDescription, updateParameters } from '../framework/resourceDescription';
import { checkSourceChanges, mergeSourceChanges, sourceFieldsToBody } from './sourceBody';
import { sourceUpdateFields } from './sourceParameters';

const update = updateParameters('source', {
	example: { timestampValueExpression: 'TimestampTime' },
	hint: 'Only the fields to change; fields left out keep their values',
	fields: sourceUpdateFields,
});

export const description = operationDescription('source', 'update', update);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const { path } = itemRecord.call(this, 'source', deployment, itemIndex);
	const changes = checkSourceChanges(
		readBody.call(this, itemIndex, () => sourceFieldsToBody(updateFieldsOf.call(this, itemIndex))),
		usesJsonBody.call(this, itemIndex) ? 'jsonBody' : 'updateFields',
	);
	return await mergeAndReplace({
		client,
		path,
		itemIndex,
		// What was read goes back as it was: only the changes are the user's, and checked.
		merge: (current) => mergeSourceChanges(current, changes),
	});
}
