import {
	cloud,
	type Emu,
	expectCloudError,
	expectCloudOk,
	expectMessage,
	ISO_MS_RE,
	type Json,
	OBS,
	OID_RE,
	SEED,
	sh,
	startEmulator,
	UNKNOWN_OID,
} from './helpers';

const KEYS = [
	'id',
	'name',
	'select',
	'where',
	'whereLanguage',
	'sourceId',
	'tags',
	'orderBy',
	'filters',
	'createdAt',
	'updatedAt',
];

describe('emulator: saved searches', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator();
	});
	afterAll(() => emu.close());
	beforeEach(() => emu.reset());

	const body = (source: string, patch: Json = {}): Json => ({
		name: 'Slow carts',
		select: 'Timestamp, Body',
		where: 'service:cart',
		whereLanguage: 'lucene',
		sourceId: source,
		tags: ['cart'],
		orderBy: 'Timestamp DESC',
		...patch,
	});

	describe('self-hosted', () => {
		const P = '/api/v2/saved-searches';
		it('lists the seeded saved search', async () => {
			const r = await sh(emu, 'GET', P);
			// paged with meta, each record with its team, as the real server answers
			expect(r.json.meta).toEqual({ total: 1, limit: 1000, offset: 0 });
			expect(r.json.data.map((s: Json) => s.id)).toEqual([SEED.sh.savedSearch]);
			expect(Object.keys(r.json.data[0])).toEqual([...KEYS, 'teamId']);
			const paged = await sh(emu, 'GET', `${P}?limit=1&offset=1`);
			expect(paged.json).toEqual({ data: [], meta: { total: 1, limit: 1, offset: 1 } });
		});

		it('creates with defaults, gets, replaces (full) and deletes', async () => {
			const c = await sh(emu, 'POST', P, {
				body: { name: 'Minimal', sourceId: SEED.sh.sources.log },
			});
			expect(c.status).toBe(200);
			const s = c.json.data;
			expect(s).toEqual({
				id: expect.stringMatching(OID_RE),
				name: 'Minimal',
				select: '',
				where: '',
				whereLanguage: 'lucene',
				sourceId: SEED.sh.sources.log,
				tags: [],
				orderBy: '',
				filters: [],
				createdAt: expect.stringMatching(ISO_MS_RE),
				updatedAt: s.createdAt,
				teamId: SEED.sh.team,
			});
			expect((await sh(emu, 'GET', `${P}/${s.id}`)).json).toEqual({ data: s });
			const put = await sh(emu, 'PUT', `${P}/${s.id}`, { body: body(SEED.sh.sources.trace) });
			expect(put.json.data).toEqual({
				id: s.id,
				...body(SEED.sh.sources.trace),
				filters: [],
				createdAt: s.createdAt,
				updatedAt: expect.stringMatching(ISO_MS_RE),
				teamId: SEED.sh.team,
			});
			const again = await sh(emu, 'PUT', `${P}/${s.id}`, {
				body: { name: 'Only a name', sourceId: SEED.sh.sources.log },
			});
			expect(again.json.data).toMatchObject({ where: '', select: '', tags: [], orderBy: '' });
			expect((await sh(emu, 'DELETE', `${P}/${s.id}`)).json).toEqual({});
			expectMessage(await sh(emu, 'GET', `${P}/${s.id}`), 404, 'Saved search not found');
			expectMessage(await sh(emu, 'DELETE', `${P}/${s.id}`), 404, 'Saved search not found');
			expectMessage(
				await sh(emu, 'PUT', `${P}/${s.id}`, { body: body(SEED.sh.sources.log) }),
				404,
				'Saved search not found',
			);
			expectMessage(
				await sh(emu, 'GET', `${P}/nope`),
				400,
				'Params validation failed: id: Invalid ObjectId',
			);
		});

		it.each([
			['no name', { name: undefined }, /name: Required/],
			['an empty name', { name: '' }, /name: String must contain at least 1/],
			['no source', { sourceId: undefined }, /sourceId: Required/],
			['a malformed source', { sourceId: 'abc' }, /sourceId: Invalid ObjectId/],
			['an unknown source', { sourceId: UNKNOWN_OID }, /sourceId must be an existing source id/],
			['an unknown language', { whereLanguage: 'kql' }, /whereLanguage: Invalid enum value/],
			['a where that is not a string', { where: 3 }, /where: Expected string/],
			[
				'51 tags',
				{ tags: Array.from({ length: 51 }, (_, i) => `t${i}`) },
				/tags: Array must contain at most 50/,
			],
			['a long tag', { tags: ['t'.repeat(33)] }, /tags.0: String must contain at most 32/],
			['a long select', { select: 's'.repeat(4097) }, /select: String must contain at most 4096/],
			['a long where', { where: 'w'.repeat(8193) }, /where: String must contain at most 8192/],
			['a long order', { orderBy: 'o'.repeat(1025) }, /orderBy: String must contain at most 1024/],
			[
				'101 filters',
				{ filters: Array.from({ length: 101 }, (_, i) => ({ condition: `c IN ('${i}')` })) },
				/filters: Array must contain at most 100/,
			],
			[
				'a filter without a condition',
				{ filters: [{ type: 'sql' }] },
				/filters.0.condition: Required/,
			],
			[
				'a filter of an unknown type',
				{ filters: [{ type: 'kql', condition: 'x' }] },
				/filters.0.type/,
			],
			[
				'a filter that does not render in the sidebar',
				{ filters: [{ condition: "ServiceName = 'cart'" }] },
				/filters\[0\] must be a sidebar-renderable SQL predicate/,
			],
			[
				'a Lucene filter',
				{ filters: [{ type: 'lucene', condition: 'service:cart' }] },
				/filters\[0\] must be a sidebar-renderable SQL predicate/,
			],
		])('refuses %s with 400', async (_label, patch, text) => {
			expectMessage(
				await sh(emu, 'POST', P, { body: body(SEED.sh.sources.log, patch) }),
				400,
				text,
			);
		});

		it('takes sidebar filters (type sql by default), trims the name, and keeps a stored filter of another form only unchanged', async () => {
			const filters = [
				{ condition: "ServiceName IN ('cart', 'checkout')" },
				{ type: 'sql', condition: "SeverityText NOT IN ('info')" },
				{ condition: 'Duration BETWEEN 10 AND 500' },
			];
			const c = await sh(emu, 'POST', P, {
				body: body(SEED.sh.sources.log, { name: '  Slow carts  ', filters }),
			});
			expect(c.status).toBe(200);
			expect(c.json.data.name).toBe('Slow carts');
			expect(c.json.data.filters).toEqual(filters.map((f) => ({ type: 'sql', ...f })));
			// a filter the product's own editor stored, in a form the API would not create
			const stored = { type: 'sql', condition: "ServiceName = 'cart'" };
			emu.store.sh.savedSearches.get(c.json.data.id).filters = [stored];
			const kept = await sh(emu, 'PUT', `${P}/${c.json.data.id}`, {
				body: body(SEED.sh.sources.log, { filters: [stored] }),
			});
			expect(kept.status).toBe(200);
			expect(kept.json.data.filters).toEqual([stored]);
			expectMessage(
				await sh(emu, 'PUT', `${P}/${c.json.data.id}`, {
					body: body(SEED.sh.sources.log, {
						filters: [{ ...stored, condition: "ServiceName = 'payments'" }],
					}),
				}),
				400,
				/filters\[0\] must be a sidebar-renderable SQL predicate/,
			);
		});

		it('checks the body before it looks the record up (a bad body of an unknown id is a 400)', async () => {
			expectMessage(
				await sh(emu, 'PUT', `${P}/${UNKNOWN_OID}`, {
					body: body(SEED.sh.sources.log, { name: '' }),
				}),
				400,
				/name: String must contain at least 1/,
			);
			expectMessage(
				await sh(emu, 'PUT', `${P}/${UNKNOWN_OID}`, { body: body(UNKNOWN_OID) }),
				400,
				/sourceId must be an existing source id/,
			);
		});

		it('deletes the alerts of a deleted saved search', async () => {
			const using = emu.store.sh.alerts
				.all()
				.filter((a: Json) => a.savedSearchId === SEED.sh.savedSearch);
			expect(using.length).toBeGreaterThan(0);
			await sh(emu, 'DELETE', `${P}/${SEED.sh.savedSearch}`);
			for (const a of using) expect(emu.store.sh.alerts.get(a.id)).toBeUndefined();
		});

		it('lets an alert use a created saved search', async () => {
			const s = (await sh(emu, 'POST', P, { body: body(SEED.sh.sources.log) })).json.data;
			const a = await sh(emu, 'POST', '/api/v2/alerts', {
				body: {
					threshold: 1,
					interval: '5m',
					thresholdType: 'above',
					source: 'saved_search',
					savedSearchId: s.id,
					channel: { type: 'webhook', webhookId: SEED.sh.webhook },
				},
			});
			expect(a.status).toBe(200);
		});
	});

	describe('cloud', () => {
		const P = `${OBS}/saved-searches`;
		it('lists, creates, gets, replaces and deletes in the envelope', async () => {
			expect(expectCloudOk(await cloud(emu, 'GET', P)).map((s: Json) => s.id)).toEqual([
				SEED.cloudSavedSearch,
			]);
			const s = expectCloudOk(await cloud(emu, 'POST', P, { body: body(SEED.cloudSources.log) }));
			expect(s).toEqual({
				id: expect.stringMatching(OID_RE),
				...body(SEED.cloudSources.log),
				filters: [],
				createdAt: expect.stringMatching(ISO_MS_RE),
				updatedAt: s.createdAt,
			});
			expect(expectCloudOk(await cloud(emu, 'GET', `${P}/${s.id}`))).toEqual(s);
			expect(
				expectCloudOk(
					await cloud(emu, 'PUT', `${P}/${s.id}`, {
						body: { name: 'R', sourceId: SEED.cloudSources.trace },
					}),
				),
			).toMatchObject({ id: s.id, name: 'R', sourceId: SEED.cloudSources.trace, where: '' });
			const del = await cloud(emu, 'DELETE', `${P}/${s.id}`);
			expect(del.status).toBe(200);
			expect('result' in del.json).toBe(false);
			expectCloudError(
				await cloud(emu, 'GET', `${P}/${s.id}`),
				404,
				'NOT_FOUND',
				/Saved search .* not found/,
			);
		});
		it('answers errors in the envelope', async () => {
			expectCloudError(
				await cloud(emu, 'POST', P, { body: body(SEED.sh.sources.log) }),
				400,
				'BAD_REQUEST',
				/sourceId must be an existing source id/,
			);
			expectCloudError(await cloud(emu, 'GET', `${P}/abc`), 400, 'BAD_REQUEST', /savedSearchId/);
			expectCloudError(await cloud(emu, 'DELETE', `${P}/${UNKNOWN_OID}`), 404, 'NOT_FOUND');
		});
	});
});
