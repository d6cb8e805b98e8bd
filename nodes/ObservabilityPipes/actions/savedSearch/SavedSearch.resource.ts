import { kindLocator, bodyModeProperties } from '../../../shared/editor/descriptions';
import { savedSearchCreateFields, savedSearchUpdateFields } from './fields';
import {
	getAllParameters,
	getParameters,
	operationParameters,
	resourceDescription,
	updateParameters,
} from '../common.descriptions';
import type { LoadOperations } from '../operation';

const UPDATE_HINT =
	'Only the fields to change. The API replaces the whole saved search, so the node reads it first and keeps every field you leave out.';

const create = operationParameters('savedSearch', 'create', [
	...bodyModeProperties(
		{
			name: 'Checkout errors',
			source: '',
			where: 'ServiceName:checkout level:error',
			whereLanguage: 'lucene',
			select: 'Timestamp, ServiceName, Body',
			orderBy: 'Timestamp DESC',
			tags: ['checkout'],
		},
		'The saved search as a JSON object: name and source (the source ID) required; select, where, whereLanguage (lucene, sql), orderBy and tags optional',
		savedSearchCreateFields,
	),
]);

const update = updateParameters('savedSearch', {
	example: { where: 'level:error' },
	jsonDescription: UPDATE_HINT,
	hint: UPDATE_HINT,
	fields: savedSearchUpdateFields,
});

/** Each saved search operation's parameters, in the order the node shows them. */
const parameters = {
	create,
	get: getParameters('savedSearch'),
	getAll: getAllParameters('savedSearch'),
	update,
	delete: operationParameters('savedSearch', 'delete', [
		{
			...kindLocator('savedSearch'),
			description: 'The saved search to delete. The server deletes the alerts that watch it too.',
		},
	]),
};

export const description = resourceDescription(
	'savedSearch',
	parameters,
	{
		create: 'Save a search of a source that alerts can watch',
		delete: 'Delete a saved search (and the alerts that watch it)',
		get: 'Get a saved search',
		getAll: 'List saved searches',
		update: 'Change fields of a saved search; fields left out keep their values',
	},
	'get',
);

export const operations: LoadOperations = async () => await import('./operations');
