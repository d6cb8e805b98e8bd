import { resourceDescription } from '../common.descriptions';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export const operations = { get, getAll };

export const description = resourceDescription(
	'source',
	operations,
	{
		get: 'Get a data source with its table and expressions',
		getAll: 'List the data sources (logs, traces, metrics, sessions)',
	},
	'getAll',
);
