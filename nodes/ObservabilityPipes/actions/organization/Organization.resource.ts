import { resourceDescription } from '../common.descriptions';
import type { LoadOperations } from '../operation';
import { parameters } from './descriptions';

export const description = resourceDescription(
	'organization',
	parameters,
	{
		get: 'Get an organization with its private endpoints',
		getAll: 'List the organizations the API key can reach',
		update: 'Rename an organization or change its private endpoints',
	},
	'get',
);

export const operations: LoadOperations = async () => await import('./operations');
