import { resourceDescription } from '../common.descriptions';
import type { LoadOperations } from '../operation';

export const description = resourceDescription(
	'reversePrivateEndpoint',
	{
		get: 'Get a reverse private endpoint with its status and DNS names',
		getAll: 'List the reverse private endpoints of the service',
	},
	'get',
);

export const operations: LoadOperations = async () => await import('./operations');
