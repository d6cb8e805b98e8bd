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
	[
		{ name: 'Create', value: 'create', action: 'Create a saved search', description: 'Save a search of a source that alerts can watch' },
		{ name: 'Delete', value: 'delete', action: 'Delete a saved search', description: 'Delete a saved search (and the alerts that watch it)' },
		{ name: 'Get', value: 'get', action: 'Get a saved search', description: 'Get a saved search' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many saved searches', description: 'List saved searches' },
		{ name: 'Update', value: 'update', action: 'Update a saved search', description: 'Change fields of a saved search; fields left out keep their values' },
	],
	'get',
);
