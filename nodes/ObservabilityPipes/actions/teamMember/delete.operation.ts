import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { kindLocator } from '../../../shared/editor/properties';
import { deleteRecord } from '../helpers/deleteRecord';
import type { OperationContext } from '../framework/operation';
import { operationDescription } from '../framework/resourceDescription';

export const description = operationDescription('teamMember', 'delete', [
	{
		...kindLocator('teamMember'),
		description:
			'The member to remove from the team. The member the API key belongs to cannot remove themselves.',
	},
]);

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await deleteRecord.call(this, 'teamMember', context);
}
