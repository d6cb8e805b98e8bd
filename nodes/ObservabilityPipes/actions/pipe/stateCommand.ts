import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { itemRecord, itemRecordPath } from '../itemReader';
import { pipeWithoutSecrets } from './secrets';
import { PIPE_SETTLED_STATES } from '../settledStates';
import { readWait, waitUntilSettled } from '../stateWait';

/**
 * Start, Stop and Resync: sends the state command the operation names (`PIPE_SETTLED_STATES`)
 * and, when asked, waits until the pipe settles.
 */
export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const command = PIPE_SETTLED_STATES.commands[this.getNodeParameter('operation', 0) as string];
	const { id, path } = itemRecord.call(this, 'pipe', 'cloud', itemIndex);
	const waitMs = readWait.call(this, itemIndex);
	const record = await client.request<IDataObject>(
		'PATCH',
		itemRecordPath.call(this, 'pipe', 'cloud', itemIndex, id, 'state'),
		{ body: { command }, itemIndex },
	);
	if (waitMs === undefined) return pipeWithoutSecrets(record);
	const settled = await waitUntilSettled.call(
		this,
		PIPE_SETTLED_STATES,
		record,
		waitMs,
		async () => await client.request<IDataObject>('GET', path, { itemIndex }),
		itemIndex,
	);
	return pipeWithoutSecrets(settled);
}
