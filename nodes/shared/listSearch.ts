import {
	NodeApiError,
	NodeOperationError,
	type IDataObject,
	type ILoadOptionsFunctions,
	type INodeListSearchResult,
	type INodePropertyOptions,
} from 'n8n-workflow';
import { InputError } from './input/inputError';
import type { ListKind } from './http/listPaging';
import { listRecords } from './http/pagination';
import { ORGANIZATIONS_PATH, servicesPath, type Scope, type ServiceIds } from './paths';
import { chosenOrganization, chosenScope, chosenService, nodeParameters, type ReadParameter } from './scope';
import { ApiClient } from './http/transport';
import type { Deployment } from './api/types';

/** Lists shown in a picker stay short: the user narrows them with the filter. */
const MAX_LIST_RESULTS = 1000;

export function deploymentOf(context: ILoadOptionsFunctions): Deployment {
	return (context.getNodeParameter('deployment', 'cloud') as Deployment) ?? 'cloud';
}

export function clientFor(context: ILoadOptionsFunctions): ApiClient {
	return new ApiClient(context, deploymentOf(context), { timeoutMs: 15000, retry: { maxRetries: 1 } });
}

/** A picker's parameter that another list depends on: an empty one asks the user to choose it first. */
function dependencies(context: ILoadOptionsFunctions): ReadParameter {
	const read = nodeParameters(context);
	return (name) => {
		const value = read(name);
		if (value === '' || value === undefined || value === null) {
			const noun = name.replace(/Id$/, '');
			throw new InputError(name, `choose the ${noun} first (the list depends on it)`, `Pick the ${noun} above, then open this list again.`);
		}
		return value;
	};
}

/** Runs a parameter check of a picker; bad input becomes a NodeOperationError that says how to fix it. */
function checked<T>(context: ILoadOptionsFunctions, read: (parameters: ReadParameter) => T): T {
	return pickerInput(context, () => read(dependencies(context)));
}

/** Runs an input check of a list search or load options method: an InputError becomes a NodeOperationError that says how to fix it. */
export function pickerInput<T>(context: ILoadOptionsFunctions, check: () => T): T {
	try {
		return check();
	} catch (error) {
		if (error instanceof InputError) throw new NodeOperationError(context.getNode(), error.message, { description: error.fix });
		throw new NodeOperationError(context.getNode(), error as Error);
	}
}

export function organizationOf(context: ILoadOptionsFunctions): string {
	return checked(context, chosenOrganization);
}

export function serviceOf(context: ILoadOptionsFunctions): ServiceIds {
	return checked(context, chosenService);
}

export function scopeOf(context: ILoadOptionsFunctions): Scope {
	return checked(context, (read) => chosenScope(read, deploymentOf(context)));
}

function toResults(records: IDataObject[], filter: string | undefined, label: (record: IDataObject) => string): INodeListSearchResult {
	const needle = filter?.trim().toLowerCase();
	const results = [];
	for (const record of records) {
		const name = label(record);
		const id = String(record.id ?? '');
		if (needle && !name.toLowerCase().includes(needle) && !id.toLowerCase().includes(needle)) continue;
		results.push({ name, value: id });
	}
	results.sort((a, b) => a.name.localeCompare(b.name));
	return { results };
}

export const byName = (record: IDataObject) => String(record.name || record.id);

/** `name (detail)` when the record has the detail, else its name. */
export function withDetail(detail: (record: IDataObject) => unknown): (record: IDataObject) => string {
	return (record) => {
		const value = detail(record);
		return value ? `${byName(record)} (${String(value)})` : byName(record);
	};
}

/** The records of a collection as picker entries, filtered by name or id. */
export async function searchList(
	context: ILoadOptionsFunctions,
	path: string,
	filter: string | undefined,
	kind: ListKind,
	label: (record: IDataObject) => string = byName,
): Promise<INodeListSearchResult> {
	const records = await listRecords(clientFor(context), path, kind, { max: MAX_LIST_RESULTS });
	return toResults(records, filter, label);
}

/** The records of a collection as the options of a dropdown or multi-select, sorted by label. */
export async function loadList(
	context: ILoadOptionsFunctions,
	path: string,
	kind: ListKind,
	label: (record: IDataObject) => string = byName,
): Promise<INodePropertyOptions[]> {
	const records = await listRecords(clientFor(context), path, kind, { max: MAX_LIST_RESULTS });
	return toResults(records, undefined, label).results;
}

/**
 * The records of a collection that some servers do not publish (older versions): their 404
 * becomes a message that says so and points at the ID mode, instead of n8n's bare "Could not
 * load list".
 */
export async function searchOptionalList(
	context: ILoadOptionsFunctions,
	path: string,
	filter: string | undefined,
	kind: ListKind,
	noun: { one: string; many: string },
	label: (record: IDataObject) => string = byName,
): Promise<INodeListSearchResult> {
	try {
		return await searchList(context, path, filter, kind, label);
	} catch (error) {
		throw missingListError(context, error, path, noun);
	}
}

/** A 404 of a list as "this server has no such list"; any other failure as the node error it already is. */
function missingListError(context: ILoadOptionsFunctions, error: unknown, path: string, noun: { one: string; many: string }): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError && error.httpCode === '404') {
		return new NodeOperationError(context.getNode(), `This server does not list ${noun.many} (HTTP 404 for ${path})`, {
			description: `Servers before the ${noun.many} endpoints were published have no such list. Choose "ID" and paste the ${noun.one} ID.`,
		});
	}
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	return new NodeOperationError(context.getNode(), error as Error);
}

export async function searchOrganizations(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await searchList(this, ORGANIZATIONS_PATH, filter, 'organizations');
}

export async function searchServices(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	return await searchList(this, servicesPath(organizationOf(this)), filter, 'services', withDetail((record) => record.state));
}
