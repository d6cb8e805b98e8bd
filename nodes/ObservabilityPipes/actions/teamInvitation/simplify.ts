import type { IDataObject } from 'n8n-workflow';
import { field, keptFields } from '../output/simplify';

/** A pending invitation as "Simplify" shows it: who it is for, since when, and its join link. */
export function simplifyTeamInvitation(record: IDataObject): IDataObject {
	return keptFields({
		id: field(record, 'id'),
		email: field(record, 'email'),
		name: field(record, 'name'),
		createdAt: field(record, 'createdAt'),
		url: field(record, 'url'),
	});
}
