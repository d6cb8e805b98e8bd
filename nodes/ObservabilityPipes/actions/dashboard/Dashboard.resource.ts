import { resourceDescription } from '../framework/resourceDescription';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';
import * as remove from './delete.operation';
import * as validate from './validate.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { create, get, getAll, update, delete: remove, validate };

export const description = resourceDescription(
	'dashboard',
	{
		create: { description: 'Create a dashboard with tiles' },
		get: 'Get a dashboard with its tiles',
		getAll: { description: 'List dashboards' },
		update: {
			description: 'Change fields of a dashboard; fields left out keep their values',
		},
		delete: {
			description: 'Delete a dashboard and the alerts on its tiles',
		},
		validate: {
			description: 'Check a dashboard as the server would create it; nothing is saved',
			deployments: ['selfHosted'],
		},
	},
	'get',
	operations,
);
