import type { INodeProperties } from 'n8n-workflow';
import { sourceLocator, whereLanguageField } from '../common.descriptions';

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
		description: "Sort order of the rows; empty: the server's (newest first)",
	},
];
