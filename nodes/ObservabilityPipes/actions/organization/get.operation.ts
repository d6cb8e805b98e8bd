import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { getRecord } from '../helpers/getRecord';
import type { OperationContext } from '../framework/operation';
import { operationDescription, getParameters } from '../framework/resourceDescription';
import { simplifyOrganization } from './simplify';

// The record is the one the cloud scope's organization picker chooses (no picker of its own).
export const description = operationDescription(
	'organization',
	'get',
	getParameters('organization', { ownPicker: false }),
);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject> {
	return await getRecord.call(this, 'organization', context, {
		simplify: simplifyOrganization,
	});
}
