import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { kindLocator } from '../../../shared/editor/properties';
import { deleteRecord } from '../helpers/deleteRecord';
import type { OperationContext } from '../framework/operation';
import { operationDescription } from '../framework/resourceDescription';

export const description = operationDescription('connection', 'delete', [
	{
		...kindLocator('connection'),
		description:
			'The connection to delete. The server deletes it even while sources read through it: those sources keep its ID, and their searches, charts and alerts fail until you point them at another connection.',
	},
]);

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await deleteRecord.call(this, 'connection', context);
}
