import type { HttpMethod } from '../api/types';

export interface RetrySettings {
	/** Retries after a failure that may be retried (not counting waits for the rate limit). */
	maxRetries: number;
	/** First back-off, doubled on each retry. */
	baseDelayMs: number;
	/** Longest single back-off. */
	maxDelayMs: number;
	/** Longest wait the node accepts from a rate-limit answer before it gives up. */
	maxRateLimitWaitMs: number;
	/** How many rate-limit answers one request may receive before it gives up. */
	maxRateLimitRetries: number;
}

export const DEFAULT_RETRY: RetrySettings = {
	maxRetries: 3,
	baseDelayMs: 200,
	maxDelayMs: 4000,
	maxRateLimitWaitMs: 65000,
	maxRateLimitRetries: 30,
};

/** Methods that leave the server in the same state however often they are sent. */
function isIdempotent(method: HttpMethod): boolean {
	return method === 'GET' || method === 'PUT' || method === 'DELETE';
}

const RETRYABLE_STATUS = new Set([502, 503, 504]);

/** Connection failures where the request provably never reached the server. */
const NOT_SENT_CODES = new Set([
	'ECONNREFUSED',
	'ENOTFOUND',
	'EAI_AGAIN',
	'EHOSTUNREACH',
	'EADDRNOTAVAIL',
]);

export type Outcome = { kind: 'status'; status: number } | { kind: 'network'; code: string };

/** Whether a failed attempt may be sent again without risking a second action on the server. */
export function mayRetry(method: HttpMethod, outcome: Outcome): boolean {
	if (outcome.kind === 'status') {
		if (outcome.status === 429) return true; // the server refused before acting
		return RETRYABLE_STATUS.has(outcome.status) && isIdempotent(method);
	}
	if (NOT_SENT_CODES.has(outcome.code)) return true;
	return isIdempotent(method);
}

/** Capped exponential back-off with jitter (between half and the full step). */
export function backoffMs(
	retry: number,
	settings: RetrySettings,
	random: () => number = Math.random,
): number {
	const step = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** retry);
	return Math.round(step / 2 + (random() * step) / 2);
}

type HeaderBag = Record<string, unknown>;

function header(headers: HeaderBag, name: string): string | undefined {
	const value = headers[name] ?? headers[name.toLowerCase()];
	if (Array.isArray(value)) return value.length ? String(value[0]) : undefined;
	return value === undefined || value === null ? undefined : String(value);
}

function seconds(value: string | undefined, now: number): number | undefined {
	if (value === undefined || value.trim() === '') return undefined;
	const number = Number(value);
	if (Number.isFinite(number) && number >= 0) {
		// Some servers send an epoch timestamp instead of a delay.
		if (number > 1e9) return Math.max(0, number * 1000 - now);
		return number * 1000;
	}
	const date = Date.parse(value);
	return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * How long a 429 answer asks the client to wait, in ms. `X-RateLimit-Reset` and
 * `RateLimit-Reset` are more precise than `Retry-After` (whole seconds), so they win.
 */
export function rateLimitWaitMs(headers: HeaderBag, now: number = Date.now()): number | undefined {
	const precise =
		seconds(header(headers, 'x-ratelimit-reset'), now) ??
		seconds(header(headers, 'ratelimit-reset'), now);
	const waitMs = precise ?? seconds(header(headers, 'retry-after'), now);
	return waitMs === undefined ? undefined : Math.ceil(waitMs);
}
