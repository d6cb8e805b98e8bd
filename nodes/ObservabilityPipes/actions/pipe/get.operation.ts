import { updateDisplayOptions, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { simplifyProperties } from '../../../shared/descriptions';
import type { OperationContext } from '../operation';
import { simplifyEach } from '../simplify';
import { wantsSimplified } from '../parameters';
import { chosenPipe, pipeLocator } from './locator';
import { pipeWithoutSecrets } from './secrets';
import { simplifyPipe } from './simplify';

export const description = updateDisplayOptions({ show: { resource: ['pipe'], operation: ['get'] } }, [pipeLocator, ...simplifyProperties()]);

export const readOnly = true;

export async function execute(this: IExecuteFunctions, { client, itemIndex }: OperationContext): Promise<IDataObject> {
	const simplify = wantsSimplified.call(this, itemIndex);
	const { path } = chosenPipe.call(this, itemIndex);
	const pipe = pipeWithoutSecrets(await client.request<IDataObject>('GET', path, { itemIndex }));
	return simplify ? simplifyEach(pipe, simplifyPipe) : pipe;
}
