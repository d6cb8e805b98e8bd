import { createHash } from 'crypto';
import { credentialKey, MAX_PACERS, pacerCount, sharedPacer } from '../../nodes/shared/pacerRegistry';
import { sha256Hex } from '../../nodes/shared/sha256';

const cloud = (baseUrl: string, keyId: string, keySecret = 'secret-of-' + keyId) => ({ baseUrl, keyId, keySecret });
const selfHosted = (baseUrl: string, apiKey: string) => ({ baseUrl, apiKey });

describe('sha256Hex', () => {
	it.each([
		'',
		'abc',
		'emu-self-hosted-api-key',
		'x'.repeat(55),
		'x'.repeat(56),
		'y'.repeat(64),
		'z'.repeat(1000),
		'clé ünïcødé 鍵 🔑',
	])('agrees with node:crypto for %j', (text) => {
		expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
	});
});

describe('credentialKey', () => {
	it('is the same for the same key, whatever the secret and a trailing slash', () => {
		expect(credentialKey('cloud', cloud('http://127.0.0.1:1/', 'key-a', 'one'))).toBe(credentialKey('cloud', cloud('http://127.0.0.1:1', 'key-a', 'two')));
		expect(credentialKey('selfHosted', selfHosted('http://127.0.0.1:1', 'k1'))).toBe(credentialKey('selfHosted', selfHosted('http://127.0.0.1:1/', 'k1')));
	});

	it('differs by deployment, base URL, key id and API key', () => {
		const keys = new Set([
			credentialKey('cloud', cloud('http://127.0.0.1:1', 'key-a')),
			credentialKey('cloud', cloud('http://127.0.0.1:1', 'key-b')),
			credentialKey('cloud', cloud('http://127.0.0.1:2', 'key-a')),
			credentialKey('selfHosted', selfHosted('http://127.0.0.1:1', 'key-a')),
			credentialKey('selfHosted', selfHosted('http://127.0.0.1:1', 'key-b')),
			credentialKey('selfHosted', selfHosted('http://127.0.0.1:2', 'key-a')),
		]);
		expect(keys.size).toBe(6);
	});

	it('never holds a secret in readable form', () => {
		const apiKey = 'sh-api-key-0123456789';
		const secret = 'cloud-key-secret-0123456789';
		const keys = [credentialKey('selfHosted', selfHosted('http://127.0.0.1:1', apiKey)), credentialKey('cloud', cloud('http://127.0.0.1:1', 'key-a', secret))];
		for (const key of keys) {
			expect(key).toMatch(/^[0-9a-f]{64}$/);
			expect(key).not.toContain(apiKey);
			expect(key).not.toContain(secret);
		}
	});
});

describe('sharedPacer', () => {
	it('gives every client of one credential the same pacer, and other credentials their own', () => {
		const base = 'http://127.0.0.1:10001';
		const a = sharedPacer('cloud', cloud(base, 'key-a'));
		expect(sharedPacer('cloud', cloud(base + '/', 'key-a'))).toBe(a);
		expect(sharedPacer('cloud', cloud(base, 'key-b'))).not.toBe(a);
		expect(sharedPacer('cloud', cloud('http://127.0.0.1:10002', 'key-a'))).not.toBe(a);
		const sh = sharedPacer('selfHosted', selfHosted(base, 'key-a'));
		expect(sh).not.toBe(a);
		expect(sharedPacer('selfHosted', selfHosted(base, 'key-a'))).toBe(sh);
		expect(sharedPacer('selfHosted', selfHosted(base, 'key-c'))).not.toBe(sh);
	});

	it(`keeps at most ${MAX_PACERS} pacers, forgetting the least recently used`, () => {
		const base = 'http://127.0.0.1:10003';
		const kept = sharedPacer('selfHosted', selfHosted(base, 'kept'));
		const dropped = sharedPacer('selfHosted', selfHosted(base, 'dropped'));
		for (let i = 0; i < MAX_PACERS * 2; i++) {
			sharedPacer('selfHosted', selfHosted(base, `filler-${i}`));
			// Used all along, so never the least recently used.
			expect(sharedPacer('selfHosted', selfHosted(base, 'kept'))).toBe(kept);
			expect(pacerCount()).toBeLessThanOrEqual(MAX_PACERS);
		}
		expect(pacerCount()).toBe(MAX_PACERS);
		expect(sharedPacer('selfHosted', selfHosted(base, 'kept'))).toBe(kept);
		expect(sharedPacer('selfHosted', selfHosted(base, 'dropped'))).not.toBe(dropped);
	});
});
