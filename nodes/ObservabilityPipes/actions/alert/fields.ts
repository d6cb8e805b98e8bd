import type { INodeProperties } from 'n8n-workflow';
import { OBJECT_ID_PLACEHOLDER, recordLocator } from '../../../shared/descriptions';
import { ALERT_STATES, stateOptions } from '../../../shared/states';
import { FILTERED_BY_THE_NODE, filtersProperty, nameFilterField } from '../common.descriptions';
import { ALERT_INTERVALS, THRESHOLD_TYPES } from './alertBody';

const THRESHOLD_TYPE_LABELS: Record<string, string> = {
	above: 'Above',
	above_exclusive: 'Above (Exclusive)',
	below: 'Below',
	below_or_equal: 'Below or Equal',
	between: 'Between',
	equal: 'Equal',
	not_between: 'Not Between',
	not_equal: 'Not Equal',
};

export const thresholdTypeOptions = [...THRESHOLD_TYPES]
	.sort()
	.map((value) => ({ name: THRESHOLD_TYPE_LABELS[value], value }));

export const intervalOptions = ALERT_INTERVALS.map((value) => ({ name: value, value }));

export const alertSourceOptions = [
	{ name: 'Saved Search', value: 'saved_search' },
	{ name: 'Tile', value: 'tile' },
];

/** Typed alert fields of the create form. */
export const alertCreateFields: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		description: 'Name of the alert',
	},
	{
		displayName: 'Source',
		name: 'source',
		type: 'options',
		options: alertSourceOptions,
		default: 'tile',
		description: 'What the alert watches: a dashboard tile or a saved search',
	},
	{
		...recordLocator({
			name: 'dashboardId',
			displayName: 'Dashboard',
			noun: 'dashboard',
			searchListMethod: 'searchDashboards',
			idPlaceholder: OBJECT_ID_PLACEHOLDER,
		}),
		displayOptions: { show: { source: ['tile'] } },
	},
	{
		displayName: 'Tile Name or ID',
		name: 'tileId',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getDashboardTiles', loadOptionsDependsOn: ['dashboardId.value'] },
		default: '',
		required: true,
		displayOptions: { show: { source: ['tile'] } },
		description:
			'The dashboard tile the alert watches. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Saved Search ID',
		name: 'savedSearchId',
		type: 'string',
		default: '',
		required: true,
		displayOptions: { show: { source: ['saved_search'] } },
		description: 'ID of the saved search the alert watches',
	},
	{
		displayName: 'Threshold Type',
		name: 'thresholdType',
		type: 'options',
		options: thresholdTypeOptions,
		default: 'above',
		description: 'How the value is compared with the threshold',
	},
	{
		displayName: 'Threshold',
		name: 'threshold',
		type: 'number',
		default: 0,
		description: 'Value that fires the alert',
	},
	{
		displayName: 'Threshold Max',
		name: 'thresholdMax',
		type: 'number',
		default: 0,
		displayOptions: { show: { thresholdType: ['between', 'not_between'] } },
		description: 'Upper end of the range; must be greater than or equal to Threshold',
	},
	{
		displayName: 'Interval',
		name: 'interval',
		type: 'options',
		options: intervalOptions,
		default: '5m',
		description: 'How often the alert is evaluated',
	},
	{
		...recordLocator({
			name: 'webhookId',
			displayName: 'Webhook',
			noun: 'webhook',
			searchListMethod: 'searchWebhooks',
			idPlaceholder: OBJECT_ID_PLACEHOLDER,
		}),
		description: 'Webhook the alert notifies (channel type webhook). The cloud has no webhook list: use the ID mode there.',
	},
	{
		displayName: 'Message',
		name: 'message',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		description: 'Text attached to the alert notification',
	},
];

/** Optional alert fields of the update form (plain ids; the record is fetched and merged). */
export const alertUpdateFields: INodeProperties[] = [
	{ displayName: 'Dashboard ID', name: 'dashboardId', type: 'string', default: '', description: 'ID of the dashboard the alert watches' },
	{ displayName: 'Interval', name: 'interval', type: 'options', options: intervalOptions, default: '5m', description: 'How often the alert is evaluated' },
	{ displayName: 'Message', name: 'message', type: 'string', typeOptions: { rows: 3 }, default: '', description: 'Text attached to the alert notification' },
	{ displayName: 'Name', name: 'name', type: 'string', default: '', description: 'Name of the alert' },
	{ displayName: 'Saved Search ID', name: 'savedSearchId', type: 'string', default: '', description: 'ID of the saved search the alert watches' },
	{ displayName: 'Source', name: 'source', type: 'options', options: alertSourceOptions, default: 'tile', description: 'What the alert watches' },
	{ displayName: 'Threshold', name: 'threshold', type: 'number', default: 0, description: 'Value that fires the alert' },
	{ displayName: 'Threshold Max', name: 'thresholdMax', type: 'number', default: 0, description: 'Upper end of the range for Between and Not Between' },
	{ displayName: 'Threshold Type', name: 'thresholdType', type: 'options', options: thresholdTypeOptions, default: 'above', description: 'How the value is compared with the threshold' },
	{ displayName: 'Tile ID', name: 'tileId', type: 'string', default: '', description: 'ID of the dashboard tile the alert watches' },
	{ displayName: 'Webhook ID', name: 'webhookId', type: 'string', default: '', description: 'ID of the webhook the alert notifies' },
];

/** Get Many's filters (applied by the node: the alert list takes none). */
export const alertFilters = filtersProperty([
	nameFilterField('alerts'),
	{
		displayName: 'States',
		name: 'states',
		type: 'multiOptions',
		options: stateOptions(ALERT_STATES),
		default: [],
		description: `Only alerts in one of these states (an expression may give others, any case). ${FILTERED_BY_THE_NODE}.`,
	},
]);
