import type { IDataObject } from 'n8n-workflow';
import { field, keptFields } from '../output/simplify';

/** A team member as "Simplify" shows it: who they are, and whether the API key is theirs. */
export function simplifyTeamMember(record: IDataObject): IDataObject {
	return keptFields({
		id: field(record, 'id'),
		name: field(record, 'name'),
		email: field(record, 'email'),
		isCurrentUser: field(record, 'isCurrentUser'),
	});
}
