import { kindLocator, bodyModeProperties } from '../../../shared/editor/descriptions';
import { savedSearchCreateFields, savedSearchUpdateFields } from './fields';
import { resourceDescription, updateParameters } from '../common.descriptions';

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
