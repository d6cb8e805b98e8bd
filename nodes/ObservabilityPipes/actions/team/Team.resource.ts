import { resourceDescription } from '../framework/resourceDescription';
import * as get from './get.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { get };

export const description = resourceDescription(
	'team',
	{
		get: {
			description: 'Get the team the API key belongs to, with its ID and name',
			action: 'Get team',
		},
	},
	'get',
	operations,
);
