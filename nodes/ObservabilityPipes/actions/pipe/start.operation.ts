import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../framework/operation';
import { sendStateCommand, stateCommandParameters } from './stateCommand';
import { operationDescription } from '../framework/resourceDescription';

export const description = operationDescription('pipe', 'start', stateCommandParameters);

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await sendStateCommand.call(this, 'start', context);
}
