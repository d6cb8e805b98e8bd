import { kindLocator, bodyModeProperties } from '../../../shared/editor/descriptions';
import { dashboardCreateFields, dashboardFilters, dashboardUpdateFields } from './fields';
import {
	getAllParameters,
	getParameters,
	operationParameters,
	resourceDescription,
	updateParameters,
} from '../common.descriptions';
import type { LoadOperations } from '../operation';

const MERGE_NOTE =
	'The API replaces the whole dashboard, so the node reads it first, applies these changes and sends it back whole: fields left out keep their values';

const create = operationParameters('dashboard', 'create', [
	...bodyModeProperties(
		{
			name: 'Service health',
			tags: ['production'],
			tiles: [
				{
					name: 'Request rate',
					x: 0,
					y: 0,
					w: 12,
					h: 3,
					config: { displayType: 'line', sourceId: '', select: [{ aggFn: 'count', where: '' }] },
				},
			],
			filters: [],
		},
		undefined,
		dashboardCreateFields,
	),
]);

const update = updateParameters('dashboard', {
	example: { name: 'Service health (v2)' },
	jsonDescription: `Only the fields to change. ${MERGE_NOTE}.`,
	hint: `Only the fields to change. ${MERGE_NOTE}.`,
	fields: dashboardUpdateFields,
});

/** Each dashboard operation's parameters, in the order the node shows them. */
const parameters = {
	create,
	get: getParameters('dashboard'),
	getAll: getAllParameters('dashboard', dashboardFilters),
	update,
	delete: operationParameters('dashboard', 'delete', [
		{
			...kindLocator('dashboard'),
			description: 'The dashboard to delete. The service deletes the alerts on its tiles too.',
		},
	]),
};

export const description = resourceDescription(
	'dashboard',
	parameters,
	{
		create: 'Create a dashboard with tiles',
		delete: 'Delete a dashboard and the alerts on its tiles',
		get: 'Get a dashboard with its tiles',
		getAll: 'List dashboards',
		update: 'Change fields of a dashboard; fields left out keep their values',
	},
	'get',
);

export const operations: LoadOperations = async () => await import('./operations');
