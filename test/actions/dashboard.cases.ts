/**
 * The dashboard resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import {
	type BadBatch,
	type BadInput,
	type Json,
	type ResourceCases,
	type Deployment,
	baselineBuilder,
	item,
	MISSING,
	VALUE,
	json,
	body,
	judged,
} from '../support/caseKit';
import { locator, SEED, selfHostedParams } from '../support/env';

export const dashboardBody = () => ({
	name: 'rel',
	tiles: [
		{
			name: 't',
			x: 0,
			y: 0,
			w: 6,
			h: 2,
			config: { displayType: 'line', sourceId: SEED.sh.sources.log, select: [{ aggFn: 'count' }] },
		},
	],
	tags: ['a'],
	filters: [],
});

const tileWith = (over: Json) => ({
	...dashboardBody(),
	tiles: [{ ...dashboardBody().tiles[0], ...over }],
});

/** Full dashboard bodies (create) with one bad field each. */
function badDashboardBodies(deployment: Deployment): BadInput[] {
	const base = dashboardBody();
	const filter = {
		type: 'QUERY_EXPRESSION',
		name: 'Environment',
		expression: 'environment',
		sourceId: SEED.sh.sources.log,
	};
	const noName = Object.fromEntries(Object.entries(base).filter(([key]) => key !== 'name')) as Json;
	const noTiles = Object.fromEntries(
		Object.entries(base).filter(([key]) => key !== 'tiles'),
	) as Json;
	const manyTiles = Array.from({ length: 501 }, (_, index) => ({
		name: `t${index}`,
		x: 0,
		y: index,
		w: 1,
		h: 1,
		config: {},
	}));
	return [
		body('no name', noName, 'name'),
		body('name is an object', { ...base, name: { text: 'x' } }, 'name'),
		body('no tiles', noTiles, 'tiles'),
		body('tiles is a text', { ...base, tiles: 'tile' }, 'tiles'),
		body('501 tiles', { ...base, tiles: manyTiles }, 'tiles'),
		body('tile is a number', { ...base, tiles: [3] }, 'tiles[0]'),
		body('tile x = -1', tileWith({ x: -1 }), 'tiles[0].x'),
		// the self-hosted server takes fractions in its grid (npm run test:real); the cloud's document does not
		...(deployment === 'cloud' ? [body('tile x = 1.5', tileWith({ x: 1.5 }), 'tiles[0].x')] : []),
		body('tile x is a word', tileWith({ x: 'left' }), 'tiles[0].x'),
		body('tile y = -1', tileWith({ y: -1 }), 'tiles[0].y'),
		body('tile w = -1', tileWith({ w: -1 }), 'tiles[0].w'),
		...(deployment === 'cloud' ? [body('tile w = 2.5', tileWith({ w: 2.5 }), 'tiles[0].w')] : []),
		body('tile h = -1', tileWith({ h: -1 }), 'tiles[0].h'),
		body('tile h missing', tileWith({ h: undefined }), 'tiles[0].h'),
		body('tile without name', tileWith({ name: undefined }), 'tiles[0].name'),
		body('tile without config or series', tileWith({ config: undefined }), 'tiles[0].config'),
		body('tile with config and series', tileWith({ series: [] }), 'tiles[0]'),
		body('tile config is a text', tileWith({ config: 'line' }), 'tiles[0].config'),
		body('tile config empty', tileWith({ config: {} }), 'tiles[0].config.displayType'),
		body(
			'tile config without displayType',
			tileWith({ config: { sourceId: SEED.sh.sources.log } }),
			'tiles[0].config.displayType',
		),
		body(
			'tile display type "sparkline"',
			tileWith({ config: { displayType: 'sparkline' } }),
			'tiles[0].config.displayType',
		),
		body(
			'tile series is an object',
			tileWith({ config: undefined, series: {} }),
			'tiles[0].series',
		),
		body('tile id empty', tileWith({ id: '' }), 'tiles[0].id'),
		body(
			'duplicate tile ids',
			{
				...base,
				tiles: [
					{ ...base.tiles[0], id: 'a' },
					{ ...base.tiles[0], id: 'a' },
				],
			},
			'tiles[1].id',
		),
		body('tags is a text', { ...base, tags: 'prod' }, 'tags'),
		body('tags hold a number', { ...base, tags: [1] }, 'tags'),
		judged(
			'51 tags',
			{ ...base, tags: Array.from({ length: 51 }, (_, index) => `t${index}`) },
			'tags',
		),
		judged('a tag of 33 characters', { ...base, tags: ['t'.repeat(33)] }, 'tags'),
		body('filters is an object', { ...base, filters: {} }, 'filters'),
		body('filters hold a text', { ...base, filters: ['level:error'] }, 'filters'),
		body(
			'filter with an id (create)',
			{ ...base, filters: [{ ...filter, id: 'f1' }] },
			'filters[0].id',
		),
		body(
			'filter without a type',
			{ ...base, filters: [{ name: 'x', condition: 'level:error' }] },
			'filters[0].type',
		),
		body(
			'filter without a name',
			{ ...base, filters: [{ ...filter, name: '' }] },
			'filters[0].name',
		),
	];
}

/** Dashboard update changes (merged into the record, then fully replaced) with one bad field each. */
function badDashboardChanges(): BadInput[] {
	const tile = dashboardBody().tiles[0];
	return [
		body('name is a number', { name: 5 }, 'name'),
		body('name is a list', { name: ['x'] }, 'name'),
		body('tiles is a text', { tiles: 'none' }, 'tiles'),
		body('tile x = -30', { tiles: [{ ...tile, x: -30 }] }, 'tiles[0].x'),
		body('tile w = -1', { tiles: [{ ...tile, w: -1 }] }, 'tiles[0].w'),
		body('tile without config', { tiles: [{ ...tile, config: undefined }] }, 'tiles[0].config'),
		body('tags is a number', { tags: 5 }, 'tags'),
		body('filters is a text', { filters: 'x' }, 'filters'),
		body(
			'filter without its id (update)',
			{
				filters: [
					{
						type: 'QUERY_EXPRESSION',
						name: 'Environment',
						expression: 'environment',
						sourceId: SEED.sh.sources.log,
					},
				],
			},
			'filters[0].id',
		),
		body('tile config empty', { tiles: [{ ...tile, config: {} }] }, 'tiles[0].config.displayType'),
	];
}

export const cases: ResourceCases = {
	resource: 'dashboard',
	recordField: 'dashboardId',
	baselines() {
		const { cells, both, selfHosted } = baselineBuilder();
		both('dashboard', 'create', json(dashboardBody()), json(dashboardBody()));
		both(
			'dashboard',
			'get',
			{ dashboardId: locator(SEED.cloudDashboard) },
			{ dashboardId: locator(SEED.sh.dashboard) },
		);
		both('dashboard', 'getAll', { returnAll: false, limit: 5 }, { returnAll: false, limit: 5 });
		both(
			'dashboard',
			'update',
			{ dashboardId: locator(SEED.cloudDashboard), ...json({ name: 'renamed' }) },
			{ dashboardId: locator(SEED.sh.dashboard), ...json({ name: 'renamed' }) },
		);
		both(
			'dashboard',
			'delete',
			{ dashboardId: locator(SEED.cloudDashboard2) },
			{ dashboardId: locator(SEED.sh.dashboard2) },
		);
		selfHosted('dashboard', 'validate', json(dashboardBody()));
		return cells;
	},
	bad(cell, add) {
		if (cell.op === 'dashboard:create')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badDashboardBodies(cell.deployment));
		if (cell.op === 'dashboard:update')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badDashboardChanges());
		// The server answers Validate with 200 and its errors: only what the node refuses is bad input there.
		if (cell.op === 'dashboard:validate')
			add(
				cell,
				'jsonBody (content)',
				{ jsonBody: VALUE },
				badDashboardBodies('selfHosted').filter((input) => input.server !== true),
			);
	},
	typed() {
		const batches: BadBatch[] = [];
		const dashboardFields = (name: string, value: unknown, inputs: BadInput[]) =>
			batches.push({
				op: 'dashboard:create',
				deployment: 'selfHosted',
				varies: `fields: ${name}`,
				params: selfHostedParams('dashboard', 'create', {
					specifyBody: 'fields',
					name: 'rel',
					tags: 'a, b',
					filters: '[]',
					tiles: {
						tile: [
							{
								name: 't',
								x: 0,
								y: 0,
								w: 4,
								h: 2,
								config: JSON.stringify(dashboardBody().tiles[0].config),
							},
						],
					},
					...(value as Json),
				}),
				inputs,
			});
		dashboardFields('name', { name: VALUE }, [
			item('missing', MISSING, 'name'),
			item('blank', ' ', 'name'),
		]);
		dashboardFields('filters', { filters: VALUE }, [
			item('not JSON', '[{type: lucene}]', 'filters'),
			item('object', '{"a": 1}', 'filters'),
		]);
		dashboardFields(
			'tile x',
			{
				tiles: {
					tile: [
						{
							name: 't',
							x: VALUE,
							y: 0,
							w: 4,
							h: 2,
							config: JSON.stringify(dashboardBody().tiles[0].config),
						},
					],
				},
			},
			[
				item('-24', -24, 'tiles[0].x'),
				item('word', 'left', 'tiles[0].x'),
				item('missing', MISSING, 'tiles[0].x'),
			],
		);
		dashboardFields(
			'tile config',
			{ tiles: { tile: [{ name: 't', x: 0, y: 0, w: 4, h: 2, config: VALUE }] } },
			[
				item('not JSON', '{line}', 'tiles[0].config'),
				item('list', '[]', 'tiles[0].config'),
				item('empty object', '{}', 'tiles[0].config.displayType'),
				item('empty', '', 'tiles[0].config'),
			],
		);
		batches.push({
			op: 'dashboard:update',
			deployment: 'selfHosted',
			varies: 'fields: updateFields',
			params: selfHostedParams('dashboard', 'update', {
				dashboardId: locator(SEED.sh.dashboard),
				specifyBody: 'fields',
				updateFields: { name: VALUE },
			}),
			inputs: [item('nothing to change (name resolves to nothing)', MISSING, 'updateFields')],
		});
		return batches;
	},
};
