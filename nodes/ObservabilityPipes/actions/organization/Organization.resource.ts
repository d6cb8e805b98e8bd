import { resourceDescription } from '../framework/resourceDescription';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { get, getAll, update };

export const description = resourceDescription(
	'organization',
	{
		get: {
			description: 'Get an organization with its private endpoints',
		},
		getAll: 'List the organizations the API key can reach',
		update: {
			description: 'Rename an organization or change its private endpoints',
		},
	},
	'get',
	operations,
);
