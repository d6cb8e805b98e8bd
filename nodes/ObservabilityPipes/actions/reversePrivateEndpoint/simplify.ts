import type { IDataObject } from 'n8n-workflow';
import { field, keptFields, listField } from '../output/simplify';

/** A reverse private endpoint as "Simplify" shows it: what it is, its status and the names to reach it. */
export function simplifyReversePrivateEndpoint(record: IDataObject): IDataObject {
	return keptFields({
		id: field(record, 'id'),
		description: field(record, 'description'),
		type: field(record, 'type'),
		status: field(record, 'status'),
		endpointId: field(record, 'endpointId'),
		dnsNames: listField(record, 'dnsNames'),
	});
}
