import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { getRecord } from '../helpers/getRecord';
import type { OperationContext } from '../framework/operation';
import { operationDescription, getParameters } from '../framework/resourceDescription';
import { withoutKeySecret } from './apiKeyBody';
import { simplifyApiKey } from './simplify';

export const description = operationDescription('apiKey', 'get', getParameters('apiKey'));

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await getRecord.call(this, 'apiKey', context, {
		simplify: simplifyApiKey,
		clean: withoutKeySecret,
	});
}
