import type { IDataObject } from 'n8n-workflow';
import { field, keptFields } from '../output/simplify';

/** An organization as "Simplify" shows it: id, name and creation time (no private endpoints, no BYOC settings). */
export function simplifyOrganization(record: IDataObject): IDataObject {
	return keptFields({
		id: field(record, 'id'),
		name: field(record, 'name'),
		createdAt: field(record, 'createdAt'),
	});
}
