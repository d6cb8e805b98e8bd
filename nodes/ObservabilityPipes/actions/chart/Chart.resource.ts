import type { INodeProperties } from 'n8n-workflow';
import { bodyModeProperties } from '../../../shared/editor/descriptions';
import { chartFields } from './fields';
import { resourceDescription } from '../common.descriptions';

const querySeries: INodeProperties[] = [
	...bodyModeProperties(
		{
			startTime: '2025-01-15T00:00:00Z',
			endTime: '2025-01-16T00:00:00Z',
			granularity: '1h',
			series: [
				{
					sourceId: '',
					aggFn: 'count',
					where: 'level:error',
					whereLanguage: 'lucene',
					groupBy: [],
				},
			],
		},
		"The series request. Times may be dates or epoch milliseconds; without 'granularity' the service picks one.",
		chartFields,
	),
	{
		displayName: 'Output',
		name: 'output',
		type: 'options',
		options: [
			{
				name: 'Points',
				value: 'points',
				description:
					'One item per time bucket and series: timestamp (ISO 8601), series (alias or position), group, value',
			},
			{
				name: 'Rows',
				value: 'rows',
				description: 'One item per row as the API returns it (ts_bucket, group, series_0.data, …)',
			},
		],
		default: 'rows',
		description:
			'Shape of the output. Numeric texts become numbers; whole numbers beyond 9007199254740991 stay texts so no digit is lost.',
	},
];

export const description = resourceDescription(
	'chart',
	{
		querySeries: {
			description: 'Aggregate events of sources into time buckets, as a chart shows them',
			parameters: querySeries,
		},
	},
	'querySeries',
);
