import type { Deployment } from '../api/types';

/** The documented limits per API key (docs/api-notes.md#rate-limits): the cloud 10 per 10 s, self-hosted 100 per minute. */
export const DOCUMENTED_LIMITS: Readonly<Record<Deployment, { limit: number; windowMs: number }>> =
	{
		cloud: { limit: 10, windowMs: 10000 },
		selfHosted: { limit: 100, windowMs: 60000 },
	};

type State = 'learning' | 'open' | 'paced';

/**
 * Lets many requests go at once without provoking a 429 for each one past the limit.
 *
 * Until the server has shown how much it allows, at most the documented limit of one
 * window plus one request go out; further requests wait for the answers. When more than
 * the limit were accepted, the server allows more (or has no limit): the gate opens for
 * good. When one is refused (429), the gate holds every new request until the requests in
 * flight are answered, so the pacer learns the limit from all of them, then leaves the
 * pacing to it. A server with the documented limit thus sees one 429, not one per request
 * in flight; an unlimited one costs a single wait for the first window's answers.
 *
 * A learning phase lasts one documented window: after it, the server's window has moved
 * on and the count starts again.
 */
export class RateLimitFirstWindow {
	private state: State = 'learning';

	private phase = 0;

	private phaseStart: number | undefined;

	private sentInPhase = 0;

	private acceptedInPhase = 0;

	private inFlight = 0;

	/** 429s whose handling (telling the pacer) is not finished yet. */
	private refusals = 0;

	/** The latest end of the server's window that those 429s announced (epoch ms). */
	private refusedUntil = 0;

	private waiters: Array<() => void> = [];

	private drainWaiters: Array<() => void> = [];

	constructor(
		private readonly limit: number,
		private readonly windowMs: number,
		private readonly now: () => number = Date.now,
	) {}

	/** Waits until a request may go; returns its ticket for `onAnswered`. */
	async beforeSend(): Promise<number> {
		for (;;) {
			if (this.state !== 'learning') return this.count();
			const time = this.now();
			if (
				this.phaseStart === undefined ||
				(time - this.phaseStart >= this.windowMs && this.refusals === 0)
			) {
				this.phase++;
				this.phaseStart = time;
				this.sentInPhase = 0;
				this.acceptedInPhase = 0;
			}
			// The limit plus one: the one past the limit shows whether the server refuses it.
			const free = this.sentInPhase <= this.limit;
			// Nothing in flight and nothing decided (answers were errors): one more goes, never a deadlock.
			const stalled = this.inFlight === 0 && this.refusals === 0;
			if (free || stalled) {
				this.sentInPhase++;
				return this.count();
			}
			await new Promise<void>((resolve) => this.waiters.push(resolve));
		}
	}

	/** The request with this ticket ended: `accepted` when the server answered anything but a 429. */
	onAnswered(ticket: number, accepted: boolean): void {
		this.inFlight--;
		if (this.state === 'learning' && ticket === this.phase && accepted) {
			this.acceptedInPhase++;
			if (this.acceptedInPhase > this.limit) this.decide('open');
		}
		if (this.inFlight === 0) this.drainWaiters = wake(this.drainWaiters);
		// Held requests look again when nothing is in flight or the window has moved on.
		if (
			this.inFlight === 0 ||
			(this.phaseStart !== undefined && this.now() - this.phaseStart >= this.windowMs)
		) {
			this.waiters = wake(this.waiters);
		}
	}

	/**
	 * A 429 that announced the window's end at `until` (epoch ms). While learning, holds new
	 * requests and resolves once every request in flight is answered, with the latest end any
	 * of the 429s refused meanwhile announced: they come from one server window, and one end
	 * for all keeps answers that travelled a little longer from looking like a new window.
	 * Call `release` after the pacer was told (calling it again does nothing).
	 */
	async onRefused(until: number): Promise<{ until: number; release: () => void }> {
		if (this.state !== 'learning') return { until, release: () => undefined };
		this.refusals++;
		this.refusedUntil = Math.max(this.refusedUntil, until);
		if (this.inFlight > 0) await new Promise<void>((resolve) => this.drainWaiters.push(resolve));
		let done = false;
		const release = () => {
			if (done) return;
			done = true;
			this.refusals--;
			this.decide('paced');
		};
		return { until: this.refusedUntil, release };
	}

	private count(): number {
		this.inFlight++;
		return this.state === 'learning' ? this.phase : -1;
	}

	private decide(state: State): void {
		if (this.state !== 'learning') return;
		if (state === 'paced' && this.refusals > 0) return;
		this.state = state;
		this.waiters = wake(this.waiters);
	}
}

/** Resolves every waiter (each checks again); returns the empty list that replaces them. */
function wake(waiters: Array<() => void>): Array<() => void> {
	for (const resolve of waiters) resolve();
	return [];
}
