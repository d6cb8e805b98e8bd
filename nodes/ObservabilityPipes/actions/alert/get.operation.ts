import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { segment } from '../../../shared/url';
import type { OperationContext } from '../operation';
import { locatorId } from '../parameters';
import { observabilityPath } from '../scope';
import { alertLocator } from './locator';

export const description = updateDisplayOptions({ show: { resource: ['alert'], operation: ['get'] } }, [alertLocator]);

export async function execute(this: IExecuteFunctions, { client, deployment, itemIndex }: OperationContext): Promise<IDataObject> {
	const id = locatorId.call(this, 'alertId', itemIndex, deployment);
	const path = `${observabilityPath.call(this, deployment, itemIndex, 'alerts')}/${segment(id)}`;
	return await client.request<IDataObject>('GET', path, { itemIndex });
}
