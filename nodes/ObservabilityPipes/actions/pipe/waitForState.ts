import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import {
	isSettledIn,
	pollUntil,
	waitUntilSettled,
	type SettledStates,
	type WaitOutcome,
	type WaitOptions as SharedWaitOptions,
} from '../stateWait';

export { pollDelayMs, readWait, waitTimeoutMs, type WaitOutcome } from '../stateWait';

/** States a pipe stays in until something acts on it. */
export const SETTLED_STATES = [
	'Running',
	'Stopped',
	'Paused',
	'Failed',
	'Completed',
	'InternalError',
];

const PIPE: SettledStates = { noun: 'pipe', settled: SETTLED_STATES };

export function isSettled(state: unknown): boolean {
	return isSettledIn(PIPE, state);
}

export type WaitOptions = Omit<SharedWaitOptions, 'isSettled'>;

/** Polls until the pipe reaches a settled state or the time is up (../stateWait.ts). */
export async function pollUntilSettled(
	initial: IDataObject,
	options: WaitOptions,
): Promise<WaitOutcome> {
	return await pollUntil(initial, { ...options, isSettled });
}

/** Waits for the pipe to settle; a timeout is a NodeOperationError naming the last state. */
export async function waitForSettledState(
	this: IExecuteFunctions,
	initial: IDataObject,
	timeoutMs: number,
	fetch: () => Promise<IDataObject>,
	itemIndex: number,
): Promise<IDataObject> {
	return await waitUntilSettled.call(this, PIPE, initial, timeoutMs, fetch, itemIndex);
}
