import {
	call,
	type Emu,
	expectMessage,
	ISO_MS_RE,
	type Json,
	OID_RE,
	SEED,
	sh,
	startEmulator,
	UNKNOWN_OID,
} from './helpers';

const INVALID_ID = 'Params validation failed: id: Invalid ObjectId';

describe('emulator: self-hosted deployment', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator({ pipeTransitionMs: 50 });
	});
	afterAll(() => emu.close());
	beforeEach(() => emu.reset());

	describe('authentication and routing', () => {
		it('answers GET /api/v2 with the version and user', async () => {
			const r = await sh(emu, 'GET', '/api/v2');
			expect(r.status).toBe(200);
			expect(r.json).toEqual({
				version: 'v2',
				user: expect.objectContaining({ id: SEED.sh.user, email: expect.any(String) }),
			});
		});
		it.each([
			['no header', null],
			['a wrong key', 'Bearer wrong'],
			['basic credentials', 'Basic ZW11LWtleS1pZDplbXUta2V5LXNlY3JldA=='],
			['an empty bearer', 'Bearer '],
		])('rejects %s with a plain text 401', async (_label, auth) => {
			const r = await sh(emu, 'GET', '/api/v2/alerts', { auth });
			expect(r.status).toBe(401);
			expect(r.text).toBe('Unauthorized');
			expect(r.headers['content-type']).toMatch(/^text\/plain/);
			expect(emu.requests().pop()).toMatchObject({
				deployment: 'selfHosted',
				status: 401,
				acted: false,
			});
		});
		it('accepts any configured key', async () => {
			emu.configure({ selfHostedApiKeys: ['k1', 'k2'] });
			try {
				expect((await sh(emu, 'GET', '/api/v2', { auth: 'Bearer k2' })).status).toBe(200);
				expect((await sh(emu, 'GET', '/api/v2')).status).toBe(401);
			} finally {
				emu.configure({ selfHostedApiKeys: [] });
			}
			expect((await sh(emu, 'GET', '/api/v2')).status).toBe(200);
		});
		it('answers unknown routes and methods with a text 404', async () => {
			for (const [m, p] of [
				['GET', '/api/v2/nothing'],
				['PATCH', `/api/v2/alerts/${SEED.sh.alerts[0]}`],
				['POST', `/api/v2/sources/${SEED.sh.sources.log}`],
				['GET', '/somewhere-else'],
			]) {
				const r = await sh(emu, m, p, { body: m === 'GET' ? undefined : {} });
				expect(r.status).toBe(404);
				expect(r.text).toBe('Not Found');
			}
		});
		it('rejects malformed JSON with 400 {message}', async () => {
			expectMessage(
				await sh(emu, 'POST', '/api/v2/alerts', {
					rawBody: '{',
					headers: { 'content-type': 'application/json' },
				}),
				400,
				/JSON/,
			);
		});
		it('does not parse a body sent without a JSON content type (validation fails)', async () => {
			const body = JSON.stringify({ name: 'x', tiles: [] });
			expectMessage(
				await sh(emu, 'POST', '/api/v2/dashboards', {
					rawBody: body,
					headers: { 'content-type': 'text/plain' },
				}),
				400,
				/name: Required/,
			);
		});
	});

	describe('dashboards', () => {
		const config = {
			displayType: 'line',
			sourceId: SEED.sh.sources.log,
			select: [{ aggFn: 'quantile', level: 0.95, valueExpression: 'Duration' }],
		};
		const tile = { name: 'T', x: 0, y: 0, w: 6, h: 2, config };
		const series = [
			{
				type: 'time',
				sourceId: SEED.sh.sources.log,
				aggFn: 'count',
				where: '',
				whereLanguage: 'lucene',
				groupBy: [],
			},
		];
		const filter = {
			type: 'QUERY_EXPRESSION',
			name: 'Environment',
			expression: 'environment',
			sourceId: SEED.sh.sources.log,
		};
		it('lists without paging', async () => {
			const r = await sh(emu, 'GET', '/api/v2/dashboards?limit=1');
			expect(Object.keys(r.json)).toEqual(['data']);
			expect(r.json.data.map((d: Json) => d.id)).toEqual([SEED.sh.dashboard, SEED.sh.dashboard2]);
			expect(Object.keys(r.json.data[0])).toEqual([
				'id',
				'name',
				'tiles',
				'tags',
				'filters',
				// the real server's defaults (npm run test:real)
				'savedQuery',
				'savedQueryLanguage',
				'savedFilterValues',
			]);
			expect(r.json.data[0].tiles[0].id).toBe(SEED.sh.tile);
		});
		it('creates (ids generated), gets, replaces (full) and deletes', async () => {
			const c = await sh(emu, 'POST', '/api/v2/dashboards', {
				body: {
					name: 'N',
					tiles: [tile, { ...tile, series, config: undefined }],
					tags: ['t'],
					filters: [filter],
					extra: true,
				},
			});
			expect(c.status).toBe(200);
			const d = c.json.data;
			expect(d.id).toMatch(OID_RE);
			expect(d.tiles.map((t: Json) => t.id)).toEqual([expect.any(String), expect.any(String)]);
			expect(d.filters).toEqual([{ id: expect.stringMatching(OID_RE), ...filter }]);
			expect(d.extra).toBe(true);
			expect((await sh(emu, 'GET', `/api/v2/dashboards/${d.id}`)).json).toEqual({ data: d });
			const put = await sh(emu, 'PUT', `/api/v2/dashboards/${d.id}`, {
				body: { name: 'M', tiles: [d.tiles[0]] },
			});
			expect(put.json.data).toEqual({
				id: d.id,
				name: 'M',
				tiles: [d.tiles[0]],
				tags: [],
				filters: [],
				savedQuery: null,
				savedQueryLanguage: null,
				savedFilterValues: [],
			});
			const del = await sh(emu, 'DELETE', `/api/v2/dashboards/${d.id}`);
			expect(del.status).toBe(200);
			expect(del.json).toEqual({});
			const gone = await sh(emu, 'GET', `/api/v2/dashboards/${d.id}`);
			expect([gone.status, gone.text]).toEqual([404, 'Not Found']);
		});
		it('id rules: malformed 400, unknown 404, DELETE of an unknown id 200 {}', async () => {
			expectMessage(await sh(emu, 'GET', '/api/v2/dashboards/123'), 400, INVALID_ID);
			expectMessage(
				await sh(emu, 'PUT', '/api/v2/dashboards/xyz', { body: { name: 'a', tiles: [] } }),
				400,
				INVALID_ID,
			);
			expectMessage(await sh(emu, 'DELETE', '/api/v2/dashboards/xyz'), 400, INVALID_ID);
			// the real server's plain text (express's sendStatus)
			const unknown = await sh(emu, 'GET', `/api/v2/dashboards/${UNKNOWN_OID}`);
			expect([unknown.status, unknown.text]).toEqual([404, 'Not Found']);
			const replaced = await sh(emu, 'PUT', `/api/v2/dashboards/${UNKNOWN_OID}`, {
				body: { name: 'a', tiles: [] },
			});
			expect([replaced.status, replaced.text]).toEqual([404, 'Not Found']);
			const del = await sh(emu, 'DELETE', `/api/v2/dashboards/${UNKNOWN_OID}`);
			expect([del.status, del.json]).toEqual([200, {}]);
		});
		it('removing a tile or the dashboard removes the alerts on it', async () => {
			const d = (await sh(emu, 'GET', `/api/v2/dashboards/${SEED.sh.dashboard}`)).json.data;
			const onFirst = (list: Json[]) => list.filter((a) => a.tileId === SEED.sh.tile).length;
			const all = async () => (await sh(emu, 'GET', '/api/v2/alerts')).json.data;
			expect(onFirst(await all())).toBeGreaterThan(0);
			await sh(emu, 'PUT', `/api/v2/dashboards/${d.id}`, {
				body: { name: d.name, tiles: d.tiles.slice(1) },
			});
			expect(onFirst(await all())).toBe(0);
			await sh(emu, 'DELETE', `/api/v2/dashboards/${d.id}`);
			expect((await all()).filter((a: Json) => a.dashboardId === d.id)).toEqual([]);
		});
		it.each([
			[{ tiles: [] }, /name: Required/],
			[{ name: 'x' }, /tiles: Required/],
			[{ name: 'x', tiles: [{ ...tile, x: 24 }] }, /tiles.0.x/],
			[{ name: 'x', tiles: [{ ...tile, y: -1 }] }, /tiles.0.y/],
			[{ name: 'x', tiles: [{ ...tile, w: 0 }] }, /tiles.0.w/],
			[{ name: 'x', tiles: [{ ...tile, w: 25 }] }, /tiles.0.w/],
			[{ name: 'x', tiles: [{ ...tile, h: 0 }] }, /tiles.0.h/],
			[
				{ name: 'x', tiles: [{ ...tile, w: 'wide' }] },
				/tiles.0.w: Expected number, received string/,
			],
			[{ name: 'x', tiles: [{ ...tile, config: undefined }] }, /tiles.0.config/],
			[
				{ name: 'x', tiles: [{ ...tile, config: {} }] },
				/tiles.0.config.displayType: Invalid discriminator value. Expected 'line' \| /,
			],
			[
				{ name: 'x', tiles: [{ ...tile, config: { sourceId: SEED.sh.sources.log } }] },
				/tiles.0.config.displayType: Invalid discriminator value. Expected 'line' \| /,
			],
			[{ name: 'x', tiles: [{ ...tile, config: { displayType: 'line' } }] }, /tiles.0.config/],
			[
				{
					name: 'x',
					tiles: [{ ...tile, config: { ...config, select: [{ aggFn: 'quantile', level: 0.7 }] } }],
				},
				/tiles.0.config/,
			],
			[{ name: 'x', tiles: [{ ...tile, series }] }, /either config or series/],
			[{ name: 'x', tiles: [{ ...tile, config: undefined, series: [] }] }, /tiles.0.series/],
			[
				{ name: 'x', tiles: [tile, { ...tile, id: 'a' }, { ...tile, id: 'a' }] },
				/Duplicate tile id/,
			],
			[{ name: 'x', tiles: [{ ...tile, id: 'i'.repeat(37) }] }, /tiles.0.id/],
			[{ name: 'x', tiles: Array.from({ length: 501 }, () => tile) }, /at most 500/],
			[
				{ name: 'x', tiles: [], tags: Array.from({ length: 51 }, (_v, i) => `t${i}`) },
				/tags: Array must contain at most 50/,
			],
			[{ name: 'x', tiles: [], tags: ['t'.repeat(33)] }, /tags.0: String must contain at most 32/],
			[{ name: 'x', tiles: [], filters: ['x'] }, /filters.0/],
			[
				{ name: 'x', tiles: [], filters: [{ type: 'sql', condition: 'x' }] },
				/filters.0: Unrecognized key\(s\) in object: 'condition'/,
			],
			[{ name: 'x', tiles: [], filters: [{ ...filter, name: '' }] }, /filters.0/],
			[
				{
					name: 'x',
					tiles: [],
					containers: [
						{ id: 'c', title: 'C', collapsed: false },
						{ id: 'c', title: 'D', collapsed: true },
					],
				},
				/Duplicate container id/,
			],
		])('rejects %j with 400 {message}', async (body, text) => {
			expectMessage(await sh(emu, 'POST', '/api/v2/dashboards', { body }), 400, text);
			expectMessage(
				await sh(emu, 'PUT', `/api/v2/dashboards/${SEED.sh.dashboard}`, { body }),
				400,
				text,
			);
		});
		it('filters: no id on create (one is given), an id on PUT', async () => {
			const d = (
				await sh(emu, 'POST', '/api/v2/dashboards', {
					body: { name: '', tiles: [], filters: [filter] },
				})
			).json.data;
			expect(d.name).toBe('');
			expectMessage(
				await sh(emu, 'POST', '/api/v2/dashboards', {
					body: { name: 'x', tiles: [], filters: d.filters },
				}),
				400,
				/filters.0: Unrecognized key\(s\) in object: 'id'/,
			);
			expect(
				(
					await sh(emu, 'PUT', `/api/v2/dashboards/${d.id}`, {
						body: { name: 'x', tiles: [], filters: d.filters },
					})
				).json.data.filters,
			).toEqual(d.filters);
			expectMessage(
				await sh(emu, 'PUT', `/api/v2/dashboards/${d.id}`, {
					body: { name: 'x', tiles: [], filters: [filter] },
				}),
				400,
				/filters.0/,
			);
		});
		it('accepts 500 tiles', async () => {
			const r = await sh(emu, 'POST', '/api/v2/dashboards', {
				body: { name: 'big', tiles: Array.from({ length: 500 }, () => tile) },
			});
			expect(r.status).toBe(200);
			expect(new Set(r.json.data.tiles.map((t: Json) => t.id)).size).toBe(500);
		});
	});

	describe('alerts', () => {
		const valid = (): Json => ({
			name: 'Errors',
			message: 'Too many errors',
			source: 'tile',
			dashboardId: SEED.sh.dashboard,
			tileId: SEED.sh.tile,
			threshold: 10,
			thresholdType: 'above',
			interval: '5m',
			channel: { type: 'webhook', webhookId: SEED.sh.webhook },
		});
		it('lists with paging meta; seeded states are mixed', async () => {
			const r = await sh(emu, 'GET', '/api/v2/alerts');
			expect(r.json.meta).toEqual({ total: 6, limit: 100, offset: 0 });
			expect(r.json.data.map((a: Json) => a.id)).toEqual(SEED.sh.alerts);
			expect(r.json.data.map((a: Json) => a.state)).toEqual(
				expect.arrayContaining(['ALERT', 'OK']),
			);
			const a = r.json.data[0];
			expect(Object.keys(a)).toEqual([
				'id',
				'name',
				'message',
				'threshold',
				'interval',
				'thresholdType',
				'source',
				'state',
				'channel',
				'channels',
				'teamId',
				'dashboardId',
				'tileId',
				'createdAt',
				'updatedAt',
				// null when unset, as the real server answers (npm run test:real)
				'note',
				'numConsecutiveWindows',
			]);
			expect(a.channels).toEqual([a.channel]);
			const p = await sh(emu, 'GET', '/api/v2/alerts?limit=2&offset=3');
			expect(p.json.meta).toEqual({ total: 6, limit: 2, offset: 3 });
			expect(p.json.data.map((x: Json) => x.id)).toEqual(SEED.sh.alerts.slice(3, 5));
			expect((await sh(emu, 'GET', '/api/v2/alerts?offset=10')).json).toEqual({
				data: [],
				meta: { total: 6, limit: 100, offset: 10 },
			});
			expect((await sh(emu, 'GET', '/api/v2/alerts?limit=1000')).json.meta.limit).toBe(1000);
		});
		it.each(['0', '1001', '-1', 'ten', '2.5'])('rejects limit=%s with 400', async (limit) => {
			expectMessage(
				await sh(emu, 'GET', `/api/v2/alerts?limit=${limit}`),
				400,
				/^Query validation failed: limit/,
			);
		});
		it('rejects a negative or non-numeric offset with 400', async () => {
			expectMessage(await sh(emu, 'GET', '/api/v2/alerts?offset=-1'), 400, /offset/);
			expectMessage(await sh(emu, 'GET', '/api/v2/alerts?offset=x'), 400, /offset/);
		});
		it('creates (state OK, unknown fields kept), gets, replaces (full) and deletes', async () => {
			const c = await sh(emu, 'POST', '/api/v2/alerts', {
				body: { ...valid(), unlistedField: 'kept' },
			});
			expect(c.status).toBe(200);
			const a = c.json.data;
			expect(a).toMatchObject({
				state: 'OK',
				teamId: SEED.sh.team,
				dashboardId: SEED.sh.dashboard,
				tileId: SEED.sh.tile,
				unlistedField: 'kept',
				channel: valid().channel,
				channels: [valid().channel],
			});
			expect(a.id).toMatch(OID_RE);
			expect(a.createdAt).toMatch(ISO_MS_RE);
			expect((await sh(emu, 'GET', `/api/v2/alerts/${a.id}`)).json).toEqual({ data: a });
			const replacement = {
				threshold: 3,
				interval: '1h',
				thresholdType: 'below',
				source: 'saved_search',
				savedSearchId: SEED.sh.savedSearch,
			};
			const put = await sh(emu, 'PUT', `/api/v2/alerts/${a.id}`, { body: replacement });
			expect(put.status).toBe(200);
			expect(put.json.data).toEqual({
				id: a.id,
				...replacement,
				state: 'OK',
				teamId: SEED.sh.team,
				createdAt: a.createdAt,
				updatedAt: expect.stringMatching(ISO_MS_RE),
				message: null,
				note: null,
				numConsecutiveWindows: null,
			});
			const del = await sh(emu, 'DELETE', `/api/v2/alerts/${a.id}`);
			expect([del.status, del.json]).toEqual([200, {}]);
			expectMessage(await sh(emu, 'GET', `/api/v2/alerts/${a.id}`), 404, 'Alert not found');
		});
		it('id rules: malformed 400, unknown 404 for GET, PUT and DELETE', async () => {
			for (const m of ['GET', 'PUT', 'DELETE']) {
				expectMessage(
					await sh(emu, m, '/api/v2/alerts/nope', { body: m === 'PUT' ? valid() : undefined }),
					400,
					INVALID_ID,
				);
				expectMessage(
					await sh(emu, m, `/api/v2/alerts/${UNKNOWN_OID}`, {
						body: m === 'PUT' ? valid() : undefined,
					}),
					404,
					'Alert not found',
				);
			}
		});
		it('PUT requires threshold, interval, thresholdType and source', async () => {
			for (const k of ['threshold', 'interval', 'thresholdType']) {
				const body = valid();
				delete body[k];
				expectMessage(
					await sh(emu, 'PUT', `/api/v2/alerts/${SEED.sh.alerts[0]}`, { body }),
					400,
					new RegExp(`${k}: Required`),
				);
			}
			expectMessage(
				await sh(emu, 'PUT', `/api/v2/alerts/${SEED.sh.alerts[0]}`, {
					body: { ...valid(), source: undefined },
				}),
				400,
				'Body validation failed: source: Invalid input',
			);
		});
		it('takes channel, channels or both; channel mirrors channels[0]; both and different is refused with the server text', async () => {
			const first = { type: 'webhook', webhookId: SEED.sh.webhooks.generic };
			const second = { type: 'webhook', webhookId: SEED.sh.webhooks.slack };
			const { channel, ...noChannel } = valid();
			void channel;
			const a = (
				await sh(emu, 'POST', '/api/v2/alerts', {
					body: { ...noChannel, channels: [first, second] },
				})
			).json.data;
			expect(a).toMatchObject({ channel: first, channels: [first, second] });
			const both = await sh(emu, 'PUT', `/api/v2/alerts/${a.id}`, {
				body: { ...noChannel, channel: second, channels: [second] },
			});
			expect(both.json.data).toMatchObject({ channel: second, channels: [second] });
			const only = await sh(emu, 'PUT', `/api/v2/alerts/${a.id}`, {
				body: { ...noChannel, channel: first },
			});
			expect(only.json.data).toMatchObject({ channel: first, channels: [first] });
			const mismatch = await sh(emu, 'PUT', `/api/v2/alerts/${a.id}`, {
				body: { ...noChannel, channel: second, channels: [first] },
			});
			expectMessage(
				mismatch,
				400,
				'Body validation failed: When both "channel" and "channels" are provided, "channel" must match the first entry of "channels"',
			);
			expect((await sh(emu, 'GET', `/api/v2/alerts/${a.id}`)).json.data.channels).toEqual([first]);
		});
		it('keeps the newer optional fields', async () => {
			const extra = {
				note: 'Runbook: restart the pod',
				numConsecutiveWindows: 2,
				scheduleOffsetMinutes: 59,
				scheduleStartAt: '2026-02-08T10:00:00.000Z',
				groupBy: 'ServiceName',
			};
			const r = await sh(emu, 'POST', '/api/v2/alerts', {
				body: { ...valid(), ...extra, interval: '1h' },
			});
			expect(r.json.data).toMatchObject(extra);
		});
		it.each([
			['a malformed dashboard id', { dashboardId: 'd1' }, 'Invalid dashboard ID'],
			['an unknown dashboard', { dashboardId: UNKNOWN_OID }, 'Dashboard not found'],
			['a tile not on the dashboard', { tileId: 'zzz' }, 'Tile not found'],
			[
				'an unknown saved search',
				{ source: 'saved_search', savedSearchId: UNKNOWN_OID },
				'Saved search not found',
			],
			[
				'an unknown webhook',
				{ channel: { type: 'webhook', webhookId: UNKNOWN_OID } },
				'Webhook not found',
			],
			[
				'an unknown webhook among channels',
				{
					channel: undefined,
					channels: [
						{ type: 'webhook', webhookId: SEED.sh.webhook },
						{ type: 'webhook', webhookId: UNKNOWN_OID },
					],
				},
				'Webhook not found',
			],
		])('checks references: %s is a 400 with the server text', async (_label, patch, text) => {
			for (const [method, path] of [
				['POST', '/api/v2/alerts'],
				['PUT', `/api/v2/alerts/${SEED.sh.alerts[0]}`],
			]) {
				expectMessage(await sh(emu, method, path, { body: { ...valid(), ...patch } }), 400, text);
			}
			expect((await sh(emu, 'GET', '/api/v2/alerts')).json.meta.total).toBe(6);
		});
		it.each([
			['missing threshold', { threshold: undefined }, /threshold: Required/],
			['threshold as string', { threshold: '10' }, /threshold: Expected number/],
			['missing interval', { interval: undefined }, /interval: Required/],
			['bad interval', { interval: '2h' }, /interval: Invalid enum value/],
			['bad thresholdType', { thresholdType: 'greater' }, /thresholdType: Invalid enum value/],
			['between without thresholdMax', { thresholdType: 'between' }, /thresholdMax/],
			[
				'not_between with thresholdMax < threshold',
				{ thresholdType: 'not_between', thresholdMax: 9 },
				/thresholdMax/,
			],
			['missing source', { source: undefined }, /source: Invalid input/],
			['bad source', { source: 'log' }, /source: Invalid input/],
			['tile without dashboardId', { dashboardId: undefined }, /dashboardId/],
			['tile without tileId', { tileId: undefined }, /tileId/],
			['saved_search without savedSearchId', { source: 'saved_search' }, /savedSearchId/],
			['missing channel', { channel: undefined }, /channel: Required/],
			[
				'channel type email',
				{ channel: { type: 'email', emailRecipients: ['a@example.com'] } },
				/channel.type/,
			],
			['channel without webhookId', { channel: { type: 'webhook' } }, /channel.webhookId/],
			[
				'empty channels',
				{ channel: undefined, channels: [] },
				/channels: Array must contain at least 1/,
			],
			[
				'11 channels',
				{
					channel: undefined,
					channels: Array.from({ length: 11 }, () => ({
						type: 'webhook',
						webhookId: SEED.sh.webhook,
					})),
				},
				/channels: Array must contain at most 10/,
			],
			['empty name', { name: '' }, /name: String must contain at least 1/],
			[
				'name of 513 characters',
				{ name: 'n'.repeat(513) },
				/name: String must contain at most 512/,
			],
			['empty message', { message: '' }, /message/],
			[
				'note of 4097 characters',
				{ note: 'n'.repeat(4097) },
				/note: String must contain at most 4096/,
			],
			[
				'numConsecutiveWindows 0',
				{ numConsecutiveWindows: 0 },
				/numConsecutiveWindows: Number must be greater than or equal to 1/,
			],
			[
				'numConsecutiveWindows 1.5',
				{ numConsecutiveWindows: 1.5 },
				/numConsecutiveWindows: Expected integer/,
			],
			['scheduleOffsetMinutes -1', { scheduleOffsetMinutes: -1 }, /scheduleOffsetMinutes/],
			[
				'scheduleOffsetMinutes at the interval',
				{ scheduleOffsetMinutes: 5 },
				/scheduleOffsetMinutes: must be less than the interval in minutes \(5\)/,
			],
			['scheduleStartAt not a date-time', { scheduleStartAt: '2026-02-08' }, /scheduleStartAt/],
			['groupBy not a string', { groupBy: ['a'] }, /groupBy/],
		])('create rejects %s with 400 {message}', async (_label, patch, text) => {
			const r = await sh(emu, 'POST', '/api/v2/alerts', { body: { ...valid(), ...patch } });
			expectMessage(r, 400, text);
			expect(r.json.message).toMatch(/^Body validation failed: /);
			expect((await sh(emu, 'GET', '/api/v2/alerts')).json.meta.total).toBe(6);
		});
		it('accepts every interval and threshold type, and saved_search alerts', async () => {
			for (const interval of ['1m', '5m', '15m', '30m', '1h', '6h', '12h', '1d']) {
				expect(
					(await sh(emu, 'POST', '/api/v2/alerts', { body: { ...valid(), interval } })).status,
				).toBe(200);
			}
			for (const thresholdType of [
				'above',
				'below',
				'above_exclusive',
				'below_or_equal',
				'equal',
				'not_equal',
				'between',
				'not_between',
			]) {
				expect(
					(
						await sh(emu, 'POST', '/api/v2/alerts', {
							body: { ...valid(), thresholdType, thresholdMax: 10 },
						})
					).status,
				).toBe(200);
			}
			const s = await sh(emu, 'POST', '/api/v2/alerts', {
				body: {
					...valid(),
					source: 'saved_search',
					savedSearchId: SEED.sh.savedSearch,
					dashboardId: undefined,
					tileId: undefined,
				},
			});
			expect(s.json.data.savedSearchId).toBe(SEED.sh.savedSearch);
		});
		it('builds 100,000 alerts and pages them', async () => {
			emu.reset({ selfHostedAlerts: 100000 });
			const r = await sh(emu, 'GET', '/api/v2/alerts?limit=1000&offset=99500');
			expect(r.json.meta).toEqual({ total: 100000, limit: 1000, offset: 99500 });
			expect(r.json.data).toHaveLength(500);
		});
	});

	describe('sources and webhooks', () => {
		it('lists sources of each kind', async () => {
			const r = await sh(emu, 'GET', '/api/v2/sources');
			expect(Object.keys(r.json)).toEqual(['data']);
			expect(r.json.data.map((s: Json) => [s.id, s.kind])).toEqual([
				[SEED.sh.sources.log, 'log'],
				[SEED.sh.sources.trace, 'trace'],
				[SEED.sh.sources.metric, 'metric'],
			]);
		});
		it('lists webhooks with paging meta and without headers', async () => {
			const r = await sh(emu, 'GET', '/api/v2/webhooks');
			expect(r.json.meta).toEqual({ total: 3, limit: 1000, offset: 0 });
			expect(r.json.data.map((w: Json) => w.service)).toEqual(['slack', 'generic', 'incidentio']);
			for (const w of r.json.data) {
				expect(Object.keys(w)).toEqual([
					'id',
					'name',
					'service',
					'url',
					'description',
					'createdAt',
					'updatedAt',
				]);
			}
			expect(
				(await sh(emu, 'GET', '/api/v2/webhooks?limit=1&offset=1')).json.data.map(
					(w: Json) => w.id,
				),
			).toEqual([SEED.sh.webhooks.generic]);
			expectMessage(await sh(emu, 'GET', '/api/v2/webhooks?limit=0'), 400, /limit/);
		});
	});

	describe('charts', () => {
		const H = 3600e3;
		// epoch ms of 2025-01-15T10:00:00Z: the server takes only timestamps of at least 13 digits
		const T0 = 1736935200000;
		const body = (patch: Json = {}, series: Json = {}): Json => ({
			startTime: T0,
			endTime: T0 + 3 * H,
			granularity: '1h',
			series: [
				{ sourceId: SEED.sh.source, aggFn: 'count', where: 'level:error', groupBy: [], ...series },
			],
			...patch,
		});
		const post = (b: Json) => sh(emu, 'POST', '/api/v2/charts/series', { body: b });
		it('answers one row per bucket, 64-bit aggregates as numeric strings', async () => {
			const r = await post(body());
			expect(r.status).toBe(200);
			expect(r.json.data.map((row: Json) => row.ts_bucket)).toEqual([T0, T0 + H, T0 + 2 * H]);
			for (const row of r.json.data) {
				expect(Object.keys(row)).toEqual(['ts_bucket', 'group', 'series_0.data']);
				expect(row.group).toEqual([]);
				expect(row['series_0.data']).toMatch(/^\d+$/);
			}
			expect((await post(body())).json).toEqual(r.json);
		});
		it('groups rows, mixes aggregates across series, and uses numbers for non-64-bit ones', async () => {
			const r = await post({
				...body(),
				series: [
					{
						sourceId: SEED.sh.source,
						aggFn: 'sum',
						field: 'bytes',
						where: '',
						groupBy: ['service', 'host'],
					},
					{
						sourceId: SEED.sh.sources.trace,
						aggFn: 'quantile',
						level: 0.95,
						where: '',
						whereLanguage: 'sql',
						groupBy: ['service', 'host'],
					},
					{ sourceId: SEED.sh.source, aggFn: 'avg', where: '', groupBy: ['service', 'host'] },
				],
			});
			expect(r.status).toBe(200);
			expect(r.json.data).toHaveLength(9);
			const row = r.json.data[0];
			expect(row.group).toHaveLength(2);
			expect(typeof row['series_0.data']).toBe('string');
			expect(typeof row['series_1.data']).toBe('number');
			expect(typeof row['series_2.data']).toBe('number');
		});
		it("auto granularity, and no granularity, pick the server's width: the range over at most 60 buckets, rounded up to a width it knows", async () => {
			const week = { startTime: T0, endTime: T0 + 7 * 24 * H };
			const auto = await post(body({ granularity: 'auto', ...week }));
			// 604,800 s / 60 = 10,080 s a bucket at least: 6 hours; 29 buckets from the 6-hour
			// boundary before the start
			expect(auto.json.data).toHaveLength(29);
			expect(auto.json.data[0].ts_bucket).toBe(Math.floor(T0 / (6 * H)) * 6 * H);
			expect(auto.json.data[1].ts_bucket - auto.json.data[0].ts_bucket).toBe(6 * H);
			expect((await post(body({ granularity: undefined, ...week }))).json).toEqual(auto.json);
		});
		it('takes the values the server accepts beyond the document (docs/api-notes.md#charts)', async () => {
			const metric = SEED.sh.sources.metric;
			const series = [
				{
					sourceId: metric,
					aggFn: 'increase',
					where: 'up',
					whereLanguage: 'promql',
					groupBy: ['job'],
					dataSource: 'metrics',
					metricName: 'http_requests_total',
					metricDataType: 'sum',
					sortOrder: 'desc',
				},
				{
					sourceId: metric,
					aggFn: 'quantile',
					where: '',
					groupBy: ['job'],
					metricDataType: 'exponential histogram',
					field: 'Value',
				},
				{
					sourceId: metric,
					aggFn: 'any',
					level: 0.99,
					where: '',
					groupBy: ['job'],
					metricDataType: 'summary',
				},
				{
					sourceId: SEED.sh.source,
					aggFn: 'none',
					where: '',
					groupBy: ['job'],
					dataSource: 'events',
					sortOrder: 'asc',
				},
			];
			const r = await post(body({ series, seriesReturnType: 'column' }));
			expect(r.status).toBe(200);
			expect(r.json.data).toHaveLength(9);
			for (const row of r.json.data)
				for (const i of [0, 1, 2, 3]) expect(typeof row[`series_${i}.data`]).toBe('number');
		});
		it('does not check that startTime is before endTime: an empty or reversed range has no rows', async () => {
			expect(await post(body({ startTime: T0 + 4 * H }))).toMatchObject({
				status: 200,
				json: { data: [] },
			});
			expect(
				await post(body({ startTime: T0 + 3 * H + 1000, endTime: T0 + 3 * H + 1000 })),
			).toMatchObject({ status: 200, json: { data: [] } });
		});
		it.each([
			['missing startTime', body({ startTime: undefined }), /startTime: Required/],
			['string startTime', body({ startTime: '2025-01-01' }), /startTime/],
			[
				'startTime in seconds',
				body({ startTime: 1736935200 }),
				/startTime: Timestamp must be in milliseconds/,
			],
			['fractional endTime', body({ endTime: T0 + 0.5 }), /endTime: Timestamp must be an integer/],
			['negative endTime', body({ endTime: -T0 }), /endTime: Timestamp must be positive/],
			['bad granularity', body({ granularity: '3h' }), /granularity/],
			['bad seriesReturnType', body({ seriesReturnType: 'rows' }), /seriesReturnType/],
			['no series', body({ series: [] }), /series/],
			[
				'six series',
				body({ series: Array.from({ length: 6 }, () => body().series[0]) }),
				/at most 5/,
			],
			['bad aggFn', body({}, { aggFn: 'median' }), /aggFn/],
			['quantile level 0.75', body({}, { aggFn: 'quantile', level: 0.75 }), /level/],
			['quantile level 1.5', body({}, { aggFn: 'quantile', level: 1.5 }), /level/],
			['missing where', body({}, { where: undefined }), /where: Required/],
			['bad whereLanguage', body({}, { whereLanguage: 'kql' }), /whereLanguage/],
			['bad dataSource', body({}, { dataSource: 'logs' }), /dataSource/],
			['bad sortOrder', body({}, { sortOrder: 'up' }), /sortOrder/],
			['bad metricDataType', body({}, { metricDataType: 'counter' }), /metricDataType/],
			['numeric metricName', body({}, { metricName: 5 }), /metricName/],
			['missing groupBy', body({}, { groupBy: undefined }), /groupBy/],
			[
				'eleven groupBy fields',
				body({}, { groupBy: Array.from({ length: 11 }, (_, i) => `f${i}`) }),
				/groupBy/,
			],
			[
				'different groupBy',
				body({ series: [body().series[0], { ...body().series[0], groupBy: ['x'] }] }),
				/same groupBy/,
			],
			['malformed sourceId', body({}, { sourceId: 'logs' }), /sourceId/],
			[
				'too many buckets',
				body({ granularity: '30s', endTime: T0 + 30 * 24 * H }),
				/Too many buckets/,
			],
		])('rejects %s with 400 {error}', async (_label, b, text) => {
			const r = await post(b);
			expect(r.status).toBe(400);
			expect(Object.keys(r.json)).toEqual(['error']);
			expect(r.json.error).toMatch(text);
		});
		it('answers an unknown source with 404 {error}, and malformed JSON with 400 {error}', async () => {
			const r = await post(body({}, { sourceId: UNKNOWN_OID }));
			expect(r.status).toBe(404);
			expect(r.json).toEqual({ error: 'Source not found' });
			const j = await sh(emu, 'POST', '/api/v2/charts/series', {
				rawBody: '{x',
				headers: { 'content-type': 'application/json' },
			});
			expect(j.status).toBe(400);
			expect(Object.keys(j.json)).toEqual(['error']);
		});
	});

	describe('legacy servers', () => {
		beforeEach(() => emu.configure({ legacy: true }));
		afterEach(() => emu.configure({ legacy: false }));
		it('answer lists with {data} only and ignore limit and offset', async () => {
			const r = await sh(emu, 'GET', '/api/v2/alerts?limit=2&offset=2');
			expect(Object.keys(r.json)).toEqual(['data']);
			expect(r.json.data).toHaveLength(6);
			expect((await sh(emu, 'GET', '/api/v2/alerts?limit=0')).status).toBe(200);
			expect(Object.keys((await sh(emu, 'GET', '/api/v2/webhooks?limit=1')).json)).toEqual([
				'data',
			]);
		});
		it('answer a missing alert with a text 404 and DELETE with text OK', async () => {
			const g = await sh(emu, 'GET', `/api/v2/alerts/${UNKNOWN_OID}`);
			expect([g.status, g.text]).toEqual([404, 'Not Found']);
			const d = await sh(emu, 'DELETE', `/api/v2/alerts/${SEED.sh.alerts[0]}`);
			expect([d.status, d.text]).toEqual([200, 'OK']);
			expect(d.headers['content-type']).toMatch(/^text\/plain/);
		});
		it('is switched per emulator over the control API too', async () => {
			await call(emu, 'POST', '/__emulator/configure', { body: { legacy: false } });
			expect((await sh(emu, 'GET', '/api/v2/alerts')).json.meta.total).toBe(6);
		});
	});

	describe('older alert records (olderAlerts)', () => {
		const body = (): Json => ({
			source: 'tile',
			dashboardId: SEED.sh.dashboard,
			tileId: SEED.sh.tile,
			threshold: 10,
			thresholdType: 'above',
			interval: '5m',
			channel: { type: 'webhook', webhookId: SEED.sh.webhook },
		});
		beforeEach(() => emu.configure({ olderAlerts: true }));
		afterEach(() => emu.configure({ olderAlerts: false }));
		it('name the owners team and dashboard and send channel only', async () => {
			expect(emu.modes()).toMatchObject({ olderAlerts: true });
			const a = (await sh(emu, 'GET', `/api/v2/alerts/${SEED.sh.alerts[0]}`)).json.data;
			expect(a).toMatchObject({
				team: SEED.sh.team,
				dashboard: expect.stringMatching(OID_RE),
				channel: { type: 'webhook' },
			});
			for (const k of ['teamId', 'dashboardId', 'channels']) expect(a).not.toHaveProperty(k);
			const list = (await sh(emu, 'GET', '/api/v2/alerts')).json.data;
			expect(list.every((x: Json) => !('channels' in x) && 'team' in x)).toBe(true);
			const c = await sh(emu, 'POST', '/api/v2/alerts', { body: body() });
			expect(c.json.data).toMatchObject({
				team: SEED.sh.team,
				dashboard: SEED.sh.dashboard,
				channel: body().channel,
				state: 'OK',
			});
			expect(c.json.data).not.toHaveProperty('channels');
			const put = await sh(emu, 'PUT', `/api/v2/alerts/${c.json.data.id}`, {
				body: { ...body(), threshold: 11 },
			});
			expect(put.json.data).toMatchObject({
				team: SEED.sh.team,
				dashboard: SEED.sh.dashboard,
				threshold: 11,
			});
			expect(put.json.data).not.toHaveProperty('channels');
		});
		it('refuse a body with channels, as a strict older schema does', async () => {
			const r = await sh(emu, 'PUT', `/api/v2/alerts/${SEED.sh.alerts[0]}`, {
				body: { ...body(), channels: [body().channel] },
			});
			expectMessage(r, 400, "Body validation failed: Unrecognized key(s) in object: 'channels'");
			expectMessage(
				await sh(emu, 'POST', '/api/v2/alerts', {
					body: { ...body(), channels: [body().channel] },
				}),
				400,
				/Unrecognized key/,
			);
		});
		it('is switched over the control API too; the current shape comes back after', async () => {
			await call(emu, 'POST', '/__emulator/configure', { body: { olderAlerts: false } });
			expect(emu.modes()).toMatchObject({ olderAlerts: false });
			const a = (await sh(emu, 'GET', `/api/v2/alerts/${SEED.sh.alerts[0]}`)).json.data;
			expect(a).toMatchObject({ teamId: SEED.sh.team, channels: [a.channel] });
		});
	});
});
