import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { simplifyProperties } from '../../../shared/descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach } from '../simplify';
import { wantsSimplified } from '../parameters';
import { chosenDashboard, dashboardLocator } from './locator';
import { simplifyDashboard } from './simplify';

export const description = updateDisplayOptions({ show: { resource: ['dashboard'], operation: ['get'] } }, [dashboardLocator, ...simplifyProperties()]);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, deployment, itemIndex }: OperationContext): Promise<IDataObject> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const { path } = chosenDashboard.call(this, deployment, itemIndex);
	const dashboard = await client.request<IDataObject>('GET', path, { itemIndex });
	return simplify ? simplifyEach(dashboard, simplifyDashboard) : dashboard;
}
