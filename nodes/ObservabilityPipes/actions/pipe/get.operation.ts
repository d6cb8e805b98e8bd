import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { chosenPipe, pipeLocator } from './locator';
import { withoutSecrets } from './secrets';

export const description = updateDisplayOptions({ show: { resource: ['pipe'], operation: ['get'] } }, [pipeLocator]);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject> {
	const { path } = chosenPipe.call(this, itemIndex);
	return withoutSecrets(await client.request<IDataObject>('GET', path, { itemIndex }));
}
