/**
 * Learns a fixed-window rate limit from the 429 answers it provokes, then spaces
 * requests so that later windows are used fully without provoking more of them.
 *
 * After the first 429 it knows how many requests a window admits; after the second
 * it knows the window's length. From then on it sends at most that many requests
 * per window and waits for the next window itself.
 */
export class RateLimitPacer {
	private windowEnd: number | undefined;

	private lastRateLimitedEnd: number | undefined;

	private windowMs: number | undefined;

	private limit: number | undefined;

	private sentInWindow = 0;

	constructor(private readonly now: () => number = Date.now) {}

	/** Milliseconds to wait before the next request may be sent. */
	delayBeforeSend(): number {
		const time = this.now();
		if (this.windowEnd === undefined) return 0;
		if (time >= this.windowEnd) {
			if (this.windowMs === undefined) {
				this.windowEnd = undefined;
				this.sentInWindow = 0;
				return 0;
			}
			// A server window may start at its first request rather than on a clock
			// boundary: counting from now is right for both kinds, at worst a little slow.
			this.windowEnd = time + this.windowMs;
			this.sentInWindow = 0;
		}
		if (this.limit !== undefined && this.sentInWindow >= this.limit) return this.windowEnd - time + this.margin();
		return 0;
	}

	/** Slack after a window's end, so clocks and rounding do not provoke a 429. */
	private margin(): number {
		return Math.min(250, Math.max(10, Math.round((this.windowMs ?? 1000) * 0.02)));
	}

	onSent(): void {
		this.sentInWindow++;
	}

	/** Records a 429 that asked for `waitMs`; returns how long to wait before retrying. */
	onRateLimited(waitMs: number): number {
		const end = this.now() + waitMs;
		if (this.lastRateLimitedEnd !== undefined && end > this.lastRateLimitedEnd) {
			const observed = end - this.lastRateLimitedEnd;
			this.windowMs = this.windowMs === undefined ? observed : Math.min(this.windowMs, observed);
		}
		this.lastRateLimitedEnd = end;
		const accepted = this.sentInWindow - 1;
		if (accepted > 0) this.limit = this.limit === undefined ? accepted : Math.min(this.limit, accepted);
		this.windowEnd = end;
		this.sentInWindow = 0;
		return waitMs;
	}
}
