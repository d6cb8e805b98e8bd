import { resourceDescription } from '../resourceDescription';

export const description = resourceDescription(
	'source',
	{
		get: 'Get a data source with its table and expressions',
		getAll: 'List the data sources (logs, traces, metrics, sessions)',
	},
	'getAll',
);
