import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { kindLocator } from '../../../shared/editor/properties';
import { deleteRecord } from '../deleteRecord';
import type { OperationContext } from '../operation';
import { operationDescription } from '../resourceDescription';

export const description = operationDescription('dashboard', 'delete', [
	{
		...kindLocator('dashboard'),
		description: 'The dashboard to delete. The service deletes the alerts on its tiles too.',
	},
]);

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await deleteRecord.call(this, 'dashboard', context);
}
