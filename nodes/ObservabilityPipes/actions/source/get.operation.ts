import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { getRecord } from '../helpers/getRecord';
import type { OperationContext } from '../framework/operation';
import { operationDescription, getParameters } from '../framework/resourceDescription';
import { simplifySource } from './simplify';

export const description = operationDescription('source', 'get', getParameters('source'));

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await getRecord.call(this, 'source', context, {
		simplify: simplifySource,
	});
}
