import { resourceDescription } from '../common.descriptions';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const operations = { get, getAll, update };

export const description = resourceDescription(
	'apiKey',
	operations,
	[
		{ name: 'Get', value: 'get', action: 'Get an API key', description: 'Get an API key with its roles, state and expiry (never the key itself)' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many API keys', description: 'List the API keys of the organization' },
		{ name: 'Update', value: 'update', action: 'Update an API key', description: 'Rename, change roles, expiry, state or allowed addresses of an API key' },
	],
	'get',
);
