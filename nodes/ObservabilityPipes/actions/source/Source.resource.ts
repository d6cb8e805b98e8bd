import { resourceDescription } from '../resourceDescription';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { get, getAll };

export const description = resourceDescription(
	'source',
	{
		get: 'Get a data source with its table and expressions',
		getAll: 'List the data sources (logs, traces, metrics, sessions)',
	},
	'getAll',
	operations,
);
