import { resourceDescription } from '../common.descriptions';
import type { LoadOperations } from '../operation';
import { parameters } from './descriptions';

export const description = resourceDescription(
	'chart',
	parameters,
	{
		querySeries: 'Aggregate events of sources into time buckets, as a chart shows them',
	},
	'querySeries',
);

export const operations: LoadOperations = async () => await import('./operations');
