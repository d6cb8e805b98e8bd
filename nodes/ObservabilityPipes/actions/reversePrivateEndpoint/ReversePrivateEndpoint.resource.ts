import { resourceDescription } from '../common.descriptions';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const operations = { get, getAll };

export const description = resourceDescription(
	'reversePrivateEndpoint',
	operations,
	[
		{ name: 'Get', value: 'get', action: 'Get a reverse private endpoint', description: 'Get a reverse private endpoint with its status and DNS names' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many reverse private endpoints', description: 'List the reverse private endpoints of the service' },
	],
	'get',
);
