import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { readBody } from '../../../shared/input/bodyMode';
import { InputError } from '../../../shared/base/inputError';
import { checkValue, type FieldSpec } from '../../../shared/input/schema';
import type { Deployment } from '../../../shared/api/types';
import { recordId } from '../../../shared/api/ids';
import {
	parseJson,
	parseJsonObject,
	splitList,
	checkSomeChange,
} from '../../../shared/input/validation';
import { describeType, isObject, requiredString } from '../../../shared/base/helpers';
import { FILTER_EXAMPLE, SAVED_FILTER_VALUES_EXAMPLE } from './values';

/** The chart types of the documents' `TileConfig` (the same on both deployments). */
const DISPLAY_TYPES = [
	'line',
	'stacked_bar',
	'table',
	'number',
	'pie',
	'bar',
	'heatmap',
	'search',
	'event_patterns',
	'markdown',
] as const;

const FILTER_FIX = `Give each filter as {"type": "QUERY_EXPRESSION", "name", "expression", "sourceId"}, such as ${FILTER_EXAMPLE}.`;

/**
 * Grid bounds of a tile as the documents give them (the dashboard is 24 columns wide and grows
 * downwards): the server judges them (a wider grid may come), so only a position or a size below
 * 0, which no grid has, is refused before sending.
 */
const TILE_LIMITS = {
	x: { min: 0, max: 23 },
	y: { min: 0, max: Number.MAX_SAFE_INTEGER },
	w: { min: 1, max: 24 },
	h: { min: 1, max: Number.MAX_SAFE_INTEGER },
} as const;

type GridKey = keyof typeof TILE_LIMITS;

/** Fields the server sets; never sent back in a full replace. */
const SERVER_FIELDS = [
	'id',
	'_id',
	'team',
	'teamId',
	'createdAt',
	'updatedAt',
	'createdBy',
	'updatedBy',
];

function present(value: unknown): boolean {
	return value !== undefined && value !== null && value !== '';
}

function rangeText(min: number, max: number): string {
	return max === Number.MAX_SAFE_INTEGER
		? `a whole number of at least ${min}`
		: `a whole number from ${min} to ${max}`;
}

/**
 * One grid coordinate of a tile: a number (numeric text accepted), not below 0; a whole number
 * unless `fractions` (the self-hosted server's code takes any number in its grid, measured
 * with `npm run test:real`; the cloud's document asks for integers).
 */
export function tileCoordinate(
	field: string,
	key: GridKey,
	value: unknown,
	fractions = false,
): number {
	const { min, max } = TILE_LIMITS[key];
	const fix = `Set '${field}' to ${fractions ? rangeText(min, max).replace('a whole number', 'a number') : rangeText(min, max)} (the documents' grid; a newer server may take more).`;
	if (!present(value)) throw new InputError(field, 'it is empty', fix);
	const number = typeof value === 'string' ? Number(value.trim()) : value;
	if (typeof number !== 'number' || !Number.isFinite(number)) {
		throw new InputError(field, `expected a number, got ${describeType(value)}`, fix);
	}
	if (!fractions && !Number.isInteger(number))
		throw new InputError(field, `${number} is not a whole number`, fix);
	if (number < 0) throw new InputError(field, `${number} is below 0`, fix);
	return number;
}

/**
 * Checks one tile: name, grid position and size, and exactly one of `config` (object)
 * or `series` (list). Unknown fields pass.
 */
export function validateTile(tile: unknown, index: number, fractions = false): IDataObject {
	const at = `tiles[${index}]`;
	if (!isObject(tile)) {
		throw new InputError(
			at,
			`expected an object, got ${describeType(tile)}`,
			'Give each tile as {"name", "x", "y", "w", "h", "config"}.',
		);
	}
	const out: IDataObject = { ...tile };
	if (tile.id !== undefined) {
		if (typeof tile.id !== 'string' || tile.id.trim() === '') {
			throw new InputError(
				`${at}.id`,
				`expected a non-empty text, got ${describeType(tile.id)}`,
				'Leave the tile ID out to let the service create one, or give its existing ID.',
			);
		}
	}
	out.name = requiredString(`${at}.name`, tile.name);
	for (const key of Object.keys(TILE_LIMITS) as GridKey[]) {
		out[key] = tileCoordinate(`${at}.${key}`, key, tile[key], fractions);
	}
	const hasConfig = tile.config !== undefined;
	const hasSeries = tile.series !== undefined;
	if (!hasConfig && !hasSeries) {
		throw new InputError(
			`${at}.config`,
			"the tile has neither 'config' nor 'series'",
			"Give the tile a 'config' object (what the tile shows).",
		);
	}
	if (hasConfig && hasSeries) {
		throw new InputError(
			at,
			"the tile has both 'config' and 'series'",
			"Keep one of them: a tile takes either 'config' or 'series'.",
		);
	}
	if (hasConfig) out.config = checkConfig(`${at}.config`, tile.config);
	if (hasSeries && !Array.isArray(tile.series)) {
		throw new InputError(
			`${at}.series`,
			`expected a list, got ${describeType(tile.series)}`,
			`Set '${at}.series' to a JSON list.`,
		);
	}
	return out;
}

/**
 * A tile config: an object with one of the documents' display types (the discriminator of the
 * documents' union of configs, which no other value can join); the server checks the rest.
 */
const CONFIG: FieldSpec = {
	type: 'object',
	fields: { displayType: { type: 'string' } },
	required: ['displayType'],
};

function checkConfig(field: string, config: unknown): IDataObject {
	const checked = checkValue(config, CONFIG, field) as IDataObject;
	if (!(DISPLAY_TYPES as readonly unknown[]).includes(checked.displayType)) {
		throw new InputError(
			`${field}.displayType`,
			`${describeType(checked.displayType)} is not a display type`,
			`Use one of: ${DISPLAY_TYPES.join(', ')}.`,
		);
	}
	return checked;
}

/** Tags: a list of texts (how many and how long is the server's to judge). */
const TAGS: FieldSpec = { type: 'strings' };

/**
 * Filters: objects with a type, name, expression and source. A new dashboard's filters have no `id` (the
 * server gives one); every filter of a replaced dashboard has its `id` (the server requires it).
 */
function checkFilters(
	filters: unknown,
	deployment: Deployment,
	mode: 'create' | 'replace',
): IDataObject[] {
	if (!Array.isArray(filters) || filters.some((filter) => !isObject(filter))) {
		throw new InputError(
			'filters',
			`expected a list of objects, got ${describeType(filters)}`,
			FILTER_FIX,
		);
	}
	return (filters as IDataObject[]).map((filter, index) => {
		const at = `filters[${index}]`;
		// The server gives a new filter its ID: not writable on create.
		if (mode === 'create' && filter.id !== undefined) {
			throw new InputError(
				`${at}.id`,
				"a new dashboard's filters have no ID",
				"Leave 'id' out: the server gives each filter its ID.",
			);
		}
		// Fields and filter types the package does not know are sent as given: a newer server's
		// dashboards carry them (variables, broadcast), and refusing them would refuse the
		// user's own dashboard. A server that does not take one answers 400 naming it.
		requiredString(`${at}.type`, filter.type);
		const out: IDataObject = { ...filter };
		out.name = requiredString(`${at}.name`, filter.name);
		out.expression = requiredString(`${at}.expression`, filter.expression);
		out.sourceId = recordId(`${at}.sourceId`, filter.sourceId, 'source', deployment);
		if (mode === 'replace') {
			if (typeof filter.id !== 'string' || filter.id.trim() === '') {
				throw new InputError(
					`${at}.id`,
					'it is missing',
					"Keep the 'id' of each filter the dashboard has; give a filter you add an ID of your own (any text, unique on the dashboard): the server requires one on an update.",
				);
			}
		}
		return out;
	});
}

/**
 * Saved filter values: a list of objects, each with a `type` (`sql` with its `condition`,
 * `variable` with `name` and `values` on the newer cloud document). A type the package does
 * not know is sent as given.
 */
function checkSavedFilterValues(value: unknown): IDataObject[] {
	const fix = `Give a JSON list such as ${SAVED_FILTER_VALUES_EXAMPLE}, or [] for none.`;
	if (!Array.isArray(value) || value.some((entry) => !isObject(entry))) {
		throw new InputError(
			'savedFilterValues',
			`expected a list of objects, got ${describeType(value)}`,
			fix,
		);
	}
	return (value as IDataObject[]).map((entry, index) => {
		const at = `savedFilterValues[${index}]`;
		const type = requiredString(`${at}.type`, entry.type);
		if (type === 'variable') {
			requiredString(`${at}.name`, entry.name);
			if (!Array.isArray(entry.values))
				throw new InputError(
					`${at}.values`,
					`expected a list, got ${describeType(entry.values)}`,
					fix,
				);
		}
		return entry;
	});
}

/** Checks the tile list: each tile valid, tile ids unique. */
export function validateTiles(tiles: unknown, fractions = false): IDataObject[] {
	if (!Array.isArray(tiles)) {
		throw new InputError(
			'tiles',
			`expected a list, got ${describeType(tiles)}`,
			"Set 'tiles' to a list of tiles (it may be empty).",
		);
	}
	const seen = new Set<string>();
	return tiles.map((tile, index) => {
		const checked = validateTile(tile, index, fractions);
		if (typeof checked.id === 'string') {
			if (seen.has(checked.id)) {
				throw new InputError(
					`tiles[${index}].id`,
					`the ID "${checked.id}" is used by another tile`,
					'Give every tile its own ID, or leave the ID out to let the service create one.',
				);
			}
			seen.add(checked.id);
		}
		return checked;
	});
}

/**
 * Checks a complete dashboard body (a create): `name` (may be empty) and `tiles` required, tags
 * and filters as the documents give them. Fields the node does not model pass.
 */
export function validateDashboardBody(
	input: IDataObject,
	deployment: Deployment,
	mode: 'create' | 'replace' = 'create',
): IDataObject {
	if (input.name === undefined) checkName(input.name);
	if (input.tiles === undefined || input.tiles === null) {
		throw new InputError(
			'tiles',
			'it is missing',
			"Set 'tiles' to a list of tiles (an empty list is allowed).",
		);
	}
	return checkDashboardFields(input, deployment, mode);
}

function checkName(name: unknown): void {
	if (typeof name !== 'string') {
		throw new InputError(
			'name',
			name === undefined || name === null
				? 'it is missing'
				: `expected text, got ${describeType(name)}`,
			"Set 'name' to the name of the dashboard.",
		);
	}
}

/** The fields a body gives, each checked on its own, returned normalised (grid numbers as numbers). */
function checkDashboardFields(
	input: IDataObject,
	deployment: Deployment,
	mode: 'create' | 'replace',
): IDataObject {
	const body: IDataObject = { ...input };
	if (body.name !== undefined) checkName(body.name);
	if (body.tiles !== undefined) body.tiles = validateTiles(body.tiles, deployment === 'selfHosted');
	if (body.tags !== undefined) checkValue(body.tags, TAGS, 'tags');
	if (body.filters !== undefined) body.filters = checkFilters(body.filters, deployment, mode);
	if (body.savedFilterValues !== undefined)
		body.savedFilterValues = checkSavedFilterValues(body.savedFilterValues);
	return body;
}

/**
 * The changes of an update, checked before the dashboard is read and returned normalised: a
 * bad change is refused without any request, and the same way whether the dashboard exists or
 * not. Each check looks at the changed field alone (a tile list given replaces every tile, and
 * is checked whole); the stored dashboard goes back as read (`mergeDashboard`).
 */
export function checkDashboardChanges(changes: IDataObject, deployment: Deployment): IDataObject {
	return checkDashboardFields(changes, deployment, 'replace');
}

/**
 * The body of a full replace: the stored dashboard as read (without what the server sets), the
 * checked changes over it. What was read is not judged again: the server judges it.
 */
export function mergeDashboard(record: IDataObject, changes: IDataObject): IDataObject {
	return { ...dashboardRecordToBody(record), ...changes };
}

/** The writable form of a fetched dashboard: what a full replace must send to keep it as it is. */
export function dashboardRecordToBody(record: IDataObject): IDataObject {
	const body: IDataObject = {};
	for (const [key, value] of Object.entries(record)) {
		if (!SERVER_FIELDS.includes(key)) body[key] = value;
	}
	return body;
}

/** Parses the "Saved Filter Values" field: a JSON list given as text or as a list. */
function parseSavedFilterValues(value: unknown): IDataObject[] {
	if (typeof value !== 'string') return value as IDataObject[];
	if (value.trim() === '') return [];
	const attempt = parseJson(value);
	if ('problem' in attempt) {
		throw new InputError(
			'savedFilterValues',
			`it is not valid JSON (${attempt.problem})`,
			`Enter a JSON list such as [] or ${SAVED_FILTER_VALUES_EXAMPLE}.`,
		);
	}
	return attempt.value as IDataObject[];
}

/** Parses the "Filters" field: a JSON list given as text or as a list. */
export function parseFilters(value: unknown): IDataObject[] {
	let parsed = value;
	if (typeof value === 'string') {
		if (value.trim() === '') return [];
		const attempt = parseJson(value);
		if ('problem' in attempt) {
			throw new InputError(
				'filters',
				`it is not valid JSON (${attempt.problem})`,
				`Enter a JSON list such as [] or ${FILTER_EXAMPLE}.`,
			);
		}
		parsed = attempt.value;
	}
	if (!Array.isArray(parsed) || parsed.some((filter) => !isObject(filter))) {
		throw new InputError(
			'filters',
			`expected a JSON list of objects, got ${describeType(parsed)}`,
			`Enter a JSON list such as [] or ${FILTER_EXAMPLE}.`,
		);
	}
	return parsed as IDataObject[];
}

/**
 * The tiles of the "Tiles" fixedCollection (`{tile: [{id?, name, x, y, w, h, config}]}`):
 * an empty ID is left out so the service creates one, `config` is parsed from JSON; an empty
 * Config field is left out, and the tile refused for having no config (never sent empty).
 */
export function tilesFromFields(value: unknown): IDataObject[] {
	const entries = isObject(value) && Array.isArray(value.tile) ? (value.tile as unknown[]) : [];
	return entries.map((entry, index) => {
		const fields = isObject(entry) ? entry : {};
		const tile: IDataObject = {};
		const id = typeof fields.id === 'string' ? fields.id.trim() : fields.id;
		if (present(id)) tile.id = id;
		tile.name = fields.name;
		for (const key of Object.keys(TILE_LIMITS)) tile[key] = fields[key];
		const config = fields.config;
		if (present(config)) tile.config = parseJsonObject(`tiles[${index}].config`, config);
		return tile;
	});
}

/**
 * Body of the typed fields. Only the fields present in `fields` are set, so an update
 * changes nothing else: `tags` from comma-separated text, `tiles` from the
 * fixedCollection, `filters` from JSON.
 */
export function dashboardFieldsToBody(fields: IDataObject): IDataObject {
	const body: IDataObject = {};
	if (fields.name !== undefined) body.name = fields.name;
	if (fields.tags !== undefined) body.tags = splitList(fields.tags);
	if (fields.tiles !== undefined) body.tiles = tilesFromFields(fields.tiles);
	if (fields.filters !== undefined) body.filters = parseFilters(fields.filters);
	if (fields.savedFilterValues !== undefined)
		body.savedFilterValues = parseSavedFilterValues(fields.savedFilterValues);
	// A new dashboard without saved filter values leaves the field out (as before the field existed).
	if (
		fields.savedFilterValuesOnlyIfAny === true &&
		Array.isArray(body.savedFilterValues) &&
		body.savedFilterValues.length === 0
	)
		delete body.savedFilterValues;
	return body;
}

/**
 * Changes of the "Update Fields" collection. A "Tiles" field without any tile is refused:
 * it would delete every tile and the alerts on them, which is rarely what was meant.
 */
export function dashboardUpdateToBody(fields: IDataObject): IDataObject {
	const body = dashboardFieldsToBody(fields);
	if (Array.isArray(body.tiles) && body.tiles.length === 0) {
		throw new InputError(
			'tiles',
			'no tile was added',
			`Add the tiles the dashboard should have, or remove the 'Tiles' field to keep them. To remove every tile, use the JSON body {"tiles": []}.`,
		);
	}
	checkSomeChange(body);
	return body;
}

/**
 * The body of a new dashboard an item gives, typed or as JSON, checked: what Create sends and
 * Validate has the server check.
 */
export function dashboardCreateBody(
	this: IExecuteFunctions,
	itemIndex: number,
	deployment: Deployment,
): IDataObject {
	const raw = readBody.call(this, itemIndex, () =>
		dashboardFieldsToBody({
			// The form's Name is required: an empty one here is an expression that gave nothing (a JSON body may send "").
			name: requiredString('name', this.getNodeParameter('name', itemIndex, '')),
			tags: this.getNodeParameter('tags', itemIndex, ''),
			tiles: this.getNodeParameter('tiles', itemIndex, {}),
			filters: this.getNodeParameter('filters', itemIndex, '[]'),
			savedFilterValues: this.getNodeParameter('savedFilterValues', itemIndex, '[]'),
			savedFilterValuesOnlyIfAny: true,
		}),
	);
	return validateDashboardBody(raw, deployment, 'create');
}
