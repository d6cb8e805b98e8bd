import type { INodeProperties } from 'n8n-workflow';
import {
	FILTERED_BY_THE_NODE,
	filtersProperty,
	nameFilterField,
	getAllParameters,
	resourceDescription,
	updateParameters,
} from '../resourceDescription';
import { FILTER_EXAMPLE, MAX_TAG_LENGTH, MAX_TAGS, SAVED_FILTER_VALUES_EXAMPLE } from './values';
import { kindLocator, bodyModeProperties } from '../../../shared/editor/properties';

export const TILE_CONFIG_EXAMPLE = JSON.stringify(
	{ displayType: 'line', sourceId: '', select: [{ aggFn: 'count', where: '' }] },
	null,
	2,
);

const nameField: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	default: '',
	description: 'Name of the dashboard',
};

const tagsField: INodeProperties = {
	displayName: 'Tags',
	name: 'tags',
	type: 'string',
	default: '',
	placeholder: 'e.g. production, slo',
	description: `Comma-separated tags of the dashboard (at most ${MAX_TAGS}, each at most ${MAX_TAG_LENGTH} characters)`,
};

const tilesField: INodeProperties = {
	displayName: 'Tiles',
	name: 'tiles',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Tile',
	default: {},
	description: 'Charts on the 24-column grid of the dashboard (at most 500)',
	options: [
		{
			displayName: 'Tile',
			name: 'tile',
			values: [
				{
					displayName: 'Config',
					name: 'config',
					type: 'json',
					default: TILE_CONFIG_EXAMPLE,
					description:
						"What the tile shows, as a JSON object: its 'displayType' (such as line, table or number) and that chart's fields, such as 'sourceId' and 'select'. Required.",
				},
				{
					displayName: 'Height',
					name: 'h',
					type: 'number',
					typeOptions: { minValue: 1, numberPrecision: 0 },
					default: 3,
					description: 'Height in grid rows (at least 1)',
				},
				{
					displayName: 'ID',
					name: 'id',
					type: 'string',
					default: '',
					description:
						'ID of the tile. Leave empty for a new tile; keep the ID of an existing tile so the alerts on it stay.',
				},
				{
					displayName: 'Name',
					name: 'name',
					type: 'string',
					default: '',
					description: 'Title of the tile',
				},
				{
					displayName: 'Width',
					name: 'w',
					type: 'number',
					typeOptions: { minValue: 1, maxValue: 24, numberPrecision: 0 },
					default: 12,
					description: 'Width in grid columns, 1 to 24',
				},
				{
					displayName: 'X',
					name: 'x',
					type: 'number',
					typeOptions: { minValue: 0, maxValue: 23, numberPrecision: 0 },
					default: 0,
					description: 'Column of the left edge, 0 to 23',
				},
				{
					displayName: 'Y',
					name: 'y',
					type: 'number',
					typeOptions: { minValue: 0, numberPrecision: 0 },
					default: 0,
					description: 'Row of the top edge, 0 or more',
				},
			],
		},
	],
};

const filtersField: INodeProperties = {
	displayName: 'Dashboard Filters',
	name: 'filters',
	type: 'json',
	default: '[]',
	placeholder: `e.g. ${FILTER_EXAMPLE}`,
	description:
		"The dashboard's filters as a JSON list, [] for none, each with 'type', 'name', 'expression' and 'sourceId'. On an update, keep the ID of each current filter.",
};

const savedFilterValuesField: INodeProperties = {
	displayName: 'Saved Filter Values',
	name: 'savedFilterValues',
	type: 'json',
	default: '[]',
	placeholder: `e.g. ${SAVED_FILTER_VALUES_EXAMPLE}`,
	description:
		'Filter values saved with the dashboard, as a JSON list of SQL conditions or variable values; [] for none',
};

/** Typed fields of the create form. */
export const dashboardCreateFields: INodeProperties[] = [
	{ ...nameField, required: true },
	tagsField,
	tilesField,
	filtersField,
	savedFilterValuesField,
];

/** Optional fields of the update form; the dashboard is fetched and merged. */
export const dashboardUpdateFields: INodeProperties[] = [
	filtersField,
	nameField,
	savedFilterValuesField,
	tagsField,
	{
		...tilesField,
		description:
			'Replaces every tile of the dashboard. Keep the ID of a tile to keep it and its alerts: the service deletes the alerts of tiles left out.',
	},
];

/** Get Many's filters (applied by the node: the dashboard list takes none). */
export const dashboardFilters = filtersProperty([
	nameFilterField('dashboards'),
	{
		displayName: 'Tags',
		name: 'tags',
		type: 'string',
		default: '',
		placeholder: 'e.g. production, slo',
		description: `Only dashboards carrying every one of these comma-separated tags (any case). ${FILTERED_BY_THE_NODE}.`,
	},
]);

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
