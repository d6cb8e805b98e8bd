import type { INodeProperties } from 'n8n-workflow';
import { formFieldLabel } from '../../nodes/shared/input/formFieldLabel';

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

describe('formFieldLabel', () => {
	const event = { resource: 'event' };

	it('names a field by the label its property shows, a path into its value in brackets', () => {
		expect(formFieldLabel(properties, event, 'orderBy')).toBe("'Sort'");
		expect(formFieldLabel(properties, event, 'orderBy[0].column')).toBe("'Sort' ([0].column)");
		expect(formFieldLabel(properties, { resource: 'alert' }, 'source')).toBe("'Watched Item'");
	});

	it('a field no property names is named in the collection that holds it', () => {
		expect(formFieldLabel(properties, event, 'where')).toBe("'Options > Where'");
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
		expect(formFieldLabel(withTopLevelWhere, event, 'where')).toBe("'Options > Where'");
		expect(formFieldLabel(withTopLevelWhere, { resource: 'search' }, 'where')).toBe("'Where'");
	});

	it('an entry of a list inside a collection is named by the list and its index', () => {
		expect(formFieldLabel(properties, event, 'additionalFields.webhookIds[1]')).toBe(
			"'Additional Fields > Webhooks' ([1])",
		);
		expect(formFieldLabel(properties, event, 'webhookIds[1]')).toBe(
			"'Additional Fields > Webhooks' ([1])",
		);
	});

	it("a field only another resource's property names keeps its own name, capitalised", () => {
		expect(formFieldLabel(properties, event, 'source.kind')).toBe("'Source' (kind)");
	});

	it('a field nothing names stays as it is', () => {
		expect(formFieldLabel(properties, event, 'nothing')).toBe("'nothing'");
	});
});
