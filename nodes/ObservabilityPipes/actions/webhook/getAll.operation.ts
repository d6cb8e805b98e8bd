import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { listRecords } from '../../../shared/http/pagination';
import { listProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach, simplifyOption } from '../simplify';
import { listMaximum, wantsSimplified } from '../parameters';
import { webhooksPath } from './locator';
import { simplifyWebhook } from './simplify';
import { webhookWithoutSecrets } from './webhookBody';

export const description = updateDisplayOptions(
	{ show: { resource: ['webhook'], operation: ['getAll'] } },
	[...listProperties(), ...simplifyOption()],
);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const simplify = wantsSimplified.call(this, itemIndex);
	// The self-hosted list pages with limit and offset; the cloud answers the whole list.
	const webhooks = await listRecords(
		client,
		webhooksPath.call(this, deployment, itemIndex),
		'webhook',
		{ max: listMaximum.call(this, itemIndex), itemIndex },
	);
	const records = webhooks.map(webhookWithoutSecrets);
	return simplify ? simplifyEach(records, simplifyWebhook) : records;
}
