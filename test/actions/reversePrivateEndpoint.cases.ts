/**
 * The reversePrivateEndpoint resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import { type ResourceCases, baselineBuilder } from '../support/caseKit';
import { locator, SEED } from '../support/env';

export const cases: ResourceCases = {
	resource: 'reversePrivateEndpoint',
	recordField: 'reversePrivateEndpointId',
	baselines() {
		const { cells, cloud } = baselineBuilder();
		cloud('reversePrivateEndpoint', 'get', { reversePrivateEndpointId: locator(SEED.rpe) });
		cloud('reversePrivateEndpoint', 'getAll', { returnAll: true });
		cloud('reversePrivateEndpoint', 'delete', { reversePrivateEndpointId: locator(SEED.rpe2) });
		return cells;
	},
};
