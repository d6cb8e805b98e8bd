import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { kindLocator } from '../../../shared/editor/properties';
import { deleteRecord } from '../helpers/deleteRecord';
import type { OperationContext } from '../framework/operation';
import { operationDescription } from '../framework/resourceDescription';

export const description = operationDescription('webhook', 'delete', [
	{
		...kindLocator('webhook'),
		description:
			'The webhook to delete. Remove it from every alert that notifies it first: the deletion is refused while one does.',
	},
]);

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await deleteRecord.call(this, 'webhook', context);
}
