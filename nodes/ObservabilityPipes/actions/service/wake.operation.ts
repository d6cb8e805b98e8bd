import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { runServiceCommand } from './stateCommand';

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await runServiceCommand.call(this, context, 'awake');
}
