import { NodeOperationError, sleep, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { InputError } from '../../../shared/input/inputError';
import { toNumber } from '../../../shared/input/validation';
import { DEFAULT_WAIT_TIMEOUT_SECONDS } from './fields';

/** States a pipe stays in until something acts on it. */
export const SETTLED_STATES = [
	'Running',
	'Stopped',
	'Paused',
	'Failed',
	'Completed',
	'InternalError',
];

const FIRST_POLL_DELAY_MS = 250;
const MAX_POLL_DELAY_MS = 5000;

export function isSettled(state: unknown): boolean {
	return typeof state === 'string' && SETTLED_STATES.includes(state);
}

/** Delay before poll number `attempt` (0-based): 250 ms, doubling, at most 5 s. */
export function pollDelayMs(attempt: number): number {
	return Math.min(FIRST_POLL_DELAY_MS * 2 ** attempt, MAX_POLL_DELAY_MS);
}

/** `waitTimeout` in milliseconds; throws InputError unless it is a positive number of seconds. */
export function waitTimeoutMs(value: unknown): number {
	const seconds = toNumber('waitTimeout', value);
	if (seconds <= 0) {
		throw new InputError(
			'waitTimeout',
			`${seconds} is not a positive number of seconds`,
			`Set "Wait Timeout" to the seconds to wait, e.g. ${DEFAULT_WAIT_TIMEOUT_SECONDS}.`,
		);
	}
	return seconds * 1000;
}

export interface WaitOutcome {
	record: IDataObject;
	settled: boolean;
}

export interface WaitOptions {
	timeoutMs: number;
	/** Reads the pipe once. */
	fetch: () => Promise<IDataObject>;
	now?: () => number;
	pause?: (ms: number) => Promise<void>;
}

/**
 * Polls until the pipe reaches a settled state or the time is up. Never sleeps past the
 * deadline; the last poll happens at the deadline, so a pipe that settles just in time counts.
 */
export async function pollUntilSettled(
	initial: IDataObject,
	options: WaitOptions,
): Promise<WaitOutcome> {
	const now = options.now ?? Date.now;
	const pause = options.pause ?? sleep;
	const deadline = now() + options.timeoutMs;
	let record = initial;
	for (let attempt = 0; !isSettled(record.state); attempt++) {
		const remaining = deadline - now();
		if (remaining <= 0) return { record, settled: false };
		await pause(Math.min(pollDelayMs(attempt), remaining));
		record = await options.fetch();
	}
	return { record, settled: true };
}

/** The wait settings of one item, checked before any request (undefined: do not wait). */
export function readWait(this: IExecuteFunctions, itemIndex: number): number | undefined {
	if (!(this.getNodeParameter('waitForState', itemIndex, false) as boolean)) return undefined;
	return waitTimeoutMs(
		this.getNodeParameter('waitTimeout', itemIndex, DEFAULT_WAIT_TIMEOUT_SECONDS),
	);
}

/** Waits for the pipe to settle; a timeout is a NodeOperationError naming the last state. */
export async function waitForSettledState(
	this: IExecuteFunctions,
	initial: IDataObject,
	timeoutMs: number,
	fetch: () => Promise<IDataObject>,
	itemIndex: number,
): Promise<IDataObject> {
	const signal = this.getExecutionCancelSignal?.();
	// A stop ends the pause at once; the next read then refuses to leave (the transport checks the signal).
	const pause = async (ms: number) => await sleep(ms, signal).catch(() => undefined);
	const { record, settled } = await pollUntilSettled(initial, { timeoutMs, fetch, pause });
	if (settled) return record;
	const seconds = timeoutMs / 1000;
	const label = record.name
		? `"${String(record.name)}" (${String(record.id)})`
		: String(record.id ?? '');
	throw new NodeOperationError(
		this.getNode(),
		`The pipe ${label} did not reach a settled state within ${seconds} s: its last state was "${String(record.state)}"`,
		{
			description: `The request itself succeeded; the pipe is still changing state. Raise "Wait Timeout" (now ${seconds} s), or turn off "Wait for State" and check the pipe later with the Get operation.`,
			itemIndex,
		},
	);
}
