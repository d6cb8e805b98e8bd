import { resourceDescription } from '../framework/resourceDescription';
import * as remove from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { get, getAll, delete: remove };

export const description = resourceDescription(
	'reversePrivateEndpoint',
	{
		get: 'Get a reverse private endpoint with its status and DNS names',
		getAll: 'List the reverse private endpoints of the service',
		delete: 'Delete a reverse private endpoint',
	},
	'get',
	operations,
);
