import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { kindLocator } from '../../../shared/editor/properties';
import { deleteRecord } from '../helpers/deleteRecord';
import type { OperationContext } from '../framework/operation';
import { operationDescription } from '../framework/resourceDescription';

export const description = operationDescription('teamInvitation', 'delete', [
	{
		...kindLocator('teamInvitation'),
		description: 'The pending invitation to withdraw',
	},
]);

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await deleteRecord.call(this, 'teamInvitation', context);
}
