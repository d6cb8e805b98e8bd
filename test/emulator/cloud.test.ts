import {
	basic,
	call,
	cloud,
	CLOUD_AUTH,
	DEMO_CLOUD,
	DEMO_CLOUD_KEYS,
	DEV_AUTH,
	type Emu,
	expectCloudError,
	expectCloudOk,
	IDLE,
	ISO_MS_RE,
	OBS,
	ORG,
	SEED,
	startEmulator,
	SVC,
	OID_RE,
	UNKNOWN_OID,
	UNKNOWN_UUID,
} from './helpers';

describe('emulator: cloud control plane', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator({ pipeTransitionMs: 50 });
	});
	afterAll(() => emu.close());
	beforeEach(() => emu.reset());

	describe('authentication and roles', () => {
		it('rejects a missing Authorization header with 401 and does not act', async () => {
			const r = await call(emu, 'GET', '/v1/organizations');
			expectCloudError(r, 401, 'UNAUTHORIZED');
			expect(emu.requests()[0]).toMatchObject({ deployment: 'cloud', status: 401, acted: false });
		});
		it('rejects a wrong secret, an unknown key id and a bearer token', async () => {
			expectCloudError(
				await cloud(emu, 'GET', '/v1/organizations', { auth: basic(DEMO_CLOUD.keyId, 'wrong') }),
				401,
				'UNAUTHORIZED',
			);
			expectCloudError(
				await cloud(emu, 'GET', '/v1/organizations', {
					auth: basic('nobody', DEMO_CLOUD.keySecret),
				}),
				401,
				'UNAUTHORIZED',
			);
			expectCloudError(
				await cloud(emu, 'GET', '/v1/organizations', { auth: 'Bearer x' }),
				401,
				'UNAUTHORIZED',
			);
		});
		it('rejects a disabled and an expired key with 401', async () => {
			const d = DEMO_CLOUD_KEYS.disabled;
			expectCloudError(
				await cloud(emu, 'GET', '/v1/organizations', { auth: basic(d.keyId, d.keySecret) }),
				401,
				'UNAUTHORIZED',
				/disabled/,
			);
			const e = DEMO_CLOUD_KEYS.expired;
			expectCloudError(
				await cloud(emu, 'GET', '/v1/organizations', { auth: basic(e.keyId, e.keySecret) }),
				401,
				'UNAUTHORIZED',
				/expired/,
			);
		});
		it('lets developer and query_endpoints keys read but not write (403)', async () => {
			expect(
				expectCloudOk(await cloud(emu, 'GET', `${ORG}/keys`, { auth: DEV_AUTH })),
			).toHaveLength(5);
			const r = await cloud(emu, 'PATCH', ORG, { auth: DEV_AUTH, body: { name: 'x' } });
			expectCloudError(r, 403, 'FORBIDDEN');
			const q = DEMO_CLOUD_KEYS.queryEndpoints;
			expectCloudError(
				await cloud(emu, 'POST', `${SVC}/pipes`, { auth: basic(q.keyId, q.keySecret), body: {} }),
				403,
				'FORBIDDEN',
			);
			expect(emu.store.organizations.get(SEED.org).name).toBe('Acme Observability');
		});
		it('updates usedAt of the key on use', async () => {
			const before = Date.now();
			await cloud(emu, 'GET', '/v1/organizations', { auth: DEV_AUTH });
			const key = expectCloudOk(await cloud(emu, 'GET', `${ORG}/keys/${SEED.keys.developer}`));
			expect(Date.parse(key.usedAt)).toBeGreaterThanOrEqual(before - 1000);
		});
		it('enforces the ip access list of a key', async () => {
			expectCloudOk(
				await cloud(emu, 'PATCH', `${ORG}/keys/${SEED.keys.developer}`, {
					body: { ipAccessList: [{ source: '10.0.0.0/8', description: 'VPN' }] },
				}),
			);
			expectCloudError(
				await cloud(emu, 'GET', '/v1/organizations', { auth: DEV_AUTH }),
				401,
				'UNAUTHORIZED',
				/IP address/,
			);
			expectCloudOk(
				await cloud(emu, 'PATCH', `${ORG}/keys/${SEED.keys.developer}`, {
					body: { ipAccessList: [{ source: '127.0.0.1/32', description: 'me' }] },
				}),
			);
			expectCloudOk(await cloud(emu, 'GET', '/v1/organizations', { auth: DEV_AUTH }));
		});
		it('accepts extra credentials given as options', async () => {
			const other = await startEmulator({
				cloudCredentials: [{ keyId: 'k1', keySecret: 's1', roles: ['developer'] }],
			});
			try {
				expectCloudError(
					await call(other, 'GET', '/v1/organizations', { auth: CLOUD_AUTH }),
					401,
					'UNAUTHORIZED',
				);
				expectCloudOk(await call(other, 'GET', '/v1/organizations', { auth: basic('k1', 's1') }));
				expectCloudError(
					await call(other, 'PATCH', ORG, { auth: basic('k1', 's1'), body: { name: 'n' } }),
					403,
					'FORBIDDEN',
				);
				other.configure({ cloudCredentials: [{ keyId: 'k2', keySecret: 's2' }] });
				expectCloudOk(
					await call(other, 'PATCH', ORG, { auth: basic('k2', 's2'), body: { name: 'n' } }),
				);
				expectCloudError(
					await call(other, 'GET', '/v1/organizations', { auth: basic('k1', 's1') }),
					401,
					'UNAUTHORIZED',
				);
			} finally {
				await other.close();
			}
		});
	});

	describe('envelopes and routing', () => {
		it('answers success with {status, requestId, result} and fresh request ids', async () => {
			const a = await cloud(emu, 'GET', '/v1/organizations');
			const b = await cloud(emu, 'GET', '/v1/organizations');
			expect(Object.keys(a.json)).toEqual(['status', 'requestId', 'result']);
			expect(a.json.requestId).not.toBe(b.json.requestId);
			expect(a.headers['content-type']).toMatch(/application\/json/);
		});
		it('answers unknown routes and methods with a 404 envelope', async () => {
			expectCloudError(await cloud(emu, 'GET', '/v1/nothing'), 404, 'NOT_FOUND');
			expectCloudError(await cloud(emu, 'POST', `${ORG}/keys`, { body: {} }), 404, 'NOT_FOUND');
		});
		it('rejects malformed JSON, non-object bodies and non-JSON content types with 400', async () => {
			expectCloudError(
				await cloud(emu, 'PATCH', ORG, {
					rawBody: '{"name":',
					headers: { 'content-type': 'application/json' },
				}),
				400,
				'BAD_REQUEST',
				/JSON/,
			);
			expectCloudError(
				await cloud(emu, 'PATCH', ORG, { body: ['x'] }),
				400,
				'BAD_REQUEST',
				/object/,
			);
			expectCloudError(
				await cloud(emu, 'PATCH', ORG, {
					rawBody: 'name=x',
					headers: { 'content-type': 'application/x-www-form-urlencoded' },
				}),
				400,
				'BAD_REQUEST',
				/Content-Type/,
			);
		});
		it('checks path ids: malformed 400, then unknown organization, service, record 404', async () => {
			expectCloudError(
				await cloud(emu, 'GET', '/v1/organizations/not-a-uuid'),
				400,
				'BAD_REQUEST',
				/organizationId/,
			);
			expectCloudError(
				await cloud(emu, 'GET', `${ORG}/services/x/pipes`),
				400,
				'BAD_REQUEST',
				/serviceId/,
			);
			expectCloudError(
				await cloud(emu, 'GET', `/v1/organizations/${UNKNOWN_UUID}/services/${UNKNOWN_UUID}/pipes`),
				404,
				'NOT_FOUND',
				/Organization/,
			);
			expectCloudError(
				await cloud(emu, 'GET', `${ORG}/services/${UNKNOWN_UUID}/pipes/${UNKNOWN_UUID}`),
				404,
				'NOT_FOUND',
				/Service/,
			);
			expectCloudError(
				await cloud(emu, 'GET', `${ORG}/services/${SEED.org2Service}/pipes`),
				404,
				'NOT_FOUND',
				/Service/,
			);
			expectCloudError(
				await cloud(emu, 'GET', `${SVC}/pipes/${UNKNOWN_UUID}`),
				404,
				'NOT_FOUND',
				/Pipe/,
			);
		});
	});

	describe('every route: malformed ids 400, unknown ids 404', () => {
		const O = '/v1/organizations/{organizationId}';
		const S = `${O}/services/{serviceId}`;
		const routes: Array<[string, string]> = [
			['GET', O],
			['PATCH', O],
			['GET', `${O}/services`],
			['GET', `${O}/keys`],
			['GET', `${O}/keys/{keyId}`],
			['PATCH', `${O}/keys/{keyId}`],
			['GET', `${S}/observability/dashboards`],
			['POST', `${S}/observability/dashboards`],
			['GET', `${S}/observability/dashboards/{dashboardId}`],
			['PUT', `${S}/observability/dashboards/{dashboardId}`],
			['DELETE', `${S}/observability/dashboards/{dashboardId}`],
			['GET', `${S}/observability/alerts`],
			['POST', `${S}/observability/alerts`],
			['GET', `${S}/observability/alerts/{alertId}`],
			['PUT', `${S}/observability/alerts/{alertId}`],
			['DELETE', `${S}/observability/alerts/{alertId}`],
			['GET', `${S}/observability/sources`],
			['GET', `${S}/pipes`],
			['POST', `${S}/pipes`],
			['GET', `${S}/pipes/{pipeId}`],
			['PATCH', `${S}/pipes/{pipeId}`],
			['DELETE', `${S}/pipes/{pipeId}`],
			['PATCH', `${S}/pipes/{pipeId}/state`],
			['PATCH', `${S}/pipes/{pipeId}/scaling`],
			['GET', `${S}/pipes/{pipeId}/settings`],
			['PUT', `${S}/pipes/{pipeId}/settings`],
			['GET', `${S}/pipesReversePrivateEndpoints`],
			['GET', `${S}/pipesReversePrivateEndpoints/{reversePrivateEndpointId}`],
			['DELETE', `${S}/pipesReversePrivateEndpoints/{reversePrivateEndpointId}`],
		];
		const valid: Record<string, string> = {
			organizationId: SEED.org,
			serviceId: SEED.service,
			keyId: SEED.keys.developer,
			dashboardId: SEED.cloudDashboard,
			alertId: SEED.cloudAlerts[0],
			pipeId: SEED.pipes.messageBroker,
			reversePrivateEndpointId: SEED.rpe,
		};
		const fill = (tpl: string, over: Record<string, string>) =>
			tpl.replace(/\{(\w+)\}/g, (_m, k) => over[k] ?? valid[k]);
		// Control-plane records have uuids, observability records object ids (docs/api-notes.md#id-forms).
		const unknownId = (param: string) =>
			['dashboardId', 'alertId'].includes(param) ? UNKNOWN_OID : UNKNOWN_UUID;
		it.each(routes)('%s %s', async (method, tpl) => {
			const params = (tpl.match(/\{(\w+)\}/g) || []).map((p) => p.slice(1, -1));
			const body = method === 'GET' || method === 'DELETE' ? undefined : {};
			for (const p of params) {
				const bad = await cloud(emu, method, fill(tpl, { [p]: 'not-an-id' }), { body });
				expectCloudError(bad, 400, 'BAD_REQUEST', new RegExp(p));
				if (unknownId(p) === UNKNOWN_UUID)
					expectCloudError(
						await cloud(emu, method, fill(tpl, { [p]: UNKNOWN_OID }), { body }),
						400,
						'BAD_REQUEST',
						new RegExp(p),
					);
				else
					expectCloudError(
						await cloud(emu, method, fill(tpl, { [p]: UNKNOWN_UUID }), { body }),
						400,
						'BAD_REQUEST',
						new RegExp(p),
					);
				const unknown = await cloud(emu, method, fill(tpl, { [p]: unknownId(p) }), { body });
				expectCloudError(unknown, 404, 'NOT_FOUND');
			}
			expect(emu.requests().every((e: { acted: boolean }) => !e.acted)).toBe(true);
		});
	});

	describe('organizations', () => {
		it('lists, gets and validates ids', async () => {
			const orgs = expectCloudOk(await cloud(emu, 'GET', '/v1/organizations'));
			expect(orgs.map((o: { name: string }) => o.name)).toEqual([
				'Acme Observability',
				'Acme Sandbox',
			]);
			const org = expectCloudOk(await cloud(emu, 'GET', ORG));
			expect(Object.keys(org)).toEqual([
				'id',
				'createdAt',
				'name',
				'privateEndpoints',
				'byocConfig',
				'enableCoreDumps',
			]);
			expectCloudError(
				await cloud(emu, 'GET', `/v1/organizations/${UNKNOWN_UUID}`),
				404,
				'NOT_FOUND',
			);
		});
		it('patches the name and adds / removes private endpoints', async () => {
			const org = expectCloudOk(
				await cloud(emu, 'PATCH', ORG, {
					body: {
						name: 'Acme',
						privateEndpoints: {
							add: [{ id: 'vpce-new', description: 'New' }],
							remove: [{ id: 'vpce-0a1b2c3d4e5f60001', description: 'Office VPN' }],
						},
					},
				}),
			);
			expect(org.name).toBe('Acme');
			expect(org.privateEndpoints).toEqual([{ id: 'vpce-new', description: 'New' }]);
			expect(expectCloudOk(await cloud(emu, 'GET', ORG)).privateEndpoints).toEqual([
				{ id: 'vpce-new', description: 'New' },
			]);
		});
		it('patches enableCoreDumps and keeps the cloud provider and region of an endpoint', async () => {
			const org = expectCloudOk(
				await cloud(emu, 'PATCH', ORG, {
					body: {
						enableCoreDumps: true,
						privateEndpoints: {
							add: [
								{ id: 'vpce-new', cloudProvider: 'aws', region: 'eu-west-1' },
								{ id: 'vpce-0a1b2c3d4e5f60001', description: 'VPN' },
							],
						},
					},
				}),
			);
			expect(org.enableCoreDumps).toBe(true);
			expect(org.privateEndpoints).toEqual([
				{
					id: 'vpce-0a1b2c3d4e5f60001',
					description: 'VPN',
					cloudProvider: 'aws',
					region: 'us-east-1',
				},
				{ id: 'vpce-new', description: '', cloudProvider: 'aws', region: 'eu-west-1' },
			]);
		});
		it.each([
			[{ enableCoreDumps: 'yes' }, /enableCoreDumps/],
			[{ privateEndpoints: { add: [{ id: 'x', region: 1 }] } }, /privateEndpoints.add.0.region/],
			[{ name: 5 }, /name/],
			[{ name: '  ' }, /name/],
			[{ privateEndpoints: [] }, /privateEndpoints/],
			[{ privateEndpoints: { add: {} } }, /privateEndpoints.add/],
			[{ privateEndpoints: { add: [{ description: 'no id' }] } }, /privateEndpoints.add.0.id/],
			[{ privateEndpoints: { remove: [{ id: 'x', description: 3 }] } }, /description/],
			[{ privateEndpoints: { replace: [] } }, /privateEndpoints.replace/],
		])('rejects %j with 400', async (body, text) => {
			expectCloudError(await cloud(emu, 'PATCH', ORG, { body }), 400, 'BAD_REQUEST', text);
		});
	});

	describe('services', () => {
		it('lists the services of an organization', async () => {
			const services = expectCloudOk(await cloud(emu, 'GET', `${ORG}/services`));
			expect(services).toMatchObject([
				{
					id: SEED.service,
					name: 'production',
					provider: 'aws',
					region: 'us-east-1',
					state: 'running',
					autoscalingMode: 'vertical',
				},
				{
					id: SEED.idleService,
					name: 'staging',
					provider: 'aws',
					region: 'eu-west-1',
					state: 'idle',
					autoscalingMode: 'vertical',
				},
			]);
			expect(services[1].currentScaling).toMatchObject({ effectiveIdleScaling: true });
			expectCloudError(
				await cloud(emu, 'GET', `/v1/organizations/${UNKNOWN_UUID}/services`),
				404,
				'NOT_FOUND',
			);
			expectCloudError(
				await cloud(emu, 'GET', `/v1/organizations/zzz/services`),
				400,
				'BAD_REQUEST',
			);
		});
	});

	describe('API keys', () => {
		it('lists keys without secrets; one key ends like the demo key id', async () => {
			const keys = expectCloudOk(await cloud(emu, 'GET', `${ORG}/keys`));
			expect(keys).toHaveLength(5);
			for (const k of keys) {
				expect(Object.keys(k)).toEqual([
					'id',
					'name',
					'roles',
					'assignedRoles',
					'state',
					'keySuffix',
					'createdAt',
					'expireAt',
					...(k.usedAt === undefined ? [] : ['usedAt']),
					'ipAccessList',
				]);
				expect(JSON.stringify(k)).not.toContain('secret');
			}
			// a key never used has no usedAt (the document's usedAt is a string, never null)
			expect(
				keys.find((k: { id: string }) => k.id === SEED.keys.queryEndpoints),
			).not.toHaveProperty('usedAt');
			expect(keys.find((k: { id: string }) => k.id === SEED.keys.developer).assignedRoles).toEqual([
				{ roleId: SEED.roles.developer, roleName: 'Developer', roleType: 'system' },
			]);
			expect(keys.find((k: { id: string }) => k.id === SEED.keys.admin).keySuffix).toBe(
				DEMO_CLOUD.keyId.slice(-4),
			);
			expect(keys.map((k: { state: string }) => k.state)).toContain('disabled');
			const expired = keys.find((k: { id: string }) => k.id === SEED.keys.expired);
			expect(expired.expireAt).toMatch(ISO_MS_RE);
			expect(Date.parse(expired.usedAt)).toBeLessThan(Date.now() - 30 * 86400e3);
		});
		it('gets a key; malformed 400, unknown or of another organization 404', async () => {
			expect(
				expectCloudOk(await cloud(emu, 'GET', `${ORG}/keys/${SEED.keys.developer}`)).roles,
			).toEqual(['developer']);
			expectCloudError(await cloud(emu, 'GET', `${ORG}/keys/nope`), 400, 'BAD_REQUEST', /keyId/);
			expectCloudError(await cloud(emu, 'GET', `${ORG}/keys/${UNKNOWN_UUID}`), 404, 'NOT_FOUND');
			expectCloudError(
				await cloud(emu, 'GET', `${ORG}/keys/${SEED.keys.org2Admin}`),
				404,
				'NOT_FOUND',
			);
		});
		it('patches name, roles, expireAt, ipAccessList and state in one call', async () => {
			const k = expectCloudOk(
				await cloud(emu, 'PATCH', `${ORG}/keys/${SEED.keys.developer}`, {
					body: {
						name: 'CI',
						roles: ['developer', 'query_endpoints'],
						expireAt: '2030-01-01T00:00:00Z',
						ipAccessList: [{ source: '127.0.0.1', description: 'local' }],
						state: 'disabled',
					},
				}),
			);
			expect(k).toMatchObject({
				name: 'CI',
				roles: ['developer', 'query_endpoints'],
				expireAt: '2030-01-01T00:00:00.000Z',
				state: 'disabled',
			});
			expectCloudError(
				await cloud(emu, 'GET', '/v1/organizations', { auth: DEV_AUTH }),
				401,
				'UNAUTHORIZED',
			);
			expect(
				expectCloudOk(
					await cloud(emu, 'PATCH', `${ORG}/keys/${SEED.keys.developer}`, {
						body: { state: 'enabled', expireAt: '' },
					}),
				),
			).toMatchObject({
				state: 'enabled',
				expireAt: null,
			});
			expectCloudOk(await cloud(emu, 'GET', '/v1/organizations', { auth: DEV_AUTH }));
			const d = DEMO_CLOUD_KEYS.disabled;
			expectCloudOk(
				await cloud(emu, 'PATCH', `${ORG}/keys/${SEED.keys.disabled}`, {
					body: { state: 'enabled' },
				}),
			);
			expectCloudOk(
				await cloud(emu, 'GET', '/v1/organizations', { auth: basic(d.keyId, d.keySecret) }),
			);
			expect(
				expectCloudOk(
					await cloud(emu, 'PATCH', `${ORG}/keys/${SEED.keys.expired}`, {
						body: { expireAt: null },
					}),
				).expireAt,
			).toBeNull();
		});
		it('refuses with 409 to let the calling key disable, expire or lock out itself', async () => {
			expectCloudError(
				await cloud(emu, 'PATCH', `${ORG}/keys/${SEED.keys.admin}`, {
					body: { state: 'disabled' },
				}),
				409,
				'CONFLICT',
			);
			expectCloudError(
				await cloud(emu, 'PATCH', `${ORG}/keys/${SEED.keys.admin}`, {
					body: { expireAt: '2000-01-01T00:00:00Z' },
				}),
				409,
				'CONFLICT',
			);
			expectCloudError(
				await cloud(emu, 'PATCH', `${ORG}/keys/${SEED.keys.admin}`, {
					body: { ipAccessList: [{ source: '10.1.0.0/16' }] },
				}),
				409,
				'CONFLICT',
			);
			expect(expectCloudOk(await cloud(emu, 'GET', `${ORG}/keys/${SEED.keys.admin}`)).state).toBe(
				'enabled',
			);
		});
		it('assigns roles by id: assignedRoleIds sets assignedRoles, roles follows its system roles', async () => {
			const path = `${ORG}/keys/${SEED.keys.developer}`;
			const k = expectCloudOk(
				await cloud(emu, 'PATCH', path, {
					body: {
						assignedRoleIds: [
							SEED.roles.pipeOperators,
							SEED.roles.queryEndpoints,
							SEED.roles.pipeOperators,
						],
					},
				}),
			);
			expect(k.assignedRoles).toEqual([
				{ roleId: SEED.roles.pipeOperators, roleName: 'Pipe operators', roleType: 'custom' },
				{ roleId: SEED.roles.queryEndpoints, roleName: 'Query Endpoints', roleType: 'system' },
			]);
			expect(k.roles).toEqual(['query_endpoints']);
			// the custom role writes: the developer key may now PATCH
			expectCloudOk(await cloud(emu, 'PATCH', ORG, { auth: DEV_AUTH, body: { name: 'Renamed' } }));
			// the deprecated roles replace the system roles and keep the custom ones
			const legacy = expectCloudOk(
				await cloud(emu, 'PATCH', path, { body: { roles: ['developer'] } }),
			);
			expect(legacy.roles).toEqual(['developer']);
			expect(legacy.assignedRoles.map((r: { roleId: string }) => r.roleId)).toEqual([
				SEED.roles.developer,
				SEED.roles.pipeOperators,
			]);
			// with both, assignedRoleIds decides; empty lists are accepted
			const both = expectCloudOk(
				await cloud(emu, 'PATCH', path, {
					body: { roles: ['admin'], assignedRoleIds: [SEED.roles.developer] },
				}),
			);
			expect(both).toMatchObject({
				roles: ['developer'],
				assignedRoles: [
					{ roleId: SEED.roles.developer, roleName: 'Developer', roleType: 'system' },
				],
			});
			expect(
				expectCloudOk(
					await cloud(emu, 'PATCH', path, { body: { assignedRoleIds: [], ipAccessList: [] } }),
				),
			).toMatchObject({ roles: [], assignedRoles: [], ipAccessList: [] });
			// without any role the key may read but not write
			expectCloudError(
				await cloud(emu, 'PATCH', ORG, { auth: DEV_AUTH, body: { name: 'Again' } }),
				403,
				'FORBIDDEN',
			);
		});
		it('an organization moved to custom roles checks and ignores changes of the deprecated roles', async () => {
			const path = `/v1/organizations/${SEED.org2}/keys/${SEED.keys.org2Admin}`;
			const k = expectCloudOk(
				await cloud(emu, 'PATCH', path, { body: { roles: ['developer'], name: 'Sandbox CI' } }),
			);
			expect(k).toMatchObject({
				name: 'Sandbox CI',
				roles: ['admin'],
				assignedRoles: [{ roleId: SEED.roles.admin, roleName: 'Admin', roleType: 'system' }],
			});
			expectCloudError(
				await cloud(emu, 'PATCH', path, { body: { roles: ['root'] } }),
				400,
				'BAD_REQUEST',
				/roles.0/,
			);
			const custom = expectCloudOk(
				await cloud(emu, 'PATCH', path, {
					body: { assignedRoleIds: [SEED.roles.admin, SEED.roles.sandboxAuditors] },
				}),
			);
			expect(custom.assignedRoles.map((r: { roleName: string }) => r.roleName)).toEqual([
				'Admin',
				'Auditors',
			]);
			// a custom role of another organization is unknown here
			expectCloudError(
				await cloud(emu, 'PATCH', path, { body: { assignedRoleIds: [SEED.roles.pipeOperators] } }),
				400,
				'BAD_REQUEST',
				/assignedRoleIds.0/,
			);
		});
		it.each([
			[{ roles: 'admin' }, /roles/],
			[{ assignedRoleIds: 'x' }, /assignedRoleIds/],
			[{ assignedRoleIds: ['admin'] }, /assignedRoleIds.0: 'admin' is not a valid UUID/],
			[{ assignedRoleIds: [UNKNOWN_UUID] }, /assignedRoleIds.0: Role .* not found/],
			[{ roles: ['root'] }, /roles.0/],
			[{ state: 'paused' }, /state/],
			[{ expireAt: 'tomorrow' }, /expireAt/],
			[{ expireAt: 5 }, /expireAt/],
			[{ ipAccessList: [{ source: 'not-an-ip' }] }, /ipAccessList.0.source/],
			[{ ipAccessList: [{ description: 'x' }] }, /ipAccessList.0.source/],
			[{ ipAccessList: {} }, /ipAccessList/],
			[{ name: '' }, /name/],
		])('rejects %j with 400 and changes nothing', async (body, text) => {
			expectCloudError(
				await cloud(emu, 'PATCH', `${ORG}/keys/${SEED.keys.developer}`, { body }),
				400,
				'BAD_REQUEST',
				text,
			);
			expect(
				expectCloudOk(await cloud(emu, 'GET', `${ORG}/keys/${SEED.keys.developer}`)).roles,
			).toEqual(['developer']);
		});
	});

	describe('observability dashboards', () => {
		const config = {
			displayType: 'line',
			sourceId: SEED.cloudSources.log,
			select: [{ aggFn: 'count' }],
		};
		const tile = { name: 'T', x: 0, y: 0, w: 6, h: 2, config };
		const filter = {
			type: 'QUERY_EXPRESSION',
			name: 'Environment',
			expression: 'environment',
			sourceId: SEED.cloudSources.log,
		};
		it('lists, creates (tile and filter ids generated), gets, replaces and deletes', async () => {
			expect(expectCloudOk(await cloud(emu, 'GET', `${OBS}/dashboards`))).toHaveLength(2);
			const body = {
				name: 'New',
				tiles: [tile, { ...tile, id: 'mine' }],
				tags: ['a'],
				filters: [filter],
				extra: { kept: 1 },
			};
			const d = expectCloudOk(await cloud(emu, 'POST', `${OBS}/dashboards`, { body }));
			expect(d.id).toMatch(OID_RE);
			expect(d.tiles[0].id).toMatch(OID_RE);
			expect(d.tiles[1].id).toBe('mine');
			expect(d).toMatchObject({
				name: 'New',
				tags: ['a'],
				filters: [{ ...filter, id: expect.stringMatching(OID_RE) }],
				extra: { kept: 1 },
			});
			expect(expectCloudOk(await cloud(emu, 'GET', `${OBS}/dashboards/${d.id}`))).toEqual(d);
			const put = expectCloudOk(
				await cloud(emu, 'PUT', `${OBS}/dashboards/${d.id}`, {
					body: { name: 'Replaced', tiles: [] },
				}),
			);
			expect(put).toEqual({ id: d.id, name: 'Replaced', tiles: [], tags: [], filters: [] });
			const del = await cloud(emu, 'DELETE', `${OBS}/dashboards/${d.id}`);
			expect(del.status).toBe(200);
			expect(Object.keys(del.json)).toEqual(['status', 'requestId']);
			expectCloudError(await cloud(emu, 'GET', `${OBS}/dashboards/${d.id}`), 404, 'NOT_FOUND');
			expectCloudError(await cloud(emu, 'DELETE', `${OBS}/dashboards/${d.id}`), 404, 'NOT_FOUND');
		});
		it('validates ids', async () => {
			expectCloudError(
				await cloud(emu, 'GET', `${OBS}/dashboards/123`),
				400,
				'BAD_REQUEST',
				/dashboardId/,
			);
			expectCloudError(
				await cloud(emu, 'PUT', `${OBS}/dashboards/${UNKNOWN_OID}`, {
					body: { name: 'x', tiles: [] },
				}),
				404,
				'NOT_FOUND',
			);
			expectCloudError(
				await cloud(emu, 'GET', `${IDLE}/observability/dashboards/${SEED.cloudDashboard}`),
				404,
				'NOT_FOUND',
			);
		});
		it('deletes the alerts of the tiles a PUT drops', async () => {
			const d = expectCloudOk(await cloud(emu, 'GET', `${OBS}/dashboards/${SEED.cloudDashboard}`));
			const onFirst = async () =>
				expectCloudOk(await cloud(emu, 'GET', `${OBS}/alerts`)).filter(
					(a: { tileId: string }) => a.tileId === SEED.cloudTile,
				).length;
			expect(await onFirst()).toBeGreaterThan(0);
			expectCloudOk(
				await cloud(emu, 'PUT', `${OBS}/dashboards/${d.id}`, {
					body: { name: d.name, tiles: d.tiles.slice(1) },
				}),
			);
			expect(await onFirst()).toBe(0);
		});
		it('takes filters with their ids on PUT and refuses one without', async () => {
			const d = expectCloudOk(
				await cloud(emu, 'POST', `${OBS}/dashboards`, {
					body: { name: 'F', tiles: [], filters: [filter] },
				}),
			);
			const put = expectCloudOk(
				await cloud(emu, 'PUT', `${OBS}/dashboards/${d.id}`, {
					body: { name: 'F', tiles: [], filters: d.filters },
				}),
			);
			expect(put.filters).toEqual(d.filters);
			expectCloudError(
				await cloud(emu, 'PUT', `${OBS}/dashboards/${d.id}`, {
					body: { name: 'F', tiles: [], filters: [filter] },
				}),
				400,
				'BAD_REQUEST',
				/filters.0/,
			);
		});
		it('accepts an empty name and a series tile', async () => {
			const series = [
				{
					type: 'time',
					sourceId: SEED.cloudSources.log,
					aggFn: 'count',
					where: '',
					whereLanguage: 'lucene',
					groupBy: [],
				},
			];
			const d = expectCloudOk(
				await cloud(emu, 'POST', `${OBS}/dashboards`, {
					body: { name: '', tiles: [{ name: 'S', x: 0, y: 0, w: 6, h: 2, series }] },
				}),
			);
			expect(d).toMatchObject({ name: '', tiles: [{ series }] });
		});
		it('deletes the alerts of a deleted dashboard', async () => {
			await cloud(emu, 'DELETE', `${OBS}/dashboards/${SEED.cloudDashboard}`);
			const alerts = expectCloudOk(await cloud(emu, 'GET', `${OBS}/alerts`));
			expect(alerts.length).toBeGreaterThan(0);
			expect(
				alerts.every((a: { dashboardId: string }) => a.dashboardId !== SEED.cloudDashboard),
			).toBe(true);
		});
		it.each([
			[{ tiles: [] }, /name/],
			[{ name: 'x' }, /tiles: Required/],
			[{ name: 'x', tiles: {} }, /tiles/],
			[{ name: 'x', tiles: [{ ...tile, x: 24 }] }, /tiles.0.x/],
			[{ name: 'x', tiles: [{ ...tile, x: -1 }] }, /tiles.0.x/],
			[{ name: 'x', tiles: [{ ...tile, y: -1 }] }, /tiles.0.y/],
			[{ name: 'x', tiles: [{ ...tile, w: 0 }] }, /tiles.0.w/],
			[{ name: 'x', tiles: [{ ...tile, w: 25 }] }, /tiles.0.w/],
			[{ name: 'x', tiles: [{ ...tile, h: 0 }] }, /tiles.0.h/],
			[{ name: 'x', tiles: [{ ...tile, h: 1.5 }] }, /tiles.0.h/],
			[{ name: 'x', tiles: [{ ...tile, x: 1.5 }] }, /tiles.0.x: Expected integer/],
			[{ name: 'x', tiles: [{ ...tile, config: undefined }] }, /tiles.0.config/],
			[
				{ name: 'x', tiles: [{ ...tile, config: {} }] },
				/tiles.0.config.displayType: Invalid discriminator value. Expected 'line' \| /,
			],
			[
				{ name: 'x', tiles: [{ ...tile, config: { sourceId: SEED.cloudSources.log } }] },
				/tiles.0.config.displayType: Invalid discriminator value. Expected 'line' \| /,
			],
			[{ name: 'x', tiles: [{ ...tile, config: { displayType: 'line' } }] }, /tiles.0.config/],
			[
				{ name: 'x', tiles: [{ ...tile, config: { ...config, displayType: 'sparkline' } }] },
				/tiles.0.config/,
			],
			[
				{
					name: 'x',
					tiles: [{ ...tile, config: { ...config, select: [{ aggFn: 'quantile', level: 0.95 }] } }],
				},
				/tiles.0.config/,
			],
			[{ name: 'x', tiles: [{ ...tile, series: [] }] }, /tiles.0/],
			[
				{ name: 'x', tiles: [{ ...tile, config: undefined, series: [] }] },
				/tiles.0.series: Array must contain at least 1/,
			],
			[
				{ name: 'x', tiles: [{ ...tile, config: undefined, series: [{ type: 'time' }] }] },
				/tiles.0.series.0/,
			],
			[{ name: 'x', tiles: [{ ...tile, name: undefined }] }, /tiles.0.name/],
			[
				{ name: 'x', tiles: [tile, { ...tile, id: 'a' }, { ...tile, id: 'a' }] },
				/Duplicate tile id/,
			],
			[{ name: 'x', tiles: [tile], tags: 'a' }, /tags/],
			[
				{ name: 'x', tiles: [tile], tags: Array.from({ length: 51 }, (_v, i) => `t${i}`) },
				/tags: Array must contain at most 50/,
			],
			[
				{ name: 'x', tiles: [tile], tags: ['t'.repeat(33)] },
				/tags.0: String must contain at most 32/,
			],
			[
				{ name: 'x', tiles: [], filters: [{ ...filter, id: 'f1' }] },
				/filters.0: Unrecognized key\(s\) in object: 'id'/,
			],
			[{ name: 'x', tiles: [], filters: [{ ...filter, type: 'sql' }] }, /filters.0/],
			[{ name: 'x', tiles: [], filters: [{ ...filter, expression: undefined }] }, /filters.0/],
			[{ name: 'x', tiles: Array.from({ length: 501 }, () => tile) }, /at most 500/],
		])('rejects %j with 400', async (body, text) => {
			expectCloudError(
				await cloud(emu, 'POST', `${OBS}/dashboards`, { body }),
				400,
				'BAD_REQUEST',
				text,
			);
		});
	});

	describe('observability alerts', () => {
		const valid = () => ({
			dashboardId: SEED.cloudDashboard,
			tileId: SEED.cloudTile,
			threshold: 5,
			interval: '5m',
			source: 'tile',
			thresholdType: 'above',
			channel: { type: 'webhook', webhookId: SEED.cloudWebhook },
			name: 'High error rate',
			message: 'Errors above 5',
		});
		it('lists the seeded alerts with the current field set and the documented states', async () => {
			const alerts = expectCloudOk(await cloud(emu, 'GET', `${OBS}/alerts`));
			expect(alerts.map((a: { id: string }) => a.id)).toEqual(SEED.cloudAlerts);
			const states = new Set(alerts.map((a: { state: string }) => a.state));
			expect(states.size).toBeGreaterThan(2);
			for (const state of states)
				expect(['ALERT', 'OK', 'INSUFFICIENT_DATA', 'DISABLED', 'PENDING']).toContain(state);
			const a = alerts[0];
			for (const k of [
				'id',
				'name',
				'message',
				'threshold',
				'interval',
				'thresholdType',
				'source',
				'state',
				'channel',
				'channels',
				'teamId',
				'tileId',
				'dashboardId',
				'createdAt',
				'updatedAt',
			]) {
				expect(a).toHaveProperty(k);
			}
			for (const k of ['team', 'dashboard']) expect(a).not.toHaveProperty(k);
			for (const alert of alerts) expect(alert.channel).toEqual(alert.channels[0]);
			expect(alerts[2].channels).toContainEqual({
				type: 'email',
				emailRecipients: ['oncall@example.com'],
			});
			expect(a.createdAt).toMatch(ISO_MS_RE);
		});
		it('creates (state OK, teamId and dashboardId, channels from channel, unknown fields kept), gets, replaces, deletes', async () => {
			const a = expectCloudOk(
				await cloud(emu, 'POST', `${OBS}/alerts`, { body: { ...valid(), unlistedField: 'kept' } }),
			);
			expect(a).toMatchObject({
				state: 'OK',
				dashboardId: SEED.cloudDashboard,
				tileId: SEED.cloudTile,
				teamId: SEED.cloudTeam,
				unlistedField: 'kept',
			});
			expect(a.channels).toEqual([valid().channel]);
			expect(a.channel).toEqual(valid().channel);
			expect(a).not.toHaveProperty('dashboard');
			expect(a).not.toHaveProperty('team');
			expect(a.id).toMatch(OID_RE);
			expect(a.createdAt).toMatch(ISO_MS_RE);
			expect(expectCloudOk(await cloud(emu, 'GET', `${OBS}/alerts/${a.id}`))).toEqual(a);
			const { name, message, ...rest } = valid();
			void name;
			void message;
			const put = expectCloudOk(
				await cloud(emu, 'PUT', `${OBS}/alerts/${a.id}`, { body: { ...rest, threshold: 9 } }),
			);
			expect(put).toMatchObject({
				id: a.id,
				threshold: 9,
				state: 'OK',
				createdAt: a.createdAt,
				teamId: SEED.cloudTeam,
			});
			expect(put).not.toHaveProperty('name');
			expect(put).not.toHaveProperty('unlistedField');
			const del = await cloud(emu, 'DELETE', `${OBS}/alerts/${a.id}`);
			expect(del.json).not.toHaveProperty('result');
			expectCloudError(await cloud(emu, 'GET', `${OBS}/alerts/${a.id}`), 404, 'NOT_FOUND');
			expectCloudError(await cloud(emu, 'DELETE', `${OBS}/alerts/${a.id}`), 404, 'NOT_FOUND');
			expectCloudError(
				await cloud(emu, 'PUT', `${OBS}/alerts/${a.id}`, { body: valid() }),
				404,
				'NOT_FOUND',
			);
			expectCloudError(await cloud(emu, 'GET', `${OBS}/alerts/xyz`), 400, 'BAD_REQUEST', /alertId/);
		});
		it('takes channels (webhooks and e-mail recipients), channel mirroring the first one; channel and channels together must agree', async () => {
			const email = { type: 'email', emailRecipients: ['ops@example.com', 'lead@example.com'] };
			const hook = { type: 'webhook', webhookId: SEED.cloudWebhooks.generic, severity: 'critical' };
			const { channel, ...noChannel } = valid();
			void channel;
			const a = expectCloudOk(
				await cloud(emu, 'POST', `${OBS}/alerts`, {
					body: { ...noChannel, channels: [email, hook] },
				}),
			);
			expect(a.channels).toEqual([email, hook]);
			expect(a.channel).toEqual(email);
			const both = expectCloudOk(
				await cloud(emu, 'PUT', `${OBS}/alerts/${a.id}`, {
					body: { ...noChannel, channel: hook, channels: [hook] },
				}),
			);
			expect(both).toMatchObject({ channel: hook, channels: [hook] });
			const r = await cloud(emu, 'PUT', `${OBS}/alerts/${a.id}`, {
				body: { ...noChannel, channel: email, channels: [hook] },
			});
			expectCloudError(r, 400, 'BAD_REQUEST');
			expect(r.json.error).toBe(
				'BAD_REQUEST: When both "channel" and "channels" are provided, "channel" must match the first entry of "channels"',
			);
			expect(expectCloudOk(await cloud(emu, 'GET', `${OBS}/alerts/${a.id}`)).channels).toEqual([
				hook,
			]);
		});
		it('keeps the newer optional fields', async () => {
			const extra = {
				note: 'Runbook: restart the pod',
				numConsecutiveWindows: 3,
				scheduleOffsetMinutes: 2,
				scheduleStartAt: '2026-02-08T10:00:00.000Z',
				groupBy: 'ServiceName',
			};
			const a = expectCloudOk(
				await cloud(emu, 'POST', `${OBS}/alerts`, {
					body: { ...valid(), ...extra, thresholdType: 'between', thresholdMax: 50 },
				}),
			);
			expect(a).toMatchObject({ ...extra, thresholdMax: 50 });
		});
		it('PUT requires threshold, interval, thresholdType and source', async () => {
			for (const k of ['threshold', 'interval', 'thresholdType']) {
				const body: Record<string, unknown> = valid();
				delete body[k];
				expectCloudError(
					await cloud(emu, 'PUT', `${OBS}/alerts/${SEED.cloudAlerts[0]}`, { body }),
					400,
					'BAD_REQUEST',
					new RegExp(`${k}: Required`),
				);
			}
			expectCloudError(
				await cloud(emu, 'PUT', `${OBS}/alerts/${SEED.cloudAlerts[0]}`, {
					body: { ...valid(), source: undefined },
				}),
				400,
				'BAD_REQUEST',
				/source: Invalid input/,
			);
		});
		it.each([
			['missing threshold', { threshold: undefined }, /threshold: Required/],
			['string threshold', { threshold: '5' }, /threshold: Expected number/],
			['bad interval', { interval: '2m' }, /interval: Invalid enum/],
			['bad thresholdType', { thresholdType: 'over' }, /thresholdType/],
			['between without thresholdMax', { thresholdType: 'between' }, /thresholdMax/],
			[
				'thresholdMax below threshold',
				{ thresholdType: 'not_between', thresholdMax: 1 },
				/thresholdMax/,
			],
			['missing source', { source: undefined }, /: source: Invalid input$/],
			['bad source', { source: 'query' }, /source: Invalid input/],
			['tile without dashboardId', { dashboardId: undefined }, /dashboardId/],
			['malformed dashboardId', { dashboardId: 'abc' }, /^BAD_REQUEST: Invalid dashboard ID$/],
			['unknown dashboard', { dashboardId: UNKNOWN_OID }, /^BAD_REQUEST: Dashboard not found$/],
			['tile not on the dashboard', { tileId: 'nope' }, /^BAD_REQUEST: Tile not found$/],
			['tile without tileId', { tileId: undefined }, /tileId/],
			['saved_search without savedSearchId', { source: 'saved_search' }, /savedSearchId/],
			[
				'unknown saved search',
				{ source: 'saved_search', savedSearchId: UNKNOWN_OID },
				/^BAD_REQUEST: Saved search not found$/,
			],
			[
				'unknown webhook',
				{ channel: { type: 'webhook', webhookId: UNKNOWN_OID } },
				/^BAD_REQUEST: Webhook not found$/,
			],
			['missing channel', { channel: undefined }, /channel/],
			['channel of another type', { channel: { type: 'sms', webhookId: 'x' } }, /channel.type/],
			[
				'e-mail channel without recipients',
				{ channel: { type: 'email' } },
				/channel.emailRecipients/,
			],
			['channel without webhookId', { channel: { type: 'webhook' } }, /channel.webhookId/],
			[
				'empty channels',
				{ channel: undefined, channels: [] },
				/channels: Array must contain at least 1/,
			],
			[
				'11 channels',
				{
					channel: undefined,
					channels: Array.from({ length: 11 }, () => ({
						type: 'webhook',
						webhookId: SEED.cloudWebhook,
					})),
				},
				/channels: Array must contain at most 10/,
			],
			['name not a string', { name: 5 }, /name/],
			['empty name', { name: '' }, /name: String must contain at least 1/],
			[
				'name of 513 characters',
				{ name: 'n'.repeat(513) },
				/name: String must contain at most 512/,
			],
			[
				'message of 4097 characters',
				{ message: 'm'.repeat(4097) },
				/message: String must contain at most 4096/,
			],
			['empty note', { note: '' }, /note/],
			['numConsecutiveWindows 0', { numConsecutiveWindows: 0 }, /numConsecutiveWindows/],
			[
				'scheduleOffsetMinutes 1440',
				{ interval: '1d', scheduleOffsetMinutes: 1440 },
				/scheduleOffsetMinutes/,
			],
			[
				'scheduleOffsetMinutes not below the interval',
				{ interval: '5m', scheduleOffsetMinutes: 5 },
				/scheduleOffsetMinutes: must be less than the interval/,
			],
			['scheduleStartAt not a date-time', { scheduleStartAt: 'tomorrow' }, /scheduleStartAt/],
		])('create rejects %s with 400', async (_label, patch, text) => {
			const r = await cloud(emu, 'POST', `${OBS}/alerts`, { body: { ...valid(), ...patch } });
			expectCloudError(r, 400, 'BAD_REQUEST', text);
			expect(emu.requests().pop().acted).toBe(false);
		});
		it('accepts between with thresholdMax and saved_search alerts', async () => {
			expectCloudOk(
				await cloud(emu, 'POST', `${OBS}/alerts`, {
					body: { ...valid(), thresholdType: 'between', thresholdMax: 5 },
				}),
			);
			const s = expectCloudOk(
				await cloud(emu, 'POST', `${OBS}/alerts`, {
					body: {
						...valid(),
						source: 'saved_search',
						savedSearchId: SEED.cloudSavedSearch,
						dashboardId: undefined,
						tileId: undefined,
					},
				}),
			);
			expect(s.savedSearchId).toBe(SEED.cloudSavedSearch);
		});
	});

	describe('sources and reverse private endpoints', () => {
		it('lists sources', async () => {
			const sources = expectCloudOk(await cloud(emu, 'GET', `${OBS}/sources`));
			expect(sources.map((s: { kind: string }) => s.kind)).toEqual(['log', 'trace', 'metric']);
			expect(expectCloudOk(await cloud(emu, 'GET', `${IDLE}/observability/sources`))).toEqual([]);
		});
		it('lists, gets and deletes reverse private endpoints', async () => {
			const list = expectCloudOk(await cloud(emu, 'GET', `${SVC}/pipesReversePrivateEndpoints`));
			expect(list).toHaveLength(2);
			for (const k of [
				'id',
				'serviceId',
				'description',
				'type',
				'vpcEndpointServiceName',
				'vpcResourceConfigurationId',
				'vpcResourceShareArn',
				'brokerClusterArn',
				'brokerAuthentication',
				'serviceAttachment',
				'customPrivateDnsMappings',
				'endpointId',
				'dnsNames',
				'privateDnsNames',
				'status',
			]) {
				expect(list[0]).toHaveProperty(k);
			}
			const rpe = expectCloudOk(
				await cloud(emu, 'GET', `${SVC}/pipesReversePrivateEndpoints/${SEED.rpe}`),
			);
			expect(rpe).toMatchObject({
				type: 'VPC_ENDPOINT_SERVICE',
				status: 'Ready',
				brokerAuthentication: 'SASL_IAM',
			});
			expectCloudError(
				await cloud(emu, 'GET', `${SVC}/pipesReversePrivateEndpoints/bad`),
				400,
				'BAD_REQUEST',
				/reversePrivateEndpointId/,
			);
			expectCloudError(
				await cloud(emu, 'GET', `${SVC}/pipesReversePrivateEndpoints/${UNKNOWN_UUID}`),
				404,
				'NOT_FOUND',
			);
			const del = await cloud(emu, 'DELETE', `${SVC}/pipesReversePrivateEndpoints/${SEED.rpe}`);
			expect(Object.keys(del.json)).toEqual(['status', 'requestId']);
			expectCloudError(
				await cloud(emu, 'GET', `${SVC}/pipesReversePrivateEndpoints/${SEED.rpe}`),
				404,
				'NOT_FOUND',
			);
			expectCloudError(
				await cloud(emu, 'DELETE', `${SVC}/pipesReversePrivateEndpoints/${SEED.rpe}`),
				404,
				'NOT_FOUND',
			);
		});
	});
});
