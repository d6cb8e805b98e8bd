import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { getRecord } from '../helpers/getRecord';
import type { OperationContext } from '../framework/operation';
import { operationDescription, getParameters } from '../framework/resourceDescription';
import { simplifyReversePrivateEndpoint } from './simplify';

export const description = operationDescription(
	'reversePrivateEndpoint',
	'get',
	getParameters('reversePrivateEndpoint'),
);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await getRecord.call(this, 'reversePrivateEndpoint', context, {
		simplify: simplifyReversePrivateEndpoint,
	});
}
