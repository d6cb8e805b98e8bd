import type { IDataObject } from 'n8n-workflow';
import { isObject } from '../../../shared/base/helpers';

/**
 * What a Get or Get Many returns, as n8n's UX guidelines ask of a node an AI agent uses
 * ("AI tool nodes: 'Output' parameter"): used as a tool (`@tool`), the node shows **Output**
 * (Simplified, Raw, Selected Fields), so an agent's context holds only the fields it needs; in a
 * workflow it shows n8n's **Simplify** switch ("Normal nodes: 'Simplify' parameter"). Both read
 * the same simplifiers. Their
 * parameters are `outputProperties` of `resourceDescription.ts`.
 */

/** The name of the Selected Fields parameter; `resourceDescription` fills its options per kind. */
export const SELECTED_FIELDS = 'fields';

/** How the user chose to shape each record. */
export type OutputChoice =
	| { mode: 'simple' }
	| { mode: 'raw' }
	| { mode: 'fields'; fields: string[] };

/**
 * The fields Selected Fields always returns (n8n's UX guidelines: "this option always returns
 * the ID of the record/entity"): a record's `id`; a usage cost row, which has none, is one
 * entity's day, named by `entityId` and `date`.
 */
export const IDENTITY_FIELDS: readonly string[] = ['id', 'entityId', 'date'];

/** A record as the choice shapes it: simplified, whole, or its ID and the selected fields. */
export function shapeRecord(
	record: IDataObject,
	choice: OutputChoice,
	simplify: (record: IDataObject) => IDataObject,
): IDataObject {
	if (choice.mode === 'simple') return simplify(record);
	if (choice.mode === 'raw') return record;
	const picked: IDataObject = {};
	const identity = record.id !== undefined ? ['id'] : IDENTITY_FIELDS;
	for (const field of [...identity, ...choice.fields])
		if (record[field] !== undefined) picked[field] = record[field];
	return picked;
}

/**
 * A Get's record or a Get Many's records, each as the choice shapes it (`shapeRecord`); anything
 * that is not a record passes as it came.
 */
export function shapeRecords<T extends IDataObject | IDataObject[]>(
	data: T,
	choice: OutputChoice,
	simplify: (record: IDataObject) => IDataObject,
): T {
	const one = (record: IDataObject) =>
		isObject(record) ? shapeRecord(record, choice, simplify) : record;
	return (Array.isArray(data) ? data.map(one) : one(data)) as T;
}
