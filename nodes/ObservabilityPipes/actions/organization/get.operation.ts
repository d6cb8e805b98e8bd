import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { simplifyProperties } from '../../../shared/descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach } from '../simplify';
import { wantsSimplified } from '../parameters';
import { chosenOrganizationRecord } from './locator';
import { simplifyOrganization } from './simplify';

export const description = updateDisplayOptions({ show: { resource: ['organization'], operation: ['get'] } }, simplifyProperties());

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const { path } = chosenOrganizationRecord.call(this, itemIndex);
	const organization = await client.request<IDataObject>('GET', path, { itemIndex });
	return simplify ? simplifyEach(organization, simplifyOrganization) : organization;
}
