import { request } from 'undici';
import { Workflow } from 'n8n-workflow';
import { ObservabilityCloudApi } from '../credentials/ObservabilityCloudApi.credentials';
import { ObservabilitySelfHostedApi } from '../credentials/ObservabilitySelfHostedApi.credentials';
import { TestCredentialsHelper, resolveValue } from './harness/credentialsHelper';
import {
	apiRequests,
	cloudParams,
	DEMO_CLOUD,
	DEMO_SELF_HOSTED_API_KEY,
	runAction,
	selfHostedParams,
	useEnv,
} from './support/env';

const cloud = new ObservabilityCloudApi();
const selfHosted = new ObservabilitySelfHostedApi();
const helper = new TestCredentialsHelper(
	{ [cloud.name]: cloud, [selfHosted.name]: selfHosted },
	{},
);
const node = {
	id: 'n',
	name: 'Node',
	type: 'observabilityPipes',
	typeVersion: 1,
	position: [0, 0] as [number, number],
	parameters: {},
};
let workflow: Workflow;

/** Sends a credential type's `test` request the way n8n's credential tester builds it. */
async function sendCredentialTest(
	type: ObservabilityCloudApi | ObservabilitySelfHostedApi,
	data: Record<string, string>,
) {
	const baseURL = String(resolveValue(type.test.request.baseURL, data, workflow, node)).replace(
		/\/+$/,
		'',
	);
	const options = await helper.authenticate(
		{ ...data },
		type.name,
		{ url: type.test.request.url!, method: 'GET', headers: {} },
		workflow,
		node,
	);
	const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
	if (options.auth)
		headers.authorization =
			'Basic ' +
			Buffer.from(`${options.auth.username}:${options.auth.password}`).toString('base64');
	const response = await request(baseURL + options.url, { method: 'GET', headers });
	return { status: response.statusCode, body: await response.body.text() };
}

describe('credential types', () => {
	const env = useEnv({ eachTest: 'clearRequests' });
	beforeAll(() => {
		workflow = new Workflow({
			nodes: [node],
			connections: {},
			active: false,
			nodeTypes: env.harness.nodeTypes,
		});
	});

	it('cloud: authenticate resolves HTTP Basic from keyId and keySecret', async () => {
		const options = await helper.authenticate(
			{ keyId: 'id-1', keySecret: 's3cr3t' },
			cloud.name,
			{ url: '/x', headers: {} },
			workflow,
			node,
		);
		expect(options.auth).toEqual({ username: 'id-1', password: 's3cr3t' });
	});

	it('self-hosted: authenticate resolves a Bearer header from apiKey', async () => {
		const options = await helper.authenticate(
			{ apiKey: 'k-123' },
			selfHosted.name,
			{ url: '/x', headers: {} },
			workflow,
			node,
		);
		expect(options.headers).toEqual({ Authorization: 'Bearer k-123' });
	});

	it('cloud: the node sends exactly Authorization: Basic base64(keyId:keySecret)', async () => {
		await runAction(env, cloudParams('alert', 'getAll', { returnAll: true }));
		const [logged] = apiRequests(env);
		const expected =
			'Basic ' + Buffer.from(`${DEMO_CLOUD.keyId}:${DEMO_CLOUD.keySecret}`).toString('base64');
		expect(logged.headers.authorization).toBe(expected);
	});

	it('self-hosted: the node sends exactly Authorization: Bearer <apiKey>', async () => {
		await runAction(env, selfHostedParams('alert', 'getAll', { returnAll: true }));
		const [logged] = apiRequests(env);
		expect(logged.headers.authorization).toBe(`Bearer ${DEMO_SELF_HOSTED_API_KEY}`);
	});

	it('cloud: the test request succeeds against the emulator, with or without a trailing slash', async () => {
		for (const baseUrl of [env.emulator.url, env.emulator.url + '/']) {
			const result = await sendCredentialTest(cloud, { baseUrl, ...DEMO_CLOUD });
			expect(result.status).toBe(200);
		}
		expect(apiRequests(env).map((entry: { path: string }) => entry.path)).toEqual([
			'/v1/organizations',
			'/v1/organizations',
		]);
	});

	it('cloud: the test request fails with the server message on a wrong secret', async () => {
		const result = await sendCredentialTest(cloud, {
			baseUrl: env.emulator.url,
			keyId: DEMO_CLOUD.keyId,
			keySecret: 'wrong',
		});
		expect(result.status).toBe(401);
		expect(JSON.parse(result.body).error).toMatch(/UNAUTHORIZED/);
	});

	it('self-hosted: the test request calls GET /api/v2 and fails with 401 Unauthorized on a wrong key', async () => {
		const ok = await sendCredentialTest(selfHosted, {
			baseUrl: env.emulator.url + '/',
			apiKey: DEMO_SELF_HOSTED_API_KEY,
		});
		expect(ok.status).toBe(200);
		expect(JSON.parse(ok.body).version).toBe('v2');
		const bad = await sendCredentialTest(selfHosted, {
			baseUrl: env.emulator.url,
			apiKey: 'wrong',
		});
		expect(bad).toEqual({ status: 401, body: 'Unauthorized' });
	});

	it('a wrong secret through the node gives a NodeApiError with status and server text', async () => {
		env.harness.store['cloud-cred'].observabilityCloudApi = {
			...env.harness.store['cloud-cred'].observabilityCloudApi,
			keySecret: 'wrong',
		};
		try {
			const result = await runAction(env, cloudParams('alert', 'getAll', { returnAll: true }));
			const error = result.error('Node');
			expect(error?.message).toMatch(/^HTTP 401: UNAUTHORIZED/);
			expect(error?.message).not.toContain('wrong');
		} finally {
			env.harness.store['cloud-cred'].observabilityCloudApi = {
				...env.harness.store['cloud-cred'].observabilityCloudApi,
				keySecret: DEMO_CLOUD.keySecret,
			};
		}
	});
});
