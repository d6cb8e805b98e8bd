import type { INodeProperties } from 'n8n-workflow';
import {
	idPlaceholder,
	kindUrl,
	recordLocator,
	kindLocator,
	bodyModeProperties,
} from '../../../shared/editor/properties';
import { ALERT_STATES, stateOptions } from '../../../shared/api/states';
import {
	FILTERED_BY_THE_NODE,
	filtersProperty,
	nameFilterField,
	getAllParameters,
	resourceDescription,
	updateFieldsProperty,
} from '../resourceDescription';
import { ENUMS } from '../../../shared/api/apiSpec';
import { valueOptions } from '../../../shared/api/labels';
import { byDisplayName } from '../../../shared/util';

// The documents' lists (apiSpec.ts), as alertBody.ts checks them; read there, not from
// alertBody.ts, so that the parameters load no request code.
export const thresholdTypeOptions = valueOptions(ENUMS.thresholdTypes.values);

/** Shortest first, labelled as the chart's granularities ("5 Minutes"). */
export const intervalOptions = valueOptions(ENUMS.alertIntervals.values, { inOrder: true });

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
	url: kindUrl('dashboard'),
});

const webhookPicker: INodeProperties = {
	...recordLocator({
		name: 'webhookId',
		displayName: 'Webhook',
		noun: 'webhook',
		searchListMethod: 'searchWebhooks',
		idPlaceholder: idPlaceholder('webhook'),
	}),
	description: "Webhook the alert notifies first. An update keeps the alert's other channels.",
};

const savedSearchPicker: INodeProperties = {
	...recordLocator({
		name: 'savedSearchId',
		displayName: 'Saved Search',
		noun: 'saved search',
		searchListMethod: 'searchSavedSearches',
		idPlaceholder: idPlaceholder('savedSearch'),
		url: kindUrl('savedSearch'),
	}),
	description:
		'The saved search the alert watches. A server without a saved-search list says so: then use the ID mode.',
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

/** Optional fields of both forms: more channels, and the fields of servers since 2026 (docs/api-notes.md#alert-body-rules). */
const optionalAlertFields: INodeProperties[] = [
	{
		displayName: 'Additional Webhook IDs',
		name: 'additionalWebhookIds',
		type: 'string',
		default: '',
		placeholder: 'e.g. 65f5e4a3b9e77c001a789012, 65f5e4a3b9e77c001a789013',
		description:
			"More webhooks to notify after 'Webhook', comma-separated (10 channels at most). On an update, these and 'Email Recipients' replace every channel after the first.",
	},
	{
		displayName: 'Email Recipients',
		name: 'emailRecipients',
		type: 'string',
		default: '',
		placeholder: 'e.g. oncall@example.com, lead@example.com',
		displayOptions: { show: { '/deployment': ['cloud'] } },
		description:
			'E-mail addresses the alert also notifies (comma-separated): one e-mail channel after the webhooks',
	},
	{
		displayName: 'Group By',
		name: 'groupBy',
		type: 'string',
		default: '',
		placeholder: 'e.g. ServiceName',
		description: 'Column or expression the alert is evaluated per group of',
	},
	{
		displayName: 'Note',
		name: 'note',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		description:
			'Note for whoever handles the alert, such as a runbook link (up to 4096 characters)',
	},
	{
		displayName: 'Number of Consecutive Windows',
		name: 'numConsecutiveWindows',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 1,
		description: 'How many intervals in a row must cross the threshold before the alert fires',
	},
	{
		displayName: 'Schedule Offset (Minutes)',
		name: 'scheduleOffsetMinutes',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 1439 },
		default: 0,
		description:
			'Minutes after the start of each interval at which the alert is evaluated; below the interval',
	},
	{
		displayName: 'Schedule Start',
		name: 'scheduleStartAt',
		type: 'dateTime',
		default: '',
		description: 'When the evaluation schedule starts (a time without zone is read as UTC)',
	},
];

/** The optional fields of the create form. */
export const alertAdditionalFields: INodeProperties = {
	displayName: 'Additional Fields',
	name: 'additionalFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: optionalAlertFields,
};

/** The plain fields of an alert, as the update forms show them; the create form adds its own texts and rules. */
const nameField: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	default: '',
	description: 'Name of the alert',
};

const sourceField: INodeProperties = {
	displayName: 'Watched Item',
	name: 'source',
	type: 'options',
	options: alertSourceOptions,
	default: 'tile',
	description: 'What the alert watches',
};

const thresholdTypeField: INodeProperties = {
	displayName: 'Threshold Type',
	name: 'thresholdType',
	type: 'options',
	options: thresholdTypeOptions,
	default: 'above',
	description: 'How the value is compared with the threshold',
};

const thresholdField: INodeProperties = {
	displayName: 'Threshold',
	name: 'threshold',
	type: 'number',
	default: 0,
	description: 'Value that fires the alert',
};

const thresholdMaxField: INodeProperties = {
	displayName: 'Threshold Max',
	name: 'thresholdMax',
	type: 'number',
	default: 0,
	description: 'Upper end of the range for Between and Not Between',
};

const intervalField: INodeProperties = {
	displayName: 'Interval',
	name: 'interval',
	type: 'options',
	options: intervalOptions,
	default: '5m',
	description:
		'How often the alert is evaluated (30s: cloud teams that have it; other values an expression gives are sent as given)',
};

const messageField: INodeProperties = {
	displayName: 'Message',
	name: 'message',
	type: 'string',
	typeOptions: { rows: 3 },
	default: '',
	description: 'Text attached to the alert notification',
};

/** Typed alert fields of the create form. */
export const alertCreateFields: INodeProperties[] = [
	nameField,
	{ ...sourceField, description: 'What the alert watches: a dashboard tile or a saved search' },
	{ ...dashboardPicker, displayOptions: { show: { source: ['tile'] } } },
	{
		...tilePicker(['dashboardId.value']),
		required: true,
		displayOptions: { show: { source: ['tile'] } },
	},
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
	thresholdTypeField,
	thresholdField,
	{
		...thresholdMaxField,
		displayOptions: { show: { thresholdType: ['between', 'not_between'] } },
		description: "Upper end of the range; must be greater than or equal to 'Threshold'",
	},
	{ ...intervalField, description: 'How often the alert is evaluated' },
	{ ...webhookPicker, displayOptions: { show: { deployment: ['selfHosted'] } } },
	// On the cloud an alert may notify e-mail recipients only (Additional Fields): the webhook is optional there.
	{
		...webhookPicker,
		required: false,
		displayOptions: { show: { deployment: ['cloud'] } },
		description:
			"Webhook the alert notifies first. On the cloud it may stay empty when 'Email Recipients' are given.",
	},
	messageField,
];

/** The update form's fields both versions show alike: the optional fields and the plain values. */
const updatableAlertFields: INodeProperties[] = [
	...optionalAlertFields,
	intervalField,
	messageField,
	nameField,
	sourceField,
	thresholdField,
	thresholdMaxField,
	thresholdTypeField,
];

/** Optional alert fields of the version 1 update form (plain ids; the record is fetched and merged), with the fields both versions have. */
export const alertUpdateFieldsVersion1: INodeProperties[] = (
	[
		...updatableAlertFields,
		{
			displayName: 'Dashboard ID',
			name: 'dashboardId',
			type: 'string',
			default: '',
			description: 'ID of the dashboard the alert watches',
		},
		{
			displayName: 'Saved Search ID',
			name: 'savedSearchId',
			type: 'string',
			default: '',
			description: 'ID of the saved search the alert watches',
		},
		{
			displayName: 'Tile ID',
			name: 'tileId',
			type: 'string',
			default: '',
			description: 'ID of the dashboard tile the alert watches',
		},
		{
			displayName: 'Webhook ID',
			name: 'webhookId',
			type: 'string',
			default: '',
			description: 'ID of the webhook the alert notifies',
		},
	] as INodeProperties[]
).sort(byDisplayName);

/**
 * Optional alert fields of the update form from version 2: the same names, with pickers for
 * the dashboard, its tiles (of the dashboard chosen here, else the alert's own), webhooks and
 * saved searches.
 */
export const alertUpdateFields: INodeProperties[] = (
	[
		...updatableAlertFields,
		{
			...dashboardPicker,
			required: false,
			description: 'The dashboard the alert watches (with Tile)',
		},
		{ ...savedSearchPicker, required: false },
		tilePicker(['updateFields.dashboardId.value', 'alertId.value']),
		{ ...webhookPicker, required: false },
	] as INodeProperties[]
).sort(byDisplayName);

/** Get Many's filters (applied by the node: the alert list takes none). */
export const alertFilters = filtersProperty([
	nameFilterField('alerts'),
	{
		displayName: 'States',
		name: 'states',
		type: 'multiOptions',
		options: stateOptions(ALERT_STATES),
		default: [],
		description: `Only alerts in one of these states (an expression may give others). ${FILTERED_BY_THE_NODE}.`,
	},
]);

const UPDATE_FIELDS_HINT =
	'Only the fields to change. The API replaces the whole alert, so the node reads it first and keeps every field you leave out.';

const create = bodyModeProperties(
	{
		name: 'High error rate',
		source: 'tile',
		dashboardId: '',
		tileId: '',
		threshold: 100,
		thresholdType: 'above',
		interval: '5m',
		channel: { type: 'webhook', webhookId: '' },
		message: 'Error rate above 100',
	},
	"The alert as a JSON object. One notification channel goes in 'channel', several (up to 10) in 'channels'.",
	[...alertCreateFields, alertAdditionalFields],
);

const update = [
	kindLocator('alert'),
	...bodyModeProperties(
		{ threshold: 200 },
		"Only the fields to change; the others keep their values. 'channel' replaces the first notification channel, 'channels' replaces them all.",
		[
			{
				...updateFieldsProperty(UPDATE_FIELDS_HINT, alertUpdateFields),
				displayOptions: { hide: { '@version': [1] } },
			},
			// Version 1 keeps the plain ID fields its workflows were saved with.
			{
				...updateFieldsProperty(UPDATE_FIELDS_HINT, alertUpdateFieldsVersion1),
				displayOptions: { show: { '@version': [1] } },
			},
		],
	),
];

export const description = resourceDescription(
	'alert',
	{
		create: {
			description: 'Create an alert on a dashboard tile or saved search',
			parameters: create,
		},
		get: 'Get an alert with its current state',
		getAll: { description: 'List alerts', parameters: getAllParameters(alertFilters) },
		update: {
			description: 'Change fields of an alert; fields left out keep their values',
			parameters: update,
		},
		delete: 'Delete an alert',
	},
	'get',
);
