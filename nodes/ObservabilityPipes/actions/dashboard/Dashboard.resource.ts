import { resourceDescription } from '../common.descriptions';
import type { OperationLoaders } from '../operation';
import { parameters } from './descriptions';

export const description = resourceDescription(
	'dashboard',
	parameters,
	{
		create: 'Create a dashboard with tiles',
		delete: 'Delete a dashboard and the alerts on its tiles',
		get: 'Get a dashboard with its tiles',
		getAll: 'List dashboards',
		update: 'Change fields of a dashboard; fields left out keep their values',
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
