import { resourceDescription } from '../common.descriptions';
import type { LoadOperations } from '../operation';
import { parameters } from './descriptions';

export const description = resourceDescription(
	'webhook',
	parameters,
	{
		create: 'Create a webhook alerts can notify (headers and query parameters are write-only)',
		delete: 'Delete a webhook no alert notifies any more',
		getAll: 'List the webhooks alerts can notify (their headers are never returned)',
		update: 'Change fields of a webhook; fields left out keep their values',
	},
	'getAll',
);

export const operations: LoadOperations = async () => await import('./operations');
