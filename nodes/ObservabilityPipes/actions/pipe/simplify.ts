import type { IDataObject } from 'n8n-workflow';
import { isObject } from '../../../shared/base/helpers';
import { field, keptFields, objectField } from '../output/simplify';

const SOURCE_KINDS = ['messageBroker', 'objectStorage', 'managedStream', 'relationalDb'];

/** A pipe as "Simplify" shows it: its state, what kind of source it reads, the table it fills, its replicas. */
export function simplifyPipe(record: IDataObject): IDataObject {
	const source = objectField(record, 'source');
	const destination = objectField(record, 'destination');
	return keptFields({
		id: field(record, 'id'),
		name: field(record, 'name'),
		state: field(record, 'state'),
		sourceKind: SOURCE_KINDS.find((kind) => isObject(source[kind])) ?? null,
		destinationDatabase: field(destination, 'database'),
		destinationTable: field(destination, 'table'),
		replicas: field(objectField(record, 'scaling'), 'replicas'),
		updatedAt: field(record, 'updatedAt'),
	});
}
