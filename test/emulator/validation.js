'use strict';
/**
 * Request body validation shared by both deployments. Validators throw a
 * ValidationError(field, text); the deployment modules turn it into their own
 * error shape (cloud envelope, self-hosted `{message}`, chart `{error}`).
 */
const { isObjectId, isUuid } = require('./ids');
const { schemaNamed, typeName } = require('./schemas');

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

/** @param {unknown} v @param {string} field */
function reqObject(v, field) {
	if (!isPlainObject(v)) fail(field, v === undefined ? 'Required' : 'Expected object');
	return /** @type {Record<string, any>} */ (v);
}

// ---- enums and caps of the documents ----------------------------------------
const SH = (/** @type {string} */ name) => schemaNamed('selfHosted', name);
const ALERT_INTERVALS = Object.freeze([...SH('AlertInterval').enum]);
/** The cloud also takes `30s` (the newer cloud document), where the team has that feature. */
const CLOUD_ALERT_INTERVALS = Object.freeze([
	...schemaNamed('cloud', 'ObservabilityCreateAlertRequest').properties.interval.enum,
]);
const THRESHOLD_TYPES = Object.freeze([...SH('AlertThresholdType').enum]);

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
/**
 * A dashboard create or full replace, refused as rules.js `validateRequest` refuses its operation's
 * body, and the fields to store: tiles without an id, and filters on a create, get one; `tags` and
 * `filters` default to none; the record's own `id`, `createdAt` and `updatedAt` go.
 * @param {Record<string, any>} body
 * @param {() => string} newId ids of new tiles and filters
 * @param {{deployment: 'cloud'|'selfHosted', operationId: string}} ctx
 * @returns {Record<string, any>}
 */
function validateDashboard(body, newId, ctx) {
	require('./rules').validateRequest(ctx.deployment, ctx.operationId, body);
	const create = !/update/i.test(ctx.operationId);
	/** @type {Record<string, any>} */
	const out = {};
	for (const k of Object.keys(body))
		if (k !== 'id' && k !== 'createdAt' && k !== 'updatedAt') out[k] = body[k];
	out.tiles = body.tiles.map((/** @type {any} */ t) => ({ ...t, id: t.id || newId() }));
	out.tags = body.tags === undefined ? [] : body.tags;
	out.filters = (body.filters || []).map((/** @type {any} */ f) =>
		create ? { id: newId(), ...f } : f,
	);
	return out;
}

module.exports = {
	ValidationError,
	fail,
	refuse,
	isPlainObject,
	typeName,
	reqObject,
	isObjectId,
	isUuid,
	ALERT_INTERVALS,
	CLOUD_ALERT_INTERVALS,
	THRESHOLD_TYPES,
	validateAlert,
	validateDashboard,
};
