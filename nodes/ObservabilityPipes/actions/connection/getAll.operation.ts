import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { getManyRecords } from '../helpers/getManyRecords';
import type { OperationContext } from '../framework/operation';
import { operationDescription, getAllParameters } from '../framework/resourceDescription';
import { connectionWithoutPassword } from './connectionBody';
import { simplifyConnection } from './simplify';

export const description = operationDescription('connection', 'getAll', getAllParameters());

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject[]> {
	return await getManyRecords.call(this, 'connection', context, {
		simplify: simplifyConnection,
		clean: connectionWithoutPassword,
	});
}
