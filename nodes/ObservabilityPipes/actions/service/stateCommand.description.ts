import { waitProperties } from '../stateWait';

/** States a service stays in until something acts on it (docs/api-notes.md#services). */
export const SERVICE_SETTLED_STATES = ['running', 'stopped', 'idle', 'degraded', 'failed'];

/** `waitForState` and `waitTimeout` of Start, Stop and Wake. */
export const serviceWaitProperties = waitProperties(
	'service',
	'Running, Stopped, Idle, Degraded or Failed',
);
