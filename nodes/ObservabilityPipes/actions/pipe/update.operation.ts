import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { itemRecord } from '../itemReader';
import { readPipeInput } from './form';
import { pipeBodyOf } from './pipeBody';
import { pipeWithoutSecrets } from './secrets';

export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = itemRecord.call(this, 'pipe', 'cloud', itemIndex);
	const body = pipeBodyOf(readPipeInput.call(this, itemIndex, 'update'), 'update');
	return pipeWithoutSecrets(await client.request<IDataObject>('PATCH', path, { body, itemIndex }));
}
