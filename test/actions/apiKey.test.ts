import {
	apiRequests,
	cloudParams,
	locator,
	type LoggedRequest,
	runAction,
	SEED,
	useEnv,
} from '../support/env';
import { expectRefusedBeforeSending } from '../support/inputError';

const UNKNOWN = '00000000-0000-4000-8000-00000000ffff';
const KEY_FIELDS = [
	'assignedRoles',
	'createdAt',
	'expireAt',
	'id',
	'ipAccessList',
	'keySuffix',
	'name',
	'roles',
	'state',
	'usedAt',
];
const SECRETS = [
	'emu-key-secret',
	'emu-developer-key-secret',
	'emu-query-key-secret',
	'emu-disabled-key-secret',
	'emu-expired-key-secret',
];
const base = () => `/v1/organizations/${SEED.org}/keys`;
const params = (operation: string, extra: Record<string, unknown> = {}) => {
	const { serviceId: _serviceId, ...rest } = cloudParams('apiKey', operation, extra);
	void _serviceId;
	return rest;
};

describe('apiKey (cloud)', () => {
	const env = useEnv();

	function onlyRequest(method: string, path: string): LoggedRequest {
		const log: LoggedRequest[] = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({ method, path, query: {} });
		expect(log[0].headers.authorization).toBe(
			`Basic ${Buffer.from('emu-key-id:emu-key-secret').toString('base64')}`,
		);
		return log[0];
	}

	it('get returns the key without any secret', async () => {
		const [key] = (
			await runAction(env, params('get', { keyId: locator(SEED.keys.developer), simplify: false }))
		).json('Node');
		expect(Object.keys(key).sort()).toEqual(KEY_FIELDS);
		expect(key).toMatchObject({
			id: SEED.keys.developer,
			name: 'Developer key',
			roles: ['developer'],
			state: 'enabled',
			keySuffix: 'y-id',
		});
		expect(key.assignedRoles).toEqual([
			{ roleId: SEED.roles.developer, roleName: 'Developer', roleType: 'system' },
		]);
		expect(JSON.stringify(key)).not.toMatch(/secret/);
		expect(onlyRequest('GET', `${base()}/${SEED.keys.developer}`).body).toBeUndefined();
	});

	it('get of an unknown id carries the 404 text', async () => {
		const error = (await runAction(env, params('get', { keyId: locator(UNKNOWN) }))).error('Node');
		expect(error?.message).toBe(`HTTP 404: NOT_FOUND: API key ${UNKNOWN} not found [item 0]`);
	});

	it('get of a malformed id fails before any request', async () => {
		const error = (
			await runAction(env, params('get', { keyId: locator('={{ "emu-key-id" }}') }))
		).error('Node');
		expectRefusedBeforeSending(
			env,
			error,
			'Invalid \'API Key\': "emu-key-id" is not a UUID [item 0]',
		);
	});

	it('getAll returns one item per key of the organization, no secrets; limit cuts', async () => {
		const keys = (await runAction(env, params('getAll', { returnAll: true }))).json('Node');
		expect(keys.map((key: { id: string }) => key.id)).toEqual([
			SEED.keys.admin,
			SEED.keys.developer,
			SEED.keys.queryEndpoints,
			SEED.keys.disabled,
			SEED.keys.expired,
		]);
		const text = JSON.stringify(keys);
		for (const secret of SECRETS) expect(text).not.toContain(secret);
		expect(onlyRequest('GET', base()).body).toBeUndefined();
		env.emulator.clearRequests();
		const two = (await runAction(env, params('getAll', { returnAll: false, limit: 2 }))).json(
			'Node',
		);
		expect(two.map((key: { id: string }) => key.id)).toEqual([
			SEED.keys.admin,
			SEED.keys.developer,
		]);
	});

	it('getAll of an unknown organization carries the 404 text', async () => {
		const error = (
			await runAction(env, params('getAll', { returnAll: true, organizationId: locator(UNKNOWN) }))
		).error('Node');
		expect(error?.message).toBe(`HTTP 404: NOT_FOUND: Organization ${UNKNOWN} not found [item 0]`);
	});

	it('update (fields) sends every typed field in one PATCH', async () => {
		const updateFields = {
			name: 'CI runners',
			roles: ['developer', 'query_endpoints'],
			expireAt: '2030-06-30T12:00:00Z',
			state: 'disabled',
			ipAccessList: {
				entry: [
					{ source: '203.0.113.0/24', description: 'CI' },
					{ source: '2001:db8::/32', description: '' },
				],
			},
		};
		const [key] = (
			await runAction(
				env,
				params('update', {
					keyId: locator(SEED.keys.developer),
					specifyBody: 'fields',
					updateFields,
				}),
			)
		).json('Node');
		const sent = {
			name: 'CI runners',
			roles: ['developer', 'query_endpoints'],
			expireAt: '2030-06-30T12:00:00.000Z',
			state: 'disabled',
			ipAccessList: [{ source: '203.0.113.0/24', description: 'CI' }, { source: '2001:db8::/32' }],
		};
		expect(onlyRequest('PATCH', `${base()}/${SEED.keys.developer}`).body).toEqual(sent);
		expect(key).toMatchObject({
			...sent,
			ipAccessList: [
				{ source: '203.0.113.0/24', description: 'CI' },
				{ source: '2001:db8::/32', description: '' },
			],
		});
		expect(Object.keys(key).sort()).toEqual(KEY_FIELDS);
		expect(env.emulator.store.keys.get(SEED.keys.developer).pub).toEqual(key);
	});

	it('update "Never Expires" sends expireAt null', async () => {
		const [key] = (
			await runAction(
				env,
				params('update', {
					keyId: locator(SEED.keys.expired),
					specifyBody: 'fields',
					updateFields: { neverExpires: true },
				}),
			)
		).json('Node');
		expect(onlyRequest('PATCH', `${base()}/${SEED.keys.expired}`).body).toEqual({ expireAt: null });
		expect(key.expireAt).toBeNull();
	});

	it('update reads a date without a zone in the time zone of the workflow', async () => {
		await runAction(
			env,
			params('update', {
				keyId: locator(SEED.keys.developer),
				specifyBody: 'fields',
				updateFields: { expireAt: '2030-01-15T09:30:00' },
			}),
		);
		// The harness runs workflows in n8n's default time zone, America/New_York (UTC-5 in January).
		expect(onlyRequest('PATCH', `${base()}/${SEED.keys.developer}`).body).toEqual({
			expireAt: '2030-01-15T14:30:00.000Z',
		});
	});

	it('update (fields) assigns roles by id: comma-separated UUIDs, each sent once', async () => {
		const assignedRoleIds = `${SEED.roles.pipeOperators}, ${SEED.roles.queryEndpoints},${SEED.roles.pipeOperators}`;
		const [key] = (
			await runAction(
				env,
				params('update', {
					keyId: locator(SEED.keys.developer),
					specifyBody: 'fields',
					updateFields: { assignedRoleIds },
				}),
			)
		).json('Node');
		expect(onlyRequest('PATCH', `${base()}/${SEED.keys.developer}`).body).toEqual({
			assignedRoleIds: [SEED.roles.pipeOperators, SEED.roles.queryEndpoints],
		});
		expect(key.assignedRoles).toEqual([
			{ roleId: SEED.roles.pipeOperators, roleName: 'Pipe operators', roleType: 'custom' },
			{ roleId: SEED.roles.queryEndpoints, roleName: 'Query Endpoints', roleType: 'system' },
		]);
		expect(key.roles).toEqual(['query_endpoints']);
		expect(env.emulator.store.keys.get(SEED.keys.developer).pub).toEqual(key);
	});

	it('update (json) sends assignedRoleIds and the deprecated roles as given, empty lists included', async () => {
		const jsonBody = JSON.stringify({ assignedRoleIds: [], roles: [] });
		const [key] = (
			await runAction(
				env,
				params('update', { keyId: locator(SEED.keys.developer), specifyBody: 'json', jsonBody }),
			)
		).json('Node');
		expect(onlyRequest('PATCH', `${base()}/${SEED.keys.developer}`).body).toEqual({
			assignedRoleIds: [],
			roles: [],
		});
		expect(key).toMatchObject({ roles: [], assignedRoles: [] });
	});

	it('update in an organization moved to custom roles: the service ignores roles, assignedRoleIds applies', async () => {
		const path = `/v1/organizations/${SEED.org2}/keys/${SEED.keys.org2Admin}`;
		const run = (updateFields: Record<string, unknown>) =>
			runAction(
				env,
				params('update', {
					organizationId: locator(SEED.org2),
					keyId: locator(SEED.keys.org2Admin),
					specifyBody: 'fields',
					updateFields,
				}),
			);
		const [ignored] = (await run({ roles: ['developer'] })).json('Node');
		expect(onlyRequest('PATCH', path).body).toEqual({ roles: ['developer'] });
		expect(ignored.roles).toEqual(['admin']);
		env.emulator.clearRequests();
		const [assigned] = (
			await run({ assignedRoleIds: `${SEED.roles.admin},${SEED.roles.sandboxAuditors}` })
		).json('Node');
		expect(onlyRequest('PATCH', path).body).toEqual({
			assignedRoleIds: [SEED.roles.admin, SEED.roles.sandboxAuditors],
		});
		expect(assigned.assignedRoles.map((role: { roleName: string }) => role.roleName)).toEqual([
			'Admin',
			'Auditors',
		]);
	});

	it("update with an assigned role id that is not a UUID is sent: the server's 400 names it", async () => {
		const error = (
			await runAction(
				env,
				params('update', {
					keyId: locator(SEED.keys.developer),
					specifyBody: 'fields',
					updateFields: { assignedRoleIds: `${SEED.roles.admin}, admin` },
				}),
			)
		).error('Node');
		expect(error?.message).toBe(
			"HTTP 400: BAD_REQUEST: assignedRoleIds.1: 'admin' is not a valid UUID [item 0]",
		);
		expect(error).toMatchObject({ name: 'NodeApiError', httpCode: '400' });
		expect(env.emulator.store.keys.get(SEED.keys.developer).pub.roles).toEqual(['developer']);
	});

	it('update with a role unknown to the organization carries the 400 text', async () => {
		const jsonBody = JSON.stringify({ assignedRoleIds: [SEED.roles.sandboxAuditors] });
		const error = (
			await runAction(
				env,
				params('update', { keyId: locator(SEED.keys.developer), specifyBody: 'json', jsonBody }),
			)
		).error('Node');
		expect(error?.message).toBe(
			`HTTP 400: BAD_REQUEST: assignedRoleIds.0: Role ${SEED.roles.sandboxAuditors} not found in this organization [item 0]`,
		);
		expect(env.emulator.store.keys.get(SEED.keys.developer).pub.roles).toEqual(['developer']);
	});

	it("update with a malformed address is sent: the server's 400 names it", async () => {
		const jsonBody = JSON.stringify({ ipAccessList: [{ source: '10.0.0.0/40' }] });
		const error = (
			await runAction(
				env,
				params('update', { keyId: locator(SEED.keys.developer), specifyBody: 'json', jsonBody }),
			)
		).error('Node');
		expect(error?.message).toBe(
			"HTTP 400: BAD_REQUEST: ipAccessList.0.source: Invalid IP address or CIDR '10.0.0.0/40' [item 0]",
		);
		expect(error).toMatchObject({ name: 'NodeApiError', httpCode: '400' });
		expect(apiRequests(env)).toHaveLength(1);
	});

	it('update that would disable the key in use carries the 409 text', async () => {
		const error = (
			await runAction(
				env,
				params('update', {
					keyId: locator(SEED.keys.admin),
					specifyBody: 'fields',
					updateFields: { state: 'disabled' },
				}),
			)
		).error('Node');
		expect(error?.message).toBe('HTTP 409: CONFLICT: an API key cannot disable itself [item 0]');
		expect(env.emulator.store.keys.get(SEED.keys.admin).pub.state).toBe('enabled');
	});

	it('update of an unknown id carries the 404 text', async () => {
		const error = (
			await runAction(
				env,
				params('update', {
					keyId: locator(UNKNOWN),
					specifyBody: 'json',
					jsonBody: '{"name": "x"}',
				}),
			)
		).error('Node');
		expect(error?.message).toBe(`HTTP 404: NOT_FOUND: API key ${UNKNOWN} not found [item 0]`);
	});
});
