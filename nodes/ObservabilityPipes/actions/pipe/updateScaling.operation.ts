import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { InputError } from '../../../shared/input/inputError';
import { bodyModeProperties, readBody, usesJsonBody } from '../../../shared/input/bodyMode';
import type { OperationContext } from '../operation';
import { scalingField } from './fields';
import { chosenPipe, pipeLocator } from './locator';
import { validateScaling } from './scaling';
import { pipeWithoutSecrets } from './secrets';

const properties: INodeProperties[] = [
	pipeLocator,
	...bodyModeProperties(
		JSON.stringify(
			{ replicas: 2, replicaCpuMillicores: 500, replicaMemoryGb: 2, concurrency: 1 },
			null,
			2,
		),
		'Any of replicas (1-40), replicaCpuMillicores (125-2000), replicaMemoryGb (0.5-8) and concurrency (0-34, 0 = scaled automatically); null or a field left out keeps its value',
	),
	...updateDisplayOptions({ show: { specifyBody: ['fields'] } }, [scalingField]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['pipe'], operation: ['updateScaling'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const { path } = chosenPipe.call(this, itemIndex, 'scaling');
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
