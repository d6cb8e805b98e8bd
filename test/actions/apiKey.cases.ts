/**
 * The apiKey resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import {
	type BadBatch,
	type BadInput,
	type ResourceCases,
	baselineBuilder,
	item,
	VALUE,
	json,
	body,
	judgedItem,
	judged,
} from '../support/caseKit';
import { cloudParams, locator, SEED } from '../support/env';

function badApiKeyChanges(): BadInput[] {
	return [
		body('nothing to change', {}, 'updateFields'),
		body('empty name', { name: ' ' }, 'name'),
		body('roles is a text', { roles: 'admin' }, 'roles'),
		body(
			'assignedRoleIds is a text',
			{ assignedRoleIds: '00000009-0000-4000-8000-000000000001' },
			'assignedRoleIds',
		),
		judged('assigned role id "admin"', { assignedRoleIds: ['admin'] }, 'assignedRoleIds[0]'),
		body(
			'assigned role id is a number',
			{ assignedRoleIds: ['00000009-0000-4000-8000-000000000001', 7] },
			'assignedRoleIds',
		),
		body('role null', { roles: [null] }, 'roles'),
		body('role is an object', { roles: ['developer', { name: 'admin' }] }, 'roles'),
		body('state a number', { state: 0 }, 'state'),
		body('state true', { state: true }, 'state'),
		body('expireAt "tomorrow"', { expireAt: 'tomorrow' }, 'expireAt'),
		body('expireAt February 30', { expireAt: '2026-02-30T00:00:00Z' }, 'expireAt'),
		body('expireAt is an object', { expireAt: { date: '2026-01-01' } }, 'expireAt'),
		body('ipAccessList is a text', { ipAccessList: '10.0.0.0/8' }, 'ipAccessList'),
		body('ip entry is a text', { ipAccessList: ['10.0.0.1'] }, 'ipAccessList[0]'),
		body(
			'ip entry without source',
			{ ipAccessList: [{ description: 'x' }] },
			'ipAccessList[0].source',
		),
		judged('ip 999.1.1.1', { ipAccessList: [{ source: '999.1.1.1' }] }, 'ipAccessList[0].source'),
		judged('CIDR /33', { ipAccessList: [{ source: '10.0.0.0/33' }] }, 'ipAccessList[0].source'),
		judged('IPv6 /129', { ipAccessList: [{ source: '2001:db8::/129' }] }, 'ipAccessList[0].source'),
		judged(
			'host name instead of an address',
			{ ipAccessList: [{ source: 'office.example.com' }] },
			'ipAccessList[0].source',
		),
		body(
			'ip description is a number',
			{ ipAccessList: [{ source: '10.0.0.1', description: 1 }] },
			'ipAccessList[0].description',
		),
	];
}

export const cases: ResourceCases = {
	resource: 'apiKey',
	recordField: 'keyId',
	organizationLevel: true,
	baselines() {
		const { cells, cloud } = baselineBuilder();
		cloud('apiKey', 'get', { keyId: locator(SEED.keys.developer) });
		cloud('apiKey', 'getAll', { returnAll: true });
		cloud('apiKey', 'update', {
			keyId: locator(SEED.keys.developer),
			...json({ name: 'renamed' }),
		});
		return cells;
	},
	bad(cell, add) {
		if (cell.op === 'apiKey:update')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badApiKeyChanges());
	},
	typed() {
		const batches: BadBatch[] = [];
		batches.push({
			op: 'apiKey:update',
			deployment: 'cloud',
			varies: 'fields: expireAt with neverExpires',
			params: cloudParams('apiKey', 'update', {
				keyId: locator(SEED.keys.developer),
				specifyBody: 'fields',
				updateFields: { neverExpires: true, expireAt: VALUE },
			}),
			inputs: [item('a date and never', '2026-01-01T00:00:00Z', 'expireAt')],
		});
		batches.push({
			op: 'apiKey:update',
			deployment: 'cloud',
			varies: 'fields: roles',
			params: cloudParams('apiKey', 'update', {
				keyId: locator(SEED.keys.developer),
				specifyBody: 'fields',
				updateFields: { roles: VALUE },
			}),
			inputs: [item('a role that is a number', [5], 'roles')],
		});
		batches.push({
			op: 'apiKey:update',
			deployment: 'cloud',
			varies: 'fields: assignedRoleIds',
			params: cloudParams('apiKey', 'update', {
				keyId: locator(SEED.keys.developer),
				specifyBody: 'fields',
				updateFields: { assignedRoleIds: VALUE },
			}),
			inputs: [
				judgedItem('a role name', 'admin', 'assignedRoleIds[0]'),
				judgedItem(
					'a second id cut short',
					'00000009-0000-4000-8000-000000000001, 00000009-0000',
					'assignedRoleIds[1]',
				),
			],
		});
		return batches;
	},
};
