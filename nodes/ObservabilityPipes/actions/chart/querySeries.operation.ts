import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { CHART_SERIES_PATH } from '../../../shared/api/paths';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { chartFieldsToRequest, validateChartRequest } from './chartBody';
import { convertRow, rowsToPoints } from './chartResponse';
import { whereLanguageField, operationDescription } from '../framework/resourceDescription';
import {
	AGG_FNS,
	DATA_SOURCES,
	GRANULARITIES,
	METRIC_DATA_TYPES,
	QUANTILE_LEVELS,
	SORT_ORDERS,
	WHERE_LANGUAGES,
} from './values';
import { byName } from '../../../shared/base/helpers';
import { valueLabel, valueOptions } from '../../../shared/api/labels';
import { bodyModeProperties } from '../../../shared/editor/properties';

/** Shortest first, as a duration picker reads; "Auto" lets the server choose. */
const granularityOptions = valueOptions(GRANULARITIES, { inOrder: true });

type Option = { name: string; value: string | number };
/** The editor's choices of one list, by name, each labelled as every API value is (labels.ts). */
const labelled = (values: readonly (string | number)[], extra: Option[] = []): Option[] =>
	[...values.map((value) => ({ name: valueLabel(String(value)), value })), ...extra].sort(byName);
const NOT_SET: Option[] = [{ name: 'Not Set', value: '' }];

const TIME_HINT =
	'A date (picked, ISO 8601 or a date expression; without a time zone it is read in the time zone of the workflow) or epoch milliseconds';

/** Typed fields of the series request. */
const chartFields: INodeProperties[] = [
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
						options: labelled(AGG_FNS),
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
							"Name of the series in the 'Points' output; without it the series is named by its position, from 0",
					},
					{
						displayName: 'Data Type',
						name: 'dataSource',
						type: 'options',
						options: labelled(DATA_SOURCES, NOT_SET),
						default: '',
						description:
							"Whether the series reads events or metrics; if not set, the service's default",
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
						options: labelled(QUANTILE_LEVELS),
						default: 0.95,
						displayOptions: { show: { aggFn: ['quantile'] } },
						description:
							'The quantile (0.95 is the 95th percentile); the service computes these four',
					},
					{
						displayName: 'Metric Data Type',
						name: 'metricDataType',
						type: 'options',
						options: labelled(METRIC_DATA_TYPES, NOT_SET),
						default: '',
						description: 'Kind of the metric, for a metric source',
					},
					{
						displayName: 'Metric Name',
						name: 'metricName',
						type: 'string',
						default: '',
						placeholder: 'e.g. http_requests_total',
						description: 'Name of the metric, for a metric source',
					},
					{
						displayName: 'Sort Order',
						name: 'sortOrder',
						type: 'options',
						options: labelled(SORT_ORDERS, NOT_SET),
						default: '',
						description: "Order of the values; if not set, the service's default order",
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
					whereLanguageField(labelled(WHERE_LANGUAGES)),
				],
			},
		],
	},
];

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
		displayName: 'Item Layout',
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
				description:
					'One item per row as the service returns it: time bucket, group and each series',
			},
		],
		default: 'rows',
		description:
			'Shape of the output. Numeric texts become numbers; whole numbers too large to keep every digit stay texts.',
	},
];

export const description = operationDescription('chart', 'querySeries', querySeries);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const client = executionClient(this, deployment, { readOnly: true });
	let names: Array<string | number> = [];
	const raw = readBody.call(this, itemIndex, () => {
		const request = chartFieldsToRequest({
			startTime: this.getNodeParameter('startTime', itemIndex, '') as IDataObject[string],
			endTime: this.getNodeParameter('endTime', itemIndex, '') as IDataObject[string],
			granularity: this.getNodeParameter('granularity', itemIndex, '1h') as string,
			series: this.getNodeParameter('series', itemIndex, {}),
		});
		names = request.names;
		return request.body;
	});
	const body = validateChartRequest(raw, this.getTimezone());
	const data = await client.request<unknown>('POST', CHART_SERIES_PATH, {
		body,
		itemIndex,
		list: true,
	});
	const rows = Array.isArray(data) ? (data as IDataObject[]) : [];
	return this.getNodeParameter('output', itemIndex, 'rows') === 'points'
		? rowsToPoints(rows, names)
		: rows.map(convertRow);
}
