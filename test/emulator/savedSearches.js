'use strict';
/**
 * Saved searches of both deployments (docs/api-notes.md#saved-searches): the cloud document's
 * `ObservabilitySavedSearch`; the self-hosted document omits them, and its server's own code
 * answers the same shape (the source as `sourceId`, `filters`).
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

/**
 * Validate a create or full-replace body.
 * @param {unknown} body @param {(id: string) => boolean} sourceExists
 */
function validateSavedSearch(body, sourceExists) {
	const b = V.reqObject(body, '');
	V.reqString(b.name, 'name');
	if (!b.name.trim()) V.fail('name', 'String must contain at least 1 character(s)');
	if (b.name.length > MAX_NAME)
		V.fail('name', `String must contain at most ${MAX_NAME} character(s)`);
	for (const k of ['select', 'where', 'orderBy']) V.optString(b[k], k);
	if (b.whereLanguage !== undefined) V.reqEnum(b.whereLanguage, WHERE_LANGUAGES, 'whereLanguage');
	// The API takes the source as `sourceId` and ignores `source` (CONTRACT.md section 0).
	if (b.sourceId === undefined) V.fail('sourceId', 'Required');
	V.reqString(b.sourceId, 'sourceId');
	if (!isObjectId(b.sourceId)) V.fail('sourceId', 'Invalid ObjectId');
	if (b.filters !== undefined) {
		if (!Array.isArray(b.filters))
			V.fail('filters', 'Expected array, received ' + typeof b.filters);
		b.filters.forEach((f, i) => {
			if (!f || typeof f !== 'object' || typeof f.condition !== 'string')
				V.fail(`filters.${i}.condition`, 'Required');
		});
	}
	if (!sourceExists(b.sourceId)) V.refuse('sourceId must be an existing source id');
	V.optStringArray(b.tags, 'tags');
	const tags = /** @type {string[]} */ (b.tags || []);
	if (tags.length > MAX_TAGS) V.fail('tags', `Array must contain at most ${MAX_TAGS} element(s)`);
	tags.forEach(
		(t, i) =>
			t.length > MAX_TAG_LENGTH &&
			V.fail(`tags.${i}`, `String must contain at most ${MAX_TAG_LENGTH} character(s)`),
	);
	return {
		name: /** @type {string} */ (b.name),
		select: b.select === undefined ? '' : b.select,
		where: b.where === undefined ? '' : b.where,
		whereLanguage: b.whereLanguage === undefined ? 'lucene' : b.whereLanguage,
		sourceId: /** @type {string} */ (b.sourceId),
		tags: tags.slice(),
		orderBy: b.orderBy === undefined ? '' : b.orderBy,
		filters: b.filters === undefined ? [] : b.filters.map((f) => ({ type: 'sql', ...f })),
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
	const fields = (ctx) => validateSavedSearch(h.bodyObject(ctx), (id) => h.sh(ctx).sources.has(id));
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
		const rec = keepFutureField(ctx, buildSavedSearch(fields(ctx), randomObjectId(), iso(ctx.now)));
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
			const old = h.sh(ctx).savedSearches.get(p.id);
			if (!old) return notFound();
			const rec = keepFutureField(ctx, buildSavedSearch(fields(ctx), p.id, iso(ctx.now), old));
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
