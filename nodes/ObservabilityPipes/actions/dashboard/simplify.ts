import type { IDataObject } from 'n8n-workflow';
import { isObject } from '../../../shared/base/helpers';
import { field, keptFields, listField } from '../output/simplify';

/** A dashboard as "Simplify" shows it: its name and tags, and each tile by id and name (no layout, no queries). */
export function simplifyDashboard(record: IDataObject): IDataObject {
	return keptFields({
		id: field(record, 'id'),
		name: field(record, 'name'),
		tags: listField(record, 'tags'),
		tiles: listField(record, 'tiles')
			.filter(isObject)
			.map((tile) => keptFields({ id: field(tile, 'id'), name: field(tile, 'name') })),
	});
}
