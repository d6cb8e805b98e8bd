import type { INodeProperties } from 'n8n-workflow';
import {
	sourceLocator,
	whereLanguageField,
	listProperties,
	resourceDescription,
} from '../resourceDescription';
import { ENUMS } from '../../../shared/api/apiSpec';
import { valueOptions } from '../../../shared/api/labels';
import { withThousands } from '../../../shared/util';
import { MAX_ROWS } from './paging';

const TIME_HINT =
	'A date (picked, ISO 8601 or a date expression; without a time zone it is read in the time zone of the workflow) or epoch milliseconds';

/** Parameters of the event search. */
export const searchFields: INodeProperties[] = [
	{ ...sourceLocator, description: 'The source (logs, traces, metrics or sessions) to search' },
	{
		displayName: 'Start Time',
		name: 'startTime',
		type: 'dateTime',
		default: '',
		required: true,
		description: `Start of the time range (included). ${TIME_HINT}.`,
	},
	{
		displayName: 'End Time',
		name: 'endTime',
		type: 'dateTime',
		default: '',
		required: true,
		description: `End of the time range (excluded); must be after the start. ${TIME_HINT}.`,
	},
	{
		displayName: 'Where',
		name: 'where',
		type: 'string',
		default: '',
		placeholder: 'e.g. ServiceName:checkout level:error',
		description: 'The filter, in the language below; empty: every event of the range',
	},
	whereLanguageField(),
	{
		displayName: 'Select',
		name: 'select',
		type: 'string',
		default: '',
		placeholder: 'e.g. Timestamp, ServiceName, Body',
		description: "Columns of each row, comma-separated; empty: the source's columns",
	},
	{
		displayName: 'Order By',
		name: 'orderBy',
		type: 'string',
		default: '',
		placeholder: 'e.g. Timestamp DESC',
		description:
			"Sort order as text, e.g. a saved search's 'orderBy'; empty: 'Sort' below, or the server's (newest first)",
	},
];

/** n8n's sort collection (as Airtable's Record: Search has it), below the other parameters. */
export const sortField: INodeProperties = {
	displayName: 'Sort',
	name: 'sort',
	type: 'fixedCollection',
	placeholder: 'Add Sort Rule',
	default: {},
	typeOptions: { multipleValues: true },
	options: [
		{
			displayName: 'Property',
			name: 'property',
			values: [
				{
					displayName: 'Column',
					name: 'column',
					type: 'string',
					default: '',
					placeholder: 'e.g. Timestamp',
					description: 'A column of the rows, or an expression of columns',
				},
				{
					displayName: 'Direction',
					name: 'direction',
					type: 'options',
					options: valueOptions(ENUMS.sortOrders.values),
					default: 'desc',
				},
			],
		},
	],
};

const returnAllHint: Partial<ReturnType<typeof listProperties>[number]> = {
	description: `Whether to return every matching row (the server pages to at most ${withThousands(MAX_ROWS)}) or only up to a given limit`,
};

const search = [
	...searchFields,
	...listProperties().map((property) =>
		property.name === 'returnAll' ? { ...property, ...returnAllHint } : property,
	),
	sortField,
];

export const description = resourceDescription(
	'event',
	{
		search: {
			description: "Rows of a source's events in a time range that match a filter",
			action: 'Search events',
			parameters: search,
		},
	},
	'search',
);
