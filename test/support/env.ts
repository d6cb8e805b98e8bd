import { createHarness } from '../harness';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';
import { ObservabilityPipesTrigger } from '../../nodes/ObservabilityPipesTrigger/ObservabilityPipesTrigger.node';
import { ObservabilityCloudApi } from '../../credentials/ObservabilityCloudApi.credentials';
import { ObservabilitySelfHostedApi } from '../../credentials/ObservabilitySelfHostedApi.credentials';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const emulatorModule = require('../emulator');

export const { startEmulator, SEED, DEMO_CLOUD, DEMO_SELF_HOSTED_API_KEY } = emulatorModule;

export const CLOUD_CREDENTIALS = { observabilityCloudApi: { id: 'cloud-cred', name: 'Cloud' } };
export const SELF_HOSTED_CREDENTIALS = { observabilitySelfHostedApi: { id: 'sh-cred', name: 'Self-hosted' } };

export type Emulator = any; // eslint-disable-line @typescript-eslint/no-explicit-any
export type Harness = ReturnType<typeof createHarness>;

export interface TestEnv {
	emulator: Emulator;
	harness: Harness;
	close(): Promise<void>;
}

/** The emulator on 127.0.0.1 and a harness whose credentials point at it. */
export async function startEnv(emulatorOptions: Record<string, unknown> = {}): Promise<TestEnv> {
	const emulator = await startEmulator({ pipeTransitionMs: 50, ...emulatorOptions });
	const harness = createHarness({
		nodeClasses: [ObservabilityPipes, ObservabilityPipesTrigger],
		credentialClasses: [ObservabilityCloudApi, ObservabilitySelfHostedApi],
		credentials: {
			'cloud-cred': { observabilityCloudApi: { baseUrl: emulator.url + '/', keyId: DEMO_CLOUD.keyId, keySecret: DEMO_CLOUD.keySecret } },
			'sh-cred': { observabilitySelfHostedApi: { baseUrl: emulator.url, apiKey: DEMO_SELF_HOSTED_API_KEY } },
		},
	});
	return { emulator, harness, close: () => emulator.close() };
}

export const locator = (value: string, mode = 'id') => ({ __rl: true, mode, value });

/** Parameters of a cloud operation scoped to the seed's organization and service. */
export function cloudParams(resource: string, operation: string, extra: Record<string, unknown> = {}) {
	return {
		deployment: 'cloud',
		resource,
		operation,
		organizationId: locator(SEED.org),
		serviceId: locator(SEED.service),
		...extra,
	};
}

export function selfHostedParams(resource: string, operation: string, extra: Record<string, unknown> = {}) {
	return { deployment: 'selfHosted', resource, operation, ...extra };
}

/** Runs the action node with the credential its deployment needs. */
export async function runAction(env: TestEnv, parameters: Record<string, unknown>, options: { input?: object[]; continueOnFail?: boolean } = {}) {
	const credentials = parameters.deployment === 'selfHosted' ? SELF_HOSTED_CREDENTIALS : CLOUD_CREDENTIALS;
	return env.harness.runNode({ parameters, credentials, ...options });
}

/** The requests the emulator logged for the API (control calls excluded). */
export function apiRequests(env: TestEnv) {
	return env.emulator.requests().filter((entry: { deployment: string }) => entry.deployment !== 'control');
}
