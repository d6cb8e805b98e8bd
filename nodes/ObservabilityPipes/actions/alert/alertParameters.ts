import type { INodeProperties } from 'n8n-workflow';
import {
	idPlaceholder,
	kindIdForms,
	kindLocatorList,
	kindUrl,
	recordLocator,
} from '../../../shared/editor/properties';
import { ENUMS } from '../../../shared/api/apiSpec';
import { valueOptions } from '../../../shared/api/labels';

// The documents' lists (apiSpec.ts), as alertBody.ts checks them; read there, not from
// alertBody.ts, so that the parameters load no request code.
/** When an alert of each threshold type fires (the label alone leaves "Above" at the threshold unsaid). */
const THRESHOLD_TYPE_EFFECTS: Record<string, string> = {
	above: 'Fires when the value is at or above the threshold',
	above_exclusive: 'Fires when the value is above the threshold, not at it',
	below: 'Fires when the value is below the threshold, not at it',
	below_or_equal: 'Fires when the value is at or below the threshold',
	between: "Fires when the value is from 'Threshold' to 'Threshold Max', both included",
	equal: 'Fires when the value equals the threshold',
	not_between: "Fires when the value is below 'Threshold' or above 'Threshold Max'",
	not_equal: 'Fires when the value differs from the threshold',
};

const thresholdTypeOptions = valueOptions(ENUMS.thresholdTypes.values).map((option) => ({
	...option,
	...(THRESHOLD_TYPE_EFFECTS[String(option.value)] !== undefined && {
		description: THRESHOLD_TYPE_EFFECTS[String(option.value)],
	}),
}));

/** Shortest first, labelled as the chart's granularities ("5 Minutes"). */
const intervalOptions = valueOptions(ENUMS.alertIntervals.values, { inOrder: true });

const alertSourceOptions = [
	{ name: 'Saved Search', value: 'saved_search' },
	{ name: 'Tile', value: 'tile' },
];

export const dashboardPicker = recordLocator({
	name: 'dashboardId',
	displayName: 'Dashboard',
	noun: 'dashboard',
	searchListMethod: 'searchDashboards',
	idPlaceholder: idPlaceholder('dashboard'),
	ids: kindIdForms('dashboard'),
	url: kindUrl('dashboard'),
});

export const webhookPicker: INodeProperties = {
	...recordLocator({
		name: 'webhookId',
		displayName: 'Webhook',
		noun: 'webhook',
		searchListMethod: 'searchWebhooks',
		idPlaceholder: idPlaceholder('webhook'),
		ids: kindIdForms('webhook'),
	}),
	description: "Webhook the alert notifies first. An update keeps the alert's other channels.",
};

export const savedSearchPicker: INodeProperties = {
	...recordLocator({
		name: 'savedSearchId',
		displayName: 'Saved Search',
		noun: 'saved search',
		searchListMethod: 'searchSavedSearches',
		idPlaceholder: idPlaceholder('savedSearch'),
		ids: kindIdForms('savedSearch'),
		url: kindUrl('savedSearch'),
	}),
	description:
		'The saved search the alert watches. A server without a saved-search list says so: then use the ID mode.',
};

/** The tiles of the chosen dashboard; `dependsOn` is where the form keeps that dashboard. */
export function tilePicker(dependsOn: string[]): INodeProperties {
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

/** The additional webhooks: a list of webhook pickers (From List or By ID). */
const additionalWebhooksField = kindLocatorList('webhook', {
	name: 'additionalWebhookIds',
	displayName: 'Additional Webhooks',
	description:
		"More webhooks to notify after 'Webhook' (10 channels at most). On an update, these and 'Email Recipients' replace every channel after the first.",
});

/**
 * Optional fields of both forms: more channels, and the fields of servers since 2026
 * (docs/api-notes.md#alert-body-rules).
 */
export const optionalAlertFields: INodeProperties[] = [
	additionalWebhooksField,
	{
		displayName: 'Email Recipients',
		name: 'emailRecipients',
		type: 'string',
		default: '',
		placeholder: 'e.g. oncall@example.com, lead@example.com',
		displayOptions: { show: { '/deployment': ['cloud'] } },
		description:
			'Email addresses the alert also notifies (comma-separated): one email channel after the webhooks',
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

/** The plain fields of an alert, as the update forms show them; the create form adds its own texts and rules. */
export const nameField: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	default: '',
	description: 'Name of the alert',
};

export const sourceField: INodeProperties = {
	displayName: 'Watched Item',
	name: 'source',
	type: 'options',
	options: alertSourceOptions,
	default: 'tile',
	description: 'What the alert watches',
};

export const thresholdTypeField: INodeProperties = {
	displayName: 'Threshold Type',
	name: 'thresholdType',
	type: 'options',
	options: thresholdTypeOptions,
	default: 'above',
	description: 'How the value is compared with the threshold',
};

export const thresholdField: INodeProperties = {
	displayName: 'Threshold',
	name: 'threshold',
	type: 'number',
	default: 0,
	description: 'Value that fires the alert',
};

export const thresholdMaxField: INodeProperties = {
	displayName: 'Threshold Max',
	name: 'thresholdMax',
	type: 'number',
	default: 0,
	description: 'Upper end of the range for Between and Not Between',
};

export const intervalField: INodeProperties = {
	displayName: 'Interval',
	name: 'interval',
	type: 'options',
	options: intervalOptions,
	default: '5m',
	description:
		'How often the alert is evaluated (every 30 seconds only on cloud teams that have it)',
};

export const messageField: INodeProperties = {
	displayName: 'Message',
	name: 'message',
	type: 'string',
	typeOptions: { rows: 3 },
	default: '',
	description: 'Text attached to the alert notification',
};
