import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { pipeLocator } from './locator';
import { runStateCommand } from './stateCommand';
import { waitProperties } from './waitForState';

export const description = updateDisplayOptions(
	{ show: { resource: ['pipe'], operation: ['start'] } },
	[pipeLocator, ...waitProperties],
);

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await runStateCommand.call(this, context, 'start');
}
