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
import { getAllParameters, resourceDescription } from '../common.descriptions';

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
		'The pipe as a JSON object: name, source (one kind), destination, fieldMappings, scaling, settings. Fields the node does not model are sent as given.',
		pipeFormFields('create'),
	),
	...waitProperties,
];

/** What the update form says instead of the create form's descriptions. */
const UPDATE_DESCRIPTIONS: Record<string, string> = {
	destination: 'Destination fields to change; fields not given keep their values',
	fieldMappings:
		'The new field mappings; they replace all current ones, and every destination column must stay mapped',
};

const update = [
	kindLocator('pipe'),
	...bodyModeProperties(
		{ name: 'orders-events-v2', settings: { engine_max_threads: 8 } },
		"Only the fields to change: 'name', 'fieldMappings', 'settings', destination columns and the source's credentials and connection. Other fields are fixed at create (docs/ux-guidelines.md).",
		pipeFormFields('update').map((property) =>
			UPDATE_DESCRIPTIONS[property.name]
				? { ...property, description: UPDATE_DESCRIPTIONS[property.name] }
				: property,
		),
	),
];

/** Start, Stop and Resync: the pipe picker and the wait settings. */
const stateCommand = [kindLocator('pipe'), ...waitProperties];

const updateSettings = [
	kindLocator('pipe'),
	...bodyModeProperties(
		{ streaming_max_insert_wait_ms: 1000, engine_max_threads: null },
		'Flat object of setting names to values; null puts a setting back to the service default. Settings left out keep their values.',
		[settingsField, resetSettingsField],
	),
];

const updateScaling = [
	kindLocator('pipe'),
	...bodyModeProperties(
		{ replicas: 2, replicaCpuMillicores: 500, replicaMemoryGb: 2, concurrency: 1 },
		'Any of replicas (1-40), replicaCpuMillicores (125-2000), replicaMemoryGb (0.5-8) and concurrency (0-34, 0 = scaled automatically); null or a field left out keeps its value',
		[scalingField],
	),
];

const auditSettings: INodeProperties[] = [
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
];

export const description = resourceDescription(
	'pipe',
	{
		create: { description: 'Create a data pipe from a source into a table', parameters: create },
		get: 'Get a pipe with its state',
		getAll: {
			description: 'List the pipes of the service',
			parameters: getAllParameters(pipeFilters),
		},
		update: {
			description: 'Change fields of a pipe; fields left out keep their values',
			parameters: update,
		},
		delete: 'Delete a pipe',
		start: { description: 'Start a stopped, paused or failed pipe', parameters: stateCommand },
		stop: { description: 'Stop a pipe; relational database pipes pause', parameters: stateCommand },
		resync: {
			description: 'Resync a relational database pipe from its source',
			parameters: stateCommand,
		},
		getSettings: { description: 'Get the settings of a pipe', parameters: [kindLocator('pipe')] },
		updateSettings: {
			description: 'Change settings of a pipe; settings left out keep their values',
			parameters: updateSettings,
		},
		updateScaling: {
			description: 'Change the replicas, CPU, memory or concurrency of a pipe',
			parameters: updateScaling,
		},
		auditSettings: {
			description: 'Compare the settings of one pipe or of every pipe with expected values',
			parameters: auditSettings,
		},
		getContext: {
			description:
				'Whether the service supports workload identity for pipes, whether it is ready, and the principal to grant access to',
			// No parameters of its own: the organization and service of the cloud scope say which context.
			parameters: [],
		},
	},
	'get',
);
