import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { pipePath } from '../../../shared/api/paths';
import type { OperationContext } from '../operation';
import { chosenList, itemService } from '../parameters';
import { readPipeBody } from './form';
import { pipeWithoutSecrets } from './secrets';
import { PIPE_SETTLED_STATES } from '../settledStates';
import { readWait, waitUntilSettled } from '../stateWait';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const body = readPipeBody.call(this, itemIndex, 'create');
	const waitMs = readWait.call(this, itemIndex);
	const path = chosenList.call(this, 'pipe', deployment, itemIndex);
	const created = await client.request<IDataObject>('POST', path, { body, itemIndex });
	if (waitMs === undefined) return pipeWithoutSecrets(created);
	const recordPath = pipePath(itemService.call(this, itemIndex), String(created.id));
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
