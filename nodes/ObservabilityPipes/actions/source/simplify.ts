import type { IDataObject } from 'n8n-workflow';
import { field, keptFields, objectField } from '../output/simplify';

/** A source as "Simplify" shows it: its kind and the table it reads (no expressions, no settings). */
export function simplifySource(record: IDataObject): IDataObject {
	const from = objectField(record, 'from');
	return keptFields({
		id: field(record, 'id'),
		name: field(record, 'name'),
		kind: field(record, 'kind'),
		databaseName: field(from, 'databaseName'),
		tableName: field(from, 'tableName'),
	});
}
