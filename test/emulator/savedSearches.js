'use strict';
/**
 * Saved searches of both deployments (docs/api-notes.md#saved-searches): the cloud document's
 * `ObservabilitySavedSearch`; the self-hosted document's `SavedSearch` (the source as `sourceId`,
 * `filters`), with its server's own code for what the document leaves out (the filter forms it
 * reads, the sidebar rule on new filters, the order of its checks).
 *
 * Self-hosted `GET, POST /api/v2/saved-searches`, `GET, PUT, DELETE /api/v2/saved-searches/{id}`
 * (`{data}`, errors `{message}`); cloud the same in the envelope under
 * `.../services/{serviceId}/observability/saved-searches[/{savedSearchId}]`. The self-hosted list is
 * paged by `limit` and `offset` with `meta` (as alerts are), the cloud list by offset (cloudPaging.js).
 * PUT is a full replace; DELETE removes the alerts of the saved search with it (as a dashboard's
 * alerts go with the dashboard, docs/api-notes.md#deletes).
 */
const { json, cloudOk, iso } = require('./respond');
const { isObjectId, randomObjectId } = require('./ids');
const V = require('./validation');
const { keepFutureField } = require('./newerServer');

const WHERE_LANGUAGES = Object.freeze(['lucene', 'sql']);
const MAX_TAGS = 50;
const MAX_TAG_LENGTH = 32;
const MAX_NAME = 1024;

/** The self-hosted server's caps (its saved-search schema): texts, filters and their conditions. */
const SELF_HOSTED_CAPS = Object.freeze({
	select: 4 * 1024,
	where: 8 * 1024,
	orderBy: 1024,
	filters: 100,
	condition: 8 * 1024,
});
const FILTER_TYPES = Object.freeze(['lucene', 'sql']);
const AST_OPERATORS = Object.freeze(['=', '<', '>', '!=', '<=', '>=']);

/**
 * A self-hosted filter item, as the server's schema reads it: `{type?: lucene | sql (default sql),
 * condition}` or `{type: sql_ast, operator, left, right}`.
 * @param {any} f @param {number} i
 */
function selfHostedFilter(f, i) {
	const at = `filters.${i}`;
	V.reqObject(f, at);
	if (f.type === 'sql_ast') {
		V.reqEnum(f.operator, AST_OPERATORS, `${at}.operator`);
		for (const k of ['left', 'right']) {
			V.reqString(f[k], `${at}.${k}`);
			if (f[k].length > SELF_HOSTED_CAPS.condition)
				V.fail(
					`${at}.${k}`,
					`String must contain at most ${SELF_HOSTED_CAPS.condition} character(s)`,
				);
		}
		return { type: 'sql_ast', operator: f.operator, left: f.left, right: f.right };
	}
	if (f.type !== undefined) V.reqEnum(f.type, FILTER_TYPES, `${at}.type`);
	V.reqString(f.condition, `${at}.condition`);
	if (f.condition.length > SELF_HOSTED_CAPS.condition)
		V.fail(
			`${at}.condition`,
			`String must contain at most ${SELF_HOSTED_CAPS.condition} character(s)`,
		);
	return { type: f.type === undefined ? 'sql' : f.type, condition: f.condition };
}

/**
 * Whether a filter renders as one facet of the search sidebar (the self-hosted server refuses
 * other new or changed filters): an SQL `<column> [NOT] IN (...)` or `<column> BETWEEN <n> AND <n>`.
 * The server parses the condition as its sidebar does; this is the same rule for the one-clause
 * forms (a bare column, no NOT/AND/OR in it, no second clause).
 * @param {any} f
 */
function isRenderable(f) {
	if (f.type !== 'sql') return false;
	const column = String.raw`([A-Za-z_][\w.]*|\x60[^\x60]+\x60|[A-Za-z_][\w.]*\['[^']*'\])`;
	const condition = String(f.condition).trim();
	const between = new RegExp(String.raw`^${column}\s+BETWEEN\s+(\S+)\s+AND\s+(\S+)$`, 'i').exec(
		condition,
	);
	if (between) return Number.isFinite(Number(between[2])) && Number.isFinite(Number(between[3]));
	const list = new RegExp(String.raw`^${column}\s+(?:NOT\s+)?IN\s*\((.*)\)$`, 'i').exec(condition);
	if (!list || /\b(?:NOT|AND|OR)\b/i.test(list[1])) return false;
	return !/\)\s*(AND|OR)\b/i.test(list[2]) && !/\b(AND|OR)\s*\(/i.test(list[2]);
}

/** @param {any} f */
const filterKey = (f) =>
	JSON.stringify(
		f.type === 'sql_ast' ? ['sql_ast', f.operator, f.left, f.right] : [f.type, f.condition],
	);

/**
 * The self-hosted server's rule on filters, after the body's shape: every filter a create gives,
 * and every filter an update adds or changes, must render in the sidebar; an update may send back
 * unchanged the filters the record holds.
 * @param {any[]} filters @param {any[]} [stored]
 */
function checkRenderable(filters, stored = []) {
	const kept = new Set(stored.map(filterKey));
	const index = filters.findIndex((f) => !isRenderable(f) && !kept.has(filterKey(f)));
	if (index >= 0)
		V.refuse(
			`filters[${index}] must be a sidebar-renderable SQL predicate ` +
				`(e.g. "<column> IN ('<value>', ...)", "NOT IN (...)", or "BETWEEN <n> AND <n>"). ` +
				'Other shapes are only accepted on update when preserved unchanged from the ' +
				'stored saved search.',
		);
}

/**
 * Validate a create or full-replace body. The self-hosted server (its own code) also caps the
 * texts and filters, takes the filter forms of selfHostedFilter and trims the name.
 * @param {unknown} body @param {(id: string) => boolean} sourceExists
 * @param {'cloud'|'selfHosted'} [deployment]
 */
function validateSavedSearch(body, sourceExists, deployment = 'cloud') {
	const selfHosted = deployment === 'selfHosted';
	const b = V.reqObject(body, '');
	V.reqString(b.name, 'name');
	if (!b.name.trim()) V.fail('name', 'String must contain at least 1 character(s)');
	if (b.name.length > MAX_NAME)
		V.fail('name', `String must contain at most ${MAX_NAME} character(s)`);
	for (const k of ['select', 'where', 'orderBy']) {
		V.optString(b[k], k);
		const cap = SELF_HOSTED_CAPS[/** @type {'select'|'where'|'orderBy'} */ (k)];
		if (selfHosted && typeof b[k] === 'string' && b[k].length > cap)
			V.fail(k, `String must contain at most ${cap} character(s)`);
	}
	if (b.whereLanguage !== undefined) V.reqEnum(b.whereLanguage, WHERE_LANGUAGES, 'whereLanguage');
	// The API takes the source as `sourceId` and ignores `source` (CONTRACT.md section 0).
	if (b.sourceId === undefined) V.fail('sourceId', 'Required');
	V.reqString(b.sourceId, 'sourceId');
	if (!isObjectId(b.sourceId)) V.fail('sourceId', 'Invalid ObjectId');
	/** @type {any[]} */
	let filters = [];
	if (b.filters !== undefined) {
		if (!Array.isArray(b.filters))
			V.fail('filters', 'Expected array, received ' + typeof b.filters);
		if (selfHosted && b.filters.length > SELF_HOSTED_CAPS.filters)
			V.fail('filters', `Array must contain at most ${SELF_HOSTED_CAPS.filters} element(s)`);
		filters = selfHosted
			? b.filters.map(selfHostedFilter)
			: b.filters.map((/** @type {any} */ f, /** @type {number} */ i) => {
					if (!f || typeof f !== 'object' || typeof f.condition !== 'string')
						V.fail(`filters.${i}.condition`, 'Required');
					return { type: 'sql', ...f };
				});
	}
	V.optStringArray(b.tags, 'tags');
	const tags = /** @type {string[]} */ (b.tags || []);
	if (tags.length > MAX_TAGS) V.fail('tags', `Array must contain at most ${MAX_TAGS} element(s)`);
	tags.forEach(
		(t, i) =>
			t.length > MAX_TAG_LENGTH &&
			V.fail(`tags.${i}`, `String must contain at most ${MAX_TAG_LENGTH} character(s)`),
	);
	if (!sourceExists(b.sourceId)) V.refuse('sourceId must be an existing source id');
	return {
		name: /** @type {string} */ (selfHosted ? b.name.trim() : b.name),
		select: b.select === undefined ? '' : b.select,
		where: b.where === undefined ? '' : b.where,
		whereLanguage: b.whereLanguage === undefined ? 'lucene' : b.whereLanguage,
		sourceId: /** @type {string} */ (b.sourceId),
		tags: tags.slice(),
		orderBy: b.orderBy === undefined ? '' : b.orderBy,
		filters,
	};
}

/** @param {ReturnType<typeof validateSavedSearch>} f @param {string} id @param {string} now @param {any} [old] */
function buildSavedSearch(f, id, now, old) {
	return { id, ...f, createdAt: old ? old.createdAt : now, updatedAt: now };
}

/** Alerts of a deleted saved search go with it. @param {import('./store').Collection<any>} alerts @param {string} id */
function removeAlertsOf(alerts, id) {
	for (const a of alerts.all().slice())
		if (a.source === 'saved_search' && a.savedSearchId === id) alerts.remove(a.id);
}

/** @param {import('./respond').Router<any>} router @param {import('./webhooks').SelfHostedHelpers} h */
function mountSelfHosted(router, h) {
	const P = '/api/v2/saved-searches';
	const notFound = () => h.message('Saved search not found', 404);
	/** The record as the real server answers it: with its team (`teamId`). @param {any} ctx @param {any} rec */
	const out = (ctx, rec) => ({ ...rec, teamId: h.sh(ctx).user.team });
	/** @param {any} ctx */
	const fields = (ctx) =>
		validateSavedSearch(h.bodyObject(ctx), (id) => h.sh(ctx).sources.has(id), 'selfHosted');
	// paged by limit (1-1000, default 1000) and offset, with `meta`, as the real server's code does
	router.on('GET', P, (/** @type {any} */ ctx) =>
		h.page(
			ctx,
			h
				.sh(ctx)
				.savedSearches.all()
				.map((/** @type {any} */ rec) => out(ctx, rec)),
			1000,
		),
	);
	router.on('POST', P, (/** @type {any} */ ctx) => {
		const f = fields(ctx);
		checkRenderable(f.filters);
		const rec = keepFutureField(ctx, buildSavedSearch(f, randomObjectId(), iso(ctx.now)));
		h.sh(ctx).savedSearches.add(rec.id, rec);
		return json(200, { data: out(ctx, rec) });
	});
	router.on(
		'GET',
		`${P}/:id`,
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p) => {
			h.checkId(p);
			const rec = h.sh(ctx).savedSearches.get(p.id);
			return rec ? json(200, { data: out(ctx, rec) }) : notFound();
		},
	);
	router.on(
		'PUT',
		`${P}/:id`,
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p) => {
			h.checkId(p);
			// the body and its source are checked before the record is looked up (the server's order)
			const f = fields(ctx);
			const old = h.sh(ctx).savedSearches.get(p.id);
			if (!old) return notFound();
			checkRenderable(f.filters, old.filters);
			const rec = keepFutureField(ctx, buildSavedSearch(f, p.id, iso(ctx.now), old));
			h.sh(ctx).savedSearches.replace(p.id, rec);
			return json(200, { data: out(ctx, rec) });
		},
	);
	router.on(
		'DELETE',
		`${P}/:id`,
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p) => {
			h.checkId(p);
			const s = h.sh(ctx);
			if (!s.savedSearches.remove(p.id)) return notFound();
			removeAlertsOf(s.alerts, p.id);
			return json(200, {});
		},
	);
}

/** @param {import('./respond').Router<any>} router @param {string} obs @param {import('./webhooks').CloudHelpers} h */
function mountCloud(router, obs, h) {
	const P = `${obs}/saved-searches`;
	/** @param {any} ctx @param {any} s */
	const fields = (ctx, s) =>
		validateSavedSearch(h.objectBody(ctx), (id) => h.svc(s).sources.has(id));
	router.on('GET', P, (/** @type {any} */ ctx, /** @type {any} */ p, /** @type {any} */ s) =>
		h.offsetPage(ctx, h.svc(s).savedSearches.all()),
	);
	router.on('POST', P, (/** @type {any} */ ctx, /** @type {any} */ p, /** @type {any} */ s) => {
		const rec = keepFutureField(
			ctx,
			buildSavedSearch(fields(ctx, s), randomObjectId(), iso(ctx.now)),
		);
		h.svc(s).savedSearches.add(rec.id, rec);
		return cloudOk(rec);
	});
	router.on(
		'GET',
		`${P}/:savedSearchId`,
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p, /** @type {any} */ s) =>
			cloudOk(h.findIn(h.svc(s).savedSearches, p.savedSearchId, 'Saved search')),
	);
	router.on(
		'PUT',
		`${P}/:savedSearchId`,
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p, /** @type {any} */ s) => {
			const old = h.findIn(h.svc(s).savedSearches, p.savedSearchId, 'Saved search');
			const rec = keepFutureField(
				ctx,
				buildSavedSearch(fields(ctx, s), p.savedSearchId, iso(ctx.now), old),
			);
			h.svc(s).savedSearches.replace(p.savedSearchId, rec);
			return cloudOk(rec);
		},
	);
	router.on(
		'DELETE',
		`${P}/:savedSearchId`,
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p, /** @type {any} */ s) => {
			const d = h.svc(s);
			h.findIn(d.savedSearches, p.savedSearchId, 'Saved search');
			d.savedSearches.remove(p.savedSearchId);
			removeAlertsOf(d.alerts, p.savedSearchId);
			return cloudOk(undefined, true);
		},
	);
}

module.exports = { mountSelfHosted, mountCloud, validateSavedSearch };
