/**
 * The teamMember resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import { type ResourceCases, baselineBuilder } from '../support/caseKit';
import { locator, SEED } from '../support/env';

export const cases: ResourceCases = {
	resource: 'teamMember',
	recordField: 'memberId',
	baselines() {
		const { cells, selfHosted } = baselineBuilder();
		// The self-hosted team of the API key: the member removed and the invitation withdrawn are
		// the seed's others (the API key's own user cannot be removed).
		selfHosted('teamMember', 'getAll', { returnAll: true });
		selfHosted('teamMember', 'delete', { memberId: locator(SEED.sh.members.leaver) });
		return cells;
	},
};
