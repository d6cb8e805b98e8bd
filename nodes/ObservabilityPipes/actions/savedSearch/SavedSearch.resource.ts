import { resourceDescription } from '../common.descriptions';
import type { LoadOperations } from '../operation';
import { parameters } from './descriptions';

export const description = resourceDescription(
	'savedSearch',
	parameters,
	{
		create: 'Save a search of a source that alerts can watch',
		delete: 'Delete a saved search (and the alerts that watch it)',
		get: 'Get a saved search',
		getAll: 'List saved searches',
		update: 'Change fields of a saved search; fields left out keep their values',
	},
	'get',
);

export const operations: LoadOperations = async () => await import('./operations');
