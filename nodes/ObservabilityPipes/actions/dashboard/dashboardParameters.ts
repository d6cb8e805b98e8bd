import type { INodeProperties } from 'n8n-workflow';
import { bodyModeProperties } from '../../../shared/editor/properties';
import { FILTER_EXAMPLE, MAX_TAG_LENGTH, MAX_TAGS, SAVED_FILTER_VALUES_EXAMPLE } from './values';

const TILE_CONFIG_EXAMPLE = JSON.stringify(
	{ displayType: 'line', sourceId: '', select: [{ aggFn: 'count', where: '' }] },
	null,
	2,
);

export const nameField: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	default: '',
	description: 'Name of the dashboard',
};

export const tagsField: INodeProperties = {
	displayName: 'Tags',
	name: 'tags',
	type: 'string',
	default: '',
	placeholder: 'e.g. production, slo',
	description: `Comma-separated tags of the dashboard (at most ${MAX_TAGS}, each at most ${MAX_TAG_LENGTH} characters)`,
};

export const tilesField: INodeProperties = {
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

export const filtersField: INodeProperties = {
	displayName: 'Dashboard Filters',
	name: 'filters',
	type: 'json',
	default: '[]',
	placeholder: `e.g. ${FILTER_EXAMPLE}`,
	description:
		"The dashboard's filters as a JSON list, [] for none, each with 'type', 'name', 'expression' and 'sourceId'. On an update, keep the ID of each current filter.",
};

export const savedFilterValuesField: INodeProperties = {
	displayName: 'Saved Filter Values',
	name: 'savedFilterValues',
	type: 'json',
	default: '[]',
	placeholder: `e.g. ${SAVED_FILTER_VALUES_EXAMPLE}`,
	description:
		'Filter values saved with the dashboard, as a JSON list of SQL conditions or variable values; [] for none',
};

/** Typed fields of the create form. */
const dashboardCreateFields: INodeProperties[] = [
	{ ...nameField, required: true },
	tagsField,
	tilesField,
	filtersField,
	savedFilterValuesField,
];

/** The body of a new dashboard, typed or as JSON: what Create saves and Validate checks. */
export const dashboardCreateForm: INodeProperties[] = bodyModeProperties(
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
