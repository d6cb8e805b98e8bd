import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { RecordKindName } from '../../../shared/api/kindTable';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemRecord } from '../framework/itemReader';

/**
 * A resource's Delete, as each `delete.operation.ts` runs it: delete the chosen record (its
 * picker), answer its id. A self-hosted server answers a delete of an unknown dashboard with
 * success: reading it first reports the unknown id as the cloud does, instead of claiming a
 * deletion.
 */
export async function deleteRecord(
	this: IExecuteFunctions,
	kind: RecordKindName,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const { id, path } = itemRecord.call(this, kind, deployment, itemIndex);
	if (kind === 'dashboard' && deployment === 'selfHosted')
		await client.request('GET', path, { itemIndex });
	await client.request('DELETE', path, { itemIndex });
	return { deleted: true, id };
}
