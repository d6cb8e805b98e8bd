/**
 * Every self-hosted operation of the action node against the real self-hosted server, through
 * n8n-core's real engine, and the same against the emulator: the node's output must be right on
 * the real server, and the emulator must answer as the real server does (support.ts, both()).
 * Run by `npm run test:real` (scripts/real/run.js), never by `npm test`.
 */
import {
	both,
	errorOn,
	itemsOn,
	LIMITED_KEY,
	report,
	locator,
	REAL,
	usePair,
	withDatabase,
	type Json,
	type Side,
} from './support';

const UNKNOWN = 'ffffffffffffffffffffffff';

describe('the action node against the real self-hosted server', () => {
	const pair = usePair();
	/** What each side created, by side name. */
	const made: Record<string, Record<string, Json>> = { real: {}, emulator: {} };
	const mine = (side: Side) => made[side.name];

	const lineTile = (source: string) => ({
		id: '',
		name: 'Errors',
		x: 0,
		y: 0,
		w: 12,
		h: 4,
		config: JSON.stringify({
			displayType: 'line',
			sourceId: source,
			select: [{ aggFn: 'count', where: 'SeverityText:error' }],
		}),
	});

	describe('sources', () => {
		it('Get Many lists the sources, Get reads one', async () => {
			const { real } = await both(pair, async (side) => {
				const all = await itemsOn(pair, side, {
					resource: 'source',
					operation: 'getAll',
					returnAll: true,
				});
				const one = await itemsOn(pair, side, {
					resource: 'source',
					operation: 'get',
					sourceId: locator(side.sources.log),
				});
				return { all, one };
			});
			expect(real.all.map((source: Json) => source.id)).toEqual(
				expect.arrayContaining([pair.real.sources.log, pair.real.sources.trace]),
			);
			expect(real.one).toEqual([
				expect.objectContaining({ id: pair.real.sources.log, kind: 'log' }),
			]);
		});

		it('Get Many with Limit and Simplify', async () => {
			const { real } = await both(pair, (side) =>
				itemsOn(pair, side, {
					resource: 'source',
					operation: 'getAll',
					returnAll: false,
					limit: 1,
					simplify: true,
				}),
			);
			expect(real).toHaveLength(1);
			expect(Object.keys(real[0]).sort()).toEqual(expect.arrayContaining(['id', 'name', 'kind']));
		});

		it("Get of an unknown id: the server's 404 text", async () => {
			const { real } = await both(pair, (side) =>
				errorOn(pair, side, { resource: 'source', operation: 'get', sourceId: locator(UNKNOWN) }),
			);
			expect(real).toMatch(/^HTTP 404: /);
		});
	});

	describe('dashboards', () => {
		it('Create (fields) with a tile', async () => {
			const { real } = await both(pair, async (side) => {
				const [dashboard] = await itemsOn(pair, side, {
					resource: 'dashboard',
					operation: 'create',
					specifyBody: 'fields',
					name: 'Checkout',
					tags: 'shop, slo',
					tiles: { tile: [lineTile(side.sources.log)] },
				});
				mine(side).dashboard = dashboard;
				return dashboard;
			});
			expect(real).toMatchObject({ name: 'Checkout', tags: ['shop', 'slo'] });
			expect(real.tiles).toHaveLength(1);
			expect(real.tiles[0].id).toEqual(expect.any(String));
		});

		it('Create (JSON)', async () => {
			const { real } = await both(pair, async (side) => {
				const [dashboard] = await itemsOn(pair, side, {
					resource: 'dashboard',
					operation: 'create',
					specifyBody: 'json',
					jsonBody: JSON.stringify({
						name: 'Second',
						tiles: [
							{
								name: 'Count',
								x: 0,
								y: 0,
								w: 6,
								h: 3,
								config: {
									displayType: 'number',
									sourceId: side.sources.log,
									select: [{ aggFn: 'count' }],
								},
							},
						],
					}),
				});
				mine(side).dashboard2 = dashboard;
				return dashboard;
			});
			expect(real).toMatchObject({ name: 'Second' });
		});

		it('a second dashboard of the same name is taken (the unique index with a partial filter covers provisioned dashboards only)', async () => {
			const { real } = await both(pair, async (side) => {
				const [twin] = await itemsOn(pair, side, {
					resource: 'dashboard',
					operation: 'create',
					specifyBody: 'json',
					jsonBody: JSON.stringify({ name: 'Checkout', tiles: [] }),
				});
				const gone = await itemsOn(pair, side, {
					resource: 'dashboard',
					operation: 'delete',
					dashboardId: locator(twin.id),
				});
				return { twin, gone };
			});
			expect(real.twin).toMatchObject({ name: 'Checkout', tiles: [] });
			expect(real.twin.id).not.toBe(mine(pair.real).dashboard.id);
			expect(real.gone).toEqual([{ deleted: true, id: real.twin.id }]);
		});

		it('Get, Get Many (Return All, Limit, Simplify)', async () => {
			const { real } = await both(pair, async (side) => {
				const id = mine(side).dashboard.id;
				const [one] = await itemsOn(pair, side, {
					resource: 'dashboard',
					operation: 'get',
					dashboardId: locator(id),
				});
				const all = await itemsOn(pair, side, {
					resource: 'dashboard',
					operation: 'getAll',
					returnAll: true,
				});
				const some = await itemsOn(pair, side, {
					resource: 'dashboard',
					operation: 'getAll',
					returnAll: false,
					limit: 1,
				});
				const simple = await itemsOn(pair, side, {
					resource: 'dashboard',
					operation: 'get',
					dashboardId: locator(id),
					simplify: true,
				});
				return { one, all, some, simple };
			});
			expect(real.one).toEqual(mine(pair.real).dashboard);
			expect(real.all.map((dashboard: Json) => dashboard.id)).toEqual(
				expect.arrayContaining([mine(pair.real).dashboard.id, mine(pair.real).dashboard2.id]),
			);
			expect(real.some).toHaveLength(1);
			expect(real.simple).toEqual([
				{
					id: mine(pair.real).dashboard.id,
					name: 'Checkout',
					tags: ['shop', 'slo'],
					tiles: [{ id: mine(pair.real).dashboard.tiles[0].id, name: 'Errors' }],
				},
			]);
		});

		it('Update (fields) keeps the tiles; Update (JSON)', async () => {
			const { real } = await both(pair, async (side) => {
				const id = mine(side).dashboard.id;
				const [renamed] = await itemsOn(pair, side, {
					resource: 'dashboard',
					operation: 'update',
					dashboardId: locator(id),
					specifyBody: 'fields',
					updateFields: { name: 'Checkout (renamed)' },
				});
				const [tagged] = await itemsOn(pair, side, {
					resource: 'dashboard',
					operation: 'update',
					dashboardId: locator(id),
					specifyBody: 'json',
					jsonBody: JSON.stringify({ tags: ['checkout'] }),
				});
				mine(side).dashboard = tagged;
				return { renamed, tagged };
			});
			expect(real.renamed.name).toBe('Checkout (renamed)');
			expect(real.renamed.tiles.map((tile: Json) => tile.id)).toEqual(
				real.tagged.tiles.map((tile: Json) => tile.id),
			);
			expect(real.tagged).toMatchObject({ name: 'Checkout (renamed)', tags: ['checkout'] });
		});

		it("Get of an unknown id: the server's 404 text", async () => {
			const { real } = await both(pair, (side) =>
				errorOn(pair, side, {
					resource: 'dashboard',
					operation: 'get',
					dashboardId: locator(UNKNOWN),
				}),
			);
			expect(real).toBe('HTTP 404: Not Found [item 0]');
		});

		it("Create with a body the server refuses: the server's 400 text", async () => {
			const { real } = await both(pair, (side) =>
				errorOn(pair, side, {
					resource: 'dashboard',
					operation: 'create',
					specifyBody: 'json',
					jsonBody: JSON.stringify({
						name: 'Bad',
						tiles: [
							{
								name: 'T',
								x: 0,
								y: 0,
								w: 6,
								h: 3,
								config: { displayType: 'line', sourceId: UNKNOWN, select: [{ aggFn: 'count' }] },
							},
						],
					}),
				}),
			);
			expect(real).toBe(`HTTP 400: Could not find the following source IDs: ${UNKNOWN} [item 0]`);
		});
	});

	describe('webhooks', () => {
		it('Create (fields), Get Many, Update', async () => {
			const { real } = await both(pair, async (side) => {
				const [hook] = await itemsOn(pair, side, {
					resource: 'webhook',
					operation: 'create',
					specifyBody: 'fields',
					name: 'Pager',
					service: 'generic',
					url: 'https://hooks.example.com/pager',
					description: 'Pages on call',
					body: '{"text": "{{title}}"}',
					headers: { header: [{ name: 'Authorization', value: 'Bearer not-a-real-secret' }] },
				});
				mine(side).webhook = hook;
				const all = await itemsOn(pair, side, {
					resource: 'webhook',
					operation: 'getAll',
					returnAll: true,
				});
				const [updated] = await itemsOn(pair, side, {
					resource: 'webhook',
					operation: 'update',
					webhookId: locator(hook.id),
					specifyBody: 'fields',
					updateFields: { description: 'Pages the on-call engineer' },
				});
				return { hook, all, updated };
			});
			expect(real.hook).toMatchObject({
				name: 'Pager',
				service: 'generic',
				url: 'https://hooks.example.com/pager',
			});
			expect(JSON.stringify(real)).not.toContain('not-a-real-secret');
			expect(real.all.map((hook: Json) => hook.id)).toContain(real.hook.id);
			expect(real.updated).toMatchObject({
				id: real.hook.id,
				name: 'Pager',
				description: 'Pages the on-call engineer',
			});
		});

		it('Get reads one webhook (from the list: the server has no route for one)', async () => {
			const { real } = await both(pair, async (side) =>
				itemsOn(pair, side, {
					resource: 'webhook',
					operation: 'get',
					webhookId: locator(mine(side).webhook.id),
				}),
			);
			expect(real).toEqual([
				expect.objectContaining({
					id: mine(pair.real).webhook.id,
					name: 'Pager',
					service: 'generic',
					url: 'https://hooks.example.com/pager',
					description: 'Pages the on-call engineer',
				}),
			]);
		});

		it("Create of a second webhook with the same service and name: the server's 400 text (its unique index)", async () => {
			const { real } = await both(pair, (side) =>
				errorOn(pair, side, {
					resource: 'webhook',
					operation: 'create',
					specifyBody: 'json',
					jsonBody: JSON.stringify({
						name: 'Pager',
						service: 'generic',
						url: 'https://hooks.example.com/other',
					}),
				}),
			);
			expect(real).toBe('HTTP 400: A webhook with this service and name already exists [item 0]');
		});
	});

	describe('alerts', () => {
		it('Create on a tile (fields) and on a saved search (JSON)', async () => {
			const { real } = await both(pair, async (side) => {
				const [search] = await itemsOn(pair, side, {
					resource: 'savedSearch',
					operation: 'create',
					specifyBody: 'json',
					jsonBody: JSON.stringify({
						name: 'Errors',
						sourceId: side.sources.log,
						where: 'SeverityText:error',
					}),
				});
				mine(side).alertSearch = search;
				const [onTile] = await itemsOn(pair, side, {
					resource: 'alert',
					operation: 'create',
					specifyBody: 'fields',
					name: 'Checkout errors',
					source: 'tile',
					dashboardId: locator(mine(side).dashboard.id),
					tileId: mine(side).dashboard.tiles[0].id,
					thresholdType: 'above',
					threshold: 10,
					interval: '15m',
					webhookId: locator(mine(side).webhook.id),
					message: 'Too many errors',
				});
				const [onSearch] = await itemsOn(pair, side, {
					resource: 'alert',
					operation: 'create',
					specifyBody: 'json',
					jsonBody: JSON.stringify({
						name: 'Error lines',
						source: 'saved_search',
						savedSearchId: search.id,
						threshold: 1,
						thresholdType: 'above',
						interval: '5m',
						channel: { type: 'webhook', webhookId: mine(side).webhook.id },
					}),
				});
				mine(side).alert = onTile;
				mine(side).searchAlert = onSearch;
				return { onTile, onSearch };
			});
			expect(real.onTile).toMatchObject({
				name: 'Checkout errors',
				source: 'tile',
				threshold: 10,
				state: 'OK',
				channel: { type: 'webhook', webhookId: mine(pair.real).webhook.id },
			});
			expect(real.onSearch).toMatchObject({
				source: 'saved_search',
				savedSearchId: mine(pair.real).alertSearch.id,
			});
		});

		it('Get, Get Many (Return All, Limit, Simplify)', async () => {
			const { real } = await both(pair, async (side) => {
				const [one] = await itemsOn(pair, side, {
					resource: 'alert',
					operation: 'get',
					alertId: locator(mine(side).alert.id),
				});
				const all = await itemsOn(pair, side, {
					resource: 'alert',
					operation: 'getAll',
					returnAll: true,
				});
				const some = await itemsOn(pair, side, {
					resource: 'alert',
					operation: 'getAll',
					returnAll: false,
					limit: 1,
				});
				const simple = await itemsOn(pair, side, {
					resource: 'alert',
					operation: 'get',
					alertId: locator(mine(side).alert.id),
					simplify: true,
				});
				return { one, all, some, simple };
			});
			expect(real.one).toMatchObject({ id: mine(pair.real).alert.id, name: 'Checkout errors' });
			expect(real.all.map((alert: Json) => alert.id)).toEqual(
				expect.arrayContaining([mine(pair.real).alert.id, mine(pair.real).searchAlert.id]),
			);
			expect(real.some).toHaveLength(1);
			expect(real.simple[0]).toMatchObject({
				id: mine(pair.real).alert.id,
				state: 'OK',
				threshold: 10,
				interval: '15m',
			});
		});

		it('Update (fields) and Update (JSON)', async () => {
			const { real } = await both(pair, async (side) => {
				const [fields] = await itemsOn(pair, side, {
					resource: 'alert',
					operation: 'update',
					alertId: locator(mine(side).alert.id),
					specifyBody: 'fields',
					updateFields: { threshold: 20, name: 'Checkout errors (20)' },
				});
				const [json] = await itemsOn(pair, side, {
					resource: 'alert',
					operation: 'update',
					alertId: locator(mine(side).searchAlert.id),
					specifyBody: 'json',
					jsonBody: JSON.stringify({ interval: '15m' }),
				});
				return { fields, json };
			});
			expect(real.fields).toMatchObject({
				threshold: 20,
				name: 'Checkout errors (20)',
				message: 'Too many errors',
			});
			expect(real.json).toMatchObject({ interval: '15m', source: 'saved_search' });
		});

		it("Create with a tile the dashboard lacks: the server's 400 text", async () => {
			const { real } = await both(pair, (side) =>
				errorOn(pair, side, {
					resource: 'alert',
					operation: 'create',
					specifyBody: 'json',
					jsonBody: JSON.stringify({
						name: 'x',
						source: 'tile',
						dashboardId: mine(side).dashboard.id,
						tileId: UNKNOWN,
						threshold: 1,
						thresholdType: 'above',
						interval: '5m',
						channel: { type: 'webhook', webhookId: mine(side).webhook.id },
					}),
				}),
			);
			expect(real).toMatch(/^HTTP 400: /);
		});

		it("Delete of a webhook an alert notifies: the server's 409 text", async () => {
			const { real } = await both(pair, (side) =>
				errorOn(pair, side, {
					resource: 'webhook',
					operation: 'delete',
					webhookId: locator(mine(side).webhook.id),
				}),
			);
			expect(real).toMatch(/^HTTP 409: /);
		});

		it("Get of an unknown id: the server's 404 text", async () => {
			const { real } = await both(pair, (side) =>
				errorOn(pair, side, { resource: 'alert', operation: 'get', alertId: locator(UNKNOWN) }),
			);
			expect(real).toBe('HTTP 404: Alert not found [item 0]');
		});
	});

	describe('saved searches', () => {
		it('Create (fields) and Create (JSON) send the source as sourceId', async () => {
			const { real } = await both(pair, async (side) => {
				const [fields] = await itemsOn(pair, side, {
					resource: 'savedSearch',
					operation: 'create',
					specifyBody: 'fields',
					name: 'Slow spans',
					sourceId: locator(side.sources.trace),
					additionalFields: {
						where: 'Duration:>1000',
						whereLanguage: 'lucene',
						select: 'Timestamp, Duration',
						orderBy: 'Duration DESC',
						tags: 'slow, spans',
					},
				});
				const [json] = await itemsOn(pair, side, {
					resource: 'savedSearch',
					operation: 'create',
					specifyBody: 'json',
					jsonBody: JSON.stringify({
						name: 'Warnings',
						sourceId: side.sources.log,
						where: 'SeverityText:warn',
					}),
				});
				mine(side).search = fields;
				mine(side).search2 = json;
				return { fields, json };
			});
			expect(real.fields).toMatchObject({
				name: 'Slow spans',
				where: 'Duration:>1000',
				tags: ['slow', 'spans'],
			});
			expect(real.json).toMatchObject({ name: 'Warnings', where: 'SeverityText:warn' });
		});

		it('Get, Get Many with Limit and Simplify', async () => {
			const { real } = await both(pair, async (side) => {
				const [one] = await itemsOn(pair, side, {
					resource: 'savedSearch',
					operation: 'get',
					savedSearchId: locator(mine(side).search.id),
				});
				const some = await itemsOn(pair, side, {
					resource: 'savedSearch',
					operation: 'getAll',
					returnAll: false,
					limit: 2,
					simplify: true,
				});
				return { one, some };
			});
			expect(real.one).toEqual(mine(pair.real).search);
			expect(real.some).toHaveLength(2);
		});

		it('Get Many with Return All reads every page (1,000 a page) of more than 1,000 saved searches', async () => {
			const BULK = 1000;
			// Written straight into the database (1,000 creates would take 10 minutes of the
			// server's rate limit): copies of a saved search the server made, under new ids.
			await withDatabase(async (db, ObjectId) => {
				const template = await db
					.collection('savedsearches')
					.findOne({ _id: new ObjectId(mine(pair.real).search.id) });
				if (!template) throw new Error('the saved search is not in the collection "savedsearches"');
				// The server pages by id; the emulator in the order records were made. Ids an hour
				// ahead, in the order of the copies, put the copies after every record made before
				// them on both, whatever the random part of an id made now would be.
				const later = Math.floor(Date.now() / 1000) + 3600;
				const copies = Array.from({ length: BULK }, (_, i) => ({
					...template,
					_id: new ObjectId(
						later.toString(16).padStart(8, '0') + 'b0b0b0b0b0' + i.toString(16).padStart(6, '0'),
					),
					name: `bulk ${i}`,
				}));
				await db.collection('savedsearches').insertMany(copies);
			});
			// the same copies on the emulator: the fields of its own saved search, under new names
			const {
				id: _id,
				createdAt: _c,
				updatedAt: _u,
				teamId: _t,
				...fields
			} = mine(pair.emu).search;
			void [_id, _c, _u, _t];
			for (let i = 0; i < BULK; i++) {
				const made = await pair.emu.api('POST', '/api/v2/saved-searches', {
					...fields,
					name: `bulk ${i}`,
				});
				if (made.status !== 200) throw new Error(`emulator: ${made.status}`);
			}
			try {
				const { real } = await both(pair, async (side) => {
					side.recorder.take();
					const all = await itemsOn(pair, side, {
						resource: 'savedSearch',
						operation: 'getAll',
						returnAll: true,
					});
					const lists = side.recorder.exchanges.filter(
						(exchange: Json) =>
							exchange.path === '/api/v2/saved-searches' && exchange.status === 200,
					);
					const pages = lists.map((exchange: Json) => exchange.query);
					const total = lists[lists.length - 1]?.body?.meta?.total;
					return { count: all.length, ids: new Set(all.map((s: Json) => s.id)).size, pages, total };
				});
				expect(real.total).toBeGreaterThan(BULK);
				expect(real.count).toBe(real.total);
				expect(real.ids).toBe(real.total);
				expect(real.pages).toEqual([
					{ limit: '1000', offset: '0' },
					{ limit: '1000', offset: '1000' },
				]);
			} finally {
				await withDatabase((db) => db.collection('savedsearches').deleteMany({ name: /^bulk / }));
				// every page of the emulator's list (1,000 a page) until no copy is left
				for (;;) {
					const listed = await pair.emu.api('GET', '/api/v2/saved-searches');
					const copies = listed.body.data.filter((s: Json) => /^bulk /.test(s.name));
					if (!copies.length) break;
					for (const record of copies)
						await pair.emu.api('DELETE', `/api/v2/saved-searches/${record.id}`);
				}
			}
		});

		it('Update (fields) and Update (JSON)', async () => {
			const { real } = await both(pair, async (side) => {
				const [fields] = await itemsOn(pair, side, {
					resource: 'savedSearch',
					operation: 'update',
					savedSearchId: locator(mine(side).search.id),
					specifyBody: 'fields',
					updateFields: { where: 'Duration:>2000', sourceId: locator(side.sources.log) },
				});
				const [json] = await itemsOn(pair, side, {
					resource: 'savedSearch',
					operation: 'update',
					savedSearchId: locator(mine(side).search2.id),
					specifyBody: 'json',
					jsonBody: JSON.stringify({ name: 'Warnings (all)', tags: ['warn'] }),
				});
				return { fields, json };
			});
			expect(real.fields).toMatchObject({ name: 'Slow spans', where: 'Duration:>2000' });
			expect(real.json).toMatchObject({
				name: 'Warnings (all)',
				tags: ['warn'],
				where: 'SeverityText:warn',
			});
		});

		it("Get of an unknown id: the server's 404 text; a body the server refuses: its 400 text", async () => {
			const { real } = await both(pair, async (side) => {
				const missing = await errorOn(pair, side, {
					resource: 'savedSearch',
					operation: 'get',
					savedSearchId: locator(UNKNOWN),
				});
				const refused = await errorOn(pair, side, {
					resource: 'savedSearch',
					operation: 'create',
					specifyBody: 'json',
					jsonBody: JSON.stringify({ name: 'x', sourceId: UNKNOWN }),
				});
				return { missing, refused };
			});
			expect(real.missing).toBe('HTTP 404: Saved search not found [item 0]');
			expect(real.refused).toMatch(/^HTTP 400: /);
		});

		it('Delete', async () => {
			const { real } = await both(pair, (side) =>
				itemsOn(pair, side, {
					resource: 'savedSearch',
					operation: 'delete',
					savedSearchId: locator(mine(side).search2.id),
				}),
			);
			expect(real).toEqual([{ deleted: true, id: mine(pair.real).search2.id }]);
		});
	});

	describe('pickers', () => {
		it("the action node's list searches and the tile list find the records, by name too", async () => {
			const { real } = await both(pair, async (side) => {
				const search = (method: string, filter?: string) =>
					pair.harness.loadOptions({
						parameters: { deployment: 'selfHosted', resource: 'alert', operation: 'create' },
						credentials: side.credentials,
						method,
						filter,
					});
				const values = async (method: string, filter?: string) =>
					(await search(method, filter)).results.map((result: Json) => result.value);
				const tiles = await pair.harness.loadOptions({
					parameters: {
						deployment: 'selfHosted',
						resource: 'alert',
						operation: 'create',
						specifyBody: 'fields',
						source: 'tile',
						dashboardId: locator(mine(side).dashboard.id),
					},
					credentials: side.credentials,
					kind: 'loadOptions',
					method: 'getDashboardTiles',
				});
				return {
					dashboards: await values('searchDashboards'),
					named: await values('searchDashboards', 'checkout'),
					alerts: await values('searchAlerts'),
					webhooks: await values('searchWebhooks'),
					savedSearches: await values('searchSavedSearches'),
					sources: await values('searchSources'),
					tiles: tiles.map((option: Json) => option.value),
				};
			});
			const own = mine(pair.real);
			expect(real.dashboards).toEqual(
				expect.arrayContaining([own.dashboard.id, own.dashboard2.id]),
			);
			expect(real.named).toEqual([own.dashboard.id]);
			expect(real.alerts).toEqual(expect.arrayContaining([own.alert.id]));
			expect(real.webhooks).toEqual([own.webhook.id]);
			expect(real.savedSearches).toEqual(expect.arrayContaining([own.search.id]));
			expect(real.sources).toEqual(expect.arrayContaining(Object.values(pair.real.sources)));
			expect(real.tiles).toEqual(own.dashboard.tiles.map((tile: Json) => tile.id));
		});
	});

	describe('the rate limit', () => {
		it("the node waits out the real server's 429 (100 requests a minute per key) and repeats the request", async () => {
			// The key's budget spent directly, then the node asks with the same key.
			let refused = 0;
			for (let sent = 0; sent < 150 && refused === 0; sent += 10) {
				const answers = await Promise.all(
					Array.from({ length: 10 }, () =>
						fetch(`${REAL.url}/api/v2/webhooks`, {
							headers: { authorization: `Bearer ${LIMITED_KEY}` },
						}),
					),
				);
				refused += answers.filter((answer) => answer.status === 429).length;
			}
			expect(refused).toBeGreaterThan(0);
			pair.real.recorder.take();
			const started = Date.now();
			const sources = await pair.harness.runNode({
				parameters: {
					deployment: 'selfHosted',
					resource: 'source',
					operation: 'getAll',
					returnAll: true,
				},
				credentials: {
					observabilitySelfHostedApi: { id: 'real-limited-cred', name: 'Real server, spent key' },
				},
			});
			const exchanges = pair.real.recorder.take();
			expect(
				sources
					.json('Node')
					.map((source: Json) => source.id)
					.sort(),
			).toEqual(Object.values(pair.real.sources).sort());
			expect(exchanges.map((exchange: Json) => exchange.status)).toEqual(
				expect.arrayContaining([429, 200]),
			);
			expect(exchanges[exchanges.length - 1].status).toBe(200);
			report({
				kind: 'rateLimit',
				count: exchanges.filter((e: Json) => e.status === 429).length,
				waitedSeconds: Math.round((Date.now() - started) / 1000),
			});
		}, 180000);
	});

	describe('deletes', () => {
		it('Delete an alert, the dashboards, then the webhook no alert notifies any more', async () => {
			const { real } = await both(pair, async (side) => {
				const alert = await itemsOn(pair, side, {
					resource: 'alert',
					operation: 'delete',
					alertId: locator(mine(side).searchAlert.id),
				});
				const dashboard = await itemsOn(pair, side, {
					resource: 'dashboard',
					operation: 'delete',
					dashboardId: locator(mine(side).dashboard.id),
				});
				const dashboard2 = await itemsOn(pair, side, {
					resource: 'dashboard',
					operation: 'delete',
					dashboardId: locator(mine(side).dashboard2.id),
				});
				const webhook = await itemsOn(pair, side, {
					resource: 'webhook',
					operation: 'delete',
					webhookId: locator(mine(side).webhook.id),
				});
				return { alert, dashboard, dashboard2, webhook };
			});
			expect(real.alert).toEqual([{ deleted: true, id: mine(pair.real).searchAlert.id }]);
			expect(real.dashboard).toEqual([{ deleted: true, id: mine(pair.real).dashboard.id }]);
			expect(real.webhook).toEqual([{ deleted: true, id: mine(pair.real).webhook.id }]);
		});
	});
});
