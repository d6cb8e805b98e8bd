import type { IDataObject } from 'n8n-workflow';
import { field, keptFields } from '../output/simplify';

/** A webhook as "Simplify" shows it: where it sends (no body template; headers are never returned anyway). */
export function simplifyWebhook(record: IDataObject): IDataObject {
	return keptFields({
		id: field(record, 'id'),
		name: field(record, 'name'),
		service: field(record, 'service'),
		url: field(record, 'url'),
		description: field(record, 'description'),
	});
}
