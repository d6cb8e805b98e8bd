import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { teamPath } from '../../../shared/api/paths';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemOutput } from '../framework/itemReader';
import { shapeRecords } from '../output/output';
import { operationDescription, simplifyOption } from '../framework/resourceDescription';
import { simplifyTeam } from './simplify';

/** The team is one record with no ID (the API key's own): the form has no picker. */
export const description = operationDescription('team', 'get', simplifyOption());

export const readOnly = true;

/** The team as the server answers it, `{id, name}` and any field a newer server adds; simplified when asked. */
export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment, { readOnly: true });
	const output = itemOutput.call(this, itemIndex);
	const team = await client.request<IDataObject>('GET', teamPath(), { itemIndex });
	return shapeRecords(team, output, simplifyTeam);
}
