/**
 * The dashboard rules of rulesDashboards.js: each has a case, a body its operation's document
 * accepts and the emulator refuses with the rule's text. Beside them, how the compiled documents
 * word a dashboard's errors.
 */
import {
	cloud,
	type Emu,
	expectCloudError,
	expectCloudOk,
	expectMessage,
	type Json,
	OBS,
	SEED,
	sh,
	startEmulator,
} from './helpers';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RULES } = require('./rulesDashboards');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S = require('./schemas');

const SH = '/api/v2/dashboards';
const CLOUD = `${OBS}/dashboards`;
const config = (sourceId: string, over: Json = {}): Json => ({
	displayType: 'line',
	sourceId,
	select: [{ aggFn: 'count' }],
	...over,
});
const tile = (sourceId: string, over: Json = {}): Json => ({
	name: 'T',
	x: 0,
	y: 0,
	w: 6,
	h: 2,
	config: config(sourceId),
	...over,
});
const filter = (sourceId: string, over: Json = {}): Json => ({
	type: 'QUERY_EXPRESSION',
	name: 'Environment',
	expression: 'environment',
	sourceId,
	...over,
});
const shTile = (over: Json = {}) => tile(SEED.sh.sources.log, over);
const cloudTile = (over: Json = {}) => tile(SEED.cloudSources.log, over);

/** Per rule: the request that breaks it alone, and the refusal. */
const CASES: Record<string, { path: string; body: Json; text: RegExp }> = {
	'dashboard-filters-closed': {
		path: SH,
		body: { name: 'x', tiles: [], filters: [filter(SEED.sh.sources.log, { color: 'red' })] },
		text: /^Body validation failed: filters\.0: Unrecognized key\(s\) in object: 'color'$/,
	},
	'dashboard-filter-modes': {
		path: CLOUD,
		body: {
			name: 'x',
			tiles: [],
			filters: [filter(SEED.cloudSources.log, { variableName: 'env' })],
		},
		text: /^BAD_REQUEST: filters\.0\.variableName: is only allowed when isVariableEnabled is true$/,
	},
	'dashboard-tile-config-or-series': {
		path: SH,
		body: { name: 'x', tiles: [shTile({ config: undefined })] },
		text: /^Body validation failed: tiles\.0\.config: Required \(a tile needs config or series\)$/,
	},
	'dashboard-ids-unique': {
		path: CLOUD,
		body: { name: 'x', tiles: [cloudTile({ id: 'a' }), cloudTile({ id: 'a' })] },
		text: /^BAD_REQUEST: tiles\.1\.id: Duplicate tile id a$/,
	},
	'dashboard-container-refs': {
		path: SH,
		body: {
			name: 'x',
			tiles: [shTile({ containerId: 'errors' })],
			containers: [{ id: 'latency', title: 'Latency', collapsed: false }],
		},
		// the server's own message, without the prefix of a body validation
		text: /^tiles\.0\.containerId: Tile references unknown containerId "errors"$/,
	},
	'dashboard-cloud-limits': {
		path: CLOUD,
		body: { name: 'x', tiles: [cloudTile({ x: 24 })] },
		text: /^BAD_REQUEST: tiles\.0\.x: must be between 0 and 23$/,
	},
	'dashboard-cloud-tile-fields': {
		path: CLOUD,
		body: {
			name: 'x',
			tiles: [
				cloudTile({
					config: config(SEED.cloudSources.log, {
						displayType: 'pie',
						formulas: [{ expression: 'a' }],
					}),
				}),
			],
		},
		text: /^BAD_REQUEST: tiles\.0\.config\.formulas: is not a field of a pie tile \(only line, stacked_bar, table, number builder tiles take it\)$/,
	},
	'dashboard-number-tile-select': {
		path: CLOUD,
		body: {
			name: 'x',
			tiles: [
				cloudTile({
					config: config(SEED.cloudSources.log, {
						displayType: 'number',
						select: [{ aggFn: 'count' }, { aggFn: 'count' }],
					}),
				}),
			],
		},
		text: /^BAD_REQUEST: tiles\.0\.config\.select: Number tiles support a single select item unless formulas are used/,
	},
	'dashboard-formulas-without-ratio': {
		path: SH,
		body: {
			name: 'x',
			tiles: [
				shTile({
					config: config(SEED.sh.sources.log, {
						asRatio: true,
						formulas: [{ expression: 'a / b' }],
						select: [{ aggFn: 'count' }, { aggFn: 'count' }],
					}),
				}),
			],
		},
		text: /^Body validation failed: tiles\.0\.config\.formulas: cannot be used together with asRatio$/,
	},
};

describe('the dashboard rules beyond the documents', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator();
	});
	afterAll(async () => emu.close());
	beforeEach(() => emu.reset());

	it('has a case for each rule, each rule with its source', () => {
		expect(Object.keys(CASES).sort()).toEqual(RULES.map((r: Json) => r.id).sort());
		for (const r of RULES)
			expect(r.source).toMatch(/^(CONTRACT\.md §|test\/emulator\/README\.md|realserver: )/);
	});

	it.each(Object.entries(CASES))(
		'%s: the document accepts the body, the rule refuses it on create and replace',
		async (id, c) => {
			const deployment = c.path === SH ? 'selfHosted' : 'cloud';
			const [create, replace] =
				deployment === 'cloud'
					? ['observabilityCreateDashboard', 'observabilityUpdateDashboard']
					: ['createDashboard', 'updateDashboard'];
			const body = JSON.parse(JSON.stringify(c.body));
			const operations = RULES.find((r: Json) => r.id === id).operations;
			expect(operations).toEqual(expect.arrayContaining([create, replace]));
			expect(S.bodyError(deployment, S.requestSchema(deployment, create), body)).toBeNull();
			const existing = deployment === 'cloud' ? SEED.cloudDashboard : SEED.sh.dashboard;
			for (const [method, path] of [
				['POST', c.path],
				['PUT', `${c.path}/${existing}`],
			]) {
				// a replace keeps its filters' ids
				const sent =
					method === 'PUT' && body.filters
						? { ...body, filters: body.filters.map((f: Json) => ({ id: 'f1', ...f })) }
						: body;
				if (deployment === 'cloud')
					expectCloudError(
						await cloud(emu, method, path, { body: sent }),
						400,
						'BAD_REQUEST',
						c.text,
					);
				else expectMessage(await sh(emu, method, path, { body: sent }), 400, c.text);
			}
		},
	);

	it('dashboard-tile-config-or-series: a config tile takes no tile asRatio', async () => {
		const body = { name: 'x', tiles: [shTile({ asRatio: false })] };
		expect(
			S.bodyError('selfHosted', S.requestSchema('selfHosted', 'createDashboard'), body),
		).toBeNull();
		expectMessage(
			await sh(emu, 'POST', SH, { body }),
			400,
			/^Body validation failed: tiles\.0: asRatio property is not supported when using config property\. Specify config\.asRatio instead\.$/,
		);
	});

	it("the self-hosted check without saving answers a rule's refusal as an error", async () => {
		const c = CASES['dashboard-tile-config-or-series'];
		const r = await sh(emu, 'POST', `${SH}/validate`, { body: c.body });
		expect(r.json).toEqual({
			valid: false,
			errors: [{ path: 'tiles.0.config', message: 'Required (a tile needs config or series)' }],
			normalized: null,
		});
		const refs = await sh(emu, 'POST', `${SH}/validate`, {
			body: CASES['dashboard-container-refs'].body,
		});
		expect(refs.json).toEqual({
			valid: false,
			errors: [
				{ path: '', message: 'tiles.0.containerId: Tile references unknown containerId "errors"' },
			],
			normalized: null,
		});
	});
});

describe('a dashboard as the compiled documents judge it', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator();
	});
	afterAll(async () => emu.close());

	it('takes fractions of the grid on the self-hosted server only (widening self-hosted-tile-grid-numbers)', async () => {
		const placed = { x: 0.5, y: 1.25, w: 6.5, h: 2.5 };
		const r = await sh(emu, 'POST', SH, { body: { name: 'x', tiles: [shTile(placed)] } });
		expect(r.status).toBe(200);
		expect(r.json.data.tiles[0]).toMatchObject(placed);
		expectCloudError(
			await cloud(emu, 'POST', CLOUD, { body: { name: 'x', tiles: [cloudTile(placed)] } }),
			400,
			'BAD_REQUEST',
			/^BAD_REQUEST: tiles\.0\.x: Expected integer, received float$/,
		);
	});

	it('judges a tile config by its display type, in the words of the servers', async () => {
		const display = /Invalid discriminator value\. Expected 'line' \| 'stacked_bar' \| /;
		expectMessage(
			await sh(emu, 'POST', SH, {
				body: { name: 'x', tiles: [shTile({ config: { displayType: 'sparkline' } })] },
			}),
			400,
			new RegExp(`^Body validation failed: tiles\\.0\\.config\\.displayType: ${display.source}`),
		);
		expectCloudError(
			await cloud(emu, 'POST', CLOUD, {
				body: {
					name: 'x',
					tiles: [
						cloudTile({
							config: config(SEED.cloudSources.log, {
								displayType: 'stacked_bar',
								seriesLimit: 'all',
							}),
						}),
					],
				},
			}),
			400,
			'BAD_REQUEST',
			/^BAD_REQUEST: tiles\.0\.config\.seriesLimit: Expected integer, received string$/,
		);
	});

	it("names a record's fields in the order its document declares them", async () => {
		// `type` comes before the missing `condition` in the self-hosted SavedFilterValue
		expectMessage(
			await sh(emu, 'POST', SH, {
				body: { name: 'x', tiles: [], savedFilterValues: [{ type: 'variable' }] },
			}),
			400,
			/^Body validation failed: savedFilterValues\.0\.type: Invalid enum value\. Expected 'sql', received 'variable'$/,
		);
	});

	it('stores what it takes: ids for new tiles and filters, read-only fields dropped', async () => {
		const d = expectCloudOk(
			await cloud(emu, 'POST', CLOUD, {
				body: {
					id: 'mine',
					createdAt: '2026-01-01T00:00:00.000Z',
					name: 'x',
					tiles: [cloudTile(), cloudTile({ id: 'kept' })],
					filters: [filter(SEED.cloudSources.log)],
				},
			}),
		);
		expect(d.id).not.toBe('mine');
		expect(d).not.toHaveProperty('createdAt');
		expect(d.tiles.map((t: Json) => t.id)).toEqual([
			expect.stringMatching(/^[0-9a-f]{24}$/),
			'kept',
		]);
		expect(d.filters[0].id).toMatch(/^[0-9a-f]{24}$/);
		expect(d.tags).toEqual([]);
	});
});
