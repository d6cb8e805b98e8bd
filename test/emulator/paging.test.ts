import {
	basic,
	call,
	cloud,
	type Emu,
	expectCloudError,
	expectCloudOk,
	type Json,
	OBS,
	ORG,
	SEED,
	startEmulator,
	UUID_RE,
} from './helpers';
const {
	generatedKeyId,
	generatedKeyCredential,
	cloudAlertId,
	cloudWebhookId,
	cloudSavedSearchId,
	// eslint-disable-next-line @typescript-eslint/no-require-imports
} = require('./index');

/** The seeded keys of SEED.org, oldest first (the admin key was created first). */
const SEEDED_KEYS = [
	SEED.keys.admin,
	SEED.keys.developer,
	SEED.keys.queryEndpoints,
	SEED.keys.disabled,
	SEED.keys.expired,
];

describe('emulator: paging of the cloud lists (the newer cloud document)', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator({
			seed: { cloudKeys: 260, alerts: 1050, cloudWebhooks: 1003, cloudSavedSearches: 1001 },
		});
	});
	afterAll(() => emu.close());
	beforeEach(() => {
		emu.configure({ olderCloud: false });
		emu.clearRequests();
	});

	/** Every page of the keys list, following nextCursor. */
	async function allKeyPages(limit?: number) {
		const pages: Json[] = [];
		let cursor: string | null | undefined;
		do {
			const q = new URLSearchParams();
			if (limit !== undefined) q.set('limit', String(limit));
			if (cursor) q.set('cursor', cursor);
			const r = await cloud(emu, 'GET', `${ORG}/keys${q.size ? `?${q}` : ''}`);
			expect(r.status).toBe(200);
			pages.push(r.json);
			cursor = r.json.nextCursor;
			if (pages.length > 50) throw new Error('the cursor does not end');
		} while (cursor);
		return pages;
	}

	describe('API keys by cursor', () => {
		it('pages 265 keys by 250, oldest first, with limit, totalCount and nextCursor (null on the last page)', async () => {
			const pages = await allKeyPages();
			expect(pages.map((p) => p.result.length)).toEqual([250, 15]);
			expect(pages.map((p) => [p.limit, p.totalCount])).toEqual([
				[250, 265],
				[250, 265],
			]);
			expect(pages[0].nextCursor).toEqual(expect.any(String));
			expect(pages[1].nextCursor).toBeNull();
			expect(Object.keys(pages[0])).toEqual([
				'status',
				'requestId',
				'result',
				'limit',
				'totalCount',
				'nextCursor',
			]);
			const ids = pages.flatMap((p) => p.result.map((k: Json) => k.id));
			expect(ids).toEqual([
				...SEEDED_KEYS,
				...Array.from({ length: 260 }, (_, i) => generatedKeyId(i)),
			]);
			const created = pages.flatMap((p) => p.result.map((k: Json) => k.createdAt));
			expect(created).toEqual([...created].sort());
			expect(emu.queriesOf('/keys')).toEqual([{}, { cursor: pages[0].nextCursor }]);
		});

		it('takes a smaller limit and the key list of the other organization apart', async () => {
			const pages = await allKeyPages(100);
			expect(pages.map((p) => p.result.length)).toEqual([100, 100, 65]);
			expect(new Set(pages.flatMap((p) => p.result.map((k: Json) => k.id))).size).toBe(265);
			expect(emu.queriesOf('/keys').map((q: Json) => q.limit)).toEqual(['100', '100', '100']);
			const other = await cloud(emu, 'GET', `/v1/organizations/${SEED.org2}/keys`, {
				auth: basic('emu-sandbox-key-id', 'emu-sandbox-key-secret'),
			});
			expect(other.json).toMatchObject({
				result: [{ id: SEED.keys.org2Admin }],
				limit: 250,
				totalCount: 1,
				nextCursor: null,
			});
		});

		it('a key removed between two pages hides no other (the cursor names the last key of the page)', async () => {
			try {
				const r1 = await cloud(emu, 'GET', `${ORG}/keys?limit=3`);
				expect(r1.json.result.map((k: Json) => k.id)).toEqual(SEEDED_KEYS.slice(0, 3));
				emu.store.keys.remove(SEED.keys.queryEndpoints);
				const r2 = await cloud(emu, 'GET', `${ORG}/keys?limit=3&cursor=${r1.json.nextCursor}`);
				expect(r2.json.result.map((k: Json) => k.id)).toEqual([
					SEED.keys.disabled,
					SEED.keys.expired,
					generatedKeyId(0),
				]);
				expect(r2.json.totalCount).toBe(264);
			} finally {
				emu.reset();
			}
		});

		it.each([
			['limit 0', 'limit=0', /limit.*between 1 and 250/],
			['limit 251', 'limit=251', /limit.*between 1 and 250/],
			['a limit that is no integer', 'limit=ten', /limit.*expected an integer/],
			[
				'a cursor the server never gave',
				'cursor=not-a-cursor!',
				/cursor.*is not a cursor this server gave/,
			],
			[
				'a cursor of base64 that is no cursor',
				`cursor=${Buffer.from('{"a":1}').toString('base64url')}`,
				/cursor/,
			],
		])('refuses %s with a 400 in the error envelope', async (_label, query, text) => {
			expectCloudError(await cloud(emu, 'GET', `${ORG}/keys?${query}`), 400, 'BAD_REQUEST', text);
		});
	});

	describe('alerts, webhooks and saved searches by offset', () => {
		const lists: Array<[string, string, (i: number) => string, number]> = [
			['alerts', `${OBS}/alerts`, cloudAlertId, 1050],
			['webhooks', `${OBS}/webhooks`, cloudWebhookId, 1003],
			['saved searches', `${OBS}/saved-searches`, cloudSavedSearchId, 1001],
		];
		it.each(lists)(
			'%s: 1000 by default, offset moves on, the last page is the first shorter than limit',
			async (_label, path, idOf, total) => {
				const first = expectCloudOk(await cloud(emu, 'GET', path));
				expect(first).toHaveLength(1000);
				const second = await cloud(emu, 'GET', `${path}?offset=1000`);
				expect(Object.keys(second.json)).toEqual(['status', 'requestId', 'result']);
				expect(second.json.result.map((r: Json) => r.id)).toEqual(
					Array.from({ length: total - 1000 }, (_, i) => idOf(1000 + i)),
				);
				expect(first.map((r: Json) => r.id)).toEqual(
					Array.from({ length: 1000 }, (_, i) => idOf(i)),
				);
				expect(
					expectCloudOk(await cloud(emu, 'GET', `${path}?limit=2&offset=5`)).map((r: Json) => r.id),
				).toEqual([idOf(5), idOf(6)]);
				expect(expectCloudOk(await cloud(emu, 'GET', `${path}?offset=${total}`))).toEqual([]);
				expect(emu.queriesOf(path)).toEqual([
					{},
					{ offset: '1000' },
					{ limit: '2', offset: '5' },
					{ offset: String(total) },
				]);
			},
		);
		it.each([
			['limit 0', 'limit=0', /limit.*between 1 and 1000/],
			['limit 1001', 'limit=1001', /limit.*between 1 and 1000/],
			['a negative offset', 'offset=-1', /offset.*>= 0/],
			['an offset that is no integer', 'offset=1.5', /offset.*expected an integer/],
		])('refuses %s with a 400 in the error envelope', async (_label, query, text) => {
			for (const [, path] of lists)
				expectCloudError(await cloud(emu, 'GET', `${path}?${query}`), 400, 'BAD_REQUEST', text);
		});
	});

	describe('an older cloud server (olderCloud)', () => {
		it('ignores limit, offset and cursor and answers whole lists in the plain envelope; modes() says so', async () => {
			emu.configure({ olderCloud: true });
			expect(emu.modes()).toMatchObject({ olderCloud: true });
			const keys = await cloud(emu, 'GET', `${ORG}/keys?limit=10&cursor=anything`);
			expect(Object.keys(keys.json)).toEqual(['status', 'requestId', 'result']);
			expect(keys.json.result).toHaveLength(265);
			expect(keys.json.result.slice(0, 5).map((k: Json) => k.id)).toEqual(SEEDED_KEYS);
			expect(
				expectCloudOk(await cloud(emu, 'GET', `${OBS}/alerts?limit=10&offset=1000`)),
			).toHaveLength(1050);
			expect(expectCloudOk(await cloud(emu, 'GET', `${OBS}/webhooks?limit=0`))).toHaveLength(1003);
			expect(
				expectCloudOk(await cloud(emu, 'GET', `${OBS}/saved-searches?offset=-3`)),
			).toHaveLength(1001);
			emu.configure({ olderCloud: false });
			expect(emu.modes()).toMatchObject({ olderCloud: false });
			expect(
				expectCloudOk(await cloud(emu, 'GET', `${OBS}/alerts?limit=10&offset=1000`)),
			).toHaveLength(10);
		});
		it('is a startEmulator option and a control call', async () => {
			const other = await startEmulator({ olderCloud: true });
			try {
				expect(other.modes().olderCloud).toBe(true);
				const r = await call(other, 'POST', '/__emulator/configure', {
					body: { olderCloud: false },
				});
				expect(r.json.options.olderCloud).toBe(false);
				await cloud(other, 'GET', `${ORG}/keys?limit=1`);
				const q = await call(other, 'GET', '/__emulator/queries?path=/keys');
				expect(q.json.queries).toEqual([{ limit: '1' }]);
				expect((await call(other, 'GET', '/__emulator/queries')).status).toBe(400);
			} finally {
				await other.close();
			}
		});
	});

	it('the seed defaults stay: 5 keys, 3 webhooks, 1 saved search; generated keys authenticate', async () => {
		const small = await startEmulator();
		try {
			const keys = await cloud(small, 'GET', `${ORG}/keys`);
			expect(keys.json).toMatchObject({ limit: 250, totalCount: 5, nextCursor: null });
			expect(keys.json.result.map((k: Json) => k.id)).toEqual(SEEDED_KEYS);
			expect(
				expectCloudOk(await cloud(small, 'GET', `${OBS}/webhooks`)).map((w: Json) => w.id),
			).toEqual(Object.values(SEED.cloudWebhooks));
			expect(
				expectCloudOk(await cloud(small, 'GET', `${OBS}/saved-searches`)).map((w: Json) => w.id),
			).toEqual([SEED.cloudSavedSearch]);
		} finally {
			await small.close();
		}
		const c = generatedKeyCredential(259);
		const mine = await cloud(emu, 'GET', `${ORG}/keys/${generatedKeyId(259)}`, {
			auth: basic(c.keyId, c.keySecret),
		});
		expect(expectCloudOk(mine)).toMatchObject({
			id: generatedKeyId(259),
			name: 'Generated key 260',
			roles: ['developer'],
			state: 'enabled',
		});
		expect(generatedKeyId(0)).toMatch(UUID_RE);
	});
});
