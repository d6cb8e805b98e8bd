import { resourceDescription } from '../common.descriptions';
import type { LoadOperations } from '../operation';
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

export const operations: LoadOperations = async () => await import('./operations');
