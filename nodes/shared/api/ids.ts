import { InputError } from '../base/inputError';
import { requiredString } from '../base/helpers';
import { KINDS, type IdKind, type RecordKindName } from './kindTable';
import type { Deployment } from './types';

export type { IdKind } from './kindTable';

/** Each id form: its pattern and how messages name and spell it (plain data, for any checker). */
export const ID_FORMS: Readonly<
	Record<IdKind, { pattern: RegExp; name: string; spelled: string }>
> = {
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
	return ID_FORMS[kind].pattern.test(value);
}

/** A non-empty id of this kind, trimmed; anything else is an InputError naming the field. */
export function checkId(field: string, value: unknown, kind: IdKind): string {
	const id = requiredString(field, value);
	if (!hasIdForm(id, kind)) {
		throw new InputError(
			field,
			`"${id}" is not ${ID_FORMS[kind].name}`,
			`Pick the record from the list, or paste its ID (${ID_FORMS[kind].spelled}).`,
		);
	}
	return id;
}

/** The id of a record of `kind`, checked for the form it has on `deployment`. */
export function recordId(
	field: string,
	value: unknown,
	kind: RecordKindName,
	deployment: Deployment,
): string {
	return checkId(field, value, KINDS[kind].records.ids[deployment]);
}
