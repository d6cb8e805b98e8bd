import { resourceDescription } from '../common.descriptions';
import * as getAll from './getAll.operation';

export const operations = { getAll };

export const description = resourceDescription(
	'webhook',
	operations,
	[
		{ name: 'Get Many', value: 'getAll', action: 'Get many webhooks', description: 'List the webhooks alerts can notify (their headers are never returned)' },
	],
	'getAll',
);
