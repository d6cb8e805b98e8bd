import { resourceDescription } from '../common.descriptions';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const operations = { get, getAll };

export const description = resourceDescription(
	'source',
	operations,
	[
		{ name: 'Get', value: 'get', action: 'Get a source', description: 'Get a data source with its table and expressions' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many sources', description: 'List the data sources (logs, traces, metrics, sessions)' },
	],
	'getAll',
);
