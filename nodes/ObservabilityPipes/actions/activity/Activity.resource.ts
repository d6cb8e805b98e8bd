import { resourceDescription } from '../framework/resourceDescription';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { get, getAll };

export const description = resourceDescription(
	'activity',
	{
		get: {
			description: 'Get one activity of the organization by its ID',
			action: 'Get activity',
		},
		getAll: {
			description:
				'List the activities of the organization in a time window, oldest first: who changed what, and when',
			action: 'Get many activities',
		},
	},
	'getAll',
	operations,
);
