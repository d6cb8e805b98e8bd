import {
	CLOUD_CREDENTIALS,
	locator,
	SEED,
	SELF_HOSTED_CREDENTIALS,
	useEnv,
	type TestEnv,
} from '../support/env';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createWebhookServer } = require('../harness/webhooks');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const NODE_TYPE = 'observabilityPipesWebhookTrigger';
export const NODE_KEY = 'node:Trigger';
export const SECRET_HEADER = 'x-webhook-secret';

/** What a test drives: n8n's webhook side (see test/harness/webhooks.js). */
export interface N8n {
	server: Json;
}

/**
 * The emulator (it may deliver to 127.0.0.1: the tests' allow list) and n8n's webhook side on
 * 127.0.0.1, for the describe block it is called in; the emulator is back at the seed before
 * each test.
 */
export function useWebhookEnv(): { env: TestEnv; n8n: N8n } {
	const env = useEnv({ emulator: { webhookAllowList: ['127.0.0.1'], webhookRetryDelayMs: 5 } });
	const n8n = {} as N8n;
	beforeAll(async () => {
		n8n.server = createWebhookServer(env.harness);
		await n8n.server.start();
	});
	afterAll(async () => n8n.server?.close());
	return { env, n8n };
}

export function selfHostedNode(parameters: Record<string, unknown>) {
	return {
		type: NODE_TYPE,
		parameters: { deployment: 'selfHosted', ...parameters },
		credentials: SELF_HOSTED_CREDENTIALS,
	};
}

export function cloudNode(parameters: Record<string, unknown>) {
	return {
		type: NODE_TYPE,
		parameters: {
			deployment: 'cloud',
			organizationId: locator(SEED.org),
			serviceId: locator(SEED.service),
			...parameters,
		},
		credentials: CLOUD_CREDENTIALS,
	};
}

/** A workflow of the trigger alone, not yet active (`mode` manual: "Listen for test event"). */
export function workflowOf(n8n: N8n, node: object, mode: 'trigger' | 'manual' = 'trigger') {
	return n8n.server.workflow({ node, mode });
}

/** The API requests the emulator answered that change something (POST, PUT, PATCH, DELETE). */
export function writes(env: TestEnv) {
	return env.emulator
		.requests()
		.filter((entry: Json) => entry.deployment !== 'control' && entry.method !== 'GET')
		.map((entry: Json) => ({
			method: entry.method,
			path: entry.path,
			body: entry.body,
			status: entry.status,
		}));
}

/** Posts to a URL as a server would, and answers status and text. */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
	const response = await fetch(url, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...headers },
		body: JSON.stringify(body),
	});
	return { status: response.status, text: await response.text() };
}
