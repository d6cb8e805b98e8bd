import { resourceDescription } from '../resourceDescription';

export const description = resourceDescription(
	'reversePrivateEndpoint',
	{
		get: 'Get a reverse private endpoint with its status and DNS names',
		getAll: 'List the reverse private endpoints of the service',
	},
	'get',
);
