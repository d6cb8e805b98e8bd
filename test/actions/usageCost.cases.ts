/**
 * The usageCost resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import { type ResourceCases, baselineBuilder, item, MISSING, VALUE } from '../support/caseKit';

export const cases: ResourceCases = {
	resource: 'usageCost',
	organizationLevel: true,
	baselines() {
		const { cells, cloud } = baselineBuilder();
		cloud('usageCost', 'get', { from: '2026-11-01', to: '2026-11-30' });
		return cells;
	},
	bad(cell, add) {
		if (cell.op !== 'usageCost:get') return;
		add(cell, 'to', { to: VALUE }, [
			item('32 days after From', '2026-12-03', 'to'),
			item('not a date', 'end of month', 'to'),
			item('missing (expression resolves to undefined)', MISSING, 'to'),
		]);
		add(cell, 'from', { from: VALUE }, [item('after To', '2026-12-01', 'from')]);
	},
};
