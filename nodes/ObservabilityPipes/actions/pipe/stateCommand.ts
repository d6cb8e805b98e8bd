import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { kindLocator } from '../../../shared/editor/properties';
import { waitProperties } from '../framework/resourceDescription';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemRecord, itemRecordPath } from '../framework/itemReader';
import { pipeWithoutSecrets } from './secrets';
import { PIPE_SETTLED_STATES, readWait, waitUntilSettled } from '../helpers/stateWait';

/** `waitForState` and `waitTimeout` of the operations that change a pipe's state. */
export const pipeWaitProperties: INodeProperties[] = waitProperties(
	'pipe',
	'Running, Stopped, Paused, Failed, Completed or Internal Error',
);

/** The parameters of Start, Stop and Resync: the pipe picker and the wait settings. */
export const stateCommandParameters: INodeProperties[] = [
	kindLocator('pipe'),
	...pipeWaitProperties,
];

/**
 * Start, Stop and Resync, as their operation files run them: sends the state command the
 * operation names (`PIPE_SETTLED_STATES`) and, when asked, waits until the pipe settles.
 */
export async function sendStateCommand(
	this: IExecuteFunctions,
	operation: string,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const command = PIPE_SETTLED_STATES.commands[operation];
	const client = executionClient(this, deployment);
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
