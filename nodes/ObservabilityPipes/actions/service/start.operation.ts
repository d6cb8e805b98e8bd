import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../framework/operation';
import { operationDescription } from '../framework/resourceDescription';
import { sendStateCommand, stateCommandParameters } from './stateCommand';

export const description = operationDescription('service', 'start', stateCommandParameters);

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await sendStateCommand.call(this, 'start', context);
}
