import { resourceDescription } from '../framework/resourceDescription';
import * as create from './create.operation';
import * as getAll from './getAll.operation';
import * as remove from './delete.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { create, getAll, delete: remove };

export const description = resourceDescription(
	'teamInvitation',
	{
		create: {
			description:
				'Invite someone to the team by email address; returns the link that lets them join',
		},
		getAll: 'List the pending invitations to the team, with their join links',
		delete: 'Withdraw a pending invitation; its link no longer lets anyone join',
	},
	'getAll',
	operations,
);
