import { resourceDescription } from '../common.descriptions';
import type { OperationLoaders } from '../operation';
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

export const operations: OperationLoaders = {
	get: async () => await import('./get.operation'),
	getAll: async () => await import('./getAll.operation'),
	update: async () => await import('./update.operation'),
};
