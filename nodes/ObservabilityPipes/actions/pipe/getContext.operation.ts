import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { pipesContextPath } from '../../../shared/api/paths';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemService } from '../framework/itemReader';
import { operationDescription } from '../framework/resourceDescription';

export const description = operationDescription('pipe', 'getContext', []);

export const readOnly = true;

/** The service's pipe context as the server answers it: `{workloadIdentity: {supported, ready, principal}}`. */
export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment, { readOnly: true });
	return await client.request<IDataObject>(
		'GET',
		pipesContextPath(itemService.call(this, itemIndex)),
		{ itemIndex },
	);
}
