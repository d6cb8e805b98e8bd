import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { listRecords } from '../../../shared/http/pagination';
import { listProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach, simplifyOption } from '../simplify';
import { listMaximum, wantsSimplified } from '../parameters';
import { organizationsPath } from './locator';
import { simplifyOrganization } from './simplify';

export const description = updateDisplayOptions(
	{ show: { resource: ['organization'], operation: ['getAll'] } },
	[...listProperties(), ...simplifyOption()],
);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const organizations = await listRecords(
		client,
		organizationsPath.call(this, deployment, itemIndex),
		'organization',
		{ max: listMaximum.call(this, itemIndex), itemIndex },
	);
	return simplify ? simplifyEach(organizations, simplifyOrganization) : organizations;
}
