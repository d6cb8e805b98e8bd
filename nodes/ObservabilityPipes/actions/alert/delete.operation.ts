import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { segment } from '../../../shared/url';
import type { OperationContext } from '../operation';
import { locatorId } from '../parameters';
import { observabilityPath } from '../scope';
import { alertLocator } from './locator';

export const description = updateDisplayOptions({ show: { resource: ['alert'], operation: ['delete'] } }, [alertLocator]);

export async function execute(this: IExecuteFunctions, { client, deployment, itemIndex }: OperationContext): Promise<IDataObject> {
	const id = locatorId.call(this, 'alertId', itemIndex, deployment);
	await client.request('DELETE', `${observabilityPath.call(this, deployment, itemIndex, 'alerts')}/${segment(id)}`, { itemIndex });
	return { deleted: true, id };
}
