import { resourceDescription } from '../framework/resourceDescription';
import * as querySeries from './querySeries.operation';

/** The operations of the resource, each in its `<op>.operation.ts`, by their dropdown value. */
export const operations = { querySeries };

export const description = resourceDescription(
	'chart',
	{
		querySeries: {
			description: 'Aggregate events of sources into time buckets, as a chart shows them',
		},
	},
	'querySeries',
	operations,
);
