import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { recordId } from '../../shared/api/ids';
import { listPath, recordPath, type Place, type ServiceIds } from '../../shared/api/paths';
import { recordsOf, type RecordKindName } from '../../shared/api/recordKinds';
import type { Deployment } from '../../shared/api/types';
import { InputError } from '../../shared/input/inputError';
import { chosenPlace, chosenService, itemParameters } from '../../shared/input/scope';
import { toBoolean, toNumber } from '../../shared/input/validation';
import { SELECTED_FIELDS, type OutputChoice } from './output';

/** A record the user chose: its checked id and the path of the record. */
export interface ChosenRecord {
	id: string;
	path: string;
}

/** The chosen cloud service. */
export function itemService(this: IExecuteFunctions, itemIndex: number): ServiceIds {
	return chosenService(itemParameters.call(this, itemIndex));
}

/** The chosen parents the records of `kind` hang under (record-kind table: `parent`), checked. */
export function itemPlace(
	this: IExecuteFunctions,
	kind: RecordKindName,
	deployment: Deployment,
	itemIndex: number,
): Place {
	return chosenPlace(itemParameters.call(this, itemIndex), recordsOf(kind).parent, deployment);
}

/** The list of `kind` in the chosen place. */
export function chosenList(
	this: IExecuteFunctions,
	kind: RecordKindName,
	deployment: Deployment,
	itemIndex: number,
): string {
	return listPath(kind, itemPlace.call(this, kind, deployment, itemIndex));
}

/**
 * The chosen record of `kind`: the id its picker holds (any mode), checked for the form of
 * its kind on this deployment first, then the chosen parents; a bad id stops here, before
 * any request, as an InputError naming the field.
 */
export function chosenRecord(
	this: IExecuteFunctions,
	kind: RecordKindName,
	deployment: Deployment,
	itemIndex: number,
): ChosenRecord {
	const { parameter } = recordsOf(kind).locator;
	const id = recordId(parameter, itemParameters.call(this, itemIndex)(parameter), kind, deployment);
	return { id, path: recordPath(kind, itemPlace.call(this, kind, deployment, itemIndex), id) };
}

/** The "Update Fields" collection without the values a user left empty. */
export function updateFieldsOf(this: IExecuteFunctions, itemIndex: number): IDataObject {
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const given: IDataObject = {};
	for (const [key, value] of Object.entries(fields)) {
		if (value !== undefined && value !== null && value !== '') given[key] = value;
	}
	return given;
}

/**
 * `returnAll`/`limit` as the maximum number of records to return (undefined = all). Both are
 * checked like any other input: a limit below 1 or not a number, or a "Return All" that is
 * not true or false (e.g. an expression giving "yes"), is refused instead of silently
 * returning nothing, 50 records or everything.
 */
export function listMaximum(this: IExecuteFunctions, itemIndex: number): number | undefined {
	if (toBoolean('returnAll', this.getNodeParameter('returnAll', itemIndex, false)))
		return undefined;
	const limit = toNumber('limit', this.getNodeParameter('limit', itemIndex, 50));
	if (limit < 1) {
		throw new InputError(
			'limit',
			`${limit} is less than 1`,
			"Set 'Limit' to the most records to return (1 or more), or turn on 'Return All'.",
		);
	}
	return Math.floor(limit);
}

/**
 * How to shape each record: Output (shown when the node runs as an AI tool) or else the Simplify
 * switch (off where neither is shown).
 */
export function chosenOutput(this: IExecuteFunctions, itemIndex: number): OutputChoice {
	const output = this.getNodeParameter('output', itemIndex, '') as string;
	if (output === 'simple' || output === 'raw') return { mode: output };
	if (output === 'fields') {
		const fields = this.getNodeParameter(SELECTED_FIELDS, itemIndex, []) as unknown;
		const list = Array.isArray(fields)
			? fields.map(String)
			: String(fields ?? '')
					.split(',')
					.map((field) => field.trim())
					.filter((field) => field !== '');
		return { mode: 'fields', fields: list };
	}
	return { mode: wantsSimplified.call(this, itemIndex) ? 'simple' : 'raw' };
}

/** Whether the user asked for n8n's "Simplify" output (off where the parameter is not shown). */
export function wantsSimplified(this: IExecuteFunctions, itemIndex: number): boolean {
	return toBoolean('simplify', this.getNodeParameter('simplify', itemIndex, false));
}
