import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { shapeRecord } from '../output/output';
import { itemOutput } from '../framework/itemReader';
import { readWebhook } from './readWebhook';
import { simplifyWebhook } from './simplify';
import { webhookWithoutSecrets } from './webhookBody';
import { getParameters, operationDescription } from '../framework/resourceDescription';

export const description = operationDescription('webhook', 'get', getParameters('webhook'));

/** Get of one webhook: read from the list (neither API has a GET of one webhook), then shaped as every Get. */
export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment, { readOnly: true });
	const output = itemOutput.call(this, itemIndex);
	const { current } = await readWebhook.call(this, client, deployment, itemIndex);
	return shapeRecord(webhookWithoutSecrets(current), output, simplifyWebhook);
}
