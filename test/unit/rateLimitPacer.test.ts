import { RateLimitPacer } from '../../nodes/shared/http/rateLimitPacer';

/**
 * A fixed-window server (the window starts at the first request after the last one
 * ended, as the emulator's) and callers that each send their requests one after the
 * other through the pacer, on a simulated clock.
 */
function simulation({
	limit = 10,
	windowMs = 1000,
	latencyMs = 5,
	strays = new Set<number>(),
} = {}) {
	let now = 0;
	let windowStart = -Infinity;
	let used = 0;
	const log: Array<{ time: number; caller: string; status: number }> = [];
	type Event = { time: number; run: () => void };
	const events: Event[] = [];
	const at = (time: number, run: () => void) => {
		events.push({ time, run });
		events.sort((a, b) => a.time - b.time);
	};

	/** A caller with `count` requests, starting at `start`, sharing `pacer`. */
	function caller(name: string, pacer: RateLimitPacer, count: number, start = now) {
		let left = count;
		const attempt = () => {
			if (left === 0) return;
			const pause = pacer.delayBeforeSend();
			if (pause > 0) return at(now + pause, attempt);
			const ticket = pacer.onSent();
			if (now >= windowStart + windowMs) {
				windowStart = now;
				used = 0;
			}
			used++;
			// A stray 429 (a proxy, a fault) asks for 50 ms whatever the window.
			const stray = strays.has(log.length);
			const accepted = used <= limit && !stray;
			const resetMs = stray ? 50 : windowStart + windowMs - now;
			log.push({ time: now, caller: name, status: accepted ? 200 : 429 });
			at(now + latencyMs, () => {
				if (accepted) {
					pacer.onAccepted(ticket);
					left--;
					attempt();
				} else {
					at(now + pacer.onRateLimited(Math.max(0, resetMs - latencyMs), ticket), attempt);
				}
			});
		};
		at(start, attempt);
	}

	function run() {
		while (events.length) {
			const event = events.shift() as Event;
			now = event.time;
			event.run();
		}
		return { log, rejected: log.filter((entry) => entry.status === 429).length, elapsed: now };
	}

	return { caller, run, clock: () => now, advance: (ms: number) => (now += ms) };
}

describe('RateLimitPacer shared by several executions', () => {
	it('two interleaved callers on one pacer together stay within the limit after learning it', () => {
		const sim = simulation();
		const pacer = new RateLimitPacer(sim.clock);
		sim.caller('a', pacer, 50);
		sim.caller('b', pacer, 50);
		const { rejected, elapsed } = sim.run();
		// Learning: one 429 per caller in flight when the first window fills, one for the
		// window; one more when the lesson is checked four windows later.
		expect(rejected).toBeLessThanOrEqual(4);
		// 100 requests at 10 per window: the first window is free, so 9 windows at best.
		expect(9000 / elapsed).toBeGreaterThan(0.85);
	});

	it('a caller that joins later reuses what the pacer learned and provokes no 429', () => {
		const sim = simulation();
		const pacer = new RateLimitPacer(sim.clock);
		sim.caller('first', pacer, 60);
		sim.caller('late', pacer, 30, 3500);
		const { log } = sim.run();
		expect(log.filter((entry) => entry.caller === 'late' && entry.status === 429)).toEqual([]);
	});

	it('two processes on one key (a pacer each) settle on shares of the limit: few 429s after the first windows', () => {
		const sim = simulation();
		for (const name of ['a', 'b']) {
			const pacer = new RateLimitPacer(sim.clock);
			for (let index = 0; index < 10; index++) sim.caller(`${name}${index}`, pacer, 6);
		}
		const { log, elapsed } = sim.run();
		expect(log.filter((entry) => entry.status === 200)).toHaveLength(120);
		// Each process learns blind (the requests in flight when a window fills); from the
		// fourth window on, the two limits together fit the server's, but for the checks of
		// each lesson (one request beyond the limit, four windows after it was learned).
		expect(
			log.filter((entry) => entry.status === 429 && entry.time >= 3000).length,
		).toBeLessThanOrEqual(4);
		// 120 requests at 10 per window take 12 windows at best (the first is free).
		expect(elapsed).toBeLessThan(14000);
	});

	it('a limit lowered while another process shared the key grows back once it is gone', () => {
		const sim = simulation();
		const lone = new RateLimitPacer(sim.clock);
		sim.caller('lone', lone, 200);
		sim.caller('other', new RateLimitPacer(sim.clock), 20, 3500);
		const { log } = sim.run();
		const window = (entry: { time: number }) => Math.floor(entry.time / 1000);
		const last = window(log[log.length - 1]);
		const full = [last - 3, last - 2, last - 1].map(
			(index) =>
				log.filter(
					(entry) => entry.caller === 'lone' && entry.status === 200 && window(entry) === index,
				).length,
		);
		expect(full).toEqual([10, 10, 10]);
	});

	it('unlearns what a stray 429 taught: a server without a limit gets the full pace back', () => {
		let now = 0;
		const pacer = new RateLimitPacer(() => now);
		// A server without a limit that answers two requests with a 429 (a proxy, a fault).
		const strays = new Set([30, 38]);
		let sent = 0;
		let done = 0;
		while (done < 400) {
			for (let pause = pacer.delayBeforeSend(); pause > 0; pause = pacer.delayBeforeSend())
				now += pause;
			const ticket = pacer.onSent();
			if (strays.has(sent++)) {
				now += pacer.onRateLimited(50, ticket);
				continue;
			}
			pacer.onAccepted(ticket);
			done++;
			now += 5;
		}
		// Unpaced: 400 x 5 ms = 2 s. The lesson (8 requests per 90 ms or so) would take 4.5 s,
		// and the limit doubles with each check it passes.
		expect(now).toBeLessThan(3000);
	});

	it('one stray 429 does not leave concurrent callers probing one at a time', () => {
		const sim = simulation({ limit: 100000, strays: new Set([15]) });
		const pacer = new RateLimitPacer(sim.clock);
		for (let index = 0; index < 10; index++) sim.caller(`c${index}`, pacer, 40);
		const { elapsed } = sim.run();
		// 10 callers side by side: 40 x 5 ms plus the 50 ms asked; one at a time: 2 s.
		expect(elapsed).toBeLessThan(600);
	});

	it('a pause between two 429s does not pass for a long window', () => {
		const sim = simulation();
		const pacer = new RateLimitPacer(sim.clock);
		// A burst learns the limit (one 429), then nothing for 30 s, then a long burst.
		sim.caller('burst', pacer, 15);
		sim.run();
		sim.advance(30000);
		const before = sim.clock();
		sim.caller('later', pacer, 100);
		const { log, elapsed } = sim.run();
		const later = log.filter((entry) => entry.time >= before);
		expect(later.filter((entry) => entry.status === 429).length).toBeLessThanOrEqual(3);
		// Read as one 30 s window, 100 requests would take minutes; at the real limit, about 10 s.
		expect(elapsed - before).toBeLessThan(11500);
	});

	it('gives up a probe whose answer never came, so the others are not held for good', () => {
		let now = 0;
		const pacer = new RateLimitPacer(() => now);
		for (let i = 0; i < 10; i++) pacer.onAccepted(pacer.onSent());
		now += pacer.onRateLimited(1000, pacer.onSent());
		// The window ended; 10 requests, then one probe for the next 429, which is lost.
		for (let i = 0; i < 10; i++) {
			expect(pacer.delayBeforeSend()).toBe(0);
			pacer.onAccepted(pacer.onSent());
		}
		expect(pacer.delayBeforeSend()).toBe(0);
		pacer.onSent();
		let waited = 0;
		for (let pause = pacer.delayBeforeSend(); pause > 0; pause = pacer.delayBeforeSend()) {
			now += pause;
			waited += pause;
			expect(waited).toBeLessThan(10000);
		}
		expect(waited).toBeGreaterThan(0);
	});

	it('forgets what it learned after a long idle time', () => {
		const sim = simulation();
		const pacer = new RateLimitPacer(sim.clock);
		sim.caller('learn', pacer, 40);
		sim.run();
		sim.advance(11 * 60 * 1000);
		// A fresh pacer lets a first burst go out at once (the server decides); one that still
		// believed in the old window would hold the 11th request back.
		const delays: number[] = [];
		for (let i = 0; i < 15; i++) {
			delays.push(pacer.delayBeforeSend());
			pacer.onAccepted(pacer.onSent());
		}
		expect(delays.every((delay) => delay === 0)).toBe(true);
	});
});
