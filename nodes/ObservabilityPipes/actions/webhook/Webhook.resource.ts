import { resourceDescription } from '../common.descriptions';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const operations = { create, getAll, update, delete: del };

export const description = resourceDescription(
	'webhook',
	operations,
	{
		create: 'Create a webhook alerts can notify (headers and query parameters are write-only)',
		delete: 'Delete a webhook no alert notifies any more',
		getAll: 'List the webhooks alerts can notify (their headers are never returned)',
		update: 'Change fields of a webhook; fields left out keep their values',
	},
	'getAll',
);
