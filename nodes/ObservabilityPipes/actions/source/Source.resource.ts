import { resourceDescription } from '../common.descriptions';
import * as getAll from './getAll.operation';

export const operations = { getAll };

export const description = resourceDescription(
	'source',
	operations,
	[
		{ name: 'Get Many', value: 'getAll', action: 'Get many sources', description: 'List the data sources (logs, traces, metrics, sessions)' },
	],
	'getAll',
);
