/**
 * Learns a fixed-window rate limit from the 429 answers it provokes, then spaces
 * requests so later windows are used fully without provoking more of them.
 *
 * The first 429 tells how many requests a window admits (the answers accepted in it)
 * and when it ends: every request then waits for that end. The next 429 tells the
 * window's length. From then on at most `limit` requests go out per window. Requests
 * already in flight when a window fills cannot be called back, so concurrent callers
 * may see up to one 429 each while the pacer learns.
 *
 * One pacer serves every execution of a credential in a process (see pacerRegistry), for
 * as long as the process runs, so what it learned must stay true over hours: two 429s
 * tell the window's length only if requests went out without a pause between them (with
 * pauses, several windows may lie between them), a probe whose answer never came is given
 * up, and after a long idle time the pacer starts over.
 *
 * Other processes (queue-mode workers) using the same key have pacers of their own; the
 * only sign of them is a 429 in a window this pacer thought it had for itself. It then
 * lowers its limit (to what it had accepted, or by half), so the processes settle on
 * shares of the key's limit, and grows it back by one per clean window, never past the
 * most it ever had accepted in one window.
 */
/**
 * A gap between requests longer than this may hide a whole window (the API's windows are
 * 10 s and 60 s); a request, even over a slow link, is answered well within it.
 */
const PAUSE_MS = 2000;

/** A probe unanswered for this long is taken as lost, so another caller may probe. */
const PROBE_EXPIRY_MS = 5000;

/**
 * After this long without a request the pacer forgets what it learned: a limit learned
 * while other processes shared the key would otherwise slow a lone process for good.
 */
const IDLE_RESET_MS = 10 * 60 * 1000;

export class RateLimitPacer {
	private windowEnd: number | undefined;

	private windowMs: number | undefined;

	private limit: number | undefined;

	private lastRateLimitedEnd: number | undefined;

	private sentInWindow = 0;

	private acceptedInWindow = 0;

	/** The server said this window is used up. */
	private exhausted = false;

	/** Window length unknown and limit reached: one request probes for the next 429. */
	private probeInFlight = false;

	private probeTicket = -1;

	private tickets = 0;

	private probeSentAt = 0;

	private lastSentAt: number | undefined;

	/** The most requests the server accepted from this pacer in one window. */
	private ceiling = 0;

	/** Requests went out without a pause since the last 429's window ended. */
	private continuous = false;

	constructor(private readonly now: () => number = Date.now) {}

	/** Milliseconds to wait before the next request may be sent (call again after waiting). */
	delayBeforeSend(): number {
		const time = this.now();
		if (this.lastSentAt !== undefined && time - this.lastSentAt > IDLE_RESET_MS) this.forget();
		if (this.windowEnd !== undefined && time >= this.windowEnd) {
			// A server window may start at its first request rather than on a clock
			// boundary: counting from now is right for both kinds, at worst a little slow.
			this.windowEnd = this.windowMs === undefined ? undefined : time + this.windowMs;
			this.ceiling = Math.max(this.ceiling, this.acceptedInWindow);
			// A limit lowered while another process used the key grows back, one request per
			// clean window, up to the most this pacer ever had accepted in one window.
			if (!this.exhausted && this.limit !== undefined && this.sentInWindow >= this.limit && this.limit < this.ceiling) this.limit++;
			this.sentInWindow = 0;
			this.acceptedInWindow = 0;
			this.exhausted = false;
		}
		if (this.windowEnd !== undefined) {
			const full = this.exhausted || (this.limit !== undefined && this.sentInWindow >= this.limit);
			return full ? this.windowEnd - time + this.margin() : 0;
		}
		if (this.limit !== undefined && this.sentInWindow >= this.limit) {
			// A probe that failed without an answer (a lost connection) reports neither way.
			if (this.probeInFlight && time - this.probeSentAt < PROBE_EXPIRY_MS) return this.margin();
			this.probeInFlight = true;
			this.probeTicket = this.tickets;
			this.probeSentAt = time;
		}
		return 0;
	}

	/** Counts a request as sent; returns its ticket for the answer callbacks. */
	onSent(): number {
		const time = this.now();
		if (this.lastRateLimitedEnd !== undefined) {
			const previous = Math.max(this.lastRateLimitedEnd, this.lastSentAt ?? -Infinity);
			if (time - previous > PAUSE_MS) this.continuous = false;
		}
		this.lastSentAt = time;
		this.sentInWindow++;
		return this.tickets++;
	}

	/** Any answer that is not a 429. */
	onAccepted(ticket: number): void {
		this.acceptedInWindow++;
		if (ticket === this.probeTicket) this.probeInFlight = false;
	}

	/** Records a 429 that asked for `waitMs`; returns how long to wait before retrying. */
	onRateLimited(waitMs: number, ticket: number): number {
		if (ticket === this.probeTicket) this.probeInFlight = false;
		const end = this.now() + waitMs;
		const sameWindow = this.windowEnd !== undefined && this.exhausted && end <= this.windowEnd + this.margin();
		if (!sameWindow) {
			if (this.continuous && this.lastRateLimitedEnd !== undefined && end - this.lastRateLimitedEnd > this.margin()) {
				const observed = end - this.lastRateLimitedEnd;
				this.windowMs = this.windowMs === undefined ? observed : Math.min(this.windowMs, observed);
			}
			if (this.acceptedInWindow > 0) {
				this.limit = this.limit === undefined ? this.acceptedInWindow : Math.min(this.limit, this.acceptedInWindow);
			} else if (this.limit !== undefined) {
				// Refused within a limit that held before: another process uses the same key.
				this.limit = Math.max(1, Math.floor(this.limit / 2));
			}
			this.lastRateLimitedEnd = end;
			this.continuous = true;
			this.windowEnd = end;
			this.sentInWindow = 0;
			this.acceptedInWindow = 0;
		}
		this.exhausted = true;
		return waitMs;
	}

	private forget(): void {
		this.windowEnd = undefined;
		this.windowMs = undefined;
		this.limit = undefined;
		this.ceiling = 0;
		this.lastRateLimitedEnd = undefined;
		this.sentInWindow = 0;
		this.acceptedInWindow = 0;
		this.exhausted = false;
		this.probeInFlight = false;
		this.continuous = false;
	}

	/** Slack after a window's end, so clocks and rounding do not provoke a 429. */
	private margin(): number {
		return Math.min(250, Math.max(10, Math.round((this.windowMs ?? 1000) * 0.02)));
	}
}
