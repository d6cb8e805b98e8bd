/**
 * The organization resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import {
	type BadInput,
	type ResourceCases,
	baselineBuilder,
	VALUE,
	json,
	body,
	UNKNOWN_UUID,
} from '../support/caseKit';
import { locator } from '../support/env';

function badOrganizationChanges(): BadInput[] {
	return [
		body('nothing to change', {}, 'updateFields'),
		body('empty name', { name: '' }, 'name'),
		body('name is a list', { name: [] }, 'name'),
		body('privateEndpoints is a list', { privateEndpoints: [] }, 'privateEndpoints'),
		body(
			'privateEndpoints.replace',
			{ privateEndpoints: { replace: [] } },
			'privateEndpoints.replace',
		),
		body(
			'privateEndpoints.add is an object',
			{ privateEndpoints: { add: { id: 'x' } } },
			'privateEndpoints.add',
		),
		body(
			'endpoint without id',
			{ privateEndpoints: { add: [{ description: 'x' }] } },
			'privateEndpoints.add[0].id',
		),
		body(
			'endpoint is a text',
			{ privateEndpoints: { remove: ['vpce-1'] } },
			'privateEndpoints.remove[0]',
		),
		body(
			'endpoint description is a number',
			{ privateEndpoints: { add: [{ id: 'vpce-1', description: 5 }] } },
			'privateEndpoints.add[0].description',
		),
	];
}

export const cases: ResourceCases = {
	resource: 'organization',
	organizationLevel: true,
	baselines() {
		const { cells, cloud } = baselineBuilder();
		cloud('organization', 'get');
		cells.push({
			op: 'organization:getAll',
			deployment: 'cloud',
			params: {
				deployment: 'cloud',
				resource: 'organization',
				operation: 'getAll',
				returnAll: true,
			},
		});
		cloud('organization', 'update', json({ name: 'Acme renamed' }));
		return cells;
	},
	bad(cell, add) {
		if (cell.op === 'organization:update')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badOrganizationChanges());
	},
	/** The organization itself unknown. */
	unknownIds: (cells) =>
		cells
			.filter((cell) => cell.op === 'organization:get' || cell.op === 'organization:update')
			.map((cell) => ({
				...cell,
				op: `${cell.op} (unknown organization)`,
				params: { ...cell.params, organizationId: locator(UNKNOWN_UUID) },
			})),
};
