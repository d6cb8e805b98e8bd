import type { INodeProperties } from 'n8n-workflow';
import { whereLanguageField } from '../common.descriptions';
import {
	AGG_FNS,
	DATA_SOURCES,
	GRANULARITIES,
	METRIC_DATA_TYPES,
	QUANTILE_LEVELS,
	SORT_ORDERS,
	WHERE_LANGUAGES,
} from './values';
import { byName } from '../../../shared/editor/ordering';

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
export const granularityOptions = GRANULARITIES.map((value) => ({
	name: GRANULARITY_LABELS[value],
	value,
}));

type Option = { name: string; value: string | number };
/** The editor's choices of one list, by name (a value without a label shows as itself). */
const labelled = (
	values: readonly (string | number)[],
	labels: Record<string, string>,
	extra: Option[] = [],
): Option[] =>
	[
		...values.map((value) => ({ name: labels[String(value)] ?? String(value), value })),
		...extra,
	].sort(byName);
const NOT_SET: Option[] = [{ name: 'Not Set', value: '' }];

const DATA_SOURCE_LABELS: Record<string, string> = { events: 'Events', metrics: 'Metrics' };

const AGG_FN_LABELS: Record<string, string> = {
	any: 'Any',
	avg: 'Average',
	count: 'Count',
	count_distinct: 'Count Distinct',
	increase: 'Increase',
	last_value: 'Last Value',
	max: 'Maximum',
	min: 'Minimum',
	none: 'None',
	quantile: 'Quantile',
	sum: 'Sum',
};
const METRIC_DATA_TYPE_LABELS: Record<string, string> = {
	'exponential histogram': 'Exponential Histogram',
	gauge: 'Gauge',
	histogram: 'Histogram',
	sum: 'Sum',
	summary: 'Summary',
};
const SORT_ORDER_LABELS: Record<string, string> = { asc: 'Ascending', desc: 'Descending' };
const WHERE_LANGUAGE_LABELS: Record<string, string> = {
	lucene: 'Lucene',
	promql: 'PromQL',
	sql: 'SQL',
};
const QUANTILE_LABELS: Record<string, string> = { '0.5': '0.5 (Median)' };

const TIME_HINT =
	'A date (picked, ISO 8601 or a date expression; without a time zone it is read in the time zone of the workflow) or epoch milliseconds';

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
						options: labelled(AGG_FNS, AGG_FN_LABELS),
						default: 'count',
						description:
							'How the events of each bucket are aggregated (Increase: the growth of a counter metric)',
					},
					{
						displayName: 'Alias',
						name: 'alias',
						type: 'string',
						default: '',
						description:
							'Name of the series in the "Points" output (not sent); without it the series is named by its position, from 0',
					},
					{
						displayName: 'Data Source',
						name: 'dataSource',
						type: 'options',
						options: labelled(DATA_SOURCES, DATA_SOURCE_LABELS, NOT_SET),
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
						description:
							'Comma-separated fields to group by (at most 10), the same for every series; empty for no grouping',
					},
					{
						displayName: 'Level',
						name: 'level',
						type: 'options',
						options: labelled(QUANTILE_LEVELS, QUANTILE_LABELS),
						default: 0.95,
						displayOptions: { show: { aggFn: ['quantile'] } },
						description:
							'The quantile (0.95 is the 95th percentile); the service computes these four',
					},
					{
						displayName: 'Metric Data Type',
						name: 'metricDataType',
						type: 'options',
						options: labelled(METRIC_DATA_TYPES, METRIC_DATA_TYPE_LABELS, NOT_SET),
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
						options: labelled(SORT_ORDERS, SORT_ORDER_LABELS, NOT_SET),
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
					whereLanguageField(labelled(WHERE_LANGUAGES, WHERE_LANGUAGE_LABELS)),
				],
			},
		],
	},
];
