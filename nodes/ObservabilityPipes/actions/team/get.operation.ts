import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { teamPath } from '../../../shared/api/paths';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../operation';
import { operationDescription } from '../resourceDescription';

/** The team is one record with no ID (the API key's own), so the form has nothing to choose. */
export const description = operationDescription('team', 'get', []);

export const readOnly = true;

/** The team as the server answers it: `{id, name}`, and any field a newer server adds. */
export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment, { readOnly: true });
	return await client.request<IDataObject>('GET', teamPath(), { itemIndex });
}
