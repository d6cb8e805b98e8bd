/**
 * The event resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import {
	type BadInput,
	type ResourceCases,
	baselineBuilder,
	item,
	MISSING,
	VALUE,
	badObjectIds,
	badLimits,
} from '../support/caseKit';
import { locator, SEED } from '../support/env';

const eventSearch = () => ({
	sourceId: locator(SEED.sh.source),
	startTime: '2025-01-15T10:00:00Z',
	endTime: '2025-01-15T11:00:00Z',
	where: 'level:error',
	returnAll: false,
	limit: 5,
});

/** Event search start times that are not before the end, or not dates. */
const badSearchStarts = (): BadInput[] => [
	item('missing (expression resolves to undefined)', MISSING, 'startTime'),
	item('after the end', '2025-01-15T12:00:00Z', 'startTime'),
	item('equal to the end', '2025-01-15T11:00:00Z', 'startTime'),
	item('a word', 'yesterday', 'startTime'),
	item('an object', { at: 1 }, 'startTime'),
];

export const cases: ResourceCases = {
	resource: 'event',
	baselines() {
		const { cells, selfHosted } = baselineBuilder();
		selfHosted('event', 'search', eventSearch());
		return cells;
	},
	bad(cell, add) {
		if (cell.op !== 'event:search') return;
		add(cell, 'sourceId', { sourceId: locator(VALUE) }, badObjectIds('sourceId'));
		add(cell, 'startTime', { startTime: VALUE }, badSearchStarts());
		add(cell, 'limit', { returnAll: false, limit: VALUE }, [
			...badLimits(),
			item('above the 12,000 the server pages to', 12001, 'limit'),
		]);
		add(cell, 'where', { where: VALUE }, [
			item('an object', { level: 'error' }, 'where'),
			item('a number', 3, 'where'),
		]);
		add(cell, 'whereLanguage', { where: 'level:error', options: { whereLanguage: VALUE } }, [
			item('a list', ['kql'], 'whereLanguage'),
			item('a number', 3, 'whereLanguage'),
		]);
	},
};
