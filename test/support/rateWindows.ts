import type { Emulator, LoggedRequest } from './requestLog';

/**
 * The emulator's windows are scaled down from the documented ones (a minute, ten seconds) so the
 * tests wait seconds, not minutes. What must not scale is the time the first window's requests
 * take to arrive: a real server sees the node's first 101 requests in a small part of its
 * minute, but a busy machine can take longer than a scaled second to send them, split them
 * over two windows and turn the node's one 429 into dozens. So until the server has refused a
 * first request, its first window starts again at each request: all requests before the first
 * 429 count in one window, however long they take to arrive, and a node that sends more than
 * the limit is refused once for certain, however slowly its requests travel. Later windows run
 * as configured. Returns the undo.
 */
export function holdFirstWindowUntilRefusal(
	emulator: Emulator,
	deployment: 'cloud' | 'selfHosted',
): () => void {
	const limiter = emulator.limiters[deployment];
	const hit = limiter.hit;
	let refused = false;
	limiter.hit = (key: string, now: number) => {
		const window = limiter.windows.get(key);
		if (!refused && window) window.start = now;
		const result = hit.call(limiter, key, now);
		if (result) refused = true;
		return result;
	};
	return () => {
		limiter.hit = hit;
	};
}

/** One API request as the emulator's rate limiter counted it. */
export interface CountedRequest {
	/** Epoch ms when it arrived (the limiter's clock; the log's `time`). */
	time: number;
	/** The server window it counted in: its index in `windows`. */
	window: number;
	refused: boolean;
	/** For a refused request: the end of the window its 429 announced (epoch ms). */
	until?: number;
}

/**
 * Watches the emulator's rate limiter of `deployment`: for every request it counts, in the
 * order they arrive (the order of the request log), the window it counted in, whether it was
 * refused and, if so, the end its 429 announced. `onRefused` is told of each refusal as it
 * happens (a test may wait for one instead of polling the clock). Returns the record and the
 * undo.
 */
export function watchRateWindows(
	emulator: Emulator,
	deployment: 'cloud' | 'selfHosted',
	onRefused: (refusals: number) => void = () => undefined,
) {
	const limiter = emulator.limiters[deployment];
	const hit = limiter.hit;
	const counted: CountedRequest[] = [];
	const windows: Array<{ accepted: number; refused: number }> = [];
	const indexOf = new Map<object, number>();
	let refusals = 0;
	limiter.hit = (key: string, now: number) => {
		const result = hit.call(limiter, key, now) as null | { resetMs: number };
		// A limiter that is off counts nothing: nothing to watch.
		const window = limiter.windows.get(key) as object | undefined;
		if (!window) return result;
		if (!indexOf.has(window)) {
			indexOf.set(window, windows.length);
			windows.push({ accepted: 0, refused: 0 });
		}
		const index = indexOf.get(window) as number;
		if (result) windows[index].refused++;
		else windows[index].accepted++;
		counted.push({
			time: now,
			window: index,
			refused: !!result,
			until: result ? now + result.resetMs : undefined,
		});
		if (result) onRefused(++refusals);
		return result;
	};
	return {
		counted,
		windows,
		undo: () => {
			limiter.hit = hit;
		},
	};
}

/**
 * What a fixed-window limit and the node guarantee however busy the machine is, checked on
 * one run where every item read its own record (`paths`, one per item, none shared):
 * - every request the log holds was counted by the limiter, and answered 200 or 429;
 * - no server window accepted more than `limit` (the server's promise the node relies on);
 * - each item's record was answered 200 exactly once, by its last request: every refusal was
 *   retried until accepted, no item was lost and none was read again after it succeeded;
 * - each retry arrived no earlier than the end the 429 before it announced: the node waited as
 *   told (a busy loop retries into the full window). A slower machine only waits longer.
 * How many 429s a run provokes is left out: that depends on how fast the requests travel.
 */
export function expectWithinLimit(
	log: ReadonlyArray<Pick<LoggedRequest, 'path' | 'status' | 'time'>>,
	watched: { counted: CountedRequest[]; windows: Array<{ accepted: number; refused: number }> },
	limit: number,
	paths: string[],
): void {
	const { counted, windows } = watched;
	expect(counted.map((request) => request.time)).toEqual(log.map((entry) => entry.time));
	expect(log.filter((entry) => entry.status !== 200 && entry.status !== 429)).toEqual([]);
	expect(counted.map((request) => request.refused)).toEqual(
		log.map((entry) => entry.status === 429),
	);
	expect(windows.filter((window) => window.accepted > limit)).toEqual([]);
	expect(new Set(paths).size).toBe(paths.length);
	expect(new Set(log.map((entry) => entry.path))).toEqual(new Set(paths));
	const early: string[] = [];
	for (const path of paths) {
		const attempts = log
			.map((entry, index) => ({ entry, request: counted[index] }))
			.filter(({ entry }) => entry.path === path);
		expect(attempts.map(({ entry }) => entry.status)).toEqual([
			...Array(attempts.length - 1).fill(429),
			200,
		]);
		for (let index = 1; index < attempts.length; index++) {
			const until = attempts[index - 1].request.until as number;
			const time = attempts[index].request.time;
			if (time < until) early.push(`${path}: retry ${index} arrived ${until - time} ms early`);
		}
	}
	expect(early).toEqual([]);
}
