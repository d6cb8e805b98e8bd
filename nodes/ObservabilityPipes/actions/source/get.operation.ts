import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { simplifyProperties } from '../../../shared/descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach } from '../simplify';
import { wantsSimplified } from '../parameters';
import { chosenSource, sourceLocator } from './locator';
import { simplifySource } from './simplify';

export const description = updateDisplayOptions({ show: { resource: ['source'], operation: ['get'] } }, [sourceLocator, ...simplifyProperties()]);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, deployment, itemIndex }: OperationContext): Promise<IDataObject> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const { path } = chosenSource.call(this, deployment, itemIndex);
	const source = await client.request<IDataObject>('GET', path, { itemIndex });
	return simplify ? simplifyEach(source, simplifySource) : source;
}
