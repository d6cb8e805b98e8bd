import type { IDataObject } from 'n8n-workflow';
import { isObject } from '../../../shared/base/helpers';
import { field, keptFields, listField } from '../output/simplify';

/**
 * An API key as "Simplify" shows it: state, roles and dates. Organizations on custom roles
 * give `assignedRoles` instead of the deprecated `roles` (docs/api-notes.md#api-keys): `roles`
 * then lists their names.
 */
export function simplifyApiKey(record: IDataObject): IDataObject {
	const roles = listField(record, 'roles');
	const assigned = listField(record, 'assignedRoles')
		.filter(isObject)
		.map((role) => field(role, 'roleName', 'roleId'));
	return keptFields({
		id: field(record, 'id'),
		name: field(record, 'name'),
		state: field(record, 'state'),
		roles: roles.length ? roles : assigned,
		keySuffix: field(record, 'keySuffix'),
		expireAt: field(record, 'expireAt'),
		usedAt: field(record, 'usedAt'),
	});
}
