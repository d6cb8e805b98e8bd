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
 * One pacer serves every execution of a credential in a process (see rateLimitPacers), for
 * as long as the process runs, so what it learned must stay true over hours: two 429s
 * tell the window's length only if requests went out without a pause between them (with
 * pauses, several windows may lie between them), a probe whose answer never came is given
 * up, and after a long idle time the pacer starts over.
 *
 * A lesson can be wrong: a stray 429 (a proxy, a fault) teaches a limit the server does
 * not have, and other processes (queue-mode workers) using the same key, with pacers of
 * their own, make this one's share look like the limit. So a lesson is checked now and
 * then: one window in a while admits one request more than the limit (after 4, 8, 16,
 * then every 32 windows). Refused, the lesson stands and the checks grow rarer; accepted, the
 * limit doubles and the next window checks again. With the window unknown, twice the
 * limit accepted without a 429 ends the lesson. A 429 in a window the pacer thought it had
 * for itself lowers its limit (to what it had accepted, or by half): processes sharing a
 * key settle on shares of its limit.
 */
/**
 * A gap between requests longer than this may hide a whole window (the API's windows are
 * 10 s and 60 s); a request, even over a slow link, is answered well within it.
 */
const PAUSE_MS = 2000;

/** A probe unanswered for this long is taken as lost, so another caller may probe. */
const PROBE_EXPIRY_MS = 5000;

/** Windows between learning and the first check of what was learned, and the most between two checks. */
const FIRST_CHECK_INTERVAL = 4;
const MAX_CHECK_INTERVAL = 32;

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

	/** Windows between two checks of the learned limit, and windows since the last one. */
	private checkInterval = FIRST_CHECK_INTERVAL;

	private windowsSinceCheck = 0;

	/** This window admits one request beyond the limit, to check it. */
	private checking = false;

	private checkTicket = -1;

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
			this.windowsSinceCheck++;
			this.checking = this.windowEnd !== undefined && this.windowsSinceCheck >= this.checkInterval;
			this.sentInWindow = 0;
			this.acceptedInWindow = 0;
			this.exhausted = false;
		}
		if (this.windowEnd !== undefined) {
			const allowed = this.limit === undefined ? Infinity : this.limit + (this.checking ? 1 : 0);
			if (this.exhausted || this.sentInWindow >= allowed)
				return this.windowEnd - time + this.margin();
			if (this.checking && this.sentInWindow === allowed - 1) this.checkTicket = this.tickets;
			return 0;
		}
		if (
			this.limit !== undefined &&
			this.sentInWindow >= 2 * this.limit &&
			this.acceptedInWindow >= 2 * this.limit
		) {
			// Twice the limit accepted since the window ended, and no 429: the lesson was wrong.
			this.forget();
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
		if (ticket === this.checkTicket && this.limit !== undefined) {
			// The server took more than the limit: it was too low (a stray 429, or a share of
			// a key another process no longer uses).
			this.limit *= 2;
			this.checkInterval = 1;
			this.windowsSinceCheck = 0;
		}
	}

	/** Records a 429 that asked for `waitMs`; returns how long to wait before retrying. */
	onRateLimited(waitMs: number, ticket: number): number {
		if (ticket === this.probeTicket) this.probeInFlight = false;
		if (ticket === this.checkTicket)
			this.checkInterval = Math.min(MAX_CHECK_INTERVAL, this.checkInterval * 2);
		const end = this.now() + waitMs;
		const sameWindow =
			this.windowEnd !== undefined && this.exhausted && end <= this.windowEnd + this.margin();
		if (!sameWindow) {
			const before = this.limit;
			if (
				this.continuous &&
				this.lastRateLimitedEnd !== undefined &&
				end - this.lastRateLimitedEnd > this.margin()
			) {
				const observed = end - this.lastRateLimitedEnd;
				this.windowMs = this.windowMs === undefined ? observed : Math.min(this.windowMs, observed);
			}
			if (this.acceptedInWindow > 0) {
				this.limit =
					this.limit === undefined
						? this.acceptedInWindow
						: Math.min(this.limit, this.acceptedInWindow);
			} else if (this.limit !== undefined) {
				// Refused within a limit that held before: another process uses the same key.
				this.limit = Math.max(1, Math.floor(this.limit / 2));
			}
			// A lowered limit may be a passing share: check it soon again.
			if (before !== undefined && this.limit !== undefined && this.limit < before)
				this.checkInterval = FIRST_CHECK_INTERVAL;
			this.lastRateLimitedEnd = end;
			this.continuous = true;
			this.windowsSinceCheck = 0;
			this.checking = false;
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
		this.checkInterval = FIRST_CHECK_INTERVAL;
		this.windowsSinceCheck = 0;
		this.checking = false;
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
