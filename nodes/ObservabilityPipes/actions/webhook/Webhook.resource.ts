import { resourceDescription } from '../framework/resourceDescription';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';
import * as remove from './delete.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { create, get, getAll, update, delete: remove };

export const description = resourceDescription(
	'webhook',
	{
		create: {
			description:
				'Create a webhook alerts can notify (headers and query parameters are write-only)',
		},
		get: 'Retrieve a webhook that alerts can notify, with its name, type and URL',
		getAll: 'List the webhooks alerts can notify (their headers are never returned)',
		update: {
			description: 'Change fields of a webhook; fields left out keep their values',
		},
		delete: {
			description: 'Delete a webhook no alert notifies any more',
		},
	},
	'getAll',
	operations,
);
