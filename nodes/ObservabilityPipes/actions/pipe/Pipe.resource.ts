import type { INodeProperties } from 'n8n-workflow';
import { kindLocator, bodyModeProperties } from '../../../shared/editor/descriptions';
import {
	pipeFilters,
	pipeFormFields,
	resetSettingsField,
	scalingField,
	settingsField,
	waitProperties,
} from './fields';
import {
	getAllParameters,
	getParameters,
	operationParameters,
	resourceDescription,
} from '../common.descriptions';
import type { LoadOperations } from '../operation';

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

const create = operationParameters('pipe', 'create', [
	...bodyModeProperties(
		CREATE_EXAMPLE,
		'The pipe as a JSON object: name, source (one kind), destination, fieldMappings, scaling, settings. Fields the node does not model are sent as given.',
		pipeFormFields('create'),
	),
	...waitProperties,
]);

/** What the update form says instead of the create form's descriptions. */
const UPDATE_DESCRIPTIONS: Record<string, string> = {
	destination: 'Destination fields to change; fields not given keep their values',
	fieldMappings:
		'The new field mappings; they replace all current ones, and every destination column must stay mapped',
};

const update = operationParameters('pipe', 'update', [
	kindLocator('pipe'),
	...bodyModeProperties(
		{ name: 'orders-events-v2', settings: { engine_max_threads: 8 } },
		'Only the fields to change: name, fieldMappings, settings, destination columns, and of the source (same kind) what an update can change: credentials, authentication, certificates and endpoints (message broker), authentication fields (object storage, managed stream), connection, sync settings and tableMappingsToAdd / tableMappingsToRemove (relational database). Other fields (brokers, topics, table...) are fixed at create: recreate the pipe to change them. Scaling has its own operation.',
		pipeFormFields('update').map((property) =>
			UPDATE_DESCRIPTIONS[property.name]
				? { ...property, description: UPDATE_DESCRIPTIONS[property.name] }
				: property,
		),
	),
]);

/** The pipe picker and the wait settings of Start, Stop and Resync. */
function stateCommandParameters(command: 'start' | 'stop' | 'resync'): INodeProperties[] {
	return operationParameters('pipe', command, [kindLocator('pipe'), ...waitProperties]);
}

const updateSettings = operationParameters('pipe', 'updateSettings', [
	kindLocator('pipe'),
	...bodyModeProperties(
		{ streaming_max_insert_wait_ms: 1000, engine_max_threads: null },
		'Flat object of setting names to values; null puts a setting back to the service default. Settings left out keep their values.',
		[settingsField, resetSettingsField],
	),
]);

const updateScaling = operationParameters('pipe', 'updateScaling', [
	kindLocator('pipe'),
	...bodyModeProperties(
		{ replicas: 2, replicaCpuMillicores: 500, replicaMemoryGb: 2, concurrency: 1 },
		'Any of replicas (1-40), replicaCpuMillicores (125-2000), replicaMemoryGb (0.5-8) and concurrency (0-34, 0 = scaled automatically); null or a field left out keeps its value',
		[scalingField],
	),
]);

const auditSettings = operationParameters('pipe', 'auditSettings', [
	{
		...kindLocator('pipe'),
		required: false,
		description: 'The pipe to audit; leave empty to audit every pipe of the service',
	},
	{
		displayName: 'Expected Settings',
		name: 'expectedSettings',
		type: 'json',
		default: JSON.stringify({ streaming_max_insert_wait_ms: 1000, engine_max_threads: 8 }, null, 2),
		required: true,
		description:
			'Object of setting names to the values they should have; null expects the service default. Numbers given as text count as numbers.',
	},
]);

/** Each pipe operation's parameters, in the order the node shows them. */
const parameters = {
	create,
	get: getParameters('pipe'),
	getAll: getAllParameters('pipe', pipeFilters),
	update,
	delete: operationParameters('pipe', 'delete', [kindLocator('pipe')]),
	start: stateCommandParameters('start'),
	stop: stateCommandParameters('stop'),
	resync: stateCommandParameters('resync'),
	getSettings: operationParameters('pipe', 'getSettings', [kindLocator('pipe')]),
	updateSettings,
	updateScaling,
	auditSettings,
	// No parameters of its own: the organization and service of the cloud scope say which context.
	getContext: operationParameters('pipe', 'getContext', []),
};

export const description = resourceDescription(
	'pipe',
	parameters,
	{
		auditSettings: 'Compare the settings of one pipe or of every pipe with expected values',
		create: 'Create a data pipe from a source into a table',
		delete: 'Delete a pipe',
		get: 'Get a pipe with its state',
		getContext:
			'Whether the service supports workload identity for pipes, whether it is ready, and the principal to grant access to',
		getAll: 'List the pipes of the service',
		getSettings: 'Get the settings of a pipe',
		resync: 'Resync a relational database pipe from its source',
		start: 'Start a stopped, paused or failed pipe',
		stop: 'Stop a pipe; relational database pipes pause',
		update: 'Change fields of a pipe; fields left out keep their values',
		updateScaling: 'Change the replicas, CPU, memory or concurrency of a pipe',
		updateSettings: 'Change settings of a pipe; settings left out keep their values',
	},
	'get',
);

export const operations: LoadOperations = async () => await import('./operations');
