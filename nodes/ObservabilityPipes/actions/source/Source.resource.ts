import { resourceDescription } from '../common.descriptions';
import type { LoadOperations } from '../operation';

export const description = resourceDescription(
	'source',
	{
		get: 'Get a data source with its table and expressions',
		getAll: 'List the data sources (logs, traces, metrics, sessions)',
	},
	'getAll',
);

export const operations: LoadOperations = async () => await import('./operations');
