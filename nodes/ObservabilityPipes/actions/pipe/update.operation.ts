import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemRecord } from '../framework/itemReader';
import { readPipeInput } from './pipeInput';
import { pipeBodyOf } from './pipeBody';
import { pipeWithoutSecrets } from './secrets';
import { operationDescription } from '../framework/resourceDescription';
import { kindLocator, bodyModeProperties } from '../../../shared/editor/properties';
import { pipeFormFields } from './pipeParameters';

/** What the update form says instead of the create form's descriptions. */
const UPDATE_DESCRIPTIONS: Record<string, string> = {
	destination: 'Destination fields to change; fields not given keep their values',
	fieldMappings:
		'The new field mappings; they replace all current ones, and every destination column must stay mapped',
};

const update = [
	kindLocator('pipe'),
	...bodyModeProperties(
		{ name: 'orders-events-v2', settings: { engine_max_threads: 8 } },
		"Only the fields to change: 'name', 'fieldMappings', 'settings', destination columns and the source's credentials and connection. Brokers, topics, tables and the like are fixed at create.",
		pipeFormFields('update').map((property) =>
			UPDATE_DESCRIPTIONS[property.name]
				? { ...property, description: UPDATE_DESCRIPTIONS[property.name] }
				: property,
		),
	),
];

export const description = operationDescription('pipe', 'update', update);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const { path } = itemRecord.call(this, 'pipe', 'cloud', itemIndex);
	const body = pipeBodyOf(readPipeInput.call(this, itemIndex, 'update'), 'update');
	return pipeWithoutSecrets(await client.request<IDataObject>('PATCH', path, { body, itemIndex }));
}
