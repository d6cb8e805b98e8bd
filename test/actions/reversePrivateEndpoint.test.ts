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
const base = () =>
	`/v1/organizations/${SEED.org}/services/${SEED.service}/pipesReversePrivateEndpoints`;

describe('reversePrivateEndpoint (cloud)', () => {
	const env = useEnv({ eachTest: 'clearRequests' });

	function expectOneGet(path: string) {
		const log: LoggedRequest[] = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({ method: 'GET', path, query: {}, body: undefined });
		expect(log[0].headers.authorization).toMatch(/^Basic /);
	}

	it('get returns the endpoint with every field', async () => {
		const [endpoint] = (
			await runAction(
				env,
				cloudParams('reversePrivateEndpoint', 'get', {
					reversePrivateEndpointId: locator(SEED.rpe),
					simplify: false,
				}),
			)
		).json('Node');
		expect(endpoint).toMatchObject({
			id: SEED.rpe,
			serviceId: SEED.service,
			type: 'VPC_ENDPOINT_SERVICE',
			status: 'Ready',
			brokerAuthentication: 'SASL_IAM',
			vpcResourceConfigurationId: null,
		});
		expect(endpoint.dnsNames).toHaveLength(1);
		expect(endpoint).toEqual(env.emulator.store.svc(SEED.service).rpes.get(SEED.rpe));
		expectOneGet(`${base()}/${SEED.rpe}`);
	});

	it('get of an unknown id carries the 404 text', async () => {
		const error = (
			await runAction(
				env,
				cloudParams('reversePrivateEndpoint', 'get', {
					reversePrivateEndpointId: locator(UNKNOWN),
				}),
			)
		).error('Node');
		expect(error?.message).toBe(
			`HTTP 404: NOT_FOUND: Reverse private endpoint ${UNKNOWN} not found [item 0]`,
		);
	});

	it('get of a malformed id fails before any request', async () => {
		const error = (
			await runAction(
				env,
				cloudParams('reversePrivateEndpoint', 'get', {
					reversePrivateEndpointId: locator('={{ "vpce-123" }}'),
				}),
			)
		).error('Node');
		expectRefusedBeforeSending(
			env,
			error,
			'Invalid \'Reverse Private Endpoint\': "vpce-123" is not a UUID [item 0]',
		);
	});

	it('getAll returns one item per endpoint; limit cuts', async () => {
		const all = (
			await runAction(
				env,
				cloudParams('reversePrivateEndpoint', 'getAll', { returnAll: true, simplify: false }),
			)
		).json('Node');
		expect(
			all.map((endpoint: { id: string; status: string }) => [endpoint.id, endpoint.status]),
		).toEqual([
			[SEED.rpe, 'Ready'],
			[SEED.rpe2, 'Provisioning'],
		]);
		expectOneGet(base());
		expect(all[1]).toMatchObject({
			type: 'VPC_RESOURCE',
			vpcEndpointServiceName: null,
			customPrivateDnsMappings: [{ privateDnsName: '*.orders-db.internal' }],
		});
		expect(all[1]).not.toHaveProperty('brokerAuthentication');
		env.emulator.clearRequests();
		const one = (
			await runAction(
				env,
				cloudParams('reversePrivateEndpoint', 'getAll', {
					returnAll: false,
					limit: 1,
					simplify: false,
				}),
			)
		).json('Node');
		expect(one).toEqual(all.slice(0, 1));
	});

	it('getAll of an unknown service carries the 404 text', async () => {
		const error = (
			await runAction(
				env,
				cloudParams('reversePrivateEndpoint', 'getAll', {
					returnAll: true,
					serviceId: locator(UNKNOWN),
				}),
			)
		).error('Node');
		expect(error?.message).toBe(`HTTP 404: NOT_FOUND: Service ${UNKNOWN} not found [item 0]`);
	});

	// Last: it deletes a seeded endpoint (the suite keeps the emulator's state between tests).
	it('delete removes the endpoint and answers its id; a second delete carries the 404 text', async () => {
		const [result] = (
			await runAction(
				env,
				cloudParams('reversePrivateEndpoint', 'delete', {
					reversePrivateEndpointId: locator(SEED.rpe2),
				}),
			)
		).json('Node');
		expect(result).toEqual({ deleted: true, id: SEED.rpe2 });
		const log: LoggedRequest[] = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({
			method: 'DELETE',
			path: `${base()}/${SEED.rpe2}`,
			status: 200,
			body: undefined,
		});
		expect(env.emulator.store.svc(SEED.service).rpes.has(SEED.rpe2)).toBe(false);
		expect(env.emulator.store.svc(SEED.service).rpes.has(SEED.rpe)).toBe(true);
		env.emulator.clearRequests();
		const error = (
			await runAction(
				env,
				cloudParams('reversePrivateEndpoint', 'delete', {
					reversePrivateEndpointId: locator(SEED.rpe2),
				}),
			)
		).error('Node');
		expect(error?.message).toBe(
			`HTTP 404: NOT_FOUND: Reverse private endpoint ${SEED.rpe2} not found [item 0]`,
		);
	});

	it('delete of a malformed id fails before any request', async () => {
		const error = (
			await runAction(
				env,
				cloudParams('reversePrivateEndpoint', 'delete', {
					reversePrivateEndpointId: locator('={{ "vpce-123" }}'),
				}),
			)
		).error('Node');
		expectRefusedBeforeSending(
			env,
			error,
			'Invalid \'Reverse Private Endpoint\': "vpce-123" is not a UUID [item 0]',
		);
	});
});
