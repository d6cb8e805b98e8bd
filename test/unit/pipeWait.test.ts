import { InputError } from '../../nodes/shared/base/inputError';
import type { IDataObject } from 'n8n-workflow';
import { PIPE_SETTLED_STATES } from '../../nodes/ObservabilityPipes/actions/helpers/stateWait';
import {
	isSettledIn,
	pollDelayMs,
	pollUntil,
	waitTimeoutMs,
	type WaitOptions,
} from '../../nodes/ObservabilityPipes/actions/helpers/stateWait';

/** A pipe's wait, as Create and the state commands run it. */
const isSettled = (state: unknown) => isSettledIn(PIPE_SETTLED_STATES, state);
const pollUntilSettled = async (initial: IDataObject, options: Omit<WaitOptions, 'isSettled'>) =>
	await pollUntil(initial, { ...options, isSettled });

/** A fake clock: pausing advances it, nothing really sleeps. */
function clock() {
	let time = 0;
	const pauses: number[] = [];
	return {
		now: () => time,
		pause: async (ms: number) => {
			pauses.push(ms);
			time += ms;
		},
		pauses,
	};
}

describe('pollUntilSettled', () => {
	it('returns a settled record at once without polling', async () => {
		const fetch = jest.fn();
		const c = clock();
		await expect(
			pollUntilSettled({ state: 'Running' }, { timeoutMs: 1000, fetch, ...c }),
		).resolves.toEqual({ record: { state: 'Running' }, settled: true });
		expect(fetch).not.toHaveBeenCalled();
	});

	it('polls with a growing delay until the state settles', async () => {
		const states = ['Stopping', 'Stopping', 'Stopped'];
		const fetch = jest.fn(async () => ({ state: states.shift() }));
		const c = clock();
		const outcome = await pollUntilSettled(
			{ state: 'Stopping' },
			{ timeoutMs: 60000, fetch, ...c },
		);
		expect(outcome).toEqual({ record: { state: 'Stopped' }, settled: true });
		expect(c.pauses).toEqual([250, 500, 1000]);
	});

	it('stops polling on InternalError and returns that record', async () => {
		const states = ['Provisioning', 'InternalError', 'Running'];
		const fetch = jest.fn(async () => ({ state: states.shift() }));
		const c = clock();
		const outcome = await pollUntilSettled(
			{ state: 'Provisioning' },
			{ timeoutMs: 60000, fetch, ...c },
		);
		expect(outcome).toEqual({ record: { state: 'InternalError' }, settled: true });
		expect(fetch).toHaveBeenCalledTimes(2);
	});

	it('gives up at the deadline with the last record, never sleeping past it', async () => {
		const fetch = jest.fn(async () => ({ state: 'Provisioning' }));
		const c = clock();
		const outcome = await pollUntilSettled(
			{ state: 'Provisioning' },
			{ timeoutMs: 1000, fetch, ...c },
		);
		expect(outcome).toEqual({ record: { state: 'Provisioning' }, settled: false });
		expect(c.pauses).toEqual([250, 500, 250]);
		expect(c.now()).toBe(1000);
		expect(fetch).toHaveBeenCalledTimes(3);
	});
});

describe('wait helpers', () => {
	it('pollDelayMs doubles from 250 ms up to 5 s', () => {
		expect([0, 1, 2, 3, 4, 5, 10].map(pollDelayMs)).toEqual([
			250, 500, 1000, 2000, 4000, 5000, 5000,
		]);
	});

	it('isSettled knows the settled states only', () => {
		for (const state of ['Running', 'Stopped', 'Paused', 'Failed', 'Completed', 'InternalError'])
			expect(isSettled(state)).toBe(true);
		for (const state of [
			'Provisioning',
			'Stopping',
			'Pausing',
			'Resync',
			'Unknown',
			'Degraded',
			'Setup',
			'Snapshot',
			'Modifying',
			undefined,
		])
			expect(isSettled(state)).toBe(false);
	});

	it('waitTimeoutMs takes positive seconds only', () => {
		expect(waitTimeoutMs(300)).toBe(300000);
		expect(waitTimeoutMs('0.5')).toBe(500);
		expect(() => waitTimeoutMs(0)).toThrow(InputError);
		expect(() => waitTimeoutMs(-1)).toThrow(/waitTimeout/);
		expect(() => waitTimeoutMs('soon')).toThrow(/waitTimeout/);
	});
});
