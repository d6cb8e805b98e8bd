import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { listRecords } from '../../../shared/http/pagination';
import { listProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach, simplifyOption } from '../simplify';
import { listMaximum, wantsSimplified } from '../parameters';
import { withoutKeySecret } from './apiKeyBody';
import { keysPath } from './locator';
import { simplifyApiKey } from './simplify';
import { apiKeyFilter } from './filters';
import { apiKeyFilters } from './fields';

export const description = updateDisplayOptions(
	{ show: { resource: ['apiKey'], operation: ['getAll'] } },
	[...listProperties(), ...simplifyOption(), apiKeyFilters],
);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const keep = apiKeyFilter(this.getNodeParameter('filters', itemIndex, {}));
	const keys = await listRecords(client, keysPath.call(this, deployment, itemIndex), 'apiKey', {
		max: listMaximum.call(this, itemIndex),
		keep,
		itemIndex,
	});
	const records = keys.map(withoutKeySecret);
	return simplify ? simplifyEach(records, simplifyApiKey) : records;
}
