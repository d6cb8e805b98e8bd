'use strict';
/**
 * Request body validation shared by both deployments. Validators throw a
 * ValidationError(field, text); the deployment modules turn it into their own
 * error shape (cloud envelope, self-hosted `{message}`, chart `{error}`).
 */
const { isObjectId, isUuid } = require('./ids');
const { schemaError, declaredKeys, schemaNamed } = require('./schemas');

class ValidationError extends Error {
	/** @param {string} field @param {string} text @param {number} [status] */
	constructor(field, text, status) {
		super(field ? `${field}: ${text}` : text);
		this.field = field;
		this.text = text;
		this.status = status || 400;
		/** the server words this refusal itself (no `Body validation failed:` prefix) */
		this.bare = false;
	}
}

/** @param {string} field @param {string} text @param {number} [status] @returns {never} */
function fail(field, text, status) {
	throw new ValidationError(field, text, status);
}

/** @param {unknown} v @returns {v is Record<string, any>} */
const isPlainObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** @param {unknown} v @returns {v is number} */
const isNum = (v) => typeof v === 'number' && Number.isFinite(v);
/** @param {unknown} v @returns {v is number} */
const isInt = (v) => typeof v === 'number' && Number.isInteger(v);

/** @param {unknown} v @param {string} field */
function reqObject(v, field) {
	if (!isPlainObject(v)) fail(field, v === undefined ? 'Required' : 'Expected object');
	return /** @type {Record<string, any>} */ (v);
}
/** @param {unknown} v @param {string} field */
function reqString(v, field) {
	if (typeof v !== 'string')
		fail(field, v === undefined ? 'Required' : `Expected string, received ${typeName(v)}`);
	return /** @type {string} */ (v);
}
/** @param {unknown} v @param {string} field */
function optString(v, field) {
	if (v !== undefined && typeof v !== 'string')
		fail(field, `Expected string, received ${typeName(v)}`);
}
/** @param {unknown} v @param {string} field */
function optBool(v, field) {
	if (v !== undefined && typeof v !== 'boolean')
		fail(field, `Expected boolean, received ${typeName(v)}`);
}
/** @param {unknown} v @param {string} field */
function optInt(v, field) {
	if (v !== undefined && !isInt(v)) fail(field, `Expected integer, received ${typeName(v)}`);
}
/** @param {unknown} v @param {string} field */
function optArray(v, field) {
	if (v !== undefined && !Array.isArray(v)) fail(field, `Expected array, received ${typeName(v)}`);
}
/** @param {unknown} v @param {string} field */
function optObject(v, field) {
	if (v !== undefined && !isPlainObject(v)) fail(field, `Expected object, received ${typeName(v)}`);
}
/** @param {unknown} v @param {string} field */
function optStringArray(v, field) {
	optArray(v, field);
	if (Array.isArray(v))
		v.forEach(
			(s, i) =>
				typeof s !== 'string' && fail(`${field}.${i}`, `Expected string, received ${typeName(s)}`),
		);
}
/** @param {unknown} v @param {readonly string[]} allowed @param {string} field */
function reqEnum(v, allowed, field) {
	if (v === undefined) fail(field, 'Required');
	if (typeof v !== 'string' || !allowed.includes(v)) {
		fail(
			field,
			`Invalid enum value. Expected ${allowed.map((a) => `'${a}'`).join(' | ')}, received '${String(v)}'`,
		);
	}
	return /** @type {string} */ (v);
}
/** @param {unknown} v */
function typeName(v) {
	if (v === null) return 'null';
	if (Array.isArray(v)) return 'array';
	return typeof v;
}

// ---- enums and caps of the documents ----------------------------------------
const SH = (/** @type {string} */ name) => schemaNamed('selfHosted', name);
const ALERT_INTERVALS = Object.freeze([...SH('AlertInterval').enum]);
/** The cloud also takes `30s` (the newer cloud document), where the team has that feature. */
const CLOUD_ALERT_INTERVALS = Object.freeze([
	...schemaNamed('cloud', 'ObservabilityCreateAlertRequest').properties.interval.enum,
]);
const THRESHOLD_TYPES = Object.freeze([...SH('AlertThresholdType').enum]);
const ALERT_SOURCES = Object.freeze([...SH('AlertSource').enum]);
const SH_ALERT_STATES = Object.freeze([...SH('AlertState').enum]);

// ---- alerts ---------------------------------------------------------------
/** Fields of the alert record the server owns; ignored in request bodies. */
const ALERT_READ_ONLY = Object.freeze([
	'id',
	'state',
	'team',
	'teamId',
	'dashboard',
	'silenced',
	'executionErrors',
	'createdAt',
	'updatedAt',
]);
/**
 * A refusal the server words itself, without the field prefix of a body validation error
 * (reference checks: `Dashboard not found`, `Webhook not found`, ...).
 * @param {string} text @returns {never}
 */
function refuse(text) {
	const e = new ValidationError('', text);
	e.bare = true;
	throw e;
}

/**
 * Validate an alert create (mode 'create') or full replace (mode 'replace') body against the
 * deployment's document and the alert rules of rules.js (400 `Body validation failed: ...`),
 * then its references (400 with the server's own text: `Invalid dashboard ID`,
 * `Dashboard not found`, `Tile not found`, `Webhook not found`, `Saved search not found`),
 * docs/api-notes.md#error-texts.
 * @param {unknown} body
 * @param {object} ctx
 * @param {'create'|'replace'} ctx.mode
 * @param {'cloud'|'selfHosted'} ctx.deployment
 * @param {boolean} [ctx.older] an older self-hosted server: `channel` only, `channels` refused
 * @param {boolean} [ctx.no30s] the cloud team lacks the 30-second interval: `30s` refused
 * @param {(id: string) => boolean} ctx.isId format of dashboard / saved search ids
 * @param {(id: string) => any} ctx.findDashboard
 * @param {((id: string) => boolean) | null} ctx.webhookExists null: not checkable
 * @param {((id: string) => boolean) | null} ctx.savedSearchExists null: not checkable
 * @returns {Record<string, any>} the accepted fields (known + unknown), read-only ones removed;
 *   `channel` and `channels` both set (only `channel` on an older server)
 */
function validateAlert(body, ctx) {
	const b = reqObject(body, '');
	const cloud = ctx.deployment === 'cloud';
	const operation = `${ctx.mode === 'create' ? 'create' : 'update'}Alert`;
	require('./rules').validateRequest(
		ctx.deployment,
		cloud ? `observability${operation[0].toUpperCase()}${operation.slice(1)}` : operation,
		b,
		{ mode: ctx.mode, older: ctx.older, no30s: ctx.no30s },
	);
	/** @type {any[]} */
	const channels = Array.isArray(b.channels) ? b.channels : b.channel ? [b.channel] : [];
	// references
	if (b.source === 'tile') {
		if (typeof b.dashboardId !== 'string' || !ctx.isId(b.dashboardId))
			refuse('Invalid dashboard ID');
		const dash = ctx.findDashboard(b.dashboardId);
		if (!dash) refuse('Dashboard not found');
		if (!dash.tiles.some((/** @type {any} */ t) => t.id === b.tileId)) refuse('Tile not found');
	} else if (
		typeof b.savedSearchId !== 'string' ||
		!ctx.isId(b.savedSearchId) ||
		(ctx.savedSearchExists && !ctx.savedSearchExists(b.savedSearchId))
	) {
		refuse('Saved search not found');
	}
	for (const ch of channels) {
		if (
			ch.type === 'webhook' &&
			ctx.webhookExists &&
			!(ctx.isId(ch.webhookId) && ctx.webhookExists(ch.webhookId))
		)
			refuse('Webhook not found');
	}

	/** @type {Record<string, any>} */
	const out = {};
	for (const k of Object.keys(b)) if (!ALERT_READ_ONLY.includes(k)) out[k] = b[k];
	if (channels.length) {
		out.channel = channels[0];
		if (ctx.older) delete out.channels;
		else out.channels = channels;
	}
	return out;
}

// ---- dashboards -------------------------------------------------------------
/** The self-hosted document's caps (the emulator applies them to both deployments). */
const DASHBOARD = SH('CreateDashboardRequest').properties;
const MAX_TILES = DASHBOARD.tiles.maxItems;
const MAX_TAGS = DASHBOARD.tags.maxItems;
const MAX_TAG_LENGTH = DASHBOARD.tags.items.maxLength;

/**
 * Validate a dashboard create (mode 'create') or full replace (mode 'replace') body
 * (docs/api-notes.md#dashboards; the deployment's document for tile configs, series,
 * filters and containers).
 * @param {unknown} body
 * @param {() => string} newId ids of new tiles and filters
 * @param {{deployment: 'cloud'|'selfHosted', mode: 'create'|'replace'}} ctx
 * @returns {Record<string, any>} accepted dashboard fields (tiles and filters with ids)
 */
function validateDashboard(body, newId, ctx) {
	const b = reqObject(body, '');
	reqString(b.name, 'name');
	// the self-hosted document's limits (the cloud one states none)
	const selfHosted = ctx.deployment === 'selfHosted';
	if (selfHosted && b.name.length > DASHBOARD.name.maxLength)
		fail('name', `String must contain at most ${DASHBOARD.name.maxLength} character(s)`);
	if (b.tiles === undefined) fail('tiles', 'Required');
	if (!Array.isArray(b.tiles)) fail('tiles', `Expected array, received ${typeName(b.tiles)}`);
	if (b.tiles.length > MAX_TILES)
		fail('tiles', `Array must contain at most ${MAX_TILES} element(s)`);
	optStringArray(b.tags, 'tags');
	if (Array.isArray(b.tags)) {
		if (b.tags.length > MAX_TAGS) fail('tags', `Array must contain at most ${MAX_TAGS} element(s)`);
		b.tags.forEach(
			(t, i) =>
				t.length > MAX_TAG_LENGTH &&
				fail(`tags.${i}`, `String must contain at most ${MAX_TAG_LENGTH} character(s)`),
		);
	}
	/** @param {string} field @param {'tileConfig'|'series'|'filterInput'|'filter'|'container'} kind @param {unknown} value */
	const schema = (field, kind, value) => {
		const e = schemaError(ctx.deployment, kind, value);
		if (e) fail(field, e);
	};
	optArray(b.filters, 'filters');
	const filterKind = ctx.mode === 'create' ? 'filterInput' : 'filter';
	const filterKeys = declaredKeys(ctx.deployment, filterKind);
	const filters = (b.filters || []).map((/** @type {unknown} */ v, /** @type {number} */ i) => {
		const f = reqObject(v, `filters.${i}`);
		const unknown = Object.keys(f).filter((k) => !filterKeys.includes(k));
		if (unknown.length)
			fail(
				`filters.${i}`,
				`Unrecognized key(s) in object: ${unknown.map((k) => `'${k}'`).join(', ')}`,
			);
		schema(`filters.${i}`, filterKind, f);
		rules().checkFilter(f, `filters.${i}`);
		return ctx.mode === 'create' ? { id: newId(), ...f } : f;
	});
	rules().checkSavedFilterValues(b.savedFilterValues, ctx.deployment);
	optArray(b.containers, 'containers');
	const containerIds = new Set();
	(b.containers || []).forEach((/** @type {any} */ c, /** @type {number} */ i) => {
		schema(`containers.${i}`, 'container', c);
		if (containerIds.has(c.id)) fail(`containers.${i}.id`, `Duplicate container id ${c.id}`);
		containerIds.add(c.id);
	});
	const seen = new Set();
	const tiles = b.tiles.map((t, i) => {
		const f = `tiles.${i}`;
		const tile = reqObject(t, f);
		if (tile.id !== undefined) {
			reqString(tile.id, `${f}.id`);
			if (!tile.id) fail(`${f}.id`, 'String must contain at least 1 character(s)');
			if (selfHosted && tile.id.length > 36)
				fail(`${f}.id`, 'String must contain at most 36 character(s)');
		}
		reqString(tile.name, `${f}.name`);
		for (const [k, min, max] of /** @type {Array<[string, number, number]>} */ ([
			['x', 0, 23],
			['y', 0, Infinity],
			['w', 1, 24],
			['h', 1, Infinity],
		])) {
			const v = tile[k];
			if (v === undefined) fail(`${f}.${k}`, 'Required');
			// the self-hosted server's code takes any number here (npm run test:real); the cloud's
			// document integers
			if (selfHosted ? !isNum(v) : !isInt(v))
				fail(
					`${f}.${k}`,
					selfHosted
						? `Expected number, received ${typeName(v)}`
						: `Expected integer, received ${isNum(v) ? 'float' : typeName(v)}`,
				);
			if (v < min) fail(`${f}.${k}`, `Number must be greater than or equal to ${min}`);
			if (v > max) fail(`${f}.${k}`, `Number must be less than or equal to ${max}`);
		}
		for (const k of ['containerId', 'tabId']) optString(tile[k], `${f}.${k}`);
		const hasConfig = tile.config !== undefined;
		const hasSeries = tile.series !== undefined;
		if (!hasConfig && !hasSeries) fail(`${f}.config`, 'Required (a tile needs config or series)');
		if (hasConfig && hasSeries) fail(f, 'A tile takes either config or series, not both');
		if (hasConfig) {
			if (!isPlainObject(tile.config))
				fail(`${f}.config`, `Expected object, received ${typeName(tile.config)}`);
			if (!Object.keys(tile.config).length)
				fail(`${f}.config`, 'must not be empty (displayType is required)');
			if (tile.config.displayType === undefined) fail(`${f}.config.displayType`, 'Required');
			schema(`${f}.config`, 'tileConfig', tile.config);
			if (ctx.deployment === 'cloud') rules().checkCloudTileConfig(tile.config, `${f}.config`);
		}
		if (hasSeries) {
			if (!Array.isArray(tile.series))
				fail(`${f}.series`, `Expected array, received ${typeName(tile.series)}`);
			if (tile.series.length < 1) fail(`${f}.series`, 'Array must contain at least 1 element(s)');
			tile.series.forEach((/** @type {unknown} */ s, /** @type {number} */ j) =>
				schema(`${f}.series.${j}`, 'series', s),
			);
		}
		const out = { ...tile, id: tile.id || newId() };
		if (seen.has(out.id)) fail(`${f}.id`, `Duplicate tile id ${out.id}`);
		seen.add(out.id);
		return out;
	});
	/** @type {Record<string, any>} */
	const out = {};
	for (const k of Object.keys(b))
		if (k !== 'id' && k !== 'createdAt' && k !== 'updatedAt') out[k] = b[k];
	out.tiles = tiles;
	out.tags = b.tags === undefined ? [] : b.tags;
	out.filters = filters;
	return out;
}

/** The rules beyond the shapes (dashboardRules.js requires this module, so it is loaded late). */
function rules() {
	return require('./dashboardRules');
}

module.exports = {
	ValidationError,
	fail,
	refuse,
	isPlainObject,
	isNum,
	isInt,
	typeName,
	reqObject,
	reqString,
	reqEnum,
	optString,
	optArray,
	optStringArray,
	isObjectId,
	isUuid,
	ALERT_INTERVALS,
	CLOUD_ALERT_INTERVALS,
	THRESHOLD_TYPES,
	ALERT_SOURCES,
	SH_ALERT_STATES,
	MAX_TILES,
	MAX_TAGS,
	MAX_TAG_LENGTH,
	validateAlert,
	validateDashboard,
};
