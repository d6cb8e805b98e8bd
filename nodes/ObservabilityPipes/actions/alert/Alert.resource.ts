import { kindLocator, bodyModeProperties } from '../../../shared/editor/descriptions';
import {
	alertAdditionalFields,
	alertCreateFields,
	alertFilters,
	alertUpdateFields,
	alertUpdateFieldsVersion1,
} from './fields';
import {
	getAllParameters,
	resourceDescription,
	updateFieldsProperty,
} from '../common.descriptions';

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
