/**
 * The team resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import { type ResourceCases, baselineBuilder, item, VALUE } from '../support/caseKit';

export const cases: ResourceCases = {
	resource: 'team',
	baselines() {
		const { cells, selfHosted } = baselineBuilder();
		selfHosted('team', 'get');
		return cells;
	},
	bad(cell, add) {
		// Team: Get has no parameter but its Simplify switch (the team has no ID to choose).
		if (cell.op === 'team:get')
			add(cell, 'simplify', { simplify: VALUE }, [
				item('word', 'yes', 'simplify'),
				item('number', 2, 'simplify'),
			]);
	},
};
