/**
 * The activity resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import { type ResourceCases, baselineBuilder, item, MISSING, VALUE } from '../support/caseKit';

export const cases: ResourceCases = {
	resource: 'activity',
	organizationLevel: true,
	baselines() {
		const { cells, cloud } = baselineBuilder();
		cloud('activity', 'get', { activityId: { __rl: true, mode: 'id', value: 'act-00000001' } });
		cloud('activity', 'getAll', {
			from: '2025-01-01T00:00:00Z',
			to: '2025-01-31T00:00:00Z',
			returnAll: true,
		});
		return cells;
	},
	bad(cell, add) {
		if (cell.op === 'activity:getAll') {
			add(cell, 'from', { from: VALUE }, [
				item('after To', '2025-02-01T00:00:00Z', 'from'),
				item('not a date', 'yesterday', 'from'),
			]);
			add(cell, 'filters.types', { filters: { types: VALUE } }, [
				item('an object', { type: 'user_login' }, 'filters.types'),
			]);
		}
		if (cell.op === 'activity:get')
			add(cell, 'activityId', { activityId: { __rl: true, mode: 'id', value: VALUE } }, [
				item('empty', '', 'activityId'),
				item('missing (expression resolves to undefined)', MISSING, 'activityId'),
			]);
	},
};
