import { ENUMS } from '../../../shared/api/apiSpec';
import type { IDataObject } from 'n8n-workflow';
import { InputError } from '../../../shared/base/inputError';
import { parseInstant } from '../../../shared/input/time';
import { checkFields, type Fields } from '../../../shared/input/schema';
import { checkSomeChange, splitList, toBoolean } from '../../../shared/input/validation';
import { isObject, requiredString } from '../../../shared/base/helpers';

/** Names of fields that would hold key material; the API never sends them, the node never outputs them. */
const SECRET_FIELDS = ['key', 'keySecret', 'secret'];

/**
 * The fields of an API key update. Roles pass values the package does not list; role ids (in
 * the body, not the path), the IP forms and CIDR ranges are the server's to judge (its 400
 * names the field). Unknown fields pass.
 */
const API_KEY_FIELDS: Fields = {
	name: { type: 'string' },
	roles: { type: 'strings' },
	assignedRoleIds: { type: 'strings' },
	state: { type: 'string', enum: ENUMS.apiKeyStates.values },
	ipAccessList: {
		type: 'objects',
		fields: { source: { type: 'string' }, description: { type: 'string', nullable: true } },
		required: ['source'],
	},
};

/**
 * Checks an API key update body `{name?, roles?, assignedRoleIds?, expireAt?, state?,
 * ipAccessList?}`: roles and role ids each once, `expireAt` an instant (sent as ISO 8601) or
 * null/empty for never. Lists may be empty, as the service takes them (docs/api-notes.md#api-keys).
 */
export function validateApiKeyUpdate(input: IDataObject, timeZone = 'UTC'): IDataObject {
	const { expireAt, ...rest } = input;
	const body = checkFields(rest, API_KEY_FIELDS, '');
	if (body.name !== undefined) body.name = requiredString('name', body.name);
	for (const list of ['roles', 'assignedRoleIds'])
		if (Array.isArray(body[list])) body[list] = [...new Set(body[list] as string[])];
	if (Array.isArray(body.ipAccessList))
		body.ipAccessList = (body.ipAccessList as IDataObject[]).map((entry) => ({
			...entry,
			source: (entry.source as string).trim(),
		}));
	if (expireAt !== undefined) {
		body.expireAt =
			expireAt === null || expireAt === ''
				? null
				: new Date(parseInstant('expireAt', expireAt, timeZone)).toISOString();
	}
	checkSomeChange(
		body,
		'updateFields',
		'Add at least one field: name, assigned role IDs, roles, expiry, state or IP access list.',
	);
	return body;
}

/**
 * Body of the "Update Fields" collection. "Never Expires" sends `expireAt: null`; it
 * cannot be combined with "Expire At". An "IP Access List" added without entries is refused
 * as a field left unfilled: the documents do not say what an empty list means (no address,
 * or no restriction), so the form does not guess; the JSON body sends `[]` as given.
 */
export function apiKeyFieldsToBody(fields: IDataObject): IDataObject {
	const body: IDataObject = {};
	if (fields.name !== undefined) body.name = fields.name;
	if (fields.assignedRoleIds !== undefined)
		body.assignedRoleIds = splitList(fields.assignedRoleIds);
	if (fields.roles !== undefined) body.roles = fields.roles;
	if (fields.state !== undefined) body.state = fields.state;
	const neverExpires =
		fields.neverExpires === undefined ? false : toBoolean('neverExpires', fields.neverExpires);
	if (neverExpires && fields.expireAt !== undefined) {
		throw new InputError(
			'expireAt',
			"it is set together with 'Never Expires'",
			"Keep 'Never Expires' for a key without expiry, or 'Expire At' for a date, not both.",
		);
	}
	if (neverExpires) body.expireAt = null;
	else if (fields.expireAt !== undefined) body.expireAt = fields.expireAt;
	if (fields.ipAccessList !== undefined) {
		const list = fields.ipAccessList;
		const entries =
			isObject(list) && Array.isArray(list.entry) ? (list.entry as IDataObject[]) : [];
		if (entries.length === 0) {
			throw new InputError(
				'ipAccessList',
				'no entry was added',
				'Add the addresses allowed to use the key (0.0.0.0/0 allows any IPv4 address), or remove the field to keep the list as it is. To send an empty list, use the JSON body.',
			);
		}
		body.ipAccessList = entries.map((entry) => {
			const item: IDataObject = {
				source: typeof entry.source === 'string' ? entry.source.trim() : entry.source,
			};
			if (typeof entry.description === 'string' && entry.description !== '')
				item.description = entry.description;
			return item;
		});
	}
	return body;
}

/** The record without any field that could hold key material. */
export function withoutKeySecret(record: IDataObject): IDataObject {
	const copy: IDataObject = {};
	for (const [name, value] of Object.entries(record ?? {})) {
		if (!SECRET_FIELDS.includes(name)) copy[name] = value;
	}
	return copy;
}
