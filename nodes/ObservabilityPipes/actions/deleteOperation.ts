import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { RecordKindName } from '../../shared/api/recordKinds';
import type { OperationContext } from './operation';
import { itemRecord } from './itemReader';

/** A resource's Delete: delete the chosen record, answer its id. */
export interface DeleteOperation {
	execute(this: IExecuteFunctions, context: OperationContext): Promise<IDataObject>;
}

/**
 * The Delete of a kind (its parameter: the kind's picker), which the router runs for every
 * resource whose dropdown offers `delete`. A self-hosted server answers a delete of an unknown
 * dashboard with success: reading it first reports the unknown id as the cloud does, instead
 * of claiming a deletion.
 */
export function deleteOperation(kind: RecordKindName): DeleteOperation {
	return {
		async execute(
			this: IExecuteFunctions,
			{ client, deployment, itemIndex }: OperationContext,
		): Promise<IDataObject> {
			const { id, path } = itemRecord.call(this, kind, deployment, itemIndex);
			if (kind === 'dashboard' && deployment === 'selfHosted')
				await client.request('GET', path, { itemIndex });
			await client.request('DELETE', path, { itemIndex });
			return { deleted: true, id };
		},
	};
}
