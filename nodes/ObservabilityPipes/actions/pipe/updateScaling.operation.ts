import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { InputError } from '../../../shared/base/inputError';
import { readBody, usesJsonBody } from '../../../shared/input/bodyMode';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemRecord } from '../framework/itemReader';
import { validateScaling } from './scaling';
import { pipeWithoutSecrets } from './secrets';
import { operationDescription } from '../framework/resourceDescription';
import { kindLocator, bodyModeProperties } from '../../../shared/editor/properties';
import { scalingField } from './pipeParameters';

const updateScaling = [
	kindLocator('pipe'),
	...bodyModeProperties(
		{ replicas: 2, replicaCpuMillicores: 500, replicaMemoryGb: 2, concurrency: 1 },
		'Any of replicas (1-40), replicaCpuMillicores (125-2000), replicaMemoryGb (0.5-8) and concurrency (0-34, 0 = scaled automatically); null or a field left out keeps its value',
		[scalingField],
	),
];

export const description = operationDescription('pipe', 'updateScaling', updateScaling);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
	const { path } = itemRecord.call(this, 'pipe', 'cloud', itemIndex, 'scaling');
	const json = usesJsonBody.call(this, itemIndex);
	const raw = readBody.call(
		this,
		itemIndex,
		() => this.getNodeParameter('scaling', itemIndex, {}) as IDataObject,
	);
	const body = validateScaling(raw, json ? '' : 'scaling.', true);
	if (!Object.keys(body).length) {
		throw new InputError(
			json ? 'jsonBody' : 'scaling',
			'no scaling field was given',
			'Add at least one of replicas, replica CPU, replica memory or concurrency.',
		);
	}
	return pipeWithoutSecrets(await client.request<IDataObject>('PATCH', path, { body, itemIndex }));
}
