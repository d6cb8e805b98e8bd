/**
 * "Wait for State" of the state commands of pipes and services: the default time to wait, and
 * the states each kind settles in (one it stays in until something acts on it), read by the
 * editor's Wait Timeout and by the poll of `stateWait.ts`; and the operations that send a state
 * command, which the router runs with the resource's `stateCommand.ts`.
 */

export const DEFAULT_WAIT_TIMEOUT_SECONDS = 300;

/** What differs between the kinds that wait: the noun of the messages and the settled states. */
export interface SettledStates {
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

/** The resources whose state commands the router runs with the resource's `stateCommand.ts`. */
export const STATE_COMMANDS: Readonly<Record<string, SettledStates>> = {
	pipe: PIPE_SETTLED_STATES,
	service: SERVICE_SETTLED_STATES,
};
