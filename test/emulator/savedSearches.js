'use strict';
/**
 * Saved searches of both deployments (docs/api-notes.md#saved-searches): the cloud document's
 * `ObservabilitySavedSearch`; the self-hosted document's `SavedSearch` (the source as `sourceId`,
 * `filters`, its filter forms widened by `saved-search-filter-forms`), with the rules of
 * rulesSearchesSources.js for what its server's code adds (the source that must exist, the
 * sidebar rule on new filters, in the server's order).
 *
 * Self-hosted `GET, POST /api/v2/saved-searches`, `GET, PUT, DELETE /api/v2/saved-searches/{id}`
 * (`{data}`, errors `{message}`); cloud the same in the envelope under
 * `.../services/{serviceId}/observability/saved-searches[/{savedSearchId}]`. The self-hosted list is
 * paged by `limit` and `offset` with `meta` (as alerts are), the cloud list by offset (cloudPaging.js).
 * PUT is a full replace; DELETE removes the alerts of the saved search with it (as a dashboard's
 * alerts go with the dashboard, docs/api-notes.md#deletes).
 */
const { json, cloudOk, iso } = require('./respond');
const { randomObjectId } = require('./ids');
const { validateRequest } = require('./rules');
const { keepFutureField } = require('./newerServer');

/**
 * A self-hosted filter as the server keeps it (its `savedSearchFilterSchema`, widening
 * `saved-search-filter-forms`): `{type: lucene | sql (default sql), condition}` or
 * `{type: sql_ast, operator, left, right}`; a cloud filter as given, `type` sql by default.
 * @param {any} f @param {boolean} selfHosted
 */
function keptFilter(f, selfHosted) {
	if (!selfHosted) return { type: 'sql', ...f };
	if (f.type === 'sql_ast')
		return { type: 'sql_ast', operator: f.operator, left: f.left, right: f.right };
	return { type: f.type === undefined ? 'sql' : f.type, condition: f.condition };
}

/**
 * Validate a create or full-replace body against the deployment's document and the rules of
 * rulesSearchesSources.js (its source, then the sidebar rule on the filters the record holds,
 * in the server's order); the self-hosted server also trims the name.
 * @param {'cloud'|'selfHosted'} deployment @param {'create'|'update'} mode
 * @param {Record<string, any>} b
 * @param {{sourceExists: (id: string) => boolean, storedFilters?: any[]}} ctx `storedFilters`:
 *   those of the record an update replaces (absent when it is unknown)
 */
function validateSavedSearch(deployment, mode, b, ctx) {
	const selfHosted = deployment === 'selfHosted';
	const operation = `${mode === 'create' ? 'create' : 'update'}SavedSearch`;
	validateRequest(
		deployment,
		selfHosted ? operation : `observability${operation[0].toUpperCase()}${operation.slice(1)}`,
		b,
		ctx,
	);
	return {
		name: /** @type {string} */ (selfHosted ? b.name.trim() : b.name),
		select: b.select === undefined ? '' : b.select,
		where: b.where === undefined ? '' : b.where,
		whereLanguage: b.whereLanguage === undefined ? 'lucene' : b.whereLanguage,
		sourceId: /** @type {string} */ (b.sourceId),
		tags: b.tags === undefined ? [] : b.tags.slice(),
		orderBy: b.orderBy === undefined ? '' : b.orderBy,
		filters: (b.filters || []).map((/** @type {any} */ f) => keptFilter(f, selfHosted)),
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
	/** @param {any} ctx @param {'create'|'update'} mode @param {any[]} [storedFilters] */
	const fields = (ctx, mode, storedFilters) =>
		validateSavedSearch('selfHosted', mode, h.bodyObject(ctx), {
			sourceExists: (id) => h.sh(ctx).sources.has(id),
			storedFilters,
		});
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
		const f = fields(ctx, 'create', []);
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
			// the body and its source are checked before the record is looked up, its filters after
			// (the server's order)
			const old = h.sh(ctx).savedSearches.get(p.id);
			const f = fields(ctx, 'update', old ? old.filters || [] : undefined);
			if (!old) return notFound();
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
	/** @param {any} ctx @param {any} s @param {'create'|'update'} mode */
	const fields = (ctx, s, mode) =>
		validateSavedSearch('cloud', mode, h.objectBody(ctx), {
			sourceExists: (id) => h.svc(s).sources.has(id),
		});
	router.on('GET', P, (/** @type {any} */ ctx, /** @type {any} */ p, /** @type {any} */ s) =>
		h.offsetPage(ctx, h.svc(s).savedSearches.all()),
	);
	router.on('POST', P, (/** @type {any} */ ctx, /** @type {any} */ p, /** @type {any} */ s) => {
		const rec = keepFutureField(
			ctx,
			buildSavedSearch(fields(ctx, s, 'create'), randomObjectId(), iso(ctx.now)),
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
				buildSavedSearch(fields(ctx, s, 'update'), p.savedSearchId, iso(ctx.now), old),
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
