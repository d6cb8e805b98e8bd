import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { RecordKindName } from '../../../shared/api/kindTable';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemOutput, itemRecord } from '../framework/itemReader';
import { shapeRecords } from '../output/output';
import type { Simplifier } from '../output/simplify';

interface GetOptions {
	/** The Simplify view of one record of the kind (its resource's `simplify.ts`). */
	simplify: Simplifier;
	/** What leaves the record before anything else sees it (secrets the API returns). */
	clean?: (record: IDataObject) => IDataObject;
}

/**
 * A resource's Get, as each `get.operation.ts` runs it: read the chosen record (its picker,
 * `getParameters`), clean it, simplify it when asked.
 */
export async function getRecord(
	this: IExecuteFunctions,
	kind: RecordKindName,
	{ deployment, itemIndex }: OperationContext,
	{ simplify, clean = (record) => record }: GetOptions,
): Promise<IDataObject> {
	const client = executionClient(this, deployment, { readOnly: true });
	const output = itemOutput.call(this, itemIndex);
	const { path } = itemRecord.call(this, kind, deployment, itemIndex);
	const record = clean(await client.request<IDataObject>('GET', path, { itemIndex }));
	return shapeRecords(record, output, simplify);
}
