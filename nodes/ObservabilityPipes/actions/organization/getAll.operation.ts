import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { simplifyProperties } from '../../../shared/editor/descriptions';
import { listRecords } from '../../../shared/http/pagination';
import { listProperties } from '../common.descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach } from '../simplify';
import { listMaximum, wantsSimplified } from '../parameters';
import { organizationsPath } from './locator';
import { simplifyOrganization } from './simplify';

export const description = updateDisplayOptions({ show: { resource: ['organization'], operation: ['getAll'] } }, [...listProperties(), ...simplifyProperties()]);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, deployment, itemIndex }: OperationContext): Promise<IDataObject[]> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const organizations = await listRecords(client, organizationsPath.call(this, deployment, itemIndex), 'organization', { max: listMaximum.call(this, itemIndex), itemIndex });
	return simplify ? simplifyEach(organizations, simplifyOrganization) : organizations;
}
