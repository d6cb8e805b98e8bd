import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/base/inputError';
import { checkFields, type Fields } from '../../../shared/input/schema';
import { withUnknownFields } from '../../../shared/resources/writableFields';

/** The fields of an invitation body: the server takes the email address and an optional name. */
const INVITATION_FIELDS: Fields = {
	email: { type: 'string' },
	name: { type: 'string' },
};

/**
 * The form of an email address, as loose as any server's check can be: one `@`, no spaces, a
 * dot in the domain. An address without it no server takes; what passes it is the server's to
 * judge (its 400 names the field).
 */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks an invitation body (typed fields or JSON) and returns what the API takes: `email`
 * required and an email address (trimmed), `name` when given; fields this package does not
 * know are sent as given.
 */
export function validateInvitationBody(body: IDataObject): IDataObject {
	const checked = checkFields(body, INVITATION_FIELDS, '', {}, ['email']);
	const email = (checked.email as string).trim();
	if (!EMAIL_ADDRESS.test(email))
		throw new InputError(
			'email',
			`"${email}" is not an email address`,
			'Enter the address of the person to invite, e.g. "jane@example.com".',
		);
	const out: IDataObject = { email };
	if (typeof checked.name === 'string' && checked.name.trim() !== '')
		out.name = checked.name.trim();
	return withUnknownFields(out, body, Object.keys(INVITATION_FIELDS));
}

/** The typed fields of the form as a body; an empty name is left out. */
export function invitationFieldsToBody(email: unknown, additionalFields: IDataObject): IDataObject {
	const body: IDataObject = { email: email as IDataObject[string] };
	const { name } = additionalFields;
	if (name !== undefined && name !== null && name !== '') body.name = name;
	return body;
}
