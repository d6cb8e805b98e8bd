import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { CHART_SERIES_PATH } from '../../../shared/api/paths';
import type { OperationContext } from '../operation';
import { chartFieldsToRequest, validateChartRequest } from './chartBody';
import { convertRow, rowsToPoints } from './chartResponse';

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
