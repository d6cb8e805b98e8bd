import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { kindLocator } from '../../../shared/editor/properties';
import { deleteRecord } from '../deleteRecord';
import type { OperationContext } from '../operation';
import { operationDescription } from '../resourceDescription';

export const description = operationDescription('savedSearch', 'delete', [
	{
		...kindLocator('savedSearch'),
		description: 'The saved search to delete. The server deletes the alerts that watch it too.',
	},
]);

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await deleteRecord.call(this, 'savedSearch', context);
}
