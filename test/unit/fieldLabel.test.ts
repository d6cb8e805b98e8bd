import type { INodeProperties } from 'n8n-workflow';
import { fieldLabel } from '../../nodes/shared/input/fieldLabel';

/** One form of each resource: a search's Options and Sort, an alert's top-level Source. */
const properties: INodeProperties[] = [
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		default: {},
		displayOptions: { show: { resource: ['event'] } },
		options: [{ displayName: 'Where', name: 'where', type: 'string', default: '' }],
	},
	{
		displayName: 'Sort',
		name: 'orderBy',
		type: 'fixedCollection',
		default: {},
		displayOptions: { show: { resource: ['event'] } },
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		default: {},
		displayOptions: { show: { resource: ['event'] } },
		options: [
			{
				displayName: 'Webhooks',
				name: 'webhookIds',
				type: 'fixedCollection',
				default: {},
			},
		],
	},
	{
		displayName: 'Watched Item',
		name: 'source',
		type: 'options',
		options: [],
		default: '',
		displayOptions: { show: { resource: ['alert'] } },
	},
];

describe('fieldLabel', () => {
	const event = { resource: 'event' };

	it('names a field by the label its property shows, a path into its value in brackets', () => {
		expect(fieldLabel(properties, event, 'orderBy')).toBe("'Sort'");
		expect(fieldLabel(properties, event, 'orderBy[0].column')).toBe("'Sort' ([0].column)");
		expect(fieldLabel(properties, { resource: 'alert' }, 'source')).toBe("'Watched Item'");
	});

	it('a field no property names is named in the collection that holds it', () => {
		expect(fieldLabel(properties, event, 'where')).toBe("'Options > Where'");
	});

	it("a field another resource has at the top level is named in this form's collection", () => {
		const withTopLevelWhere: INodeProperties[] = [
			{
				displayName: 'Where',
				name: 'where',
				type: 'string',
				default: '',
				displayOptions: { show: { resource: ['search'] } },
			},
			...properties,
		];
		expect(fieldLabel(withTopLevelWhere, event, 'where')).toBe("'Options > Where'");
		expect(fieldLabel(withTopLevelWhere, { resource: 'search' }, 'where')).toBe("'Where'");
	});

	it('an entry of a list inside a collection is named by the list and its index', () => {
		expect(fieldLabel(properties, event, 'additionalFields.webhookIds[1]')).toBe(
			"'Additional Fields > Webhooks' ([1])",
		);
		expect(fieldLabel(properties, event, 'webhookIds[1]')).toBe(
			"'Additional Fields > Webhooks' ([1])",
		);
	});

	it("a field only another resource's property names keeps its own name, capitalised", () => {
		expect(fieldLabel(properties, event, 'source.kind')).toBe("'Source' (kind)");
	});

	it('a field nothing names stays as it is', () => {
		expect(fieldLabel(properties, event, 'nothing')).toBe("'nothing'");
	});
});
