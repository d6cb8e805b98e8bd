import type { INodeProperties } from 'n8n-workflow';
import { fieldLabel } from '../../nodes/shared/input/fieldLabel';

/** Two versions of one form: the same names, other labels, told apart by `@version`. */
const properties: INodeProperties[] = [
	{
		displayName: 'Order By',
		name: 'orderBy',
		type: 'string',
		default: '',
		displayOptions: { show: { resource: ['event'], '@version': [1, 2] } },
	},
	{
		displayName: 'Where',
		name: 'where',
		type: 'string',
		default: '',
		displayOptions: { show: { resource: ['event'], '@version': [1, 2] } },
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		default: {},
		displayOptions: { show: { resource: ['event'] }, hide: { '@version': [1, 2] } },
		options: [{ displayName: 'Where', name: 'where', type: 'string', default: '' }],
	},
	{
		displayName: 'Sort',
		name: 'orderBy',
		type: 'fixedCollection',
		default: {},
		displayOptions: { show: { resource: ['event'] }, hide: { '@version': [1, 2] } },
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
];

describe('fieldLabel across node versions', () => {
	const at = (version: number) => ({ resource: 'event', '@version': version });

	it("names a field by the label its version shows ('show' and 'hide' of @version alike)", () => {
		expect(fieldLabel(properties, at(2), 'orderBy')).toBe("'Order By'");
		expect(fieldLabel(properties, at(3), 'orderBy[0].column')).toBe("'Sort' ([0].column)");
		expect(fieldLabel(properties, at(1), 'where')).toBe("'Where'");
	});

	it('a field the version keeps in a collection is named there', () => {
		expect(fieldLabel(properties, at(3), 'where')).toBe("'Options > Where'");
	});

	it('an entry of a list inside a collection is named by the list and its index', () => {
		expect(fieldLabel(properties, at(3), 'additionalFields.webhookIds[1]')).toBe(
			"'Additional Fields > Webhooks' ([1])",
		);
		expect(fieldLabel(properties, at(3), 'webhookIds[1]')).toBe(
			"'Additional Fields > Webhooks' ([1])",
		);
	});

	it('without a version, the first that shows (as before versions were told apart)', () => {
		expect(fieldLabel(properties, { resource: 'event' }, 'orderBy')).toBe("'Order By'");
	});
});
