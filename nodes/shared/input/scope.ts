import type { ILoadOptionsFunctions, IPollFunctions } from 'n8n-workflow';
import { recordId } from '../api/ids';
import type { Place, Scope, ServiceIds } from '../api/paths';
import type { Parent } from '../api/kindTable';
import type { Deployment } from '../api/types';

/**
 * Reads one node parameter by name; a resource locator gives its value, whatever mode the
 * user chose. Each n8n context reads parameters its own way; the checks below do not care.
 */
export type ReadParameter = (name: string) => unknown;

/**
 * The value of a resource locator read without `extractValue` (a collection's entries are):
 * `{__rl, mode, value}` gives its `value`; anything else, such as the plain text a workflow
 * saved before the field became a picker, is the value itself.
 */
export function locatorValue(value: unknown): unknown {
	if (
		typeof value === 'object' &&
		value !== null &&
		!Array.isArray(value) &&
		'value' in value &&
		('__rl' in value || 'mode' in value)
	) {
		return (value as { value: unknown }).value;
	}
	return value;
}

/** Parameters of a node outside an execution (list search, load options, a poll). */
export function nodeParameters(this: ILoadOptionsFunctions | IPollFunctions): ReadParameter {
	return (name) => this.getNodeParameter(name, '', { extractValue: true });
}

/*
 * `chosen…`: what the user chose in the parameters a `ReadParameter` reads (the organization,
 * the service, the scope, the place a list hangs under), checked: the triggers read their
 * configuration with them, the pickers the node's current parameters. The action node reads
 * one input item with `item…` of actions/framework/itemReader.ts.
 */

/** The chosen organization's id, checked. */
export function chosenOrganization(read: ReadParameter): string {
	return recordId('organizationId', read('organizationId'), 'organization', 'cloud');
}

/** The chosen cloud service (and its organization), checked. */
export function chosenService(read: ReadParameter): ServiceIds {
	const organizationId = chosenOrganization(read);
	return {
		organizationId,
		serviceId: recordId('serviceId', read('serviceId'), 'service', 'cloud'),
	};
}

/** Where the deployment keeps observability records; the cloud reads the chosen service. */
export function chosenScope(read: ReadParameter, deployment: Deployment): Scope {
	return deployment === 'selfHosted' ? { deployment } : { deployment, ...chosenService(read) };
}

/** The chosen parents a list hangs under (record-kind table: `parent`), checked. */
export function chosenPlace(read: ReadParameter, parent: Parent, deployment: Deployment): Place {
	switch (parent) {
		case 'root':
		case 'team':
			return { deployment };
		case 'organization':
			return { deployment, organizationId: chosenOrganization(read) };
		case 'service':
			return { deployment, ...chosenService(read) };
		case 'observability':
			return chosenScope(read, deployment);
	}
}
