import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { itemRecord } from '../itemReader';

export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { id, path } = itemRecord.call(this, 'pipe', 'cloud', itemIndex);
	await client.request('DELETE', path, { itemIndex });
	return { deleted: true, id };
}
