import type { IDataObject } from 'n8n-workflow';
import { field, keptFields } from '../output/simplify';

/** A connection as "Simplify" shows it: where it reads and as whom (the password is never returned). */
export function simplifyConnection(record: IDataObject): IDataObject {
	return keptFields({
		id: field(record, 'id'),
		name: field(record, 'name'),
		host: field(record, 'host'),
		username: field(record, 'username'),
		isPrometheusEndpoint: field(record, 'isPrometheusEndpoint'),
	});
}
