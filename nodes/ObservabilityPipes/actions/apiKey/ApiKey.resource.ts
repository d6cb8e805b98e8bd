import { resourceDescription } from '../framework/resourceDescription';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { get, getAll, update };

export const description = resourceDescription(
	'apiKey',
	{
		get: 'Get an API key with its roles, state and expiry (never the key itself)',
		getAll: {
			description: 'List the API keys of the organization',
		},
		update: {
			description: 'Rename, change roles, expiry, state or allowed addresses of an API key',
		},
	},
	'get',
	operations,
);
