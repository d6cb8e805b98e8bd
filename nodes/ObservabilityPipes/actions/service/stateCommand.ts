import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import type { OperationContext } from '../operation';
import { itemRecord, itemRecordPath } from '../itemReader';
import { SERVICE_SETTLED_STATES } from '../settledStates';
import { readWait, waitUntilSettled } from '../stateWait';

/** The commands of `PATCH .../services/{serviceId}/state`; Wake sends `awake`. */
export type ServiceCommand = 'start' | 'stop' | 'awake';

/**
 * Sends a state command and, when asked, waits until the service settles. A command the
 * current state does not allow comes back as the server's 400, with its text.
 */
export async function runServiceCommand(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
	command: ServiceCommand,
): Promise<IDataObject> {
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
