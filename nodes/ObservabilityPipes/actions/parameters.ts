import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { recordId, type IdResource } from '../../shared/ids';
import { InputError } from '../../shared/input/inputError';
import { observabilityRecordPath, type ObservabilityCollection, type Scope, type ServiceIds } from '../../shared/paths';
import { chosenOrganization, chosenScope, chosenService, itemParameters } from '../../shared/scope';
import type { Deployment } from '../../shared/api/types';
import { toBoolean, toNumber } from '../../shared/input/validation';

/** A record the user chose: its checked id and the path of the record. */
export interface ChosenRecord {
	id: string;
	path: string;
}

/** The id a resource locator holds, whichever mode the user chose, checked for the form of its kind. */
export function locatorId(this: IExecuteFunctions, name: string, itemIndex: number, resource: IdResource, deployment: Deployment): string {
	return recordId(name, itemParameters(this, itemIndex)(name), resource, deployment);
}

/** The chosen organization's id (cloud). */
export function organizationOf(this: IExecuteFunctions, itemIndex: number): string {
	return chosenOrganization(itemParameters(this, itemIndex));
}

/** The chosen cloud service. */
export function serviceOf(this: IExecuteFunctions, itemIndex: number): ServiceIds {
	return chosenService(itemParameters(this, itemIndex));
}

/** Where the deployment keeps observability records (the chosen service on the cloud). */
export function scopeOf(this: IExecuteFunctions, deployment: Deployment, itemIndex: number): Scope {
	return chosenScope(itemParameters(this, itemIndex), deployment);
}

/** The chosen record of an observability collection, on either deployment. */
export function chosenObservabilityRecord(
	this: IExecuteFunctions,
	deployment: Deployment,
	itemIndex: number,
	parameter: string,
	resource: IdResource,
	collection: ObservabilityCollection,
): ChosenRecord {
	const id = locatorId.call(this, parameter, itemIndex, resource, deployment);
	return { id, path: observabilityRecordPath(scopeOf.call(this, deployment, itemIndex), collection, id) };
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
	if (toBoolean('returnAll', this.getNodeParameter('returnAll', itemIndex, false))) return undefined;
	const limit = toNumber('limit', this.getNodeParameter('limit', itemIndex, 50));
	if (limit < 1) {
		throw new InputError('limit', `${limit} is less than 1`, 'Set "Limit" to the most records to return (1 or more), or turn on "Return All".');
	}
	return Math.floor(limit);
}

/** Whether the user asked for n8n's "Simplify" output (off where the parameter is not shown). */
export function wantsSimplified(this: IExecuteFunctions, itemIndex: number): boolean {
	return toBoolean('simplify', this.getNodeParameter('simplify', itemIndex, false));
}
