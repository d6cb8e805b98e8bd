import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { readPipeBody } from './form';
import { itemRecord } from '../itemReader';
import { pipeWithoutSecrets } from './secrets';

export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = itemRecord.call(this, 'pipe', 'cloud', itemIndex);
	const body = readPipeBody.call(this, itemIndex, 'update');
	return pipeWithoutSecrets(await client.request<IDataObject>('PATCH', path, { body, itemIndex }));
}
