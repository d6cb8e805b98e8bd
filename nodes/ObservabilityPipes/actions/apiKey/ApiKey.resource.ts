import { resourceDescription } from '../common.descriptions';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const operations = { get, getAll, update };

export const description = resourceDescription(
	'apiKey',
	operations,
	{
		get: 'Get an API key with its roles, state and expiry (never the key itself)',
		getAll: 'List the API keys of the organization',
		update: 'Rename, change roles, expiry, state or allowed addresses of an API key',
	},
	'get',
);
