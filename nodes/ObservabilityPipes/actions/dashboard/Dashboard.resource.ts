import { kindLocator, bodyModeProperties } from '../../../shared/editor/descriptions';
import { dashboardCreateFields, dashboardFilters, dashboardUpdateFields } from './fields';
import { getAllParameters, resourceDescription, updateParameters } from '../common.descriptions';

const MERGE_NOTE =
	'The API replaces the whole dashboard, so the node reads it first, applies these changes and sends it back whole: fields left out keep their values';

const create = bodyModeProperties(
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
	'The dashboard as a JSON object: name and tiles (each with its position, size and chart), and optionally tags and filters',
	dashboardCreateFields,
);

const update = updateParameters('dashboard', {
	example: { name: 'Service health (v2)' },
	hint: `Only the fields to change. ${MERGE_NOTE}.`,
	fields: dashboardUpdateFields,
});

export const description = resourceDescription(
	'dashboard',
	{
		create: { description: 'Create a dashboard with tiles', parameters: create },
		get: 'Get a dashboard with its tiles',
		getAll: { description: 'List dashboards', parameters: getAllParameters(dashboardFilters) },
		update: {
			description: 'Change fields of a dashboard; fields left out keep their values',
			parameters: update,
		},
		delete: {
			description: 'Delete a dashboard and the alerts on its tiles',
			parameters: [
				{
					...kindLocator('dashboard'),
					description: 'The dashboard to delete. The service deletes the alerts on its tiles too.',
				},
			],
		},
	},
	'get',
);
