import { resourceDescription } from '../common.descriptions';
import type { OperationLoaders } from '../operation';
import { parameters } from './descriptions';

export const description = resourceDescription(
	'chart',
	parameters,
	{
		querySeries: 'Aggregate events of sources into time buckets, as a chart shows them',
	},
	'querySeries',
);

export const operations: OperationLoaders = {
	querySeries: async () => await import('./querySeries.operation'),
};
