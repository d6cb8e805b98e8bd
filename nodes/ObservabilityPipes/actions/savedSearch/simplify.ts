import type { IDataObject } from 'n8n-workflow';
import { field, keptFields, listField } from '../output/simplify';

/** A saved search as "Simplify" shows it: what it searches, not how it shows it. */
export function simplifySavedSearch(record: IDataObject): IDataObject {
	return keptFields({
		id: field(record, 'id'),
		name: field(record, 'name'),
		sourceId: field(record, 'sourceId', 'source'),
		where: field(record, 'where'),
		whereLanguage: field(record, 'whereLanguage'),
		tags: listField(record, 'tags'),
	});
}
