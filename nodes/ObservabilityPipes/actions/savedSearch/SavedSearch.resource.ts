import { resourceDescription } from '../framework/resourceDescription';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';
import * as remove from './delete.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { create, get, getAll, update, delete: remove };

export const description = resourceDescription(
	'savedSearch',
	{
		create: { description: 'Save a search of a source that alerts can watch' },
		get: 'Get a saved search',
		getAll: 'List saved searches',
		update: {
			description: 'Change fields of a saved search; fields left out keep their values',
		},
		delete: {
			description: 'Delete a saved search (and the alerts that watch it)',
		},
	},
	'get',
	operations,
);
