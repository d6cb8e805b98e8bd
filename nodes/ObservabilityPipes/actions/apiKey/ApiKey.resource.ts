import { resourceDescription } from '../common.descriptions';
import type { OperationLoaders } from '../operation';
import { parameters } from './descriptions';

export const description = resourceDescription(
	'apiKey',
	parameters,
	{
		get: 'Get an API key with its roles, state and expiry (never the key itself)',
		getAll: 'List the API keys of the organization',
		update: 'Rename, change roles, expiry, state or allowed addresses of an API key',
	},
	'get',
);

export const operations: OperationLoaders = {
	get: async () => await import('./get.operation'),
	getAll: async () => await import('./getAll.operation'),
	update: async () => await import('./update.operation'),
};
