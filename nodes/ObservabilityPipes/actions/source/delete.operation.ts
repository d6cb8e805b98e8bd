import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { kindLocator } from '../../../shared/editor/properties';
import { deleteRecord } from '../helpers/deleteRecord';
import type { OperationContext } from '../framework/operation';
import { operationDescription } from '../framework/resourceDescription';

export const description = operationDescription('source', 'delete', [
	{
		...kindLocator('source'),
		description:
			'The source to delete. Saved searches, alerts and dashboard tiles that read it are kept but stop showing data until they are given another source.',
	},
]);

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await deleteRecord.call(this, 'source', context);
}
