import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import type { RecordKindName } from '../../shared/api/recordKinds';
import { kindLocator } from '../../shared/editor/descriptions';
import type { OperationContext } from './operation';
import { chosenRecord, wantsSimplified } from './parameters';
import { simplifyEach, simplifyOption, type Simplifier } from './simplify';

interface GetOptions {
	/** The Simplify view of one record of the kind (its resource's `simplify.ts`). */
	simplify: Simplifier;
	/** What leaves the record before anything else sees it (secrets the API returns). */
	clean?: (record: IDataObject) => IDataObject;
	/**
	 * Whether the operation shows the kind's own picker; the organization's record is chosen
	 * by the cloud scope's organization picker the node already shows.
	 */
	ownPicker?: boolean;
}

/** A resource's Get: read the chosen record, clean it, simplify it when asked. */
export interface GetOperation {
	description: INodeProperties[];
	readOnly: true;
	execute(this: IExecuteFunctions, context: OperationContext): Promise<IDataObject>;
}

/** The `get.operation.ts` of a kind whose Get reads one record by its picker. */
export function getOperation(
	kind: RecordKindName,
	{ simplify, clean = (record) => record, ownPicker = true }: GetOptions,
): GetOperation {
	const picker = ownPicker ? [kindLocator(kind)] : [];
	return {
		description: updateDisplayOptions({ show: { resource: [kind], operation: ['get'] } }, [
			...picker,
			...simplifyOption(),
		]),
		readOnly: true,
		async execute(
			this: IExecuteFunctions,
			{ client, deployment, itemIndex }: OperationContext,
		): Promise<IDataObject> {
			const simplified = wantsSimplified.call(this, itemIndex);
			const { path } = chosenRecord.call(this, kind, deployment, itemIndex);
			const record = clean(await client.request<IDataObject>('GET', path, { itemIndex }));
			return simplified ? simplifyEach(record, simplify) : record;
		},
	};
}
