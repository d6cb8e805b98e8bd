import { InputError } from '../input/inputError';
import { requiredString } from '../util';
import { KINDS, RECORD_KINDS, type IdKind, type RecordKindName } from './recordKinds';
import type { Deployment } from './types';

export type { IdKind } from './recordKinds';

/** Every kind of record the node names by id. */
export type IdResource = RecordKindName;

/** Which id form each record kind has on each deployment, read from the record-kind table. */
export const ID_KINDS: Readonly<Record<IdResource, Readonly<Record<Deployment, IdKind>>>> =
	Object.fromEntries(RECORD_KINDS.map((name) => [name, KINDS[name].records.ids])) as Record<
		IdResource,
		Readonly<Record<Deployment, IdKind>>
	>;

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

/** A non-empty id of this kind, trimmed; anything else is an InputError naming the field. */
export function checkId(field: string, value: unknown, kind: IdKind): string {
	const id = requiredString(field, value);
	if (!hasIdForm(id, kind)) {
		throw new InputError(
			field,
			`"${id}" is not ${FORMS[kind].name}`,
			`Pick the record from the list, or paste its ID (${FORMS[kind].spelled}).`,
		);
	}
	return id;
}

/** The id of a record of `resource`, checked for the form it has on `deployment`. */
export function recordId(
	field: string,
	value: unknown,
	resource: IdResource,
	deployment: Deployment,
): string {
	return checkId(field, value, ID_KINDS[resource][deployment]);
}
