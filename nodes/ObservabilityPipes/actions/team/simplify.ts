import type { IDataObject } from 'n8n-workflow';
import { field, keptFields } from '../output/simplify';

/** The team as "Simplify" shows it: its ID and name. */
export function simplifyTeam(record: IDataObject): IDataObject {
	return keptFields({ id: field(record, 'id'), name: field(record, 'name') });
}
