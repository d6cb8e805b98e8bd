import { apiRequests, locator, type LoggedRequest, runAction, SEED, useEnv } from '../support/env';
import { expectRefusedBeforeSending } from '../support/inputError';

const UNKNOWN = '00000000-0000-4000-8000-00000000ffff';
const params = (operation: string, extra: Record<string, unknown> = {}) => ({
	deployment: 'cloud',
	resource: 'organization',
	operation,
	...extra,
});

describe('organization (cloud)', () => {
	const env = useEnv();

	function expectOnly(expected: { method: string; path: string; body?: unknown }) {
		const log: LoggedRequest[] = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({ method: expected.method, path: expected.path, query: {} });
		expect(log[0].body).toEqual(expected.body);
		expect(log[0].headers.authorization).toBe(
			`Basic ${Buffer.from('emu-key-id:emu-key-secret').toString('base64')}`,
		);
	}

	it('get returns the organization', async () => {
		const [org] = (
			await runAction(env, params('get', { organizationId: locator(SEED.org), simplify: false }))
		).json('Node');
		expect(org).toEqual({
			id: SEED.org,
			createdAt: expect.any(String),
			name: 'Acme Observability',
			privateEndpoints: [
				{
					id: 'vpce-0a1b2c3d4e5f60001',
					description: 'Office VPN',
					cloudProvider: 'aws',
					region: 'us-east-1',
				},
			],
			byocConfig: [],
			enableCoreDumps: false,
		});
		expectOnly({ method: 'GET', path: `/v1/organizations/${SEED.org}` });
	});

	it('get of an unknown id carries the 404 text', async () => {
		const error = (await runAction(env, params('get', { organizationId: locator(UNKNOWN) }))).error(
			'Node',
		);
		expect(error?.message).toBe(`HTTP 404: NOT_FOUND: Organization ${UNKNOWN} not found [item 0]`);
	});

	it('getAll returns one item per organization without an organization id; limit cuts', async () => {
		const all = (await runAction(env, params('getAll', { returnAll: true }))).json('Node');
		expect(all.map((org: { id: string }) => org.id)).toEqual([SEED.org, SEED.org2]);
		expectOnly({ method: 'GET', path: '/v1/organizations' });
		env.emulator.clearRequests();
		const one = (await runAction(env, params('getAll', { returnAll: false, limit: 1 }))).json(
			'Node',
		);
		expect(one).toEqual(all.slice(0, 1));
	});

	it('getAll with a refused secret carries the 401 text', async () => {
		const result = await env.harness.runNode({
			parameters: params('getAll', { returnAll: true }),
			credentials: { observabilityCloudApi: { id: 'cloud-wrong-secret', name: 'Wrong' } },
		});
		expect(result.error('Node')?.message).toBe(
			'HTTP 401: UNAUTHORIZED: invalid API key id or secret [item 0]',
		);
	});

	it('update (fields) renames and changes private endpoints with one PATCH', async () => {
		const [org] = (
			await runAction(
				env,
				params('update', {
					organizationId: locator(SEED.org),
					specifyBody: 'fields',
					updateFields: {
						name: 'Acme Renamed',
						privateEndpointsToAdd: { endpoint: [{ id: 'vpce-new', description: 'Data VPC' }] },
						privateEndpointsToRemove: {
							endpoint: [{ id: 'vpce-0a1b2c3d4e5f60001', description: '' }],
						},
					},
				}),
			)
		).json('Node');
		expect(org).toMatchObject({
			id: SEED.org,
			name: 'Acme Renamed',
			privateEndpoints: [{ id: 'vpce-new', description: 'Data VPC' }],
		});
		expectOnly({
			method: 'PATCH',
			path: `/v1/organizations/${SEED.org}`,
			body: {
				name: 'Acme Renamed',
				privateEndpoints: {
					add: [{ id: 'vpce-new', description: 'Data VPC' }],
					remove: [{ id: 'vpce-0a1b2c3d4e5f60001' }],
				},
			},
		});
		expect(env.emulator.store.organizations.get(SEED.org)).toEqual(org);
	});

	it('update (fields) turns core dumps on', async () => {
		const [org] = (
			await runAction(
				env,
				params('update', {
					organizationId: locator(SEED.org),
					specifyBody: 'fields',
					updateFields: { enableCoreDumps: true },
				}),
			)
		).json('Node');
		expectOnly({
			method: 'PATCH',
			path: `/v1/organizations/${SEED.org}`,
			body: { enableCoreDumps: true },
		});
		expect(org.enableCoreDumps).toBe(true);
		expect(env.emulator.store.organizations.get(SEED.org).enableCoreDumps).toBe(true);
	});

	it('getAll: the second organization carries its BYOC configuration as the document gives it', async () => {
		const all = (await runAction(env, params('getAll', { returnAll: true, simplify: false }))).json(
			'Node',
		);
		expect(all[1]).toMatchObject({
			id: SEED.org2,
			enableCoreDumps: true,
			byocConfig: [
				{
					id: 'byoc-0001',
					state: 'infra-ready',
					accountName: 'acme-sandbox-account',
					regionId: 'us-central1',
					cloudProvider: 'gcp',
					displayName: 'Sandbox BYOC',
				},
			],
		});
	});

	it('update (json) sends the body as given', async () => {
		const body = {
			privateEndpoints: {
				add: [{ id: 'vpce-json', description: 'J', cloudProvider: 'aws', region: 'eu-west-1' }],
			},
		};
		await runAction(
			env,
			params('update', {
				organizationId: locator(SEED.org),
				specifyBody: 'json',
				jsonBody: JSON.stringify(body),
			}),
		);
		expectOnly({ method: 'PATCH', path: `/v1/organizations/${SEED.org}`, body });
	});

	it('update with an endpoint without ID fails before any request', async () => {
		const error = (
			await runAction(
				env,
				params('update', {
					organizationId: locator(SEED.org),
					specifyBody: 'fields',
					updateFields: { privateEndpointsToAdd: { endpoint: [{ id: '', description: 'x' }] } },
				}),
			)
		).error('Node');
		expectRefusedBeforeSending(
			env,
			error,
			"Invalid 'privateEndpoints.add[0].id': it is empty [item 0]",
		);
	});

	it('update of an unknown organization carries the 404 text', async () => {
		const error = (
			await runAction(
				env,
				params('update', {
					organizationId: locator(UNKNOWN),
					specifyBody: 'fields',
					updateFields: { name: 'X' },
				}),
			)
		).error('Node');
		expect(error?.message).toBe(`HTTP 404: NOT_FOUND: Organization ${UNKNOWN} not found [item 0]`);
	});
});
