import { resourceDescription } from '../common.descriptions';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const operations = { create, get, getAll, update, delete: del };

export const description = resourceDescription(
	'savedSearch',
	operations,
	{
		create: 'Save a search of a source that alerts can watch',
		delete: 'Delete a saved search (and the alerts that watch it)',
		get: 'Get a saved search',
		getAll: 'List saved searches',
		update: 'Change fields of a saved search; fields left out keep their values',
	},
	'get',
);
