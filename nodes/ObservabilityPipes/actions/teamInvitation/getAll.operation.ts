import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { getManyRecords } from '../helpers/getManyRecords';
import type { OperationContext } from '../framework/operation';
import { operationDescription, getAllParameters } from '../framework/resourceDescription';
import { simplifyTeamInvitation } from './simplify';

export const description = operationDescription('teamInvitation', 'getAll', getAllParameters());

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	context: OperationContext,
): Promise<IDataObject[]> {
	return await getManyRecords.call(this, 'teamInvitation', context, {
		simplify: simplifyTeamInvitation,
	});
}
