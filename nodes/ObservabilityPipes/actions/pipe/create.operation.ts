import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { itemList, itemRecordPath } from '../itemReader';
import { readPipeInput } from './form';
import { pipeBodyOf } from './pipeBody';
import { pipeWithoutSecrets } from './secrets';
import { PIPE_SETTLED_STATES } from '../settledStates';
import { readWait, waitUntilSettled } from '../stateWait';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const body = pipeBodyOf(readPipeInput.call(this, itemIndex, 'create'), 'create');
	const waitMs = readWait.call(this, itemIndex);
	const path = itemList.call(this, 'pipe', deployment, itemIndex);
	const created = await client.request<IDataObject>('POST', path, { body, itemIndex });
	if (waitMs === undefined) return pipeWithoutSecrets(created);
	const recordPath = itemRecordPath.call(this, 'pipe', 'cloud', itemIndex, String(created.id));
	const settled = await waitUntilSettled.call(
		this,
		PIPE_SETTLED_STATES,
		created,
		waitMs,
		async () => await client.request<IDataObject>('GET', recordPath, { itemIndex }),
		itemIndex,
	);
	return pipeWithoutSecrets(settled);
}
