import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { kindLocator } from '../../../shared/editor/properties';
import { deleteRecord } from '../deleteRecord';
import type { OperationContext } from '../operation';
import { operationDescription } from '../resourceDescription';

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
