import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { listRecords } from '../../../shared/http/pagination';
import { listProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach, simplifyOption } from '../simplify';
import { listMaximum, wantsSimplified } from '../parameters';
import { sourcesPath } from './locator';
import { simplifySource } from './simplify';

export const description = updateDisplayOptions(
	{ show: { resource: ['source'], operation: ['getAll'] } },
	[...listProperties(), ...simplifyOption()],
);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const sources = await listRecords(
		client,
		sourcesPath.call(this, deployment, itemIndex),
		'source',
		{
			max: listMaximum.call(this, itemIndex),
			itemIndex,
		},
	);
	return simplify ? simplifyEach(sources, simplifySource) : sources;
}
