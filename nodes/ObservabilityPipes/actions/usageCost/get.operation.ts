import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { usageCostPath } from '../../../shared/api/paths';
import { isObject } from '../../../shared/util';
import type { OperationContext } from '../operation';
import { shapeRecord } from '../output';
import { itemOrganization, itemOutput } from '../itemReader';
import { costRecord, dayOf, tagFilterItems, totalsPerEntity, usageRange } from './usageCost';

export const readOnly = true;

/**
 * The usage cost of the range: one item per entity and day, or (Simplify) per entity. The
 * range is checked before sending (at most 31 days, not reversed).
 */
export async function execute(
	this: IExecuteFunctions,
	{ client, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const organizationId = itemOrganization.call(this, itemIndex);
	const timeZone = this.getTimezone();
	const range = usageRange(
		dayOf('from', this.getNodeParameter('from', itemIndex, ''), timeZone),
		dayOf('to', this.getNodeParameter('to', itemIndex, ''), timeZone),
	);
	const tagFilters = this.getNodeParameter('tagFilters', itemIndex, {}) as IDataObject;
	const filter = tagFilterItems(tagFilters.tags);
	const output = itemOutput.call(this, itemIndex);
	const qs: IDataObject = { from_date: range.from, to_date: range.to };
	if (filter.length) qs.filter = filter;
	const answer = await client.request<IDataObject>('GET', usageCostPath(organizationId), {
		qs,
		itemIndex,
	});
	const costs = (isObject(answer) && Array.isArray(answer.costs) ? answer.costs : [])
		.filter(isObject)
		.map(costRecord);
	// Simplified: totals per entity; Raw: one item per entity and day; Selected Fields: those of each day's item.
	if (output.mode === 'simple') return totalsPerEntity(costs, range);
	return output.mode === 'raw'
		? costs
		: costs.map((cost) => shapeRecord(cost, output, (one) => one));
}
