import type { IDataObject } from 'n8n-workflow';
import { field, keptFields, objectField } from '../output/simplify';

/** A service as "Simplify" shows it: its state, where it runs, whether it idles, its replicas. */
export function simplifyService(record: IDataObject): IDataObject {
	return keptFields({
		id: field(record, 'id'),
		name: field(record, 'name'),
		state: field(record, 'state'),
		provider: field(record, 'provider'),
		region: field(record, 'region'),
		idleScaling: field(record, 'idleScaling'),
		idleTimeoutMinutes: field(record, 'idleTimeoutMinutes'),
		numReplicas: field(record, 'numReplicas'),
		autoscalingMode: field(objectField(record, 'currentScaling'), 'effectiveAutoscalingMode'),
		createdAt: field(record, 'createdAt'),
	});
}
