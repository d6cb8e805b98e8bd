'use strict';
/**
 * Request body validation shared by both deployments. Validators throw a
 * ValidationError(field, text); the deployment modules turn it into their own
 * error shape (cloud envelope, self-hosted `{message}`, chart `{error}`).
 */
const { isObjectId, isUuid } = require('./ids');
const { schemaError, declaredKeys } = require('./schemas');

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

// ---- enums of the self-hosted document ----------------------------------
const ALERT_INTERVALS = Object.freeze(['1m', '5m', '15m', '30m', '1h', '6h', '12h', '1d']);
/** The cloud also takes `30s` (the newer cloud document), where the team has that feature. */
const CLOUD_ALERT_INTERVALS = Object.freeze(['30s', ...ALERT_INTERVALS]);
const THRESHOLD_TYPES = Object.freeze([
	'above',
	'below',
	'above_exclusive',
	'below_or_equal',
	'equal',
	'not_equal',
	'between',
	'not_between',
]);
const ALERT_SOURCES = Object.freeze(['tile', 'saved_search']);
const SH_ALERT_STATES = Object.freeze(['ALERT', 'OK', 'INSUFFICIENT_DATA', 'DISABLED', 'PENDING']);

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
/** Minutes of each alert interval (`scheduleOffsetMinutes` must stay below it). */
const INTERVAL_MINUTES = Object.freeze({
	'30s': 0.5,
	'1m': 1,
	'5m': 5,
	'15m': 15,
	'30m': 30,
	'1h': 60,
	'6h': 360,
	'12h': 720,
	'1d': 1440,
});
const MAX_CHANNELS = 10;
/** The exact text of the server (docs/api-notes.md#error-texts). */
const CHANNEL_MISMATCH =
	'When both "channel" and "channels" are provided, "channel" must match the first entry of "channels"';
/** The text a zod-validated older server gives for a key its strict schema does not know. */
const OLDER_CHANNELS = "Unrecognized key(s) in object: 'channels'";
/** Severities of a cloud webhook channel (the cloud document). */
const CHANNEL_SEVERITIES = Object.freeze(['critical', 'error', 'warning', 'info']);

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

/** @param {unknown} v @param {string} field @param {number} min @param {number} max */
function optNullableText(v, field, min, max) {
	if (v === undefined || v === null) return;
	optString(v, field);
	const s = /** @type {string} */ (v);
	if (s.length < min) fail(field, `String must contain at least ${min} character(s)`);
	if (s.length > max) fail(field, `String must contain at most ${max} character(s)`);
}
/** @param {unknown} v @param {string} field @param {number} min @param {number} [max] */
function optNullableInt(v, field, min, max) {
	if (v === undefined || v === null) return;
	if (!isInt(v)) fail(field, `Expected integer, received ${typeName(v)}`);
	if (v < min) fail(field, `Number must be greater than or equal to ${min}`);
	if (max !== undefined && v > max) fail(field, `Number must be less than or equal to ${max}`);
}

/**
 * One notification channel: a webhook on both deployments; on the cloud also e-mail recipients.
 * @param {unknown} v @param {string} field @param {'cloud'|'selfHosted'} deployment
 */
function checkChannel(v, field, deployment) {
	const ch = reqObject(v, field);
	const types = deployment === 'cloud' ? ['webhook', 'email'] : ['webhook'];
	if (deployment === 'cloud') reqEnum(ch.type, types, `${field}.type`);
	else if (ch.type !== 'webhook')
		fail(`${field}.type`, `Invalid literal value, expected 'webhook'`);
	if (ch.type === 'email') {
		if (ch.emailRecipients === undefined) fail(`${field}.emailRecipients`, 'Required');
		optStringArray(ch.emailRecipients, `${field}.emailRecipients`);
		return ch;
	}
	reqString(ch.webhookId, `${field}.webhookId`);
	if (!ch.webhookId) fail(`${field}.webhookId`, 'Required');
	if (deployment === 'cloud') {
		for (const k of ['webhookService', 'slackChannelId'])
			if (ch[k] !== null) optString(ch[k], `${field}.${k}`);
		if (ch.severity !== undefined && ch.severity !== null)
			reqEnum(ch.severity, CHANNEL_SEVERITIES, `${field}.severity`);
	}
	return ch;
}

/** @param {any} a @param {any} b */
function sameChannel(a, b) {
	const key = (/** @type {any} */ c) =>
		JSON.stringify(
			Object.keys(c)
				.sort()
				.map((k) => [k, c[k]]),
		);
	return key(a) === key(b);
}

/**
 * Validate an alert create (mode 'create') or full replace (mode 'replace') body: the shape
 * first (400 `Body validation failed: ...`), then the references (400 with the server's own
 * text: `Invalid dashboard ID`, `Dashboard not found`, `Tile not found`, `Webhook not found`,
 * `Saved search not found`), docs/api-notes.md#error-texts.
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
	if (ctx.older && b.channels !== undefined) fail('', OLDER_CHANNELS);
	optNullableText(b.name, 'name', 1, 512);
	optNullableText(b.message, 'message', 1, 4096);
	optNullableText(b.note, 'note', 1, 4096);
	if (b.threshold === undefined) fail('threshold', 'Required');
	if (!isNum(b.threshold)) fail('threshold', `Expected number, received ${typeName(b.threshold)}`);
	reqEnum(
		b.interval,
		ctx.deployment === 'cloud' ? CLOUD_ALERT_INTERVALS : ALERT_INTERVALS,
		'interval',
	);
	if (b.interval === '30s' && ctx.no30s)
		fail('interval', "the '30s' interval is not enabled for this team");
	reqEnum(b.thresholdType, THRESHOLD_TYPES, 'thresholdType');
	if (b.thresholdMax !== undefined && b.thresholdMax !== null && !isNum(b.thresholdMax)) {
		fail('thresholdMax', `Expected number, received ${typeName(b.thresholdMax)}`);
	}
	if (b.thresholdType === 'between' || b.thresholdType === 'not_between') {
		if (!isNum(b.thresholdMax))
			fail('thresholdMax', `Required when thresholdType is '${b.thresholdType}'`);
		if (b.thresholdMax < b.threshold)
			fail('thresholdMax', 'thresholdMax must be greater than or equal to threshold');
	}
	// `source` is a discriminator: without it the server's union matches nothing.
	if (b.source === undefined || !ALERT_SOURCES.includes(b.source)) fail('source', 'Invalid input');
	optNullableInt(b.numConsecutiveWindows, 'numConsecutiveWindows', 1);
	optNullableInt(b.scheduleOffsetMinutes, 'scheduleOffsetMinutes', 0, 1439);
	const minutes = /** @type {Record<string, number>} */ (INTERVAL_MINUTES)[b.interval];
	if (isInt(b.scheduleOffsetMinutes) && b.scheduleOffsetMinutes >= minutes) {
		fail('scheduleOffsetMinutes', `must be less than the interval in minutes (${minutes})`);
	}
	if (
		b.scheduleStartAt !== undefined &&
		b.scheduleStartAt !== null &&
		!isIsoDateTime(b.scheduleStartAt)
	)
		fail('scheduleStartAt', 'Invalid datetime');
	if (b.groupBy !== undefined && b.groupBy !== null) optString(b.groupBy, 'groupBy');
	if (b.source === 'tile') {
		if (b.dashboardId === undefined || b.dashboardId === null)
			fail('dashboardId', "Required when source is 'tile'");
		if (b.tileId === undefined || b.tileId === null)
			fail('tileId', "Required when source is 'tile'");
		reqString(b.tileId, 'tileId');
	} else if (b.savedSearchId === undefined || b.savedSearchId === null) {
		fail('savedSearchId', "Required when source is 'saved_search'");
	}
	/** @type {any[]} */
	let channels = [];
	if (b.channels !== undefined) {
		if (!Array.isArray(b.channels))
			fail('channels', `Expected array, received ${typeName(b.channels)}`);
		if (b.channels.length < 1) fail('channels', 'Array must contain at least 1 element(s)');
		if (b.channels.length > MAX_CHANNELS)
			fail('channels', `Array must contain at most ${MAX_CHANNELS} element(s)`);
		channels = b.channels.map((c, i) => checkChannel(c, `channels.${i}`, ctx.deployment));
		// the cloud document says `uniqueItems`; the self-hosted one does not
		if (ctx.deployment === 'cloud') {
			const repeated = channels.findIndex((c, i) =>
				channels.slice(0, i).some((earlier) => sameChannel(earlier, c)),
			);
			if (repeated > 0)
				fail(
					'channels',
					`Array items must be unique (channels.${repeated} repeats an earlier channel)`,
				);
		}
	}
	if (b.channel !== undefined) {
		const ch = checkChannel(b.channel, 'channel', ctx.deployment);
		if (channels.length && !sameChannel(ch, channels[0])) fail('', CHANNEL_MISMATCH);
		if (!channels.length) channels = [ch];
	}
	if (ctx.mode === 'create' && !channels.length) fail('channel', 'Required');

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
const MAX_TILES = 500;
const MAX_TAGS = 50;
const MAX_TAG_LENGTH = 32;

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
	if (selfHosted && b.name.length > 1024)
		fail('name', 'String must contain at most 1024 character(s)');
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

/** @param {unknown} v */
function isIsoDateTime(v) {
	return (
		typeof v === 'string' &&
		/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(v) &&
		!Number.isNaN(Date.parse(v))
	);
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
	isIsoDateTime,
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
	CHANNEL_MISMATCH,
	OLDER_CHANNELS,
	INTERVAL_MINUTES,
	validateDashboard,
};
