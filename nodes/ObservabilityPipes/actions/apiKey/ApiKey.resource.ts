import { resourceDescription } from '../common.descriptions';
import type { LoadOperations } from '../operation';
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

export const operations: LoadOperations = async () => await import('./operations');
