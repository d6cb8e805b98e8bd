import type { IDataObject } from 'n8n-workflow';
import { mergeChanges } from '../helpers/fullReplace';
import { withUnknownFields, writableFields } from '../../../shared/resources/writableFields';
import { checkFields, type Fields } from '../../../shared/input/schema';
import { checkSomeChange } from '../../../shared/input/validation';
import { isObject } from '../../../shared/base/helpers';
import { InputError } from '../../../shared/base/inputError';

/** The write-only field of a connection: never returned, never in an output, an error or a log. */
export const PASSWORD = 'password';

/** The fields every connection body carries (create and update alike). */
const REQUIRED = ['name', 'host', 'username'] as const;

/** The fields of a connection the API writes (a full replace sends them all). */
const WRITABLE = ['name', 'host', 'username', PASSWORD, 'isPrometheusEndpoint'] as const;

/**
 * The fields of `CreateConnectionRequest` and `UpdateConnectionRequest` (the same fields). The
 * password is never quoted; the host's form is the server's to judge.
 */
const CONNECTION_FIELDS: Fields = {
	name: { type: 'string' },
	host: { type: 'string' },
	username: { type: 'string' },
	password: { type: 'string', nullable: true, secret: true },
	isPrometheusEndpoint: { type: 'boolean', nullable: true },
};

/**
 * Checks a connection body (a create, or the changes of an update over stand-ins) and returns it with the
 * fields the API takes (and those the package does not know, as given): `name`, `host` and
 * `username` required as text (the server takes an empty one); an empty or null password is left out (the server then keeps the
 * current one on an update, and stores none on a create).
 */
export function validateConnectionBody(body: IDataObject): IDataObject {
	const checked = checkFields(body, CONNECTION_FIELDS, '');
	// Given as text; an empty text is the server's to judge (it takes one).
	for (const field of REQUIRED)
		if (checked[field] === undefined)
			throw new InputError(field, 'it is missing', `Give the connection's ${field}.`);
	const out: IDataObject = {
		name: (checked.name as string).trim(),
		host: (checked.host as string).trim(),
		username: (checked.username as string).trim(),
	};
	if (typeof checked.password === 'string' && checked.password !== '')
		out.password = checked.password;
	if (typeof checked.isPrometheusEndpoint === 'boolean')
		out.isPrometheusEndpoint = checked.isPrometheusEndpoint;
	return withUnknownFields(out, body, WRITABLE);
}

/** The typed fields of the form as a connection body (before validation); empty texts are left out. */
export function connectionFieldsToBody(fields: IDataObject): IDataObject {
	const out: IDataObject = {};
	for (const [key, value] of Object.entries(fields))
		if (value !== undefined && value !== null && value !== '') out[key] = value;
	return out;
}

/**
 * The writable fields of a connection record, with any field this package does not know kept
 * as read. The record has no password: one a server answered anyway is not sent back.
 */
export function connectionRecordToBody(record: IDataObject): IDataObject {
	return writableFields(record, [PASSWORD]);
}

/** The password a body carries: masked wherever a failure quotes the server's text. */
export function passwordOf(body: IDataObject): string[] {
	const password = body[PASSWORD];
	return typeof password === 'string' && password !== '' ? [password] : [];
}

/** A connection as an output shows it: never a password, whatever a server answers. */
export function connectionWithoutPassword(record: IDataObject): IDataObject {
	if (!isObject(record)) return record;
	const copy: IDataObject = { ...record };
	delete copy[PASSWORD];
	return copy;
}

/**
 * The fields an update gives, checked before the node reads the connection and returned as
 * `validateConnectionBody` makes them (texts trimmed), the fields not given left out; a
 * password given empty keeps the current one.
 */
export function checkConnectionChanges(
	changes: IDataObject,
	from: 'updateFields' | 'jsonBody' = 'updateFields',
): IDataObject {
	checkSomeChange(changes, from);
	// Stand-ins for the fields not given, so that only the given ones can fail.
	const checked = validateConnectionBody({
		name: 'name',
		host: 'host',
		username: 'username',
		...changes,
	});
	const out: IDataObject = {};
	// A field given null is cleared (left out of the replace); an empty password keeps the current one.
	for (const key of Object.keys(changes))
		if (changes[key] !== undefined && !(key === PASSWORD && checked[key] === undefined))
			out[key] = checked[key];
	return out;
}

/**
 * The body of a full replace: the stored connection as read (without what the server sets, and
 * never a password it answered), the checked changes over it. Nothing read is judged again.
 */
export function mergeConnection(record: IDataObject, changes: IDataObject): IDataObject {
	return mergeChanges(connectionRecordToBody(record), changes);
}
