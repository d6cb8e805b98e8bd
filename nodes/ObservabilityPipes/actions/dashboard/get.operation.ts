import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { chosenDashboard, dashboardLocator } from './locator';

export const description = updateDisplayOptions({ show: { resource: ['dashboard'], operation: ['get'] } }, [dashboardLocator]);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, deployment, itemIndex }: OperationContext): Promise<IDataObject> {
	const { path } = chosenDashboard.call(this, deployment, itemIndex);
	return await client.request<IDataObject>('GET', path, { itemIndex });
}
