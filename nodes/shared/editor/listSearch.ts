import {
	NodeApiError,
	NodeOperationError,
	type IDataObject,
	type ILoadOptionsFunctions,
	type INodeListSearchResult,
	type INodeProperties,
	type INodePropertyOptions,
} from 'n8n-workflow';
import { listPath, type Place, type Scope } from '../api/paths';
import {
	KINDS,
	RECORD_KINDS,
	recordsOf,
	type PickerLabel,
	type RecordKindName,
} from '../api/kindTable';
import type { Deployment } from '../api/types';
import { ApiClient } from '../http/transport';
import { InputError } from '../base/inputError';
import { formFieldLabel } from '../input/formFieldLabel';
import { inputFailure } from '../input/inputFailure';
import { chosenPlace, chosenScope, nodeParameters, type ReadParameter } from '../input/scope';

/**
 * The pickers' side of the record-kind table: what a list search or load options method reads
 * (the deployment, the chosen organization, service or scope, each named `picker…` to tell it
 * from the action node's `chosen…` of one item) and the list searches themselves. Every
 * function takes n8n's load-options context as `this`, as n8n's own nodes do.
 */

/** Lists shown in a picker stay short: the user narrows them with the filter. */
const MAX_LIST_RESULTS = 1000;

function pickerDeployment(this: ILoadOptionsFunctions): Deployment {
	return (this.getNodeParameter('deployment', 'cloud') as Deployment) ?? 'cloud';
}

export function pickerClient(this: ILoadOptionsFunctions): ApiClient {
	return new ApiClient(this, pickerDeployment.call(this), {
		timeoutMs: 15000,
		retry: { maxRetries: 1 },
	});
}

/** A picker's parameter that another list depends on: an empty one asks the user to choose it first. */
function dependencies(this: ILoadOptionsFunctions): ReadParameter {
	const read = nodeParameters.call(this);
	return (name) => {
		const value = read(name);
		if (value === '' || value === undefined || value === null) {
			const noun = name.replace(/Id$/, '');
			throw new InputError(
				name,
				`choose the ${noun} first (the list depends on it)`,
				`Pick the ${noun} above, then open this list again.`,
			);
		}
		return value;
	};
}

/**
 * The record pickers as every node shows them (kindLocator): each kind's locator parameter under
 * the kind's label, from the record-kind table; a list or a picker's check reads only these.
 */
const PICKERS = RECORD_KINDS.map(
	(kind): INodeProperties => ({
		displayName: KINDS[kind].label,
		name: recordsOf(kind).locator.parameter,
		type: 'resourceLocator',
		default: '',
	}),
);

/** Runs an input check of a list search or load options method: an InputError becomes a NodeOperationError that names the picker by its label and says how to fix it. */
export function pickerInput<T>(this: ILoadOptionsFunctions, check: () => T): T {
	try {
		return check();
	} catch (error) {
		throw inputFailure(this.getNode(), error, (field) => formFieldLabel(PICKERS, {}, field));
	}
}

/** Runs a parameter check of a picker; bad input becomes a NodeOperationError that says how to fix it. */
function checked<T>(this: ILoadOptionsFunctions, read: (parameters: ReadParameter) => T): T {
	return pickerInput.call(this, () => read(dependencies.call(this))) as T;
}

export function pickerScope(this: ILoadOptionsFunctions): Scope {
	const deployment = pickerDeployment.call(this);
	return checked.call(this, (read) => chosenScope(read, deployment)) as Scope;
}

/** The chosen parents the list of `kind` hangs under. */
function pickerPlace(this: ILoadOptionsFunctions, kind: RecordKindName): Place {
	const deployment = pickerDeployment.call(this);
	return checked.call(this, (read) =>
		chosenPlace(read, recordsOf(kind).parent, deployment),
	) as Place;
}

/** How a record reads in a picker: `name (detail)` when it has the detail, else its name (or id). */
export function pickerLabel(label: PickerLabel = {}): (record: IDataObject) => string {
	return (record) => {
		const name = String(record[label.name ?? 'name'] || record.id);
		const detail = label.detail === undefined ? undefined : record[label.detail];
		return detail ? `${name} (${label.detailPrefix ?? ''}${String(detail)})` : name;
	};
}

function toResults(
	records: IDataObject[],
	filter: string | undefined,
	label: (record: IDataObject) => string,
): INodeListSearchResult {
	const needle = filter?.trim().toLowerCase();
	const results = [];
	for (const record of records) {
		const name = label(record);
		const id = String(record.id ?? '');
		if (needle && !name.toLowerCase().includes(needle) && !id.toLowerCase().includes(needle))
			continue;
		results.push({ name, value: id });
	}
	results.sort((a, b) => a.name.localeCompare(b.name));
	return { results };
}

/**
 * The records of a kind as picker entries, filtered by name or id. A kind some servers do
 * not publish (older versions, `optionalList`) turns its 404 into a message that says so and
 * points at the ID mode, instead of n8n's bare "Could not load list".
 */
export async function searchKind(
	this: ILoadOptionsFunctions,
	kind: RecordKindName,
	filter?: string,
): Promise<INodeListSearchResult> {
	const { locator } = recordsOf(kind);
	const place = pickerPlace.call(this, kind);
	const path = listPath(kind, place);
	const search = async () =>
		toResults(
			await pickerClient.call(this).listRecords(path, kind, { max: MAX_LIST_RESULTS }),
			filter,
			pickerLabel(locator.label),
		);
	if (!locator.optionalList) return await search();
	try {
		return await search();
	} catch (error) {
		throw missingListError.call(this, error, path, KINDS[kind]);
	}
}

/** The records of a kind as the options of a dropdown or multi-select, sorted by label. */
export async function loadKind(
	this: ILoadOptionsFunctions,
	kind: RecordKindName,
): Promise<INodePropertyOptions[]> {
	const records = await pickerClient
		.call(this)
		.listRecords(listPath(kind, pickerPlace.call(this, kind)), kind, { max: MAX_LIST_RESULTS });
	return toResults(records, undefined, pickerLabel(recordsOf(kind).locator.label)).results;
}

/** A 404 of a list as "this server has no such list"; any other failure as the node error it already is. */
function missingListError(
	this: ILoadOptionsFunctions,
	error: unknown,
	path: string,
	noun: { one: string; many: string },
): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError && error.httpCode === '404') {
		return new NodeOperationError(
			this.getNode(),
			`This server does not list ${noun.many} (HTTP 404 for ${path})`,
			{
				description: `Servers before the ${noun.many} endpoints were published have no such list. Choose 'ID' and paste the ${noun.one} ID.`,
			},
		);
	}
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	return new NodeOperationError(this.getNode(), error as Error);
}
