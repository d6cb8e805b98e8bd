import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { itemList, itemRecordPath } from '../framework/itemReader';
import { readPipeInput } from './pipeInput';
import { pipeBodyOf } from './pipeBody';
import { pipeWithoutSecrets } from './secrets';
import { PIPE_SETTLED_STATES, readWait, waitUntilSettled } from '../helpers/stateWait';
import { operationDescription } from '../framework/resourceDescription';
import { bodyModeProperties } from '../../../shared/editor/properties';
import { pipeFormFields } from './pipeParameters';
import { pipeWaitProperties } from './stateCommand';

const CREATE_EXAMPLE = {
	name: 'orders-events',
	source: {
		messageBroker: {
			brokers: 'b-1.example.com:9096',
			topics: 'orders',
			consumerGroup: 'pipes-orders',
			format: 'JSONEachRow',
			authentication: 'SCRAM-SHA-512',
			offset: { strategy: 'from_latest' },
		},
	},
	destination: {
		database: 'default',
		table: 'orders',
		managedTable: true,
		columns: [
			{ name: 'order_id', type: 'String' },
			{ name: 'amount', type: 'Float64' },
		],
	},
	fieldMappings: [
		{ sourceField: 'orderId', destinationField: 'order_id' },
		{ sourceField: 'amount', destinationField: 'amount' },
	],
	scaling: { replicas: 1 },
	settings: { streaming_max_insert_wait_ms: 1000 },
};

const create = [
	...bodyModeProperties(
		CREATE_EXAMPLE,
		'The pipe as a JSON object: name, source (one kind), destination, fieldMappings, scaling, settings. Other fields the service takes may be given too.',
		pipeFormFields('create'),
	),
	...pipeWaitProperties,
];

export const description = operationDescription('pipe', 'create', create);

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const client = executionClient(this, deployment);
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
