import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { bodyModeProperties } from '../../../shared/input/bodyMode';
import type { OperationContext } from '../operation';
import { pipeFormFields } from './fields';
import { readPipeBody } from './form';
import { pipePathOf, servicePipesPath } from './locator';
import { pipeWithoutSecrets } from './secrets';
import { readWait, waitForSettledState, waitProperties } from './waitForState';

const example = {
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

const properties: INodeProperties[] = [
	...bodyModeProperties(
		JSON.stringify(example, null, 2),
		'The pipe as a JSON object: name, source (one kind), destination, fieldMappings, scaling, settings. Fields the node does not model are sent as given.',
	),
	...updateDisplayOptions({ show: { specifyBody: ['fields'] } }, pipeFormFields('create')),
	...waitProperties,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['pipe'], operation: ['create'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	{ client, deployment, itemIndex }: OperationContext,
): Promise<IDataObject> {
	const body = readPipeBody.call(this, itemIndex, 'create');
	const waitMs = readWait.call(this, itemIndex);
	const path = servicePipesPath.call(this, deployment, itemIndex);
	const created = await client.request<IDataObject>('POST', path, { body, itemIndex });
	if (waitMs === undefined) return pipeWithoutSecrets(created);
	const recordPath = pipePathOf.call(this, itemIndex, String(created.id));
	const settled = await waitForSettledState.call(
		this,
		created,
		waitMs,
		async () => await client.request<IDataObject>('GET', recordPath, { itemIndex }),
		itemIndex,
	);
	return pipeWithoutSecrets(settled);
}
