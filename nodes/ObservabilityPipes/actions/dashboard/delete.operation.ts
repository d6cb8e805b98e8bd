import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { itemRecord } from '../itemReader';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { id, path } = itemRecord.call(this, 'dashboard', deployment, itemIndex);
	// A self-hosted server answers a delete of an unknown id with success; reading first
	// reports the unknown id as the cloud does, instead of claiming a deletion.
	if (deployment === 'selfHosted') await client.request('GET', path, { itemIndex });
	await client.request('DELETE', path, { itemIndex });
	return { deleted: true, id };
}
