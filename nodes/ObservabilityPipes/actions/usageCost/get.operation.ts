import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { usageCostPath } from '../../../shared/api/paths';
import { isObject } from '../../../shared/base/helpers';
import { executionClient } from '../../../shared/http/transport';
import type { OperationContext } from '../framework/operation';
import { shapeRecord } from '../output/output';
import { itemOrganization, itemOutput } from '../framework/itemReader';
import { costRecord, dayOf, tagFilterItems, totalsPerEntity, usageRange } from './usageCost';
import { operationDescription, simplifyOption } from '../framework/resourceDescription';

const range: INodeProperties[] = [
	{
		displayName: 'From',
		name: 'from',
		type: 'dateTime',
		default: '',
		required: true,
		description: 'First day of the range (its date is used)',
	},
	{
		displayName: 'To',
		name: 'to',
		type: 'dateTime',
		default: '',
		required: true,
		description: "Last day of the range, at most 31 days after 'From'",
	},
	{
		displayName: 'Tag Filters',
		name: 'tagFilters',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Tag Filter',
		default: {},
		description: 'Only entities that carry each of these tags with its value',
		options: [
			{
				displayName: 'Tag',
				name: 'tags',
				values: [
					{
						displayName: 'Name',
						name: 'name',
						type: 'string',
						default: '',
						placeholder: 'e.g. Environment',
						description: 'Name of the tag',
					},
					{
						displayName: 'Value',
						name: 'value',
						type: 'string',
						default: '',
						placeholder: 'e.g. Production',
						description: 'Empty: any entity that has the tag',
					},
				],
			},
		],
	},
];

export const description = operationDescription('usageCost', 'get', [
	...range,
	...simplifyOption().map((property) =>
		property.name === 'fields'
			? property
			: {
					...property,
					hint:
						property.name === 'output'
							? 'Simplified: one item per entity with its totals for the range; Raw: one item per entity and day'
							: 'On: one item per entity with its totals for the range. Off: one item per entity and day.',
				},
	),
]);

export const readOnly = true;

/**
 * The usage cost of the range: one item per entity and day, or (Simplify) per entity. The
 * range is checked before sending (at most 31 days, not reversed).
 */
export async function execute(
	this: IExecuteFunctions,
	{ deployment, itemIndex }: OperationContext,
): Promise<IDataObject[]> {
	const client = executionClient(this, deployment, { readOnly: true });
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
