import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { simplifyProperties } from '../../../shared/descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach } from '../simplify';
import { wantsSimplified } from '../parameters';
import { chosenSavedSearch, savedSearchLocator } from './locator';
import { simplifySavedSearch } from './simplify';

export const description = updateDisplayOptions({ show: { resource: ['savedSearch'], operation: ['get'] } }, [savedSearchLocator, ...simplifyProperties()]);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, deployment, itemIndex }: OperationContext): Promise<IDataObject> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const { path } = chosenSavedSearch.call(this, deployment, itemIndex);
	const record = await client.request<IDataObject>('GET', path, { itemIndex });
	return simplify ? simplifyEach(record, simplifySavedSearch) : record;
}
