import { resourceDescription } from '../framework/resourceDescription';
import * as get from './get.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { get };

export const description = resourceDescription(
	'usageCost',
	{
		get: {
			description:
				"Get the credits each pipe, service and warehouse used per day, or with 'Simplify' the totals per entity",
			action: 'Get usage cost',
		},
	},
	'get',
	operations,
);
