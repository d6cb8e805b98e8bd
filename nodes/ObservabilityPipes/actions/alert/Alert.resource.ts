import { updateDisplayOptions } from 'n8n-workflow';
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
	getParameters,
	operationParameters,
	resourceDescription,
	updateFieldsProperty,
} from '../common.descriptions';
import type { LoadOperations } from '../operation';

const UPDATE_FIELDS_HINT =
	'Only the fields to change. The API replaces the whole alert, so the node reads it first and keeps every field you leave out.';

const create = operationParameters('alert', 'create', [
	...bodyModeProperties(
		JSON.stringify(
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
			null,
			2,
		),
		'The alert as a JSON object. One channel goes in "channel"; several in "channels" (1-10; "channel", when also given, must equal the first).',
	),
	...updateDisplayOptions({ show: { specifyBody: ['fields'] } }, [
		...alertCreateFields,
		alertAdditionalFields,
	]),
]);

const update = operationParameters('alert', 'update', [
	kindLocator('alert'),
	...bodyModeProperties(
		JSON.stringify({ threshold: 200 }, null, 2),
		'Only the fields to change. The node reads the alert first and sends it back whole, so fields left out keep their values. "channel" replaces the first notification channel and keeps the others; "channels" replaces them all.',
	),
	...updateDisplayOptions({ hide: { '@version': [1] } }, [
		updateFieldsProperty(UPDATE_FIELDS_HINT, alertUpdateFields),
	]),
	// Version 1 keeps the plain ID fields its workflows were saved with.
	...updateDisplayOptions({ show: { '@version': [1] } }, [
		updateFieldsProperty(UPDATE_FIELDS_HINT, alertUpdateFieldsVersion1),
	]),
]);

/** Each alert operation's parameters, in the order the node shows them. */
const parameters = {
	create,
	get: getParameters('alert'),
	getAll: getAllParameters('alert', alertFilters),
	update,
	delete: operationParameters('alert', 'delete', [kindLocator('alert')]),
};

export const description = resourceDescription(
	'alert',
	parameters,
	{
		create: 'Create an alert on a dashboard tile or saved search',
		delete: 'Delete an alert',
		get: 'Get an alert with its current state',
		getAll: 'List alerts',
		update: 'Change fields of an alert; fields left out keep their values',
	},
	'get',
);

export const operations: LoadOperations = async () => await import('./operations');
