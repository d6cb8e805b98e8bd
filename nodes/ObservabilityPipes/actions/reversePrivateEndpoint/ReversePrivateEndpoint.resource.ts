import { resourceDescription } from '../common.descriptions';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const operations = { get, getAll };

export const description = resourceDescription(
	'reversePrivateEndpoint',
	operations,
	{
		get: 'Get a reverse private endpoint with its status and DNS names',
		getAll: 'List the reverse private endpoints of the service',
	},
	'get',
);
