import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { getManyRecords } from '../helpers/getManyRecords';
import type { OperationContext } from '../framework/operation';
import { operationDescription, getAllParameters } from '../framework/resourceDescription';
import { simplifyReversePrivateEndpoint } from './simplify';

export const description = operationDescription(
	'reversePrivateEndpoint',
	'getAll',
	getAllParameters(),
);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject[]> {
	return await getManyRecords.call(this, 'reversePrivateEndpoint', context, {
		simplify: simplifyReversePrivateEndpoint,
	});
}
