import { randomInt } from 'node:crypto';
import { sleep, type IDataObject } from 'n8n-workflow';
import { channelList } from '../shared/resources/alert';
import { sameChannels, type ChannelPlan } from './channelMerge';

/**
 * How the trigger changes an alert's channels when several workflows change the same alert at
 * once. The server replaces the whole alert on every write and has no version to compare, so
 * two workflows that read the alert at the same moment and write it back would each drop the
 * other's channel. Two safeguards:
 *
 * - In one n8n process, changes of one alert take turns (`oneAtATime`): each reads the alert
 *   only after the one before it has written.
 * - Against writers elsewhere (another n8n, a person in the app), each change is checked: after
 *   writing, a short random pause, then the alert is read again and, when another write undid
 *   the change, it is made again from what the alert holds now (`settle`), a few rounds at most.
 */

/** The changes of each alert waiting for their turn, by the alert's full URL. */
const queues = new Map<string, Promise<void>>();

/** Runs `work` after every earlier `work` of the same key has finished (succeeded or failed). */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
	const before = queues.get(key) ?? Promise.resolve();
	const run = before.then(async () => await work());
	const tail = run.then(
		() => undefined,
		() => undefined,
	);
	queues.set(key, tail);
	try {
		return await run;
	} finally {
		if (queues.get(key) === tail) queues.delete(key);
	}
}

/** Reading and writing one alert. */
export interface AlertIo {
	/** The alert as the server has it now; undefined when it is gone. */
	read(): Promise<IDataObject | undefined>;
	/** Writes the alert back with these channels. */
	write(alert: IDataObject, channels: IDataObject[]): Promise<void>;
	/** Waits before reading again (after round `round`, from 0). */
	pause(round: number): Promise<void>;
}

export type Settled =
	/** The alert is as wanted; `wrote`: this call changed it. */
	| { outcome: 'holds'; wrote: boolean }
	/** The alert is gone (or keeps no channel list): nothing to change. */
	| { outcome: 'gone' }
	/** Other writes kept undoing the change: the channels as last read. */
	| { outcome: 'unsettled'; channels: IDataObject[] };

/** Writes at most this many times before giving up on one change. */
export const MAX_ROUNDS = 5;

/**
 * Reads the alert and writes the plan's channels until a fresh read shows the plan holds.
 * A failed write is tried again only when the alert changed meanwhile (another writer's change,
 * such as a webhook deleted while this write named it); otherwise its error is thrown.
 */
export async function settle(
	io: AlertIo,
	plan: ChannelPlan,
	rounds = MAX_ROUNDS,
): Promise<Settled> {
	let wrote = false;
	let failed: { error: unknown; channels: IDataObject[] } | undefined;
	for (let round = 0; ; round++) {
		const alert = await io.read();
		const channels = alert && channelList(alert);
		if (!alert || !channels) return { outcome: 'gone' };
		if (failed && sameChannels(failed.channels, channels)) throw failed.error;
		failed = undefined;
		const next = plan(channels);
		if (next === undefined) return { outcome: 'holds', wrote };
		if (round >= rounds) return { outcome: 'unsettled', channels };
		try {
			await io.write(alert, next);
			wrote = true;
		} catch (error) {
			failed = { error, channels };
		}
		await io.pause(round);
	}
}

/** Milliseconds of the pause after round `round`: growing, with a random part, so writers that collided do not collide again. */
export function pauseMs(round: number): number {
	return 40 * (round + 1) + randomInt(60);
}

export async function pause(round: number): Promise<void> {
	await sleep(pauseMs(round));
}
