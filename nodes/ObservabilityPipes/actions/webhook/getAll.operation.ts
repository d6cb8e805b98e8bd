import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { getManyRecords } from '../getManyRecords';
import type { OperationContext } from '../operation';
import { operationDescription, getAllParameters } from '../resourceDescription';
import { simplifyWebhook } from './simplify';
import { webhookWithoutSecrets } from './webhookBody';

export const description = operationDescription('webhook', 'getAll', getAllParameters());

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject[]> {
	return await getManyRecords.call(this, 'webhook', context, {
		simplify: simplifyWebhook,
		clean: webhookWithoutSecrets,
	});
}
