'use strict';
/**
 * Request body validation shared by both deployments. Validators throw a
 * ValidationError(field, text); the deployment modules turn it into their own
 * error shape (cloud envelope, self-hosted `{message}`, chart `{error}`).
 */
const { isObjectId, isUuid } = require('./ids');

class ValidationError extends Error {
	/** @param {string} field @param {string} text @param {number} [status] */
	constructor(field, text, status) {
		super(field ? `${field}: ${text}` : text);
		this.field = field;
		this.text = text;
		this.status = status || 400;
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
	if (typeof v !== 'string') fail(field, v === undefined ? 'Required' : `Expected string, received ${typeName(v)}`);
	return /** @type {string} */ (v);
}
/** @param {unknown} v @param {string} field */
function optString(v, field) {
	if (v !== undefined && typeof v !== 'string') fail(field, `Expected string, received ${typeName(v)}`);
}
/** @param {unknown} v @param {string} field */
function optBool(v, field) {
	if (v !== undefined && typeof v !== 'boolean') fail(field, `Expected boolean, received ${typeName(v)}`);
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
	if (Array.isArray(v)) v.forEach((s, i) => typeof s !== 'string' && fail(`${field}.${i}`, `Expected string, received ${typeName(s)}`));
}
/** @param {unknown} v @param {readonly string[]} allowed @param {string} field */
function reqEnum(v, allowed, field) {
	if (v === undefined) fail(field, 'Required');
	if (typeof v !== 'string' || !allowed.includes(v)) {
		fail(field, `Invalid enum value. Expected ${allowed.map((a) => `'${a}'`).join(' | ')}, received '${String(v)}'`);
	}
	return /** @type {string} */ (v);
}
/** @param {unknown} v */
function typeName(v) {
	if (v === null) return 'null';
	if (Array.isArray(v)) return 'array';
	return typeof v;
}

// ---- enums of CONTRACT section 2 ---------------------------------------
const ALERT_INTERVALS = Object.freeze(['1m', '5m', '15m', '30m', '1h', '6h', '12h', '1d']);
const THRESHOLD_TYPES = Object.freeze(['above', 'below', 'above_exclusive', 'below_or_equal', 'equal', 'not_equal', 'between', 'not_between']);
const ALERT_SOURCES = Object.freeze(['tile', 'saved_search']);
const SH_ALERT_STATES = Object.freeze(['ALERT', 'OK', 'INSUFFICIENT_DATA', 'DISABLED', 'PENDING']);

// ---- alerts ---------------------------------------------------------------
/** Fields of the alert record the server owns; ignored in request bodies. */
const ALERT_READ_ONLY = Object.freeze(['id', 'state', 'team', 'teamId', 'dashboard', 'createdAt', 'updatedAt']);

/**
 * Validate an alert create (mode 'create') or full replace (mode 'replace') body.
 * @param {unknown} body
 * @param {object} ctx
 * @param {'create'|'replace'} ctx.mode
 * @param {(id: string) => boolean} ctx.isId format of dashboard / saved search ids
 * @param {(id: string) => any} ctx.findDashboard
 * @param {((id: string) => boolean) | null} ctx.webhookExists null: not checkable
 * @param {((id: string) => boolean) | null} ctx.savedSearchExists null: not checkable
 * @returns {Record<string, any>} the accepted fields (known + unknown), read-only ones removed
 */
function validateAlert(body, ctx) {
	const b = reqObject(body, '');
	if (b.name !== undefined && b.name !== null) optString(b.name, 'name');
	if (b.message !== undefined && b.message !== null) optString(b.message, 'message');
	if (b.threshold === undefined) fail('threshold', 'Required');
	if (!isNum(b.threshold)) fail('threshold', `Expected number, received ${typeName(b.threshold)}`);
	reqEnum(b.interval, ALERT_INTERVALS, 'interval');
	reqEnum(b.thresholdType, THRESHOLD_TYPES, 'thresholdType');
	if (b.thresholdMax !== undefined && b.thresholdMax !== null && !isNum(b.thresholdMax)) {
		fail('thresholdMax', `Expected number, received ${typeName(b.thresholdMax)}`);
	}
	if (b.thresholdType === 'between' || b.thresholdType === 'not_between') {
		if (!isNum(b.thresholdMax)) fail('thresholdMax', `Required when thresholdType is '${b.thresholdType}'`);
		if (b.thresholdMax < b.threshold) fail('thresholdMax', 'thresholdMax must be greater than or equal to threshold');
	}
	if (ctx.mode === 'create' || b.source !== undefined) reqEnum(b.source, ALERT_SOURCES, 'source');
	if (b.source === 'tile') {
		if (b.dashboardId === undefined || b.dashboardId === null) fail('dashboardId', "Required when source is 'tile'");
		if (!ctx.isId(b.dashboardId)) fail('dashboardId', 'Invalid id');
		if (b.tileId === undefined || b.tileId === null) fail('tileId', "Required when source is 'tile'");
		reqString(b.tileId, 'tileId');
		const dash = ctx.findDashboard(b.dashboardId);
		if (!dash) fail('dashboardId', `Dashboard ${b.dashboardId} not found`);
		if (!dash.tiles.some((/** @type {any} */ t) => t.id === b.tileId)) fail('tileId', `Tile ${b.tileId} not found on dashboard ${b.dashboardId}`);
	} else if (b.source === 'saved_search') {
		if (b.savedSearchId === undefined || b.savedSearchId === null) fail('savedSearchId', "Required when source is 'saved_search'");
		if (!ctx.isId(b.savedSearchId)) fail('savedSearchId', 'Invalid id');
		if (ctx.savedSearchExists && !ctx.savedSearchExists(b.savedSearchId)) fail('savedSearchId', `Saved search ${b.savedSearchId} not found`);
	}
	if (ctx.mode === 'create' || b.channel !== undefined) {
		const ch = reqObject(b.channel, 'channel');
		if (ch.type !== 'webhook') fail('channel.type', `Invalid literal value, expected 'webhook'`);
		reqString(ch.webhookId, 'channel.webhookId');
		if (!ch.webhookId) fail('channel.webhookId', 'Required');
		if (ctx.webhookExists && !ctx.webhookExists(ch.webhookId)) fail('channel.webhookId', `Webhook ${ch.webhookId} not found`);
	}
	/** @type {Record<string, any>} */
	const out = {};
	for (const k of Object.keys(b)) if (!ALERT_READ_ONLY.includes(k)) out[k] = b[k];
	return out;
}

// ---- dashboards -------------------------------------------------------------
const MAX_TILES = 500;

/**
 * @param {unknown} body
 * @param {() => string} newTileId
 * @returns {Record<string, any>} accepted dashboard fields (tiles with ids)
 */
function validateDashboard(body, newTileId) {
	const b = reqObject(body, '');
	reqString(b.name, 'name');
	if (b.tiles === undefined) fail('tiles', 'Required');
	if (!Array.isArray(b.tiles)) fail('tiles', `Expected array, received ${typeName(b.tiles)}`);
	if (b.tiles.length > MAX_TILES) fail('tiles', `Array must contain at most ${MAX_TILES} element(s)`);
	optStringArray(b.tags, 'tags');
	optArray(b.filters, 'filters');
	if (Array.isArray(b.filters)) b.filters.forEach((f, i) => !isPlainObject(f) && fail(`filters.${i}`, 'Expected object'));
	const seen = new Set();
	const tiles = b.tiles.map((t, i) => {
		const f = `tiles.${i}`;
		const tile = reqObject(t, f);
		if (tile.id !== undefined) {
			reqString(tile.id, `${f}.id`);
			if (!tile.id) fail(`${f}.id`, 'String must contain at least 1 character(s)');
		}
		reqString(tile.name, `${f}.name`);
		for (const [k, min, max] of /** @type {Array<[string, number, number]>} */ ([['x', 0, 23], ['y', 0, Infinity], ['w', 1, 24], ['h', 1, Infinity]])) {
			const v = tile[k];
			if (v === undefined) fail(`${f}.${k}`, 'Required');
			if (!isInt(v)) fail(`${f}.${k}`, `Expected integer, received ${typeName(v)}`);
			if (v < min) fail(`${f}.${k}`, `Number must be greater than or equal to ${min}`);
			if (v > max) fail(`${f}.${k}`, `Number must be less than or equal to ${max}`);
		}
		const hasConfig = tile.config !== undefined;
		const hasSeries = tile.series !== undefined;
		if (!hasConfig && !hasSeries) fail(`${f}.config`, 'Required (a tile needs config or series)');
		if (hasConfig && hasSeries) fail(f, 'A tile takes either config or series, not both');
		if (hasConfig && !isPlainObject(tile.config)) fail(`${f}.config`, 'Expected object');
		if (hasSeries && !Array.isArray(tile.series)) fail(`${f}.series`, 'Expected array');
		const out = { ...tile, id: tile.id || newTileId() };
		if (seen.has(out.id)) fail(`${f}.id`, `Duplicate tile id ${out.id}`);
		seen.add(out.id);
		return out;
	});
	/** @type {Record<string, any>} */
	const out = {};
	for (const k of Object.keys(b)) if (k !== 'id' && k !== 'createdAt' && k !== 'updatedAt') out[k] = b[k];
	out.tiles = tiles;
	out.tags = b.tags === undefined ? [] : b.tags;
	out.filters = b.filters === undefined ? [] : b.filters;
	return out;
}

/** @param {unknown} v */
function isIsoDateTime(v) {
	return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(v) && !Number.isNaN(Date.parse(v));
}

module.exports = {
	ValidationError,
	fail,
	isPlainObject,
	isNum,
	isInt,
	typeName,
	reqObject,
	reqString,
	reqEnum,
	optString,
	optArray,
	isIsoDateTime,
	isObjectId,
	isUuid,
	ALERT_INTERVALS,
	THRESHOLD_TYPES,
	ALERT_SOURCES,
	SH_ALERT_STATES,
	MAX_TILES,
	validateAlert,
	validateDashboard,
};
