/**
 * The service resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import { type ResourceCases, baselineBuilder, VALUE, badWaitTimeouts } from '../support/caseKit';
import { locator, SEED } from '../support/env';

export const cases: ResourceCases = {
	resource: 'service',
	recordField: 'serviceId',
	organizationLevel: true,
	// Wake has its bad-id cases but no unknown-id cell.
	noUnknownId: ['wake'],
	/** Its cells that are not one documented operation each (test/contract/everyEndpoint.test.ts). */
	notOneEndpoint: [
		{
			cells: ['service:start cloud', 'service:stop cloud', 'service:wake cloud'],
			endpoint: 'instanceStateUpdate',
			reason:
				'one endpoint, one cell per command: PATCH .../services/{serviceId}/state takes the command start, stop or awake',
		},
	],
	baselines() {
		const { cells, cloud } = baselineBuilder();
		// The operator's resources. Start needs a stopped service, which the seed has not: the
		// cell stops the seeded one in the emulator first.
		cloud('service', 'get', { serviceId: locator(SEED.service) });
		cloud('service', 'getAll', { returnAll: true });
		cloud('service', 'start', { serviceId: locator(SEED.service) });
		cells[cells.length - 1].setup = (emulator) => emulator.setServiceState(SEED.service, 'stopped');
		cloud('service', 'stop', { serviceId: locator(SEED.service) });
		cloud('service', 'wake', { serviceId: locator(SEED.idleService) });
		return cells;
	},
	bad(cell, add) {
		if (['service:start', 'service:stop', 'service:wake'].includes(cell.op))
			add(cell, 'waitTimeout', { waitForState: true, waitTimeout: VALUE }, badWaitTimeouts());
	},
};
