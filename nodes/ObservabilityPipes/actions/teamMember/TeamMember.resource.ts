import { resourceDescription } from '../framework/resourceDescription';
import * as getAll from './getAll.operation';
import * as remove from './delete.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { getAll, delete: remove };

export const description = resourceDescription(
	'teamMember',
	{
		getAll: 'List the members of the team, marking the one the API key belongs to',
		delete: {
			description:
				"Remove a member from the team; the alerts they created pass to the API key's user",
		},
	},
	'getAll',
	operations,
);
