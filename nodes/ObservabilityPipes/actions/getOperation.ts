import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { RecordKindName } from '../../shared/api/recordKinds';
import type { OperationContext } from './operation';
import { itemOutput, itemRecord, simplifierOf } from './itemReader';
import { shapeRecord } from './output';
import { simplifyEach, type Simplifier } from './simplify';

interface GetOptions {
	/** The Simplify view of one record of the kind (its resource's `simplify.ts`). */
	simplify: Simplifier;
	/** The Simplify view of workflows saved with node version 1, where it differs (kept as it was). */
	simplifyVersion1?: Simplifier;
	/** What leaves the record before anything else sees it (secrets the API returns). */
	clean?: (record: IDataObject) => IDataObject;
}

/** A resource's Get: read the chosen record, clean it, simplify it when asked. */
export interface GetOperation {
	readOnly: true;
	execute(this: IExecuteFunctions, context: OperationContext): Promise<IDataObject>;
}

/** The `get.operation.ts` of a kind whose Get reads one record by its picker (`getParameters`). */
export function getOperation(
	kind: RecordKindName,
	{ simplify: current, simplifyVersion1, clean = (record) => record }: GetOptions,
): GetOperation {
	return {
		readOnly: true,
		async execute(
			this: IExecuteFunctions,
			{ client, deployment, itemIndex }: OperationContext,
		): Promise<IDataObject> {
			const output = itemOutput.call(this, itemIndex);
			const simplify = simplifierOf.call(this, current, simplifyVersion1);
			const { path } = itemRecord.call(this, kind, deployment, itemIndex);
			const record = clean(await client.request<IDataObject>('GET', path, { itemIndex }));
			return simplifyEach(record, (one) => shapeRecord(one, output, simplify));
		},
	};
}
