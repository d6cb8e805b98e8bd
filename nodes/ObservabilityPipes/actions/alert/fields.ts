import type { INodeProperties } from 'n8n-workflow';
import { idPlaceholder, recordLocator } from '../../../shared/descriptions';
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

/** Version 1 keeps the fields its workflows were saved with; pickers replace them from version 2. */
const VERSION_1 = { '@version': [1] };

const dashboardPicker = recordLocator({
	name: 'dashboardId',
	displayName: 'Dashboard',
	noun: 'dashboard',
	searchListMethod: 'searchDashboards',
	idPlaceholder: idPlaceholder('dashboard'),
});

const webhookPicker: INodeProperties = {
	...recordLocator({
		name: 'webhookId',
		displayName: 'Webhook',
		noun: 'webhook',
		searchListMethod: 'searchWebhooks',
		idPlaceholder: idPlaceholder('webhook'),
	}),
	description: 'Webhook the alert notifies (channel type webhook). A server without a webhook list says so: then use the ID mode.',
};

const savedSearchPicker: INodeProperties = {
	...recordLocator({
		name: 'savedSearchId',
		displayName: 'Saved Search',
		noun: 'saved search',
		searchListMethod: 'searchSavedSearches',
		idPlaceholder: idPlaceholder('savedSearch'),
	}),
	description: 'The saved search the alert watches. A server without a saved-search list says so: then use the ID mode.',
};

/** The tiles of the chosen dashboard; `dependsOn` is where the form keeps that dashboard. */
function tilePicker(dependsOn: string[]): INodeProperties {
	return {
		displayName: 'Tile Name or ID',
		name: 'tileId',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getDashboardTiles', loadOptionsDependsOn: dependsOn },
		default: '',
		description:
			'The dashboard tile the alert watches. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	};
}

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
	{ ...dashboardPicker, displayOptions: { show: { source: ['tile'] } } },
	{ ...tilePicker(['dashboardId.value']), required: true, displayOptions: { show: { source: ['tile'] } } },
	{
		...savedSearchPicker,
		displayOptions: { show: { source: ['saved_search'] }, hide: VERSION_1 },
	},
	{
		displayName: 'Saved Search ID',
		name: 'savedSearchId',
		type: 'string',
		default: '',
		required: true,
		displayOptions: { show: { source: ['saved_search'], ...VERSION_1 } },
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
	webhookPicker,
	{
		displayName: 'Message',
		name: 'message',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		description: 'Text attached to the alert notification',
	},
];

/** Optional alert fields of the version 1 update form (plain ids; the record is fetched and merged). */
export const alertUpdateFieldsVersion1: INodeProperties[] = [
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

/**
 * Optional alert fields of the update form from version 2: the same names, with pickers for
 * the dashboard, its tiles (of the dashboard chosen here, else the alert's own), webhooks and
 * saved searches.
 */
export const alertUpdateFields: INodeProperties[] = [
	{ ...dashboardPicker, required: false, description: 'The dashboard the alert watches (with Tile)' },
	{ displayName: 'Interval', name: 'interval', type: 'options', options: intervalOptions, default: '5m', description: 'How often the alert is evaluated' },
	{ displayName: 'Message', name: 'message', type: 'string', typeOptions: { rows: 3 }, default: '', description: 'Text attached to the alert notification' },
	{ displayName: 'Name', name: 'name', type: 'string', default: '', description: 'Name of the alert' },
	{ ...savedSearchPicker, required: false },
	{ displayName: 'Source', name: 'source', type: 'options', options: alertSourceOptions, default: 'tile', description: 'What the alert watches' },
	{ displayName: 'Threshold', name: 'threshold', type: 'number', default: 0, description: 'Value that fires the alert' },
	{ displayName: 'Threshold Max', name: 'thresholdMax', type: 'number', default: 0, description: 'Upper end of the range for Between and Not Between' },
	{ displayName: 'Threshold Type', name: 'thresholdType', type: 'options', options: thresholdTypeOptions, default: 'above', description: 'How the value is compared with the threshold' },
	tilePicker(['updateFields.dashboardId.value', 'alertId.value']),
	{ ...webhookPicker, required: false },
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
