import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { kindLocator } from '../../../shared/editor/properties';
import { deleteRecord } from '../helpers/deleteRecord';
import type { OperationContext } from '../framework/operation';
import { operationDescription } from '../framework/resourceDescription';

export const description = operationDescription('reversePrivateEndpoint', 'delete', [
	{
		...kindLocator('reversePrivateEndpoint'),
		description:
			'The reverse private endpoint to delete. Check first that no pipe still reaches its brokers through it.',
	},
]);

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await deleteRecord.call(this, 'reversePrivateEndpoint', context);
}
