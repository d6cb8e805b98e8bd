import { InputError } from './input/inputError';
import type { Deployment } from './api/types';
import { requiredString } from './input/validation';

/** The two forms of record id the API uses. */
export type IdKind = 'uuid' | 'objectId';

/** Every kind of record the node names by id. */
export type IdResource =
	| 'organization'
	| 'service'
	| 'apiKey'
	| 'pipe'
	| 'reversePrivateEndpoint'
	| 'dashboard'
	| 'alert'
	| 'source'
	| 'webhook'
	| 'savedSearch';

/**
 * Ids of observability records (dashboards, tiles, alerts, sources, webhooks, saved
 * searches): 24-hex object ids on both deployments (docs/api-notes.md#id-forms, the documents'
 * examples).
 */
const OBSERVABILITY_IDS: Record<Deployment, IdKind> = { cloud: 'objectId', selfHosted: 'objectId' };

/** Control-plane records (organizations, services, keys, pipes, endpoints) exist on the cloud only. */
const CONTROL_PLANE_IDS: Record<Deployment, IdKind> = { cloud: 'uuid', selfHosted: 'uuid' };

/** The one table of which id form each record kind has on each deployment. */
export const ID_KINDS: Readonly<Record<IdResource, Readonly<Record<Deployment, IdKind>>>> = {
	organization: CONTROL_PLANE_IDS,
	service: CONTROL_PLANE_IDS,
	apiKey: CONTROL_PLANE_IDS,
	pipe: CONTROL_PLANE_IDS,
	reversePrivateEndpoint: CONTROL_PLANE_IDS,
	dashboard: OBSERVABILITY_IDS,
	alert: OBSERVABILITY_IDS,
	source: OBSERVABILITY_IDS,
	webhook: OBSERVABILITY_IDS,
	savedSearch: OBSERVABILITY_IDS,
};

const FORMS: Record<IdKind, { pattern: RegExp; name: string; spelled: string }> = {
	uuid: {
		pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
		name: 'a UUID',
		spelled: 'form 8-4-4-4-12 hex digits',
	},
	objectId: {
		pattern: /^[0-9a-f]{24}$/i,
		name: 'an object ID',
		spelled: '24 hexadecimal characters',
	},
};

/** Whether a text has the form of an id of this kind. */
export function hasIdForm(value: string, kind: IdKind): boolean {
	return FORMS[kind].pattern.test(value);
}

export function isUuid(value: string): boolean {
	return hasIdForm(value, 'uuid');
}

export function isObjectId(value: string): boolean {
	return hasIdForm(value, 'objectId');
}

/** A non-empty id of this kind, trimmed; anything else is an InputError naming the field. */
export function checkId(field: string, value: unknown, kind: IdKind): string {
	const id = requiredString(field, value);
	if (!hasIdForm(id, kind)) {
		throw new InputError(field, `"${id}" is not ${FORMS[kind].name}`, `Pick the record from the list, or paste its ID (${FORMS[kind].spelled}).`);
	}
	return id;
}

/** The id of a record of `resource`, checked for the form it has on `deployment`. */
export function recordId(field: string, value: unknown, resource: IdResource, deployment: Deployment): string {
	return checkId(field, value, ID_KINDS[resource][deployment]);
}
