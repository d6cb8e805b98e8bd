import { updateDisplayOptions, type INodeProperties } from 'n8n-workflow';
import {
	bodyModeProperties,
	recordLocator,
	showOnlyWhere,
	withArticle,
} from '../../nodes/shared/editor/properties';

describe('record picker wording', () => {
	it.each([
		['alert', 'an alert'],
		['API key', 'an API key'],
		['organization', 'an organization'],
		['dashboard', 'a dashboard'],
		['saved search', 'a saved search'],
		['reverse private endpoint', 'a reverse private endpoint'],
	])('%s reads "%s"', (noun, expected) => {
		expect(withArticle(noun)).toBe(expected);
	});

	it('the list mode placeholder uses the article', () => {
		const locator = recordLocator({
			name: 'alertId',
			displayName: 'Alert',
			noun: 'alert',
			searchListMethod: 'searchAlerts',
			idPlaceholder: 'x',
		} as Parameters<typeof recordLocator>[0]);
		expect(locator.modes?.[0].placeholder).toBe('Select an alert...');
	});
});

describe('showOnlyWhere: the show conditions written into each property', () => {
	const field = (displayOptions?: INodeProperties['displayOptions']): INodeProperties => ({
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		...(displayOptions ? { displayOptions } : {}),
	});
	const shapes: Array<[string, INodeProperties]> = [
		['no conditions of its own', field()],
		['its own show', field({ show: { returnAll: [false] } })],
		['its own hide', field({ hide: { '@tool': [true] } })],
		['its own show and hide', field({ show: { source: ['tile'] }, hide: { '@tool': [true] } })],
	];

	it.each(shapes)("gives what n8n-workflow's updateDisplayOptions gives: %s", (_, property) => {
		const show = { resource: ['alert'], operation: ['create'] };
		expect(showOnlyWhere(show, [property])).toEqual(updateDisplayOptions({ show }, [property]));
	});

	it('refuses a property whose own conditions name a key it adds, instead of replacing them', () => {
		expect(() =>
			showOnlyWhere({ operation: ['create'] }, [field({ show: { operation: ['update'] } })]),
		).toThrow('The parameter "name" has its own "operation" condition');
	});

	it('leaves the properties given unchanged', () => {
		const property = field({ show: { returnAll: [false] } });
		showOnlyWhere({ resource: ['alert'] }, [property]);
		expect(property.displayOptions).toEqual({ show: { returnAll: [false] } });
	});

	it("nests: the body mode's fields are shown for their operation and for typed fields only", () => {
		const [, json, typed] = showOnlyWhere(
			{ resource: ['alert'], operation: ['create'] },
			bodyModeProperties({ name: 'x' }, 'The record', [field({ show: { source: ['tile'] } })]),
		);
		expect(json.default).toBe('{\n  "name": "x"\n}');
		expect(json.displayOptions).toEqual({
			show: { specifyBody: ['json'], resource: ['alert'], operation: ['create'] },
		});
		expect(typed.displayOptions).toEqual({
			show: {
				source: ['tile'],
				specifyBody: ['fields'],
				resource: ['alert'],
				operation: ['create'],
			},
		});
	});
});
