import { resourceDescription } from '../common.descriptions';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const operations = { create, getAll, update, delete: del };

export const description = resourceDescription(
	'webhook',
	operations,
	[
		{ name: 'Create', value: 'create', action: 'Create a webhook', description: 'Create a webhook alerts can notify (headers and query parameters are write-only)' },
		{ name: 'Delete', value: 'delete', action: 'Delete a webhook', description: 'Delete a webhook no alert notifies any more' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many webhooks', description: 'List the webhooks alerts can notify (their headers are never returned)' },
		{ name: 'Update', value: 'update', action: 'Update a webhook', description: 'Change fields of a webhook; fields left out keep their values' },
	],
	'getAll',
);
