import { resourceDescription } from '../common.descriptions';
import type { LoadOperations } from '../operation';
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

export const operations: LoadOperations = async () => await import('./operations');
