import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { listRecords } from '../../../shared/http/pagination';
import { listProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach, simplifyOption } from '../simplify';
import { listMaximum, wantsSimplified } from '../parameters';
import { savedSearchesPath } from './locator';
import { simplifySavedSearch } from './simplify';

export const description = updateDisplayOptions(
	{ show: { resource: ['savedSearch'], operation: ['getAll'] } },
	[...listProperties(), ...simplifyOption()],
);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const simplify = wantsSimplified.call(this, itemIndex);
	// Neither deployment pages saved searches: one request returns them all.
	const records = await listRecords(
		client,
		savedSearchesPath.call(this, deployment, itemIndex),
		'savedSearch',
		{ max: listMaximum.call(this, itemIndex), itemIndex },
	);
	return simplify ? simplifyEach(records, simplifySavedSearch) : records;
}
