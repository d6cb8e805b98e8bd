import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../framework/operation';
import { sendStateCommand, stateCommandParameters } from './stateCommand';
import { operationDescription } from '../framework/resourceDescription';

export const description = operationDescription('pipe', 'stop', stateCommandParameters);

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await sendStateCommand.call(this, 'stop', context);
}
