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
	{
		create: 'Create a dashboard with tiles',
		delete: 'Delete a dashboard and the alerts on its tiles',
		get: 'Get a dashboard with its tiles',
		getAll: 'List dashboards',
		update: 'Change fields of a dashboard; fields left out keep their values',
	},
	'get',
);
