import { resourceDescription } from '../common.descriptions';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const operations = { create, get, getAll, update, delete: del };

export const description = resourceDescription(
	'dashboard',
	operations,
	[
		{ name: 'Create', value: 'create', action: 'Create a dashboard', description: 'Create a dashboard with tiles' },
		{ name: 'Delete', value: 'delete', action: 'Delete a dashboard', description: 'Delete a dashboard and the alerts on its tiles' },
		{ name: 'Get', value: 'get', action: 'Get a dashboard', description: 'Get a dashboard with its tiles' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many dashboards', description: 'List dashboards' },
		{ name: 'Update', value: 'update', action: 'Update a dashboard', description: 'Change fields of a dashboard; fields left out keep their values' },
	],
	'get',
);
