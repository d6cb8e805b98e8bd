import { RateLimitPacer } from './rateLimitPacer';

/** Credentials remembered at once; the least recently used is forgotten first. */
const MAX_PACERS = 100;

/**
 * The servers count their limit per API key, not per execution: every execution of one
 * credential in this process (n8n's main process, or one queue-mode worker) shares one
 * pacer, so two workflows reading at once together stay within the limit.
 *
 * This map is the only mutable module state of the package, on purpose. It holds pacers
 * only, never a credential: entries are keyed by a SHA-256 digest, and a pacer decides
 * only when a request may leave, never what it carries.
 */
const pacers = new Map<string, RateLimitPacer>();

/** The pacer of a credential (by `credentialKey` of transport.ts), created on first use. */
export function sharedPacer(key: string): RateLimitPacer {
	let pacer = pacers.get(key);
	if (pacer) {
		pacers.delete(key);
	} else {
		pacer = new RateLimitPacer();
		while (pacers.size >= MAX_PACERS) pacers.delete(pacers.keys().next().value as string);
	}
	// Re-inserting keeps the map in least-recently-used order.
	pacers.set(key, pacer);
	return pacer;
}
