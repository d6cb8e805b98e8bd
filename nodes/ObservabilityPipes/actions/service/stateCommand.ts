import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { itemRecord, itemRecordPath } from '../itemReader';
import { SERVICE_SETTLED_STATES } from '../settledStates';
import { readWait, waitUntilSettled } from '../stateWait';

/**
 * Start, Stop and Wake: sends the command of `PATCH .../services/{serviceId}/state` the
 * operation names (`SERVICE_SETTLED_STATES`; Wake sends `awake`) and, when asked, waits until
 * the service settles. A command the current state does not allow comes back as the server's
 * 400, with its text.
 */
export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const command = SERVICE_SETTLED_STATES.commands[this.getNodeParameter('operation', 0) as string];
	const { id, path } = itemRecord.call(this, 'service', 'cloud', itemIndex);
	const waitMs = readWait.call(this, itemIndex);
	const record = await client.request<IDataObject>(
		'PATCH',
		itemRecordPath.call(this, 'service', 'cloud', itemIndex, id, 'state'),
		{ body: { command }, itemIndex },
	);
	if (waitMs === undefined) return record;
	return await waitUntilSettled.call(
		this,
		SERVICE_SETTLED_STATES,
		record,
		waitMs,
		async () => await client.request<IDataObject>('GET', path, { itemIndex }),
		itemIndex,
	);
}
