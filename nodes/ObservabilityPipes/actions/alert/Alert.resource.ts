import { resourceDescription } from '../common.descriptions';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const operations = { create, get, getAll, update, delete: del };

export const description = resourceDescription(
	'alert',
	operations,
	[
		{ name: 'Create', value: 'create', action: 'Create an alert', description: 'Create an alert on a dashboard tile or saved search' },
		{ name: 'Delete', value: 'delete', action: 'Delete an alert', description: 'Delete an alert' },
		{ name: 'Get', value: 'get', action: 'Get an alert', description: 'Get an alert with its current state' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many alerts', description: 'List alerts' },
		{ name: 'Update', value: 'update', action: 'Update an alert', description: 'Change fields of an alert; fields left out keep their values' },
	],
	'get',
);
