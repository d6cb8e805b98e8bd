import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { kindLocator } from '../../../shared/editor/properties';
import { waitProperties } from '../framework/resourceDescription';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemRecord, itemRecordPath } from '../framework/itemReader';
import { SERVICE_SETTLED_STATES, readWait, waitUntilSettled } from '../helpers/stateWait';

/** `waitForState` and `waitTimeout` of Start, Stop and Wake. */
const serviceWaitProperties = waitProperties(
	'service',
	'Running, Stopped, Idle, Degraded or Failed',
);

/** The parameters of Start, Stop and Wake: the service picker and the wait settings. */
export const stateCommandParameters: INodeProperties[] = [
	kindLocator('service'),
	...serviceWaitProperties,
];

/**
 * Start, Stop and Wake, as their operation files run them: sends the command of
 * `PATCH .../services/{serviceId}/state` the operation names (`SERVICE_SETTLED_STATES`; Wake
 * sends `awake`) and, when asked, waits until the service settles. A command the current state
 * does not allow comes back as the server's 400, with its text.
 */
export async function sendStateCommand(
	this: IExecuteFunctions,
	operation: string,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const command = SERVICE_SETTLED_STATES.commands[operation];
	const client = executionClient(this, deployment);
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
