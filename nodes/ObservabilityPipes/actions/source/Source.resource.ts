import { getAllParameters, getParameters, resourceDescription } from '../common.descriptions';
import type { LoadOperations } from '../operation';

/** Each data source operation's parameters, in the order the node shows them. */
const parameters = {
	get: getParameters('source'),
	getAll: getAllParameters('source'),
};

export const description = resourceDescription(
	'source',
	parameters,
	{
		get: 'Get a data source with its table and expressions',
		getAll: 'List the data sources (logs, traces, metrics, sessions)',
	},
	'getAll',
);

export const operations: LoadOperations = async () => await import('./operations');
