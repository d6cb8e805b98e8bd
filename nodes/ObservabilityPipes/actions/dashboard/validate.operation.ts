import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { executionClient } from '../../../shared/http/transport';
import { dashboardValidatePath } from '../../../shared/api/paths';
import type { OperationContext } from '../framework/operation';
import { dashboardCreateBody } from './dashboardBody';
import { operationDescription } from '../framework/resourceDescription';
import { dashboardCreateForm } from './dashboardParameters';

export const description = operationDescription('dashboard', 'validate', dashboardCreateForm);

export const readOnly = true;

/**
 * Has the server check the body Create would send, and answers what it says as is: whether the
 * dashboard is valid, its errors and the dashboard with the server's defaults. Nothing is saved.
 */
export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const body = dashboardCreateBody.call(this, itemIndex, deployment);
	return await client.request<IDataObject>('POST', dashboardValidatePath(), { body, itemIndex });
}
