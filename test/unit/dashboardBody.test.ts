import type { IDataObject } from 'n8n-workflow';
import { inputError } from '../support/inputError';
import {
	checkDashboardChanges,
	dashboardFieldsToBody,
	dashboardRecordToBody,
	dashboardUpdateToBody,
	mergeDashboard,
	parseFilters,
	tileCoordinate,
	tilesFromFields,
	validateDashboardBody,
	validateTile,
	validateTiles,
} from '../../nodes/ObservabilityPipes/actions/dashboard/dashboardBody';

const OID = (n: number) => n.toString(16).padStart(24, '0');
const tile = (extra: Record<string, unknown> = {}) => ({
	name: 'Rate',
	x: 0,
	y: 0,
	w: 12,
	h: 3,
	config: { displayType: 'line', sourceId: OID(5), select: [{ aggFn: 'count' }] },
	...extra,
});
const filter = (extra: Record<string, unknown> = {}) => ({
	type: 'QUERY_EXPRESSION',
	name: 'Env',
	expression: 'env',
	sourceId: OID(5),
	...extra,
});

describe('tileCoordinate', () => {
	it.each([
		['x', 0],
		['x', 23],
		['y', 0],
		['y', 100000],
		['w', 1],
		['w', 24],
		['h', 1],
		['h', 40],
	] as const)('accepts %s = %d', (key, value) => {
		expect(tileCoordinate(`tiles[0].${key}`, key, value)).toBe(value);
	});

	it.each([
		['x', 24],
		['w', 0],
		['w', 25],
		['h', 0],
	] as const)(
		"sends %s = %d, outside the documents' grid, for the server to judge",
		(key, value) => {
			expect(tileCoordinate(`tiles[0].${key}`, key, value)).toBe(value);
		},
	);

	it('accepts numeric text', () => {
		expect(tileCoordinate('tiles[0].x', 'x', ' 7 ')).toBe(7);
	});

	it('takes fractions where asked (the self-hosted server takes any number in its grid)', () => {
		expect(tileCoordinate('tiles[0].x', 'x', 1.5, true)).toBe(1.5);
		expect(tileCoordinate('tiles[0].w', 'w', '2.5', true)).toBe(2.5);
		expect(inputError(() => tileCoordinate('tiles[0].x', 'x', -0.5, true)).message).toMatch(
			/below 0/,
		);
	});

	it.each([
		['x', -1, /-1 is below 0/],
		['y', -1, /below 0/],
		['w', -1, /below 0/],
		['h', -2, /below 0/],
		['x', 1.5, /not a whole number/],
		['w', 'wide', /expected a number/],
		['h', '', /it is empty/],
		['h', undefined, /it is empty/],
	] as const)('refuses %s = %p', (key, value, problem) => {
		const error = inputError(() => tileCoordinate(`tiles[2].${key}`, key, value));
		expect(error.message).toMatch(`Invalid 'tiles[2].${key}'`);
		expect(error.message).toMatch(problem);
		expect(error.fix).toMatch(key);
	});
});

describe('validateTile', () => {
	it('keeps unknown fields and normalises numbers', () => {
		expect(validateTile({ ...tile({ x: '3' }), id: 't1', extra: true }, 0)).toEqual({
			...tile({ x: 3 }),
			id: 't1',
			extra: true,
		});
	});

	it('accepts series instead of config', () => {
		const { config: _config, ...rest } = tile();
		void _config;
		expect(validateTile({ ...rest, series: [] }, 0)).toEqual({ ...rest, series: [] });
	});

	it.each([
		[{ ...tile(), name: '' }, 'tiles[1].name'],
		[{ ...tile(), id: '' }, 'tiles[1].id'],
		[{ ...tile(), config: undefined }, 'tiles[1].config'],
		[{ ...tile(), config: [] }, 'tiles[1].config'],
		[{ ...tile(), config: {} }, 'tiles[1].config.displayType'],
		[{ ...tile(), config: { sourceId: OID(5) } }, 'tiles[1].config.displayType'],
		[{ ...tile(), config: { displayType: 'sparkline' } }, 'tiles[1].config.displayType'],
		[{ ...tile(), series: [] }, 'tiles[1]'],
		[{ ...tile(), config: undefined, series: {} }, 'tiles[1].series'],
		['not a tile', 'tiles[1]'],
	])('refuses %p naming %s', (value, field) => {
		expect(inputError(() => validateTile(value, 1)).field).toBe(field);
	});
});

describe('validateTiles', () => {
	it("sends 501 tiles: how many a dashboard holds is the server's to judge", () => {
		expect(validateTiles(Array.from({ length: 501 }, () => tile()))).toHaveLength(501);
	});

	it('refuses duplicate tile ids', () => {
		expect(
			inputError(() => validateTiles([tile({ id: 'a' }), tile({ id: 'b' }), tile({ id: 'a' })]))
				.field,
		).toBe('tiles[2].id');
	});

	it('refuses a non-list', () => {
		expect(inputError(() => validateTiles({})).field).toBe('tiles');
	});
});

describe('validateDashboardBody', () => {
	it('requires name (may be empty) and tiles, passes fields it does not model', () => {
		expect(validateDashboardBody({ name: ' D ', tiles: [], savedQuery: 'x' }, 'cloud')).toEqual({
			name: ' D ',
			tiles: [],
			savedQuery: 'x',
		});
		expect(validateDashboardBody({ name: '', tiles: [] }, 'selfHosted')).toEqual({
			name: '',
			tiles: [],
		});
		expect(inputError(() => validateDashboardBody({ tiles: [] }, 'cloud')).field).toBe('name');
		expect(inputError(() => validateDashboardBody({ name: 5, tiles: [] }, 'cloud')).field).toBe(
			'name',
		);
		expect(inputError(() => validateDashboardBody({ name: 'D' }, 'cloud')).field).toBe('tiles');
	});

	it("checks tags: a list of texts (how many and how long is the server's to judge)", () => {
		const body = (tags: unknown) => ({ name: 'D', tiles: [], tags }) as IDataObject;
		expect(
			validateDashboardBody(body(Array.from({ length: 50 }, () => 't'.repeat(32))), 'cloud').tags,
		).toHaveLength(50);
		expect(inputError(() => validateDashboardBody(body('a,b'), 'cloud')).field).toBe('tags');
		expect(inputError(() => validateDashboardBody(body([1]), 'cloud')).field).toBe('tags');
		expect(
			validateDashboardBody(body(Array.from({ length: 51 }, () => 't')), 'cloud').tags,
		).toHaveLength(51);
		expect(validateDashboardBody(body(['a', 't'.repeat(33)]), 'cloud').tags).toEqual([
			'a',
			't'.repeat(33),
		]);
	});

	it('checks filters: no id on create, an id on a replace; fields and types it does not know are sent', () => {
		const body = (filters: unknown) => ({ name: 'D', tiles: [], filters }) as IDataObject;
		expect(
			validateDashboardBody(body([filter({ whereLanguage: 'lucene' })]), 'cloud').filters,
		).toEqual([filter({ whereLanguage: 'lucene' })]);
		expect(
			validateDashboardBody(
				body([filter({ id: 'f1', isVariableEnabled: true })]),
				'selfHosted',
				'replace',
			).filters,
		).toEqual([filter({ id: 'f1', isVariableEnabled: true })]);
		expect(inputError(() => validateDashboardBody(body(['x']), 'cloud')).field).toBe('filters');
		expect(
			inputError(() => validateDashboardBody(body([filter({ id: 'f1' })]), 'cloud')).field,
		).toBe('filters[0].id');
		expect(
			inputError(() => validateDashboardBody(body([filter()]), 'cloud', 'replace')).field,
		).toBe('filters[0].id');
		const variable = filter({
			isVariableEnabled: true,
			variableName: 'env',
			isBroadcastEnabled: false,
			newerField: 1,
		});
		expect(validateDashboardBody(body([variable]), 'cloud').filters).toEqual([variable]);
		expect(validateDashboardBody(body([filter({ type: 'NEWER_TYPE' })]), 'cloud').filters).toEqual([
			filter({ type: 'NEWER_TYPE' }),
		]);
		expect(
			inputError(() => validateDashboardBody(body([filter({ type: '' })]), 'cloud')).field,
		).toBe('filters[0].type');
		expect(
			inputError(() => validateDashboardBody(body([filter({ name: '' })]), 'cloud')).field,
		).toBe('filters[0].name');
		expect(
			inputError(() => validateDashboardBody(body([filter({ sourceId: 'logs' })]), 'cloud')).field,
		).toBe('filters[0].sourceId');
	});

	it('checks the changes of an update as a replace', () => {
		expect(() => checkDashboardChanges({ tags: ['a'] }, 'cloud')).not.toThrow();
		expect(
			inputError(() => checkDashboardChanges({ filters: [filter()] }, 'selfHosted')).field,
		).toBe('filters[0].id');
	});
});

describe('dashboardRecordToBody', () => {
	it('drops server fields and keeps everything else', () => {
		const record = {
			id: 'd',
			name: 'D',
			tiles: [tile({ id: 't' })],
			tags: [],
			filters: [],
			createdAt: 'x',
			updatedAt: 'y',
			team: 't',
			custom: 2,
		};
		expect(dashboardRecordToBody(record)).toEqual({
			name: 'D',
			tiles: [tile({ id: 't' })],
			tags: [],
			filters: [],
			custom: 2,
		});
	});
});

describe('typed fields', () => {
	it('builds tiles from the fixedCollection: config parsed, empty id and empty config left out (never sent empty)', () => {
		const tiles = tilesFromFields({
			tile: [
				{ id: '', name: 'A', x: 0, y: 0, w: 6, h: 2, config: '{"displayType":"table"}' },
				{ id: 'keep', name: 'B', x: 6, y: 0, w: 6, h: 2, config: '' },
			],
		});
		expect(tiles).toEqual([
			{ name: 'A', x: 0, y: 0, w: 6, h: 2, config: { displayType: 'table' } },
			{ id: 'keep', name: 'B', x: 6, y: 0, w: 6, h: 2 },
		]);
		expect(inputError(() => validateTiles(tiles)).message).toMatch("neither 'config' nor 'series'");
	});

	it('names the tile whose config is not JSON', () => {
		expect(
			inputError(() =>
				tilesFromFields({ tile: [tile({ config: '{}' }), tile({ config: '{bad' })] }),
			).field,
		).toBe('tiles[1].config');
	});

	it('sets only the given fields', () => {
		expect(dashboardFieldsToBody({ name: 'N' })).toEqual({ name: 'N' });
		expect(dashboardFieldsToBody({ tags: 'a, b,,c', filters: '[{"k":1}]' })).toEqual({
			tags: ['a', 'b', 'c'],
			filters: [{ k: 1 }],
		});
	});

	it('parses filters', () => {
		expect(parseFilters('')).toEqual([]);
		expect(parseFilters([{ a: 1 }])).toEqual([{ a: 1 }]);
		expect(inputError(() => parseFilters('[1]')).field).toBe('filters');
		expect(inputError(() => parseFilters('nope')).message).toMatch('not valid JSON');
	});

	it('update refuses an empty Tiles field and an empty change', () => {
		expect(inputError(() => dashboardUpdateToBody({ tiles: {} })).field).toBe('tiles');
		expect(inputError(() => dashboardUpdateToBody({})).field).toBe('updateFields');
		expect(dashboardUpdateToBody({ name: 'N' })).toEqual({ name: 'N' });
	});
});

describe('a dashboard update judges the changes, and sends what was read as it was', () => {
	/** A stored dashboard that breaks the node's input rules: a tile without a name at a negative x, a filter without its ID, a field the package does not know. */
	const stored = {
		id: 'd',
		createdAt: 'c',
		updatedAt: 'u',
		name: 'Old',
		tiles: [tile({ id: 't', name: '', x: -1, config: { displayType: 'future_chart' } })],
		filters: [{ type: 'QUERY_EXPRESSION', name: '', expression: '', sourceId: 'logs' }],
		savedFilterValues: [{ type: 'variable' }],
		futureField: { kept: true },
		containers: null,
	};

	it('a rename sends every stored field back exactly as read', () => {
		const changes = checkDashboardChanges({ name: 'Renamed' }, 'selfHosted');
		const { id, createdAt, updatedAt, ...asRead } = stored;
		expect([id, createdAt, updatedAt]).toEqual(['d', 'c', 'u']);
		expect(mergeDashboard(stored, changes)).toEqual({ ...asRead, name: 'Renamed' });
	});

	it("checks the user's own fields and returns them normalised", () => {
		expect(checkDashboardChanges({ tiles: [tile({ x: '2' })] }, 'cloud')).toEqual({
			tiles: [tile({ x: 2 })],
		});
		expect(
			inputError(() => checkDashboardChanges({ tiles: [tile({ x: -1 })] }, 'cloud')).field,
		).toBe('tiles[0].x');
		expect(inputError(() => checkDashboardChanges({ name: 5 }, 'cloud')).field).toBe('name');
	});

	it('a tile list given replaces the stored one whole; the other stored fields stay as read', () => {
		const tiles = [tile({ id: 'n' })];
		const merged = mergeDashboard(stored, checkDashboardChanges({ tiles }, 'cloud'));
		expect(merged.tiles).toEqual(tiles);
		expect(merged.filters).toEqual(stored.filters);
	});
});
