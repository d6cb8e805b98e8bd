import type { INodeProperties } from 'n8n-workflow';
import { GRANULARITIES } from './chartBody';

const GRANULARITY_LABELS: Record<string, string> = {
	auto: 'Auto',
	'30s': '30 Seconds',
	'1m': '1 Minute',
	'5m': '5 Minutes',
	'10m': '10 Minutes',
	'15m': '15 Minutes',
	'30m': '30 Minutes',
	'1h': '1 Hour',
	'2h': '2 Hours',
	'6h': '6 Hours',
	'12h': '12 Hours',
	'1d': '1 Day',
	'2d': '2 Days',
	'7d': '7 Days',
	'30d': '30 Days',
};

/** Shortest first, as a duration picker reads; "Auto" lets the server choose. */
export const granularityOptions = GRANULARITIES.map((value) => ({ name: GRANULARITY_LABELS[value], value }));

const TIME_HINT = 'A date (picked, ISO 8601 or a date expression; without a time zone it is read in the time zone of the workflow) or epoch milliseconds';

/** Typed fields of the series request. */
export const chartFields: INodeProperties[] = [
	{
		displayName: 'Start Time',
		name: 'startTime',
		type: 'dateTime',
		default: '',
		required: true,
		description: `Start of the time range. ${TIME_HINT}.`,
	},
	{
		displayName: 'End Time',
		name: 'endTime',
		type: 'dateTime',
		default: '',
		required: true,
		description: `End of the time range; not before the start. ${TIME_HINT}.`,
	},
	{
		displayName: 'Granularity',
		name: 'granularity',
		type: 'options',
		options: granularityOptions,
		default: '1h',
		description: 'Width of each time bucket; with Auto the service picks it from the time range',
	},
	{
		displayName: 'Series',
		name: 'series',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true, maxAllowedFields: 5 },
		placeholder: 'Add Series',
		default: {},
		required: true,
		description: '1 to 5 aggregations over sources; every series must group by the same fields',
		options: [
			{
				displayName: 'Series',
				name: 'item',
				values: [
					{
						displayName: 'Aggregation',
						name: 'aggFn',
						type: 'options',
						options: [
							{ name: 'Any', value: 'any' },
							{ name: 'Average', value: 'avg' },
							{ name: 'Count', value: 'count' },
							{ name: 'Count Distinct', value: 'count_distinct' },
							{ name: 'Increase', value: 'increase' },
							{ name: 'Last Value', value: 'last_value' },
							{ name: 'Maximum', value: 'max' },
							{ name: 'Minimum', value: 'min' },
							{ name: 'None', value: 'none' },
							{ name: 'Quantile', value: 'quantile' },
							{ name: 'Sum', value: 'sum' },
						],
						default: 'count',
						description: 'How the events of each bucket are aggregated (Increase: the growth of a counter metric)',
					},
					{
						displayName: 'Alias',
						name: 'alias',
						type: 'string',
						default: '',
						description: 'Name of the series in the "Points" output (not sent); without it the series is named by its position, from 0',
					},
					{
						displayName: 'Data Source',
						name: 'dataSource',
						type: 'options',
						options: [
							{ name: 'Events', value: 'events' },
							{ name: 'Metrics', value: 'metrics' },
							{ name: 'Not Set', value: '' },
						],
						default: '',
						description: 'Whether the series reads events or metrics; not sent when not set',
					},
					{
						displayName: 'Field',
						name: 'field',
						type: 'string',
						default: '',
						placeholder: 'e.g. Duration',
						description: 'Column or expression to aggregate; not needed for Count',
					},
					{
						displayName: 'Group By',
						name: 'groupBy',
						type: 'string',
						default: '',
						placeholder: 'e.g. ServiceName, SeverityText',
						description: 'Comma-separated fields to group by (at most 10), the same for every series; empty for no grouping',
					},
					{
						displayName: 'Level',
						name: 'level',
						type: 'options',
						options: [
							{ name: '0.5 (Median)', value: 0.5 },
							{ name: '0.9', value: 0.9 },
							{ name: '0.95', value: 0.95 },
							{ name: '0.99', value: 0.99 },
						],
						default: 0.95,
						displayOptions: { show: { aggFn: ['quantile'] } },
						description: 'The quantile (0.95 is the 95th percentile); the service computes these four',
					},
					{
						displayName: 'Metric Data Type',
						name: 'metricDataType',
						type: 'options',
						options: [
							{ name: 'Exponential Histogram', value: 'exponential histogram' },
							{ name: 'Gauge', value: 'gauge' },
							{ name: 'Histogram', value: 'histogram' },
							{ name: 'Not Set', value: '' },
							{ name: 'Sum', value: 'sum' },
							{ name: 'Summary', value: 'summary' },
						],
						default: '',
						description: 'Kind of the metric, for a metric source; not sent when not set',
					},
					{
						displayName: 'Metric Name',
						name: 'metricName',
						type: 'string',
						default: '',
						placeholder: 'e.g. http_requests_total',
						description: 'Name of the metric, for a metric source; not sent when empty',
					},
					{
						displayName: 'Sort Order',
						name: 'sortOrder',
						type: 'options',
						options: [
							{ name: 'Ascending', value: 'asc' },
							{ name: 'Descending', value: 'desc' },
							{ name: 'Not Set', value: '' },
						],
						default: '',
						description: 'Order of the values; not sent when not set',
					},
					{
						displayName: 'Source Name or ID',
						name: 'sourceId',
						type: 'options',
						typeOptions: { loadOptionsMethod: 'getSources' },
						default: '',
						description:
							'The source whose events are aggregated. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
					},
					{
						displayName: 'Where',
						name: 'where',
						type: 'string',
						default: '',
						placeholder: 'e.g. level:error',
						description: 'Filter of the events; empty for all events',
					},
					{
						displayName: 'Where Language',
						name: 'whereLanguage',
						type: 'options',
						options: [
							{ name: 'Lucene', value: 'lucene' },
							{ name: 'PromQL', value: 'promql' },
							{ name: 'SQL', value: 'sql' },
						],
						default: 'lucene',
						description: 'Language of the filter',
					},
				],
			},
		],
	},
];
