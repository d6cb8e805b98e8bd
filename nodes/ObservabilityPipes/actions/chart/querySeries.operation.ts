import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeProperties,
} from 'n8n-workflow';
import { bodyModeProperties, readBody } from '../../../shared/input/bodyMode';
import { CHART_SERIES_PATH } from '../../../shared/api/paths';
import type { OperationContext } from '../operation';
import { chartFieldsToRequest, validateChartRequest } from './chartBody';
import { convertRow, rowsToPoints } from './chartResponse';
import { chartFields } from './fields';

const properties: INodeProperties[] = [
	...bodyModeProperties(
		JSON.stringify(
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
			null,
			2,
		),
		'The series request. Times may be dates or epoch milliseconds; they are sent as epoch milliseconds. Without "granularity" the service picks one.',
	),
	...updateDisplayOptions({ show: { specifyBody: ['fields'] } }, chartFields),
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

export const description = updateDisplayOptions(
	{ show: { resource: ['chart'], operation: ['querySeries'] } },
	properties,
);

export const readOnly = true;

export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
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
