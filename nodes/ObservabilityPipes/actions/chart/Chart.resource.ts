import { resourceDescription } from '../common.descriptions';
import * as querySeries from './querySeries.operation';

export const operations = { querySeries };

export const description = resourceDescription(
	'chart',
	operations,
	{
		querySeries: 'Aggregate events of sources into time buckets, as a chart shows them',
	},
	'querySeries',
);
