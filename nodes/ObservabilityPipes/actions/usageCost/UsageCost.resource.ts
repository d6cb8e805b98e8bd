import type { INodeProperties } from 'n8n-workflow';
import { resourceDescription, simplifyOption } from '../resourceDescription';

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
		description: 'Only entities with these tags; each is sent as tag:Name=value',
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

export const description = resourceDescription(
	'usageCost',
	{
		get: {
			description:
				'Get the credits each pipe, service and warehouse used per day; Simplify gives totals per entity',
			action: 'Get usage cost',
			parameters: [
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
			],
		},
	},
	'get',
);
