import { resourceDescription } from '../framework/resourceDescription';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';
import * as remove from './delete.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { create, get, getAll, update, delete: remove };

export const description = resourceDescription(
	'alert',
	{
		create: {
			description: 'Create an alert on a dashboard tile or saved search',
		},
		get: 'Get an alert with its current state',
		getAll: { description: 'List alerts' },
		update: {
			description: 'Change fields of an alert; fields left out keep their values',
		},
		delete: 'Delete an alert',
	},
	'get',
	operations,
);
