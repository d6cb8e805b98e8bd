import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { getRecord } from '../helpers/getRecord';
import type { OperationContext } from '../framework/operation';
import { operationDescription, getParameters } from '../framework/resourceDescription';
import { connectionWithoutPassword } from './connectionBody';
import { simplifyConnection } from './simplify';

export const description = operationDescription('connection', 'get', getParameters('connection'));

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await getRecord.call(this, 'connection', context, {
		simplify: simplifyConnection,
		clean: connectionWithoutPassword,
	});
}
