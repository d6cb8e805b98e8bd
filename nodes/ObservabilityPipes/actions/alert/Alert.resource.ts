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
	{
		create: 'Create an alert on a dashboard tile or saved search',
		delete: 'Delete an alert',
		get: 'Get an alert with its current state',
		getAll: 'List alerts',
		update: 'Change fields of an alert; fields left out keep their values',
	},
	'get',
);
