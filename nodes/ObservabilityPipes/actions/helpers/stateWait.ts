import { NodeOperationError, sleep, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { InputError } from '../../../shared/base/inputError';
import { toNumber } from '../../../shared/input/validation';

/**
 * "Wait for State" of the state commands of pipes and services: send the command, then read
 * the record until it reaches a settled state (one it stays in until something acts on it) or
 * the time is up. Each record kind names its settled states and its noun (below); the
 * rest is shared. Its parameters are `waitProperties` of `resourceDescription.ts`.
 */

export const DEFAULT_WAIT_TIMEOUT_SECONDS = 300;

/** What differs between the kinds that wait: the noun of the messages and the settled states. */
interface SettledStates {
	/** "pipe", "service". */
	noun: string;
	settled: readonly string[];
	/** The operations that send a state command, each with the command it sends. */
	commands: Readonly<Record<string, string>>;
}

export const PIPE_SETTLED_STATES: SettledStates = {
	noun: 'pipe',
	settled: ['Running', 'Stopped', 'Paused', 'Failed', 'Completed', 'InternalError'],
	commands: { start: 'start', stop: 'stop', resync: 'resync' },
};

/** docs/api-notes.md#services */
export const SERVICE_SETTLED_STATES: SettledStates = {
	noun: 'service',
	settled: ['running', 'stopped', 'idle', 'degraded', 'failed'],
	commands: { start: 'start', stop: 'stop', wake: 'awake' },
};

const FIRST_POLL_DELAY_MS = 250;
const MAX_POLL_DELAY_MS = 5000;

/** Whether a state is one of the kind's settled states (states are compared as the server sends them). */
export function isSettledIn(kind: SettledStates, state: unknown): boolean {
	return typeof state === 'string' && kind.settled.includes(state);
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
			`Set 'Wait Timeout' to the seconds to wait, e.g. ${DEFAULT_WAIT_TIMEOUT_SECONDS}.`,
		);
	}
	return seconds * 1000;
}

interface WaitOutcome {
	record: IDataObject;
	settled: boolean;
}

export interface WaitOptions {
	timeoutMs: number;
	/** Reads the record once. */
	fetch: () => Promise<IDataObject>;
	isSettled: (state: unknown) => boolean;
	now?: () => number;
	pause?: (ms: number) => Promise<void>;
}

/**
 * Polls until the record reaches a settled state or the time is up. Never sleeps past the
 * deadline; the last poll happens at the deadline, so a record that settles just in time counts.
 */
export async function pollUntil(initial: IDataObject, options: WaitOptions): Promise<WaitOutcome> {
	const now = options.now ?? Date.now;
	const pause = options.pause ?? sleep;
	const deadline = now() + options.timeoutMs;
	let record = initial;
	for (let attempt = 0; !options.isSettled(record.state); attempt++) {
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

/** Waits for the record to settle; a timeout is a NodeOperationError naming the last state. */
export async function waitUntilSettled(
	this: IExecuteFunctions,
	kind: SettledStates,
	initial: IDataObject,
	timeoutMs: number,
	fetch: () => Promise<IDataObject>,
	itemIndex: number,
): Promise<IDataObject> {
	const signal = this.getExecutionCancelSignal?.();
	// A stop ends the pause at once; the next read then refuses to leave (the transport checks the signal).
	const pause = async (ms: number) => await sleep(ms, signal).catch(() => undefined);
	const { record, settled } = await pollUntil(initial, {
		timeoutMs,
		fetch,
		pause,
		isSettled: (state) => isSettledIn(kind, state),
	});
	if (settled) return record;
	const seconds = timeoutMs / 1000;
	const label = record.name
		? `"${String(record.name)}" (${String(record.id)})`
		: String(record.id ?? '');
	throw new NodeOperationError(
		this.getNode(),
		`The ${kind.noun} ${label} did not reach a settled state within ${seconds} s: its last state was "${String(record.state)}"`,
		{
			description: `The request itself succeeded; the ${kind.noun} is still changing state. Raise 'Wait Timeout' (now ${seconds} s), or turn off 'Wait for State' and check the ${kind.noun} later with the Get operation.`,
			itemIndex,
		},
	);
}
