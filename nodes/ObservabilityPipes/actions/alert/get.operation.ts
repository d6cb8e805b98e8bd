import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { simplifyProperties } from '../../../shared/descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach } from '../simplify';
import { wantsSimplified } from '../parameters';
import { alertLocator, chosenAlert } from './locator';
import { simplifyAlert } from './simplify';

export const description = updateDisplayOptions({ show: { resource: ['alert'], operation: ['get'] } }, [alertLocator, ...simplifyProperties()]);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, deployment, itemIndex }: OperationContext): Promise<IDataObject> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const { path } = chosenAlert.call(this, deployment, itemIndex);
	const alert = await client.request<IDataObject>('GET', path, { itemIndex });
	return simplify ? simplifyEach(alert, simplifyAlert) : alert;
}
