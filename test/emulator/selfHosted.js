'use strict';
/**
 * Self-hosted deployment routes (`/api/v2/...`): test/contract/documents/selfhosted.json and docs/api-notes.md.
 */
const { Router, json, text, iso, HTML_TYPE } = require('./respond');
const { isObjectId, randomObjectId } = require('./ids');
const V = require('./validation');
const R = require('./records');
const { chartRows, chartRequest } = require('./charts');
const { writtenRowsOf, chartWritten } = require('./eventRows');
const { predicate } = require('./search');
const { validateRequest } = require('./rules');
const { mountSelfHosted: mountWebhooks } = require('./webhooks');
const { mountSelfHosted: mountSavedSearches } = require('./savedSearches');
const { mountSelfHosted: mountConnections } = require('./connections');
const { mountSelfHosted: mountSearch } = require('./search');
const { mountSelfHosted: mountTeam } = require('./team');
const { mountSelfHosted: mountSources } = require('./sources');

/** @typedef {import('./cloud').Ctx} Ctx */
/** @typedef {(ctx: Ctx, p: Record<string, string>) => import('./respond').Reply} Handler */

/** @type {Router<Handler>} */
const router = new Router();

const notFoundText = () => text(404, 'Not Found');
/** @param {string} msg @param {number} [status] */
const message = (msg, status) => json(status || 400, { message: msg });
const invalidId = () => message('Params validation failed: id: Invalid ObjectId');

class HttpError extends Error {
	/** @param {import('./respond').Reply} reply */
	constructor(reply) {
		super('http error');
		this.reply = reply;
	}
}

/** @param {Ctx} ctx */
const legacy = (ctx) => !!ctx.emu.options.legacy;
/** @param {Ctx} ctx */
const olderAlerts = (ctx) => !!ctx.emu.options.olderAlerts;
/** @param {Ctx} ctx */
const sh = (ctx) => ctx.store.sh;
/** An alert record as this server returns it. @param {Ctx} ctx @param {any} rec */
/**
 * An alert as the server answers it; the current server's formatter gives `message`, `note`
 * and `numConsecutiveWindows` as null when unset (checked by `npm run test:real`).
 * @param {Ctx} ctx @param {any} rec
 */
const alertOut = (ctx, rec) =>
	olderAlerts(ctx)
		? R.olderAlertView(rec)
		: {
				...rec,
				message: rec.message ?? null,
				note: rec.note ?? null,
				numConsecutiveWindows: rec.numConsecutiveWindows ?? null,
			};

/** @param {Record<string, string>} p */
function checkId(p) {
	if (!isObjectId(p.id)) throw new HttpError(invalidId());
}

/**
 * `limit` 1-1000 (default 100, the webhook list's document says 1000), `offset` >= 0 (default 0).
 * @param {Ctx} ctx @param {any[]} all @param {number} [defaultLimit]
 */
function page(ctx, all, defaultLimit) {
	if (legacy(ctx)) return json(200, { data: all });
	const q = ctx.query;
	const parse = (
		/** @type {string} */ name,
		/** @type {number} */ def,
		/** @type {number} */ min,
		/** @type {number} */ max,
	) => {
		const raw = q[name];
		if (raw === undefined || raw === '') return def;
		if (!/^-?\d+$/.test(raw))
			throw new HttpError(
				message(`Query validation failed: ${name}: Expected integer, received '${raw}'`),
			);
		const n = Number(raw);
		if (n < min)
			throw new HttpError(
				message(`Query validation failed: ${name}: Number must be greater than or equal to ${min}`),
			);
		if (n > max)
			throw new HttpError(
				message(`Query validation failed: ${name}: Number must be less than or equal to ${max}`),
			);
		return n;
	};
	const limit = parse('limit', defaultLimit || 100, 1, 1000);
	const offset = parse('offset', 0, 0, Number.MAX_SAFE_INTEGER);
	return json(200, {
		data: all.slice(offset, offset + limit),
		meta: { total: all.length, limit, offset },
	});
}

/** @param {Ctx} ctx */
function bodyObject(ctx) {
	if (ctx.badJson) throw new HttpError(message('Invalid JSON body'));
	// like express.json(): a body that is not declared as JSON is not parsed (body = {})
	if (ctx.rawBody && !/\bjson\b/i.test(String(ctx.headers['content-type'] || ''))) return {};
	if (!V.isPlainObject(ctx.body))
		V.fail(
			'',
			'Expected object, received ' + (ctx.body === undefined ? 'undefined' : V.typeName(ctx.body)),
		);
	return ctx.body;
}

// ---- root ----------------------------------------------------------------------------
router.on('GET', '/api/v2', (ctx) => json(200, { version: 'v2', user: sh(ctx).user }));

// ---- dashboards ---------------------------------------------------------------------
const shDashboard = R.selfHostedDashboardView;
router.on('GET', '/api/v2/dashboards', (ctx) =>
	json(200, { data: sh(ctx).dashboards.all().map(shDashboard) }),
);
/**
 * The real server's reference check of a dashboard body: every source a tile (its config or
 * series) or a filter names must be the team's, else 400 `Could not find the following source
 * IDs: ...` (checked by `npm run test:real`). @param {Ctx} ctx @param {any} f
 */
function missingSources(ctx, f) {
	/** @type {string[]} */
	const named = [];
	for (const tile of f.tiles ?? []) {
		if (tile?.config?.sourceId) named.push(tile.config.sourceId);
		for (const item of Array.isArray(tile?.series) ? tile.series : [])
			if (item?.sourceId) named.push(item.sourceId);
	}
	for (const filter of f.filters ?? []) if (filter?.sourceId) named.push(filter.sourceId);
	const missing = [...new Set(named)].filter((id) => !sh(ctx).sources.has(id));
	return missing.length
		? message(`Could not find the following source IDs: ${missing.join(', ')}`)
		: null;
}
router.on('POST', '/api/v2/dashboards', (ctx) => {
	const f = V.validateDashboard(bodyObject(ctx), randomObjectId, {
		deployment: 'selfHosted',
		operationId: 'createDashboard',
	});
	const refused = missingSources(ctx, f);
	if (refused) return refused;
	const id = randomObjectId();
	const rec = R.buildDashboard(id, f);
	sh(ctx).dashboards.add(id, rec);
	return json(200, { data: shDashboard(rec) });
});
/**
 * The real server's check of a dashboard body without saving it: always 200, `{valid, errors:
 * [{path, message}], normalized}`; `normalized` is the body as it would be created (no ids
 * given to tiles or filters that had none), null when invalid.
 */
router.on('POST', '/api/v2/dashboards/validate', (ctx) => {
	const invalid = (/** @type {string} */ path, /** @type {string} */ text) =>
		json(200, { valid: false, errors: [{ path, message: text }], normalized: null });
	/** @type {Set<string>} */
	const given = new Set();
	const newId = () => {
		const id = randomObjectId();
		given.add(id);
		return id;
	};
	let f;
	try {
		f = V.validateDashboard(bodyObject(ctx), newId, {
			deployment: 'selfHosted',
			operationId: 'validateDashboard',
		});
	} catch (e) {
		// a refusal the server words itself has the empty path, as its reference checks
		if (e instanceof V.ValidationError) return invalid(e.bare ? '' : e.field, e.text);
		throw e;
	}
	const refused = missingSources(ctx, f);
	if (refused) return invalid('', /** @type {any} */ (refused.body).message);
	const withoutNewId = (/** @type {any} */ item) => {
		if (!given.has(item.id)) return item;
		const { id, ...rest } = item;
		return rest;
	};
	return json(200, {
		valid: true,
		errors: [],
		normalized: parsedDashboardBody(bodyObject(ctx), {
			...f,
			tiles: f.tiles.map(withoutNewId),
			filters: f.filters.map(withoutNewId),
		}),
	});
});
/**
 * A dashboard body as the real server's schema parses it, which is what its validate answers as
 * `normalized`: the fields the body left out stay out (the store's own defaults, `filters: []`
 * or `tags: []`, are no part of the parse), and the schema's defaults are filled in (a select
 * item's `where`; a heatmap, search or event-patterns tile's `where`; an event-patterns tile's
 * `select`; a saved filter value's `type`).
 * @param {Record<string, any>} body @param {Record<string, any>} f
 */
function parsedDashboardBody(body, f) {
	/** @type {Record<string, any>} */
	const out = {};
	for (const key of Object.keys(f)) if (body[key] !== undefined) out[key] = f[key];
	if (Array.isArray(out.tiles))
		out.tiles = out.tiles.map((/** @type {any} */ tile) => {
			const config = tile.config;
			if (!config || typeof config !== 'object') return tile;
			const parsed = { ...config };
			if (Array.isArray(config.select))
				parsed.select = config.select.map((/** @type {any} */ item) =>
					item && typeof item === 'object' ? { ...item, where: item.where ?? '' } : item,
				);
			if (['heatmap', 'search', 'event_patterns'].includes(config.displayType))
				parsed.where = config.where ?? '';
			if (config.displayType === 'event_patterns') parsed.select = config.select ?? '';
			return { ...tile, config: parsed };
		});
	if (Array.isArray(out.savedFilterValues))
		out.savedFilterValues = out.savedFilterValues.map((/** @type {any} */ value) =>
			value && typeof value === 'object' ? { type: 'sql', ...value } : value,
		);
	return out;
}
router.on('GET', '/api/v2/dashboards/:id', (ctx, p) => {
	checkId(p);
	const d = sh(ctx).dashboards.get(p.id);
	// The real server answers its unknown dashboards with express's plain `Not Found`.
	if (!d) return notFoundText();
	return json(200, { data: shDashboard(d) });
});
router.on('PUT', '/api/v2/dashboards/:id', (ctx, p) => {
	checkId(p);
	if (!sh(ctx).dashboards.get(p.id)) return notFoundText();
	const f = V.validateDashboard(bodyObject(ctx), randomObjectId, {
		deployment: 'selfHosted',
		operationId: 'updateDashboard',
	});
	const refused = missingSources(ctx, f);
	if (refused) return refused;
	const rec = R.buildDashboard(p.id, f);
	sh(ctx).dashboards.replace(p.id, rec);
	removeOrphanAlerts(ctx, p.id, new Set(rec.tiles.map((/** @type {any} */ t) => t.id)));
	return json(200, { data: shDashboard(rec) });
});
router.on('DELETE', '/api/v2/dashboards/:id', (ctx, p) => {
	checkId(p);
	if (sh(ctx).dashboards.remove(p.id)) removeOrphanAlerts(ctx, p.id, new Set());
	return json(200, {});
});

/** Alerts on a deleted dashboard / removed tile go too. @param {Ctx} ctx @param {string} dashboardId @param {Set<string>} keepTiles */
function removeOrphanAlerts(ctx, dashboardId, keepTiles) {
	const alerts = sh(ctx).alerts;
	for (const a of alerts.all().slice()) {
		if (a.source === 'tile' && a.dashboardId === dashboardId && !keepTiles.has(a.tileId))
			alerts.remove(a.id);
	}
}

// ---- alerts -------------------------------------------------------------------------------
/** @param {Ctx} ctx @param {'create'|'replace'} mode */
function alertFields(ctx, mode) {
	const s = sh(ctx);
	return V.validateAlert(bodyObject(ctx), {
		mode,
		deployment: 'selfHosted',
		older: olderAlerts(ctx),
		isId: isObjectId,
		findDashboard: (id) => s.dashboards.get(id),
		webhookExists: (id) => s.webhooks.has(id),
		savedSearchExists: (id) => s.savedSearches.has(id),
	});
}
/** @param {Ctx} ctx */
const alertNotFound = (ctx) => (legacy(ctx) ? notFoundText() : message('Alert not found', 404));

router.on('GET', '/api/v2/alerts', (ctx) =>
	page(
		ctx,
		sh(ctx)
			.alerts.all()
			.map((a) => alertOut(ctx, a)),
	),
);
router.on('POST', '/api/v2/alerts', (ctx) => {
	const f = alertFields(ctx, 'create');
	const id = randomObjectId();
	const now = iso(ctx.now);
	const rec = R.buildAlert(f, {
		id,
		state: 'OK',
		team: sh(ctx).teamId,
		createdAt: now,
		updatedAt: now,
	});
	sh(ctx).alerts.add(id, rec);
	return json(200, { data: alertOut(ctx, rec) });
});
router.on('GET', '/api/v2/alerts/:id', (ctx, p) => {
	checkId(p);
	const a = sh(ctx).alerts.get(p.id);
	return a ? json(200, { data: alertOut(ctx, a) }) : alertNotFound(ctx);
});
router.on('PUT', '/api/v2/alerts/:id', (ctx, p) => {
	checkId(p);
	const old = sh(ctx).alerts.get(p.id);
	if (!old) return alertNotFound(ctx);
	const f = alertFields(ctx, 'replace');
	const rec = R.buildAlert(f, {
		id: old.id,
		state: old.state,
		team: old.teamId,
		createdAt: old.createdAt,
		updatedAt: iso(ctx.now),
	});
	sh(ctx).alerts.replace(old.id, rec);
	return json(200, { data: alertOut(ctx, rec) });
});
router.on('DELETE', '/api/v2/alerts/:id', (ctx, p) => {
	checkId(p);
	if (!sh(ctx).alerts.remove(p.id)) return alertNotFound(ctx);
	return legacy(ctx) ? text(200, 'OK') : json(200, {});
});

// ---- sources, webhooks, saved searches, event search -------------------------------------------
/**
 * A source as the real self-hosted server answers it (checked by `npm run test:real`): its
 * stored defaults `disabled` false and empty `querySettings`, highlighted expressions and
 * materialized views. @param {any} src
 */
const shSource = (src) => ({
	...src,
	disabled: src.disabled ?? false,
	querySettings: src.querySettings ?? [],
	highlightedTraceAttributeExpressions: src.highlightedTraceAttributeExpressions ?? [],
	highlightedRowAttributeExpressions: src.highlightedRowAttributeExpressions ?? [],
	materializedViews: src.materializedViews ?? [],
});
router.on('GET', '/api/v2/sources', (ctx) =>
	json(200, { data: sh(ctx).sources.all().map(shSource) }),
);
router.on('GET', '/api/v2/sources/:id', (ctx, p) => {
	checkId(p);
	const src = sh(ctx).sources.get(p.id);
	return src ? json(200, { data: shSource(src) }) : message('Source not found', 404);
});
const shHelpers = { sh, checkId, page, bodyObject, message };
mountSources(router, { ...shHelpers, shSource });
mountWebhooks(router, shHelpers);
mountSavedSearches(router, shHelpers);
mountConnections(router, shHelpers);
mountSearch(router, shHelpers);
mountTeam(router, shHelpers);

// ---- charts --------------------------------------------------------------------------------
router.on('POST', '/api/v2/charts/series', (ctx) => {
	try {
		if (ctx.badJson) return json(400, { error: 'Invalid JSON body' });
		const body = bodyObject(ctx);
		validateRequest('selfHosted', 'queryChartSeries', body, {
			sourceExists: (id) => sh(ctx).sources.has(id),
		});
		const req = chartRequest(body);
		// rows a test wrote into a series' table answer the chart; else the synthetic rows
		const sourceOf = (/** @type {string} */ id) => sh(ctx).sources.get(id);
		const writtenOf = (/** @type {any} */ source) => writtenRowsOf(ctx.store, source);
		if (req.series.some((series) => writtenOf(sourceOf(series.sourceId))))
			return json(200, { data: chartWritten(req, sourceOf, writtenOf, predicate) });
		return json(200, { data: chartRows(req) });
	} catch (e) {
		if (e instanceof V.ValidationError)
			return json(e.status, { error: e.status === 404 ? e.text : e.message });
		throw e;
	}
});

// ---- entry point -------------------------------------------------------------------------------
/**
 * @param {Ctx} ctx
 * @returns {import('./respond').Reply}
 */
function handleSelfHosted(ctx) {
	const h = ctx.headers.authorization;
	const m = typeof h === 'string' ? /^bearer\s+(.+)$/i.exec(h.trim()) : null;
	const apiKey = m ? m[1].trim() : '';
	if (!apiKey || !ctx.emu.options.selfHostedApiKeys.includes(apiKey))
		return text(401, 'Unauthorized');
	const lim = ctx.emu.limiters.selfHosted;
	const limited = lim.hit(apiKey, ctx.now);
	if (limited) {
		return text(429, 'Too many requests, please try again later.', HTML_TYPE, {
			'Retry-After': lim.retryAfter(limited.resetMs),
			'RateLimit-Limit': String(lim.limit),
			'RateLimit-Remaining': '0',
			'RateLimit-Reset': lim.resetSeconds(limited.resetMs),
		});
	}
	const r = router.match(ctx.method, ctx.path);
	if (!('handler' in r)) return notFoundText();
	try {
		ctx.handled = true;
		return r.handler(ctx, r.params);
	} catch (e) {
		if (e instanceof HttpError) return e.reply;
		if (e instanceof V.ValidationError)
			return message(e.bare ? e.text : `Body validation failed: ${e.message}`, e.status);
		throw e;
	}
}

module.exports = { handleSelfHosted, router };
