import { resourceDescription } from '../common.descriptions';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const operations = { get, getAll, update };

export const description = resourceDescription(
	'organization',
	operations,
	[
		{ name: 'Get', value: 'get', action: 'Get an organization', description: 'Get an organization with its private endpoints' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many organizations', description: 'List the organizations the API key can reach' },
		{ name: 'Update', value: 'update', action: 'Update an organization', description: 'Rename an organization or change its private endpoints' },
	],
	'get',
);
