import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemList } from '../framework/itemReader';
import { dashboardCreateBody } from './dashboardBody';
import { operationDescription } from '../framework/resourceDescription';
import { dashboardCreateForm } from './dashboardParameters';

export const description = operationDescription('dashboard', 'create', dashboardCreateForm);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const body = dashboardCreateBody.call(this, itemIndex, deployment);
	return await client.request<IDataObject>(
		'POST',
		itemList.call(this, 'dashboard', deployment, itemIndex),
		{ body, itemIndex },
	);
}
