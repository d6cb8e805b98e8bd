import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { RecordKindName } from '../../../shared/api/kindTable';
import { checkStatesKnown, type FilterSpec, type RecordFilter } from './listFilters';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { filtersOf, itemFilter, itemList, itemOutput, listMaximum } from '../framework/itemReader';
import { shapeRecords } from '../output/output';
import type { Simplifier } from '../output/simplify';

interface GetAllOptions {
	/** The Simplify view of one record of the kind (its resource's `simplify.ts`). */
	simplify: Simplifier;
	/** What leaves each record before anything else sees it (secrets the API returns). */
	clean?: (record: IDataObject) => IDataObject;
	/** The kind's "Filters" (its resource's `getAll.operation.ts`), if it has any. */
	filters?: FilterSpec;
	/**
	 * The states the documents list, for a kind whose filters include states: once the whole
	 * list is read, a state neither they nor any record read carries is refused
	 * (`checkStatesKnown`): a state no server knows, typed by a user or an AI agent, would
	 * otherwise answer an empty list.
	 */
	documentedStates?: readonly string[];
}

/**
 * A resource's Get Many, as each `getAll.operation.ts` runs it (its parameters:
 * `getAllParameters`). The kind's row of the record-kind table says where its list is and how
 * it pages; the node applies the filters (no endpoint filters), then Return All and Limit.
 */
export async function getManyRecords(
	this: IExecuteFunctions,
	kind: RecordKindName,
	{ deployment, itemIndex }: OperationContext,
	{ simplify, clean, filters: spec, documentedStates }: GetAllOptions,
): Promise<IDataObject[]> {
	const client = executionClient(this, deployment, { readOnly: true });
	const output = itemOutput.call(this, itemIndex);
	const filter = spec ? itemFilter.call(this, itemIndex, spec) : undefined;
	const { keep, carried } = documentedStates ? noteStates(filter) : { keep: filter, carried: [] };
	const max = listMaximum.call(this, itemIndex);
	const path = itemList.call(this, kind, deployment, itemIndex);
	// Each record is cleaned and shaped as its page arrives, so the whole records of a long
	// list are not all held at once beside their shaped copies.
	const shape = (record: IDataObject) =>
		shapeRecords(clean ? clean(record) : record, output, simplify);
	const listed = await client.listRecords(path, kind, { max, keep, shape, itemIndex });
	// Stopped at Limit, the list was not read to its end: a state may be carried further on.
	if (documentedStates && (max === undefined || listed.length < max)) {
		const states = filtersOf(this.getNodeParameter('filters', itemIndex, {})).states;
		checkStatesKnown('filters.states', states, documentedStates, carried, kind);
	}
	return listed;
}

/**
 * The list filter of a Get Many whose state filter the node applies, noting the state of
 * every record read, so that `checkStatesKnown` can judge the states asked for once the list
 * is read.
 */
function noteStates(filter: RecordFilter | undefined): {
	keep: RecordFilter | undefined;
	carried: Set<unknown>;
} {
	const carried = new Set<unknown>();
	const keep =
		filter &&
		((record: IDataObject) => {
			carried.add(record.state);
			return filter(record);
		});
	return { keep, carried };
}
