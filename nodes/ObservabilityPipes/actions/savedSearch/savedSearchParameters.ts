import type { INodeProperties } from 'n8n-workflow';
import { sourceLocator, whereLanguageField } from '../framework/resourceDescription';

export const sourcePicker: INodeProperties = {
	...sourceLocator,
	description: 'The source (logs, traces, metrics or sessions) the search reads',
};

export const optionalFields: INodeProperties[] = [
	{
		displayName: 'Order By',
		name: 'orderBy',
		type: 'string',
		default: '',
		placeholder: 'e.g. Timestamp DESC',
		description: 'Sort order of the results',
	},
	{
		displayName: 'Select',
		name: 'select',
		type: 'string',
		default: '',
		placeholder: 'e.g. Timestamp, ServiceName, Body',
		description: "Columns to show, comma-separated; empty: the source's default columns",
	},
	{
		displayName: 'Tags',
		name: 'tags',
		type: 'string',
		default: '',
		placeholder: 'e.g. checkout, payments',
		description: 'Comma-separated tags (at most 50, each at most 32 characters)',
	},
	{
		displayName: 'Where',
		name: 'where',
		type: 'string',
		default: '',
		placeholder: 'e.g. ServiceName:checkout level:error',
		description: 'The filter, in the query language below',
	},
	whereLanguageField(),
];

export const nameField: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	default: '',
	description: 'Name of the saved search',
};
