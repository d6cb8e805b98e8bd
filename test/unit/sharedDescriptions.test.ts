import { recordLocator, withArticle } from '../../nodes/shared/editor/descriptions';

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
