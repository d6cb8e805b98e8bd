import { createHarness } from '../harness';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import { ObservabilityPipesTrigger } from '../../nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node';
import { ObservabilityPipesWebhookTrigger } from '../../nodes/ObservabilityPipesWebhookTrigger/ObservabilityPipesWebhookTrigger.node';
import { ObservabilityCloudApi } from '../../credentials/ObservabilityCloudApi.credentials';
import { ObservabilitySelfHostedApi } from '../../credentials/ObservabilitySelfHostedApi.credentials';
import type { Emulator } from './requestLog';
import { ObservabilityPipesTool } from './toolVariant';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const emulatorModule = require('../emulator');

export { apiRequests, type Emulator, type LoggedRequest } from './requestLog';

export const { startEmulator, SEED, DEMO_CLOUD, DEMO_CLOUD_KEYS, DEMO_SELF_HOSTED_API_KEY } =
	emulatorModule;

export const CLOUD_CREDENTIALS = { observabilityCloudApi: { id: 'cloud-cred', name: 'Cloud' } };
export const SELF_HOSTED_CREDENTIALS = {
	observabilitySelfHostedApi: { id: 'sh-cred', name: 'Self-hosted' },
};

export type Harness = ReturnType<typeof createHarness>;

export interface TestEnv {
	emulator: Emulator;
	harness: Harness;
	close(): Promise<void>;
}

/** Stored credentials the emulator refuses: a wrong key secret (cloud), an unknown API key (self-hosted). */
export const WRONG_CLOUD_CREDENTIALS = {
	observabilityCloudApi: { id: 'cloud-wrong-secret', name: 'Wrong' },
};
export const WRONG_SELF_HOSTED_CREDENTIALS = {
	observabilitySelfHostedApi: { id: 'sh-wrong-key', name: 'Wrong' },
};

/** The emulator on 127.0.0.1 and a harness whose credentials (right and wrong ones) point at it. */
export async function startEnv(emulatorOptions: Record<string, unknown> = {}): Promise<TestEnv> {
	const emulator = await startEmulator({ pipeTransitionMs: 50, ...emulatorOptions });
	const harness = createHarness({
		nodeClasses: [
			ObservabilityPipes,
			ObservabilityPipesTool,
			ObservabilityPipesTrigger,
			ObservabilityPipesWebhookTrigger,
		],
		credentialClasses: [ObservabilityCloudApi, ObservabilitySelfHostedApi],
		credentials: {
			'cloud-cred': {
				observabilityCloudApi: {
					baseUrl: emulator.url + '/',
					keyId: DEMO_CLOUD.keyId,
					keySecret: DEMO_CLOUD.keySecret,
				},
			},
			'sh-cred': {
				observabilitySelfHostedApi: { baseUrl: emulator.url, apiKey: DEMO_SELF_HOSTED_API_KEY },
			},
			'cloud-wrong-secret': {
				observabilityCloudApi: {
					baseUrl: emulator.url,
					keyId: DEMO_CLOUD.keyId,
					keySecret: 'wrong',
				},
			},
			'sh-wrong-key': {
				observabilitySelfHostedApi: { baseUrl: emulator.url, apiKey: 'not-the-key' },
			},
		},
	});
	return { emulator, harness, close: () => emulator.close() };
}

export interface EnvOptions {
	/** Emulator options (seed scale, latency, accepted credentials); pipe transitions take 50 ms unless given. */
	emulator?: Record<string, unknown>;
	/**
	 * What each test starts from: `reset` (the default) the seed with no faults and an empty
	 * request log; `clearRequests` an empty log over the state the previous test left;
	 * `none` whatever the previous test left, for suites that reset inside their tests.
	 */
	eachTest?: 'reset' | 'clearRequests' | 'none';
}

/**
 * One environment for the describe block it is called in: started before the block's first
 * test, closed after its last, and brought back before each test as `eachTest` says. The
 * object returned is filled in when the environment starts, so tests use it as they would
 * the result of startEnv.
 */
export function useEnv(options: EnvOptions = {}): TestEnv {
	const env = {} as TestEnv;
	const eachTest = options.eachTest ?? 'reset';
	beforeAll(async () => {
		Object.assign(env, await startEnv(options.emulator));
	});
	afterAll(async () => env.close?.());
	if (eachTest !== 'none') {
		beforeEach(() => {
			if (eachTest === 'reset') env.emulator.reset();
			env.emulator.clearRequests();
		});
	}
	return env;
}

export const locator = (value: string, mode = 'id') => ({ __rl: true, mode, value });

/** Parameters of a cloud operation scoped to the seed's organization and service. */
export function cloudParams(
	resource: string,
	operation: string,
	extra: Record<string, unknown> = {},
) {
	return {
		deployment: 'cloud',
		resource,
		operation,
		organizationId: locator(SEED.org),
		serviceId: locator(SEED.service),
		...extra,
	};
}

export function selfHostedParams(
	resource: string,
	operation: string,
	extra: Record<string, unknown> = {},
) {
	return { deployment: 'selfHosted', resource, operation, ...extra };
}

/** Runs the action node with the credential its deployment needs (type version 1, as workflows saved with 0.1, unless given). */
export async function runAction(
	env: TestEnv,
	parameters: Record<string, unknown>,
	options: {
		input?: object[];
		continueOnFail?: boolean;
		typeVersion?: number;
		type?: string;
		/** The workflow's settings, e.g. `{timezone: 'Asia/Tokyo'}`. */
		settings?: object;
	} = {},
) {
	const credentials =
		parameters.deployment === 'selfHosted' ? SELF_HOSTED_CREDENTIALS : CLOUD_CREDENTIALS;
	return env.harness.runNode({ parameters, credentials, ...options });
}
