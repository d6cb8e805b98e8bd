import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { getRecord } from '../helpers/getRecord';
import type { OperationContext } from '../framework/operation';
import { operationDescription, getParameters } from '../framework/resourceDescription';
import { pipeWithoutSecrets } from './secrets';
import { simplifyPipe } from './simplify';

export const description = operationDescription('pipe', 'get', getParameters('pipe'));

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await getRecord.call(this, 'pipe', context, {
		simplify: simplifyPipe,
		clean: pipeWithoutSecrets,
	});
}
