import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import type { OperationContext } from '../operation';
import { itemRecord, updateFieldsOf } from '../itemReader';
import { organizationFieldsToBody, validateOrganizationUpdate } from './organizationBody';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const raw = readBody.call(this, itemIndex, () =>
		organizationFieldsToBody(updateFieldsOf.call(this, itemIndex)),
	);
	const body = validateOrganizationUpdate(raw);
	const { path } = itemRecord.call(this, 'organization', deployment, itemIndex);
	return await client.request<IDataObject>('PATCH', path, { body, itemIndex });
}
