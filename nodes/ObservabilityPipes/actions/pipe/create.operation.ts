import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { readPipeBody } from './form';
import { itemList, itemRecordPath } from '../itemReader';
import { pipeWithoutSecrets } from './secrets';
import { readWait, waitForSettledState } from './waitForState';

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const body = readPipeBody.call(this, itemIndex, 'create');
	const waitMs = readWait.call(this, itemIndex);
	const path = itemList.call(this, 'pipe', deployment, itemIndex);
	const created = await client.request<IDataObject>('POST', path, { body, itemIndex });
	if (waitMs === undefined) return pipeWithoutSecrets(created);
	const recordPath = itemRecordPath.call(this, 'pipe', 'cloud', itemIndex, String(created.id));
	const settled = await waitForSettledState.call(
		this,
		created,
		waitMs,
		async () => await client.request<IDataObject>('GET', recordPath, { itemIndex }),
		itemIndex,
	);
	return pipeWithoutSecrets(settled);
}
