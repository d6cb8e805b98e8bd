import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import {
	createPath,
	listPath,
	recordPath,
	type Place,
	type RecordPart,
	type ServiceIds,
} from '../../../shared/api/paths';
import { KINDS, type RecordKindName } from '../../../shared/api/kindTable';
import type { Deployment } from '../../../shared/api/types';
import { InputError } from '../../../shared/base/inputError';
import { recordId } from '../../../shared/api/ids';
import { oneOf, textList, toBoolean, toNumber } from '../../../shared/input/validation';
import {
	recordFilter,
	type CheckedFilters,
	type FilterSpec,
	type RecordFilter,
} from '../helpers/listFilters';
import { SELECTED_FIELDS, type OutputChoice } from '../output/output';
import { isObject, requiredString } from '../../../shared/base/helpers';

/**
 * The action node's reader of one input item: every parameter an operation reads of the item
 * besides its body (the record, list, organization or service it names, Return All, Limit
 * and Filters, Output and Simplify), read and
 * checked here; each `item…` function takes n8n's context as `this` and the item's index. Ids
 * are checked by nodes/shared/api/ids.ts, paths built by nodes/shared/api/paths.ts, so an
 * operation reaches its path through this file alone. (The triggers and the pickers read the
 * same choices outside an item: `chosen…` of nodes/shared/input/scope.ts.)
 */

/** One parameter of the item; a resource locator gives its value, whatever mode the user chose. */
function itemValue(this: IExecuteFunctions, itemIndex: number, name: string): unknown {
	return this.getNodeParameter(name, itemIndex, '', { extractValue: true });
}

/** The record an item names: its checked id and the path of the record. */
interface ItemRecord {
	id: string;
	path: string;
}

/** The item's cloud organization, checked. */
export function itemOrganization(this: IExecuteFunctions, itemIndex: number): string {
	const value = itemValue.call(this, itemIndex, 'organizationId');
	return recordId('organizationId', value, 'organization', 'cloud');
}

/** The item's cloud service, checked. */
export function itemService(this: IExecuteFunctions, itemIndex: number): ServiceIds {
	const organizationId = itemOrganization.call(this, itemIndex);
	const value = itemValue.call(this, itemIndex, 'serviceId');
	return { organizationId, serviceId: recordId('serviceId', value, 'service', 'cloud') };
}

/** The item's parents the records of `kind` hang under (record-kind table: `parent`), checked. */
export function itemPlace(
	this: IExecuteFunctions,
	kind: RecordKindName,
	deployment: Deployment,
	itemIndex: number,
): Place {
	switch (KINDS[kind].records.parent) {
		case 'root':
		case 'team':
			return { deployment };
		case 'organization':
			return { deployment, organizationId: itemOrganization.call(this, itemIndex) };
		case 'service':
			return { deployment, ...itemService.call(this, itemIndex) };
		case 'observability':
			return deployment === 'selfHosted'
				? { deployment }
				: { deployment, ...itemService.call(this, itemIndex) };
	}
}

/** Where a create of `kind` in the item's place is sent (its list, or its segment of one record). */
export function itemCreate(
	this: IExecuteFunctions,
	kind: RecordKindName,
	deployment: Deployment,
	itemIndex: number,
): string {
	return createPath(kind, itemPlace.call(this, kind, deployment, itemIndex));
}

/** The list of `kind` in the item's place. */
export function itemList(
	this: IExecuteFunctions,
	kind: RecordKindName,
	deployment: Deployment,
	itemIndex: number,
): string {
	return listPath(kind, itemPlace.call(this, kind, deployment, itemIndex));
}

/**
 * The record of `kind` the item names: the id its picker holds (any mode), checked for the
 * form of its kind on this deployment first, then the item's parents; a bad id stops here,
 * before any request, as an InputError naming the field. The path is the record's, or that of
 * one of its parts.
 */
export function itemRecord(
	this: IExecuteFunctions,
	kind: RecordKindName,
	deployment: Deployment,
	itemIndex: number,
	part?: RecordPart,
): ItemRecord {
	const { parameter } = KINDS[kind].records.locator;
	const id = recordId(parameter, itemValue.call(this, itemIndex, parameter), kind, deployment);
	return {
		id,
		path: recordPath(kind, itemPlace.call(this, kind, deployment, itemIndex), id, part),
	};
}

/** A record of `kind` in the item's place by an id already checked or given by the server, or one of its parts. */
export function itemRecordPath(
	this: IExecuteFunctions,
	kind: RecordKindName,
	deployment: Deployment,
	itemIndex: number,
	id: string,
	part?: RecordPart,
): string {
	return recordPath(kind, itemPlace.call(this, kind, deployment, itemIndex), id, part);
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

/** The "Filters" collection as an object; anything else is refused. */
export function filtersOf(value: unknown): IDataObject {
	if (value === undefined || value === null || value === '') return {};
	if (!isObject(value)) {
		throw new InputError(
			'filters',
			'expected a collection of filters',
			"Add filters with 'Add Filter', or remove the expression.",
		);
	}
	return value;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The values of a kind's "Filters" (its `FilterSpec`), checked in the spec's order: a name is
 * text, states and tags a list or comma-separated text, a state of a closed set one of them.
 */
export function checkFilters(spec: FilterSpec, value: unknown): CheckedFilters {
	const filters = filtersOf(value);
	const checked: Record<string, string | string[] | undefined> = {};
	for (const [key, how] of Object.entries(spec)) {
		const field = `filters.${key}`;
		const given = filters[key];
		if (how === 'stateIn' || how === 'hasTags') checked[key] = textList(field, given);
		else if (isEmpty(given)) checked[key] = undefined;
		else if (how === 'nameContains') checked[key] = requiredString(field, given);
		else checked[key] = oneOf(field, given, how);
	}
	return checked;
}

/** The item's "Filters" as the filter of the records to keep (undefined: none set). */
export function itemFilter(
	this: IExecuteFunctions,
	itemIndex: number,
	spec: FilterSpec,
): RecordFilter | undefined {
	return recordFilter(spec, checkFilters(spec, this.getNodeParameter('filters', itemIndex, {})));
}

/** A list of texts of the item's "Filters" collection (`filters.<key>`), checked. */
export function itemFilterTexts(this: IExecuteFunctions, itemIndex: number, key: string): string[] {
	const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	return textList(`filters.${key}`, filters[key]);
}

/**
 * How to shape each record: Output (shown when the node runs as an AI tool) or else the Simplify
 * switch (off where neither is shown).
 */
export function itemOutput(this: IExecuteFunctions, itemIndex: number): OutputChoice {
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
function wantsSimplified(this: IExecuteFunctions, itemIndex: number): boolean {
	return toBoolean('simplify', this.getNodeParameter('simplify', itemIndex, false));
}
