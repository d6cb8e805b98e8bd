import { resourceDescription } from '../common.descriptions';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const operations = { get, getAll, update };

export const description = resourceDescription(
	'organization',
	operations,
	{
		get: 'Get an organization with its private endpoints',
		getAll: 'List the organizations the API key can reach',
		update: 'Rename an organization or change its private endpoints',
	},
	'get',
);
