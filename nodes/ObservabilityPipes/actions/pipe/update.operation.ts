import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { bodyModeProperties } from '../../../shared/input/bodyMode';
import type { OperationContext } from '../operation';
import { pipeFormFields } from './fields';
import { readPipeBody } from './form';
import { chosenPipe, pipeLocator } from './locator';
import { pipeWithoutSecrets } from './secrets';

const updateDescriptions: Record<string, string> = {
	destination: 'Destination fields to change; fields not given keep their values',
	fieldMappings:
		'The new field mappings; they replace all current ones, and every destination column must stay mapped',
};

const properties: INodeProperties[] = [
	pipeLocator,
	...bodyModeProperties(
		JSON.stringify({ name: 'orders-events-v2', settings: { engine_max_threads: 8 } }, null, 2),
		'Only the fields to change: name, fieldMappings, settings, destination columns, and of the source (same kind) what an update can change: credentials, authentication, certificates and endpoints (message broker), authentication fields (object storage, managed stream), connection, sync settings and tableMappingsToAdd / tableMappingsToRemove (relational database). Other fields (brokers, topics, table...) are fixed at create: recreate the pipe to change them. Scaling has its own operation.',
	),
	...updateDisplayOptions(
		{ show: { specifyBody: ['fields'] } },
		pipeFormFields('update').map((property) =>
			updateDescriptions[property.name]
				? { ...property, description: updateDescriptions[property.name] }
				: property,
		),
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['pipe'], operation: ['update'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = chosenPipe.call(this, itemIndex);
	const body = readPipeBody.call(this, itemIndex, 'update');
	return pipeWithoutSecrets(await client.request<IDataObject>('PATCH', path, { body, itemIndex }));
}
