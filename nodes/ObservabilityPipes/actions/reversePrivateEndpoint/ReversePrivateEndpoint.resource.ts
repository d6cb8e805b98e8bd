import { getAllParameters, getParameters, resourceDescription } from '../common.descriptions';
import type { LoadOperations } from '../operation';

/** Each reverse private endpoint operation's parameters, in the order the node shows them. */
const parameters = {
	get: getParameters('reversePrivateEndpoint'),
	getAll: getAllParameters('reversePrivateEndpoint'),
};

export const description = resourceDescription(
	'reversePrivateEndpoint',
	parameters,
	{
		get: 'Get a reverse private endpoint with its status and DNS names',
		getAll: 'List the reverse private endpoints of the service',
	},
	'get',
);

export const operations: LoadOperations = async () => await import('./operations');
