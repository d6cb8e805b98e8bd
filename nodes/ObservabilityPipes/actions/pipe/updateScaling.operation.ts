import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { InputError } from '../../../shared/input/inputError';
import { readBody, usesJsonBody } from '../../../shared/input/bodyMode';
import type { OperationContext } from '../operation';
import { itemRecord } from '../itemReader';
import { validateScaling } from './scaling';
import { pipeWithoutSecrets } from './secrets';

export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
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
