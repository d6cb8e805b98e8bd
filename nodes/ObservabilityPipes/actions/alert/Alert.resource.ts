import { resourceDescription } from '../common.descriptions';
import type { OperationLoaders } from '../operation';
import { parameters } from './descriptions';

export const description = resourceDescription(
	'alert',
	parameters,
	{
		create: 'Create an alert on a dashboard tile or saved search',
		delete: 'Delete an alert',
		get: 'Get an alert with its current state',
		getAll: 'List alerts',
		update: 'Change fields of an alert; fields left out keep their values',
	},
	'get',
);

export const operations: OperationLoaders = {
	create: async () => await import('./create.operation'),
	get: async () => await import('./get.operation'),
	getAll: async () => await import('./getAll.operation'),
	update: async () => await import('./update.operation'),
	delete: async () => await import('./delete.operation'),
};
