import { ENUMS } from '../../../shared/api/apiSpec';
import type { IDataObject } from 'n8n-workflow';
import { checkId } from '../../../shared/api/ids';
import { InputError } from '../../../shared/input/inputError';
import { parseInstant } from '../../../shared/input/time';
import {
	checkSomeChange,
	openEnum,
	optionalText,
	splitList,
	toBoolean,
} from '../../../shared/input/validation';
import { describeType, isObject, requiredString } from '../../../shared/util';

/** Names of fields that would hold key material; the API never sends them, the node never outputs them. */
const SECRET_FIELDS = ['key', 'keySecret', 'secret'];

function isIpv4(text: string): boolean {
	const parts = text.split('.');
	return parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

function isIpv6(text: string): boolean {
	if (!/^[0-9a-f:.]+$/i.test(text) || !text.includes(':')) return false;
	const halves = text.split('::');
	if (halves.length > 2) return false;
	const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
	let count = 0;
	for (const [index, group] of groups.entries()) {
		if (index === groups.length - 1 && group.includes('.')) {
			if (!isIpv4(group)) return false;
			count += 2;
		} else if (/^[0-9a-f]{1,4}$/i.test(group)) {
			count += 1;
		} else {
			return false;
		}
	}
	return halves.length === 2 ? count < 8 : count === 8;
}

/** An IPv4 or IPv6 address, optionally with a prefix length (CIDR). */
export function isIpOrCidr(value: string): boolean {
	const [address, prefix, ...rest] = value.trim().split('/');
	if (rest.length) return false;
	if (isIpv4(address))
		return prefix === undefined || (/^\d{1,2}$/.test(prefix) && Number(prefix) <= 32);
	if (isIpv6(address))
		return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= 128);
	return false;
}

function ipAccessEntry(field: string, value: unknown): IDataObject {
	const fix =
		'Give each entry as {"source": "203.0.113.0/24", "description": "..."}: an IPv4 or IPv6 address or CIDR range.';
	if (!isObject(value))
		throw new InputError(field, `expected an object, got ${describeType(value)}`, fix);
	const source = requiredString(`${field}.source`, value.source);
	if (!isIpOrCidr(source))
		throw new InputError(`${field}.source`, `"${source}" is not an IP address or CIDR range`, fix);
	const entry: IDataObject = { ...value, source };
	optionalText(`${field}.description`, value.description);
	return entry;
}

/**
 * Checks an API key update body `{name?, roles?, assignedRoleIds?, expireAt?, state?,
 * ipAccessList?}`: roles from the deprecated enum, assigned role ids as UUIDs (each once),
 * `expireAt` an instant (sent as ISO 8601) or null/empty for never, IP entries as addresses
 * or CIDR ranges. Lists may be empty, as the service takes them (docs/api-notes.md#api-keys).
 * Unknown fields pass.
 */
export function validateApiKeyUpdate(input: IDataObject, timeZone = 'UTC'): IDataObject {
	const body: IDataObject = { ...input };
	if (body.name !== undefined) body.name = requiredString('name', body.name);
	if (body.roles !== undefined) {
		if (!Array.isArray(body.roles)) {
			throw new InputError(
				'roles',
				`expected a list, got ${describeType(body.roles)}`,
				`Set 'roles' to a list of: ${ENUMS.apiKeyRoles.values.join(', ')}.`,
			);
		}
		body.roles = [
			...new Set(
				body.roles.map((role, index) =>
					openEnum(`roles[${index}]`, role, ENUMS.apiKeyRoles.values),
				),
			),
		];
	}
	if (body.assignedRoleIds !== undefined) {
		if (!Array.isArray(body.assignedRoleIds)) {
			throw new InputError(
				'assignedRoleIds',
				`expected a list, got ${describeType(body.assignedRoleIds)}`,
				'Set "assignedRoleIds" to a list of role IDs (UUIDs), e.g. ["00000009-0000-4000-8000-000000000001"].',
			);
		}
		body.assignedRoleIds = [
			...new Set(
				body.assignedRoleIds.map((id, index) => checkId(`assignedRoleIds[${index}]`, id, 'uuid')),
			),
		];
	}
	if (body.expireAt !== undefined) {
		body.expireAt =
			body.expireAt === null || body.expireAt === ''
				? null
				: new Date(parseInstant('expireAt', body.expireAt, timeZone)).toISOString();
	}
	if (body.state !== undefined)
		body.state = openEnum('state', body.state, ENUMS.apiKeyStates.values);
	if (body.ipAccessList !== undefined) {
		if (!Array.isArray(body.ipAccessList)) {
			throw new InputError(
				'ipAccessList',
				`expected a list, got ${describeType(body.ipAccessList)}`,
				'Set "ipAccessList" to a list of {"source", "description"}.',
			);
		}
		body.ipAccessList = body.ipAccessList.map((entry, index) =>
			ipAccessEntry(`ipAccessList[${index}]`, entry),
		);
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
