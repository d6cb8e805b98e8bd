import type { INodeProperties } from 'n8n-workflow';
import {
	sourceLocator,
	whereLanguageField,
	resourceDescription,
	updateParameters,
} from '../resourceDescription';
import { byDisplayName } from '../../../shared/util';
import { kindLocator, bodyModeProperties } from '../../../shared/editor/properties';

const sourcePicker: INodeProperties = {
	...sourceLocator,
	description: 'The source (logs, traces, metrics or sessions) the search reads',
};

const optionalFields: INodeProperties[] = [
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

/** Typed fields of the create form. */
export const savedSearchCreateFields: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		required: true,
		default: '',
		description: 'Name of the saved search',
	},
	sourcePicker,
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: optionalFields,
	},
];

const nameField: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	default: '',
	description: 'Name of the saved search',
};

/** Optional fields of the update form (alphabetical): the node reads the saved search and keeps what is left out. */
export const savedSearchUpdateFields: INodeProperties[] = [
	nameField,
	{ ...sourcePicker, required: false },
	...optionalFields,
].sort(byDisplayName);

const create = bodyModeProperties(
	{
		name: 'Checkout errors',
		sourceId: '',
		where: 'ServiceName:checkout level:error',
		whereLanguage: 'lucene',
		select: 'Timestamp, ServiceName, Body',
		orderBy: 'Timestamp DESC',
		tags: ['checkout'],
	},
	'The saved search as a JSON object: name and sourceId (the source ID) required; select, where, whereLanguage (lucene, sql), orderBy, tags and filters optional',
	savedSearchCreateFields,
);

const update = updateParameters('savedSearch', {
	example: { where: 'level:error' },
	hint: 'Only the fields to change. The API replaces the whole saved search, so the node reads it first and keeps every field you leave out.',
	fields: savedSearchUpdateFields,
});

export const description = resourceDescription(
	'savedSearch',
	{
		create: { description: 'Save a search of a source that alerts can watch', parameters: create },
		get: 'Get a saved search',
		getAll: 'List saved searches',
		update: {
			description: 'Change fields of a saved search; fields left out keep their values',
			parameters: update,
		},
		delete: {
			description: 'Delete a saved search (and the alerts that watch it)',
			parameters: [
				{
					...kindLocator('savedSearch'),
					description:
						'The saved search to delete. The server deletes the alerts that watch it too.',
				},
			],
		},
	},
	'get',
);
