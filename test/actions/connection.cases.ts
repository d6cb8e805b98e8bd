/**
 * The connection resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import {
	type BadBatch,
	type BadInput,
	type ResourceCases,
	baselineBuilder,
	item,
	MISSING,
	VALUE,
	json,
	body,
} from '../support/caseKit';
import { locator, SEED, selfHostedParams } from '../support/env';

export const connectionBody = () => ({
	name: 'rel',
	host: 'http://db.internal:8123',
	username: 'default',
	password: 'rel-password',
});

/** Connection create bodies with one bad field each (the password is never quoted). */
function badConnectionBodies(): BadInput[] {
	const base = connectionBody();
	const without = (key: string) =>
		Object.fromEntries(Object.entries(base).filter(([name]) => name !== key));
	return [
		body('no name', without('name'), 'name'),
		body('no host', without('host'), 'host'),
		body('no username', without('username'), 'username'),
		body('username is null', { ...base, username: null }, 'username'),
		body('name is a list', { ...base, name: ['x'] }, 'name'),
		body('host is a number', { ...base, host: 8123 }, 'host'),
		body('password is a number', { ...base, password: 1234 }, 'password'),
		body('password is an object', { ...base, password: { value: 'x' } }, 'password'),
		body(
			'isPrometheusEndpoint as text',
			{ ...base, isPrometheusEndpoint: 'true' },
			'isPrometheusEndpoint',
		),
	];
}

/** Connection update changes with one bad field each (checked before the read). */
function badConnectionChanges(): BadInput[] {
	return [
		body('name is a number', { name: 5 }, 'name'),
		body('host is null', { host: null }, 'host'),
		body('password is a list', { password: ['x'] }, 'password'),
		body('isPrometheusEndpoint as a number', { isPrometheusEndpoint: 1 }, 'isPrometheusEndpoint'),
	];
}

export const cases: ResourceCases = {
	resource: 'connection',
	recordField: 'connectionId',
	baselines() {
		const { cells, selfHosted } = baselineBuilder();
		selfHosted('connection', 'create', json(connectionBody()));
		selfHosted('connection', 'get', { connectionId: locator(SEED.sh.connections.database) });
		selfHosted('connection', 'getAll', { returnAll: false, limit: 5 });
		selfHosted('connection', 'update', {
			connectionId: locator(SEED.sh.connections.database),
			...json({ host: 'http://db-2.internal:8123' }),
		});
		selfHosted('connection', 'delete', { connectionId: locator(SEED.sh.connections.prometheus) });
		return cells;
	},
	bad(cell, add) {
		if (cell.op === 'connection:create')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badConnectionBodies());
		if (cell.op === 'connection:update')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badConnectionChanges());
	},
	typed() {
		const batches: BadBatch[] = [];
		const connectionFields = (name: string, inputs: BadInput[]) =>
			batches.push({
				op: 'connection:create',
				deployment: 'selfHosted',
				varies: `fields: ${name}`,
				params: selfHostedParams('connection', 'create', {
					specifyBody: 'fields',
					name: 'rel',
					host: 'http://db.internal:8123',
					username: 'default',
					...(name === 'password' ? { additionalFields: { password: VALUE } } : { [name]: VALUE }),
				}),
				inputs,
			});
		connectionFields('host', [item('missing', MISSING, 'host'), item('a number', 8123, 'host')]);
		connectionFields('username', [item('missing', MISSING, 'username')]);
		connectionFields('password', [item('a list', ['x'], 'password')]);
		batches.push({
			op: 'connection:update',
			deployment: 'selfHosted',
			varies: 'fields: updateFields',
			params: selfHostedParams('connection', 'update', {
				connectionId: locator(SEED.sh.connections.database),
				specifyBody: 'fields',
				updateFields: { password: VALUE },
			}),
			inputs: [
				item('nothing to change (password resolves to nothing)', MISSING, 'updateFields'),
				item('a password that is a number', 5, 'password'),
			],
		});
		return batches;
	},
};
