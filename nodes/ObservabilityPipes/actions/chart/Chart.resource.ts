import type { INodeProperties } from 'n8n-workflow';
import * as querySeries from './querySeries.operation';

export const operations = { querySeries };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['chart'] } },
		options: [
			{
				name: 'Query Series',
				value: 'querySeries',
				action: 'Query chart series',
				description: 'Aggregate events of sources into time buckets, as a chart shows them',
			},
		],
		default: 'querySeries',
	},
	...querySeries.description,
];
