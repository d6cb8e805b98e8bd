import type { ICredentialDataDecryptedObject } from 'n8n-workflow';
import { trimmedBaseUrl } from './url';
import { RateLimitPacer } from './rateLimitPacer';
import { sha256Hex } from './sha256';
import type { Deployment } from '../api/types';

/** Credentials remembered at once; the least recently used is forgotten first. */
export const MAX_PACERS = 100;

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

/**
 * Identifies the API key a credential sends: the deployment, the base URL and the key
 * (the cloud's key id is public, the self-hosted API key is the secret itself), digested
 * so the map never holds a readable secret.
 */
export function credentialKey(
	deployment: Deployment,
	credentials: ICredentialDataDecryptedObject,
): string {
	const baseUrl = trimmedBaseUrl(String(credentials.baseUrl ?? ''));
	const key =
		deployment === 'cloud' ? String(credentials.keyId ?? '') : String(credentials.apiKey ?? '');
	return sha256Hex(JSON.stringify([deployment, baseUrl, key]));
}

/** The pacer of this credential, created on first use. */
export function sharedPacer(
	deployment: Deployment,
	credentials: ICredentialDataDecryptedObject,
): RateLimitPacer {
	const key = credentialKey(deployment, credentials);
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

/** How many pacers the registry holds (for tests and diagnostics). */
export function pacerCount(): number {
	return pacers.size;
}
