/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test code runs under jest, never in n8n Cloud: it needs Node globals */
import {
	DOCUMENTED_LIMITS,
	RateLimitFirstWindow,
} from '../../nodes/shared/http/rateLimitFirstWindow';

const flush = () => new Promise((resolve) => setImmediate(resolve));

/** Starts a send; `ticket` is set once the gate lets it go. */
function send(gate: RateLimitFirstWindow) {
	const started: { ticket?: number } = {};
	void gate.beforeSend().then((ticket) => {
		started.ticket = ticket;
	});
	return started;
}

async function sendAll(gate: RateLimitFirstWindow, count: number) {
	const sends = Array.from({ length: count }, () => send(gate));
	await flush();
	return sends;
}

const gone = (sends: Array<{ ticket?: number }>) =>
	sends.filter((entry) => entry.ticket !== undefined).length;

describe('RateLimitFirstWindow', () => {
	it('knows the documented limits', () => {
		expect(DOCUMENTED_LIMITS).toEqual({
			cloud: { limit: 10, windowMs: 10000 },
			selfHosted: { limit: 100, windowMs: 60000 },
		});
	});

	it('lets the limit plus one go at once, then opens for good when more than the limit were accepted', async () => {
		const gate = new RateLimitFirstWindow(3, 60000, () => 0);
		const sends = await sendAll(gate, 6);
		expect(gone(sends)).toBe(4);
		for (const entry of sends.slice(0, 3)) gate.onAnswered(entry.ticket!, true);
		await flush();
		expect(gone(sends)).toBe(4); // three accepted prove nothing beyond the limit
		gate.onAnswered(sends[3].ticket!, true);
		await flush();
		expect(gone(sends)).toBe(6);
		expect(gone(await sendAll(gate, 50))).toBe(50);
	});

	it('after a 429 holds new requests until those in flight are answered, then leaves the pacing to the pacer', async () => {
		const gate = new RateLimitFirstWindow(3, 60000, () => 0);
		const sends = await sendAll(gate, 6);
		gate.onAnswered(sends[0].ticket!, true);
		gate.onAnswered(sends[3].ticket!, false);
		let told: { until: number; release: () => void } | undefined;
		void gate.onRefused(5000).then((value) => {
			told = value;
		});
		gate.onAnswered(sends[1].ticket!, true);
		await flush();
		expect(told).toBeUndefined(); // one more still in flight: the pacer would count too few accepted
		gate.onAnswered(sends[2].ticket!, true);
		await flush();
		expect(told?.until).toBe(5000);
		expect(gone(sends)).toBe(4); // still held until the pacer was told
		told!.release();
		told!.release();
		await flush();
		expect(gone(sends)).toBe(6);
	});

	it('gives every 429 of one window the latest end any of them announced', async () => {
		const gate = new RateLimitFirstWindow(1, 60000, () => 0);
		const sends = await sendAll(gate, 2);
		gate.onAnswered(sends[0].ticket!, false);
		const first = gate.onRefused(1000);
		gate.onAnswered(sends[1].ticket!, false);
		const second = gate.onRefused(1040);
		const [a, b] = await Promise.all([first, second]);
		expect([a.until, b.until]).toEqual([1040, 1040]);
		a.release();
		const held = await sendAll(gate, 1);
		expect(gone(held)).toBe(0); // the second 429 is not handled yet
		b.release();
		await flush();
		expect(gone(held)).toBe(1);
	});

	it('never deadlocks when the answers were failures without a status', async () => {
		const gate = new RateLimitFirstWindow(2, 60000, () => 0);
		const sends = await sendAll(gate, 5);
		expect(gone(sends)).toBe(3);
		for (const entry of sends.slice(0, 3)) gate.onAnswered(entry.ticket!, false);
		await flush();
		expect(gone(sends)).toBe(4); // nothing in flight, nothing decided: one more goes
	});

	it('starts counting again once a documented window has passed', async () => {
		let now = 0;
		const gate = new RateLimitFirstWindow(2, 1000, () => now);
		const sends = await sendAll(gate, 3);
		const held = await sendAll(gate, 4);
		gate.onAnswered(sends[0].ticket!, true);
		gate.onAnswered(sends[1].ticket!, false);
		await flush();
		expect(gone(held)).toBe(0);
		now = 1000;
		gate.onAnswered(sends[2].ticket!, false);
		await flush();
		expect(gone(held)).toBe(3); // a new window: the limit plus one again, not a single probe
	});

	it('lets waiters see a new window even while a request hangs', async () => {
		let now = 0;
		const gate = new RateLimitFirstWindow(1, 1000, () => now);
		const sends = await sendAll(gate, 3);
		const held = await sendAll(gate, 2);
		now = 1000;
		expect(gone(sends) + gone(held)).toBe(2);
		gate.onAnswered(sends[0].ticket!, false); // sends[1] still in flight
		await flush();
		expect(gone(sends) + gone(held)).toBe(4); // the new window's limit plus one
	});

	it('passes everything through once open or paced', async () => {
		const gate = new RateLimitFirstWindow(1, 60000, () => 0);
		const sends = await sendAll(gate, 2);
		for (const entry of sends) gate.onAnswered(entry.ticket!, true);
		const after = await sendAll(gate, 20);
		expect(gone(after)).toBe(20);
		const refused = await gate.onRefused(99);
		expect(refused.until).toBe(99);
	});
});
