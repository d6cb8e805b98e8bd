import { sharedPacer } from '../../nodes/shared/http/rateLimitPacers';
import { credentialKey } from '../../nodes/shared/http/transport';
import { sha256Hex } from '../../nodes/shared/http/sha256';

const cloud = (baseUrl: string, keyId: string, keySecret = 'secret-of-' + keyId) => ({
	baseUrl,
	keyId,
	keySecret,
});
const selfHosted = (baseUrl: string, apiKey: string) => ({ baseUrl, apiKey });

/** The pacer of a credential, as the transport asks for it. */
const pacerOf = (deployment: 'cloud' | 'selfHosted', credentials: Record<string, string>) =>
	sharedPacer(credentialKey(deployment, credentials));

describe('sha256Hex', () => {
	// Known digests: the FIPS 180-2 examples (one block, two blocks, a million "a") and a
	// multi-byte UTF-8 text, whose digest was computed apart from Node (Python's hashlib).
	it.each([
		['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
		['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
		[
			'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
			'248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
		],
		['a'.repeat(1000000), 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0'],
		['clé ünïcødé 鍵 🔑', '5568b637170a32adaa49aeb6bf766dcd8b622ebdbb2fdacec5c3cd6f8d9b5f59'],
	])('digests %#: the known SHA-256 of the text', (text, digest) => {
		expect(sha256Hex(text)).toBe(digest);
	});
});

describe('credentialKey', () => {
	it('is the same for the same key, whatever the secret and a trailing slash', () => {
		expect(credentialKey('cloud', cloud('http://127.0.0.1:1/', 'key-a', 'one'))).toBe(
			credentialKey('cloud', cloud('http://127.0.0.1:1', 'key-a', 'two')),
		);
		expect(credentialKey('selfHosted', selfHosted('http://127.0.0.1:1', 'k1'))).toBe(
			credentialKey('selfHosted', selfHosted('http://127.0.0.1:1/', 'k1')),
		);
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
		const apiKey = 'dummy-sh-api-key-0123456789';
		const secret = 'dummy-cloud-key-secret-0123456789';
		const keys = [
			credentialKey('selfHosted', selfHosted('http://127.0.0.1:1', apiKey)),
			credentialKey('cloud', cloud('http://127.0.0.1:1', 'key-a', secret)),
		];
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
		const a = pacerOf('cloud', cloud(base, 'key-a'));
		expect(pacerOf('cloud', cloud(base + '/', 'key-a'))).toBe(a);
		expect(pacerOf('cloud', cloud(base, 'key-b'))).not.toBe(a);
		expect(pacerOf('cloud', cloud('http://127.0.0.1:10002', 'key-a'))).not.toBe(a);
		const sh = pacerOf('selfHosted', selfHosted(base, 'key-a'));
		expect(sh).not.toBe(a);
		expect(pacerOf('selfHosted', selfHosted(base, 'key-a'))).toBe(sh);
		expect(pacerOf('selfHosted', selfHosted(base, 'key-c'))).not.toBe(sh);
	});

	it('keeps at most 100 pacers, forgetting the least recently used', () => {
		const base = 'http://127.0.0.1:10003';
		const LIMIT = 100;
		const kept = pacerOf('selfHosted', selfHosted(base, 'kept'));
		const dropped = pacerOf('selfHosted', selfHosted(base, 'dropped'));
		for (let i = 0; i < LIMIT * 2; i++) {
			pacerOf('selfHosted', selfHosted(base, `filler-${i}`));
			// Used all along, so never the least recently used.
			expect(pacerOf('selfHosted', selfHosted(base, 'kept'))).toBe(kept);
		}
		expect(pacerOf('selfHosted', selfHosted(base, 'kept'))).toBe(kept);
		expect(pacerOf('selfHosted', selfHosted(base, 'dropped'))).not.toBe(dropped);
		// Exactly LIMIT are remembered: after LIMIT new credentials, each of them still has its
		// pacer (asking again creates none, so forgets none), and the one made just before them
		// is forgotten.
		const before = pacerOf('selfHosted', selfHosted(base, 'before'));
		const last = Array.from({ length: LIMIT }, (_, i) =>
			pacerOf('selfHosted', selfHosted(base, `last-${i}`)),
		);
		last.forEach((pacer, i) =>
			expect(pacerOf('selfHosted', selfHosted(base, `last-${i}`))).toBe(pacer),
		);
		expect(pacerOf('selfHosted', selfHosted(base, 'before'))).not.toBe(before);
		// ... which forgot the least recently used of the last ones, the first asked again.
		expect(pacerOf('selfHosted', selfHosted(base, 'last-0'))).not.toBe(last[0]);
		expect(pacerOf('selfHosted', selfHosted(base, `last-${LIMIT - 1}`))).toBe(last[LIMIT - 1]);
	});
});
