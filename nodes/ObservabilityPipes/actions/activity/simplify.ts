import type { IDataObject } from 'n8n-workflow';
import { field, keptFields } from '../output/simplify';

/** An activity as "Simplify" shows it: what happened, when, who did it, and on what. */
export function simplifyActivity(record: IDataObject): IDataObject {
	return keptFields({
		id: field(record, 'id'),
		createdAt: field(record, 'createdAt'),
		type: field(record, 'type'),
		actorType: field(record, 'actorType'),
		actorId: field(record, 'actorId'),
		actorDetails: field(record, 'actorDetails'),
		actorIpAddress: field(record, 'actorIpAddress'),
		serviceId: field(record, 'serviceId'),
		targetKeyId: field(record, 'targetKeyId'),
		keyUpdateType: field(record, 'keyUpdateType'),
	});
}
