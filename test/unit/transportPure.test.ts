import { unwrapSuccess } from '../../nodes/shared/http/envelope';
import { describeHttpFailure, serverText } from '../../nodes/shared/http/httpFailure';
import { isLastPage } from '../../nodes/shared/http/pagination';
import { RateLimitPacer } from '../../nodes/shared/http/rateLimitPacer';
import {
	backoffMs,
	DEFAULT_RETRY,
	mayRetry,
	rateLimitWaitMs,
} from '../../nodes/shared/http/retryPolicy';
import { buildUrl } from '../../nodes/shared/http/url';

describe('buildUrl', () => {
	it.each([
		[
			'https://api.example.com',
			'cloud',
			'/organizations',
			'https://api.example.com/v1/organizations',
		],
		[
			'https://api.example.com/',
			'cloud',
			'/organizations',
			'https://api.example.com/v1/organizations',
		],
		[
			'https://api.example.com//',
			'cloud',
			'organizations',
			'https://api.example.com/v1/organizations',
		],
		['http://localhost:8000/', 'selfHosted', '/alerts', 'http://localhost:8000/api/v2/alerts'],
		['http://localhost:8000', 'selfHosted', '', 'http://localhost:8000/api/v2'],
	] as const)('%s + %s + %s', (base, deployment, path, expected) => {
		expect(buildUrl(base, deployment, path)).toBe(expected);
	});
});

describe('unwrapSuccess', () => {
	it('takes result from the cloud envelope', () => {
		expect(unwrapSuccess('cloud', 'GET', { status: 200, requestId: 'r', result: [1] })).toEqual({
			ok: true,
			data: [1],
			requestId: 'r',
		});
	});
	it('accepts a cloud DELETE without result', () => {
		expect(unwrapSuccess('cloud', 'DELETE', { status: 200, requestId: 'r' })).toMatchObject({
			ok: true,
			data: undefined,
		});
	});
	it('rejects a cloud GET without result', () => {
		expect(unwrapSuccess('cloud', 'GET', { status: 200 }).ok).toBe(false);
	});
	it('takes data and meta from self-hosted bodies', () => {
		expect(unwrapSuccess('selfHosted', 'GET', { data: [1], meta: { total: 1 } })).toEqual({
			ok: true,
			data: [1],
			meta: { total: 1 },
		});
	});
	it('accepts {} and text OK for self-hosted DELETE', () => {
		expect(unwrapSuccess('selfHosted', 'DELETE', {}).ok).toBe(true);
		expect(unwrapSuccess('selfHosted', 'DELETE', 'OK').ok).toBe(true);
	});
	it('rejects text and empty bodies where JSON is expected', () => {
		expect(unwrapSuccess('selfHosted', 'GET', '<html>')).toMatchObject({ ok: false });
		expect(unwrapSuccess('cloud', 'POST', '')).toMatchObject({
			ok: false,
			reason: expect.stringContaining('empty'),
		});
	});
});

describe('describeHttpFailure', () => {
	it('puts the status and the cloud error text in the message and the request id in the description', () => {
		const failure = describeHttpFailure(
			424,
			{ status: 424, error: 'FAILED_DEPENDENCY: service idle', requestId: 'abc' },
			'abc',
		);
		expect(failure.message).toBe('HTTP 424: FAILED_DEPENDENCY: service idle');
		expect(failure.description).toContain('abc');
	});
	it('reads {message}, {error} and text bodies', () => {
		expect(serverText({ message: 'Alert not found' })).toBe('Alert not found');
		expect(serverText({ error: 'bad series' })).toBe('bad series');
		expect(serverText('Unauthorized')).toBe('Unauthorized');
	});
	it('strips HTML and clips long bodies', () => {
		expect(serverText('<html><body><h1>502 Bad Gateway</h1></body></html>')).toBe(
			'502 Bad Gateway',
		);
		expect(serverText('x'.repeat(1000)).length).toBeLessThanOrEqual(300);
	});
	it('says when the body is empty', () => {
		expect(describeHttpFailure(500, '').message).toBe('HTTP 500 with an empty response body');
	});
});

describe('retry policy', () => {
	it('retries idempotent methods on 502/503/504 and resets, never POST or PATCH after the server may have acted', () => {
		for (const status of [502, 503, 504]) {
			expect(mayRetry('GET', { kind: 'status', status })).toBe(true);
			expect(mayRetry('PUT', { kind: 'status', status })).toBe(true);
			expect(mayRetry('DELETE', { kind: 'status', status })).toBe(true);
			expect(mayRetry('POST', { kind: 'status', status })).toBe(false);
			expect(mayRetry('PATCH', { kind: 'status', status })).toBe(false);
		}
		expect(mayRetry('GET', { kind: 'status', status: 500 })).toBe(false);
		expect(mayRetry('GET', { kind: 'network', code: 'ECONNRESET' })).toBe(true);
		expect(mayRetry('POST', { kind: 'network', code: 'ECONNRESET' })).toBe(false);
		expect(mayRetry('POST', { kind: 'network', code: 'ECONNABORTED' })).toBe(false);
		expect(mayRetry('POST', { kind: 'network', code: 'ECONNREFUSED' })).toBe(true);
		expect(mayRetry('POST', { kind: 'status', status: 429 })).toBe(true);
	});
	it('backs off exponentially with jitter and a cap', () => {
		expect(backoffMs(0, DEFAULT_RETRY, () => 0)).toBe(100);
		expect(backoffMs(0, DEFAULT_RETRY, () => 1)).toBe(200);
		expect(backoffMs(3, DEFAULT_RETRY, () => 1)).toBe(1600);
		expect(backoffMs(10, DEFAULT_RETRY, () => 1)).toBe(DEFAULT_RETRY.maxDelayMs);
	});
	it('reads the rate-limit headers, preferring the precise reset headers', () => {
		expect(rateLimitWaitMs({ 'retry-after': '3' })).toBe(3000);
		expect(rateLimitWaitMs({ 'retry-after': '1', 'x-ratelimit-reset': '0.25' })).toBe(250);
		expect(rateLimitWaitMs({ 'ratelimit-reset': '2' })).toBe(2000);
		expect(rateLimitWaitMs({ 'retry-after': new Date(10_000).toUTCString() }, 5_000)).toBe(5000);
		expect(rateLimitWaitMs({})).toBeUndefined();
	});
});

describe('isLastPage', () => {
	it('stops on a short page, a page longer than asked, a repeated page and the total', () => {
		expect(isLastPage([{ id: 1 }], 2, undefined)).toBe(true);
		expect(isLastPage([{ id: 1 }, { id: 2 }, { id: 3 }], 2, undefined)).toBe(true);
		expect(isLastPage([{ id: 1 }, { id: 2 }], 2, 1)).toBe(true);
		expect(isLastPage([{ id: 3 }, { id: 4 }], 2, 1, 4, 4)).toBe(true);
		expect(isLastPage([{ id: 3 }, { id: 4 }], 2, 1, 10, 4)).toBe(false);
	});
});

describe('RateLimitPacer', () => {
	/** Sends 100 requests through the pacer to a fixed-window server; returns 429s and elapsed time. */
	function simulate(windowStartsAtFirstRequest: boolean) {
		let now = 0;
		const pacer = new RateLimitPacer(() => now);
		const limit = 10;
		const windowMs = 1000;
		let windowStart = -1;
		let used = 0;
		let rejected = 0;
		let sent = 0;
		while (sent < 100) {
			for (let pause = pacer.delayBeforeSend(); pause > 0; pause = pacer.delayBeforeSend())
				now += pause;
			const ticket = pacer.onSent();
			if (windowStart < 0 || now >= windowStart + windowMs) {
				windowStart =
					windowStartsAtFirstRequest || windowStart < 0
						? now
						: windowStart + Math.floor((now - windowStart) / windowMs) * windowMs;
				used = 0;
			}
			used++;
			if (used > limit) {
				rejected++;
				now += pacer.onRateLimited(windowStart + windowMs - now, ticket);
				continue;
			}
			pacer.onAccepted(ticket);
			sent++;
			now += 1;
		}
		return { rejected, elapsed: now };
	}

	it.each([true, false])(
		'learns the limit and window from two 429s, then paces (window starts at first request: %s)',
		(startsAtFirst) => {
			const { rejected, elapsed } = simulate(startsAtFirst);
			// Two 429s to learn, one when the lesson is checked four windows later.
			expect(rejected).toBeLessThanOrEqual(3);
			// 100 requests at 10 per second: about 10 windows, at least 90 % of the limit.
			expect(elapsed).toBeLessThan(11000);
		},
	);
});

describe('maskSecrets and quoting', () => {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const { maskSecrets } = require('../../nodes/shared/http/httpFailure');
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const { describeType } = require('../../nodes/shared/base/helpers');
	it('masks the credential secrets and any Basic or Bearer value a server echoes', () => {
		const echoed =
			'HTTP 400: bad header Authorization: Basic ZW11LWtleS1pZDpzM2NyM3Q= (key s3cr3t-value, Bearer abcdefghijkl)';
		const masked = maskSecrets(echoed, ['s3cr3t-value']);
		expect(masked).toBe('HTTP 400: bad header Authorization: Basic *** (key ***, Bearer ***)');
	});
	it('never quotes the password of a URL', () => {
		expect(describeType('https://user:hunter22@registry.example.com')).toBe(
			'the text "https://***@registry.example.com"',
		);
	});
});
