'use strict';
/**
 * Self-hosted source writes: `POST /api/v2/sources`, `PUT` and `DELETE /api/v2/sources/{id}`
 * (test/contract/documents/selfhosted.json, `createSource`, `updateSource`, `deleteSource`,
 * read with widening `source-server-fields`), with the rules of rulesSearchesSources.js: the body
 * is its kind's schema, chosen by `kind` (400 `Body validation failed: <field>: <text>`, the
 * fields its kind does not declare dropped); then the connection must be an object id (400
 * `connection must be a valid connection id`) of one of the team's connections (400
 * `connection must be an existing connection id`); an unknown source is 404 `Source not found`.
 * A PUT replaces the whole source. A delete removes the source only: saved searches, alerts and
 * dashboards that name it keep the id.
 */
const { json } = require('./respond');
const { randomObjectId } = require('./ids');
const S = require('./schemas');
const { validateRequest } = require('./rules');
const { KIND_REFS, KIND_SCHEMAS } = require('./rulesSearchesSources');
const { keepFutureField } = require('./newerServer');

/**
 * The server's check of a source body (rules `source-*`), first problem only; returns the source
 * as it keeps it: what its kind declares (not `id`), a trace's `durationPrecision` defaulted.
 * @param {'createSource'|'updateSource'} operationId @param {Record<string, any>} body
 * @param {(id: string) => boolean} connectionExists
 */
function validateSource(operationId, body, connectionExists) {
	validateRequest('selfHosted', operationId, body, { connectionExists });
	const { id, ...kept } = S.declaredOnly('selfHosted', KIND_REFS[body.kind], body);
	for (const [k, p] of Object.entries(
		S.schemaNamed('selfHosted', KIND_SCHEMAS[body.kind]).properties,
	))
		if (kept[k] === undefined && /** @type {any} */ (p).default !== undefined)
			kept[k] = /** @type {any} */ (p).default;
	return kept;
}

/**
 * @param {import('./respond').Router<any>} router
 * @param {import('./webhooks').SelfHostedHelpers & {shSource: (src: any) => any}} h
 */
function mountSelfHosted(router, h) {
	const P = '/api/v2/sources';
	const notFound = () => h.message('Source not found', 404);
	/** The checked body. @param {any} ctx @param {'createSource'|'updateSource'} operationId */
	const fields = (ctx, operationId) =>
		validateSource(operationId, h.bodyObject(ctx), (id) => h.sh(ctx).connections.has(id));
	router.on('POST', P, (/** @type {any} */ ctx) => {
		const rec = keepFutureField(ctx, { id: randomObjectId(), ...fields(ctx, 'createSource') });
		h.sh(ctx).sources.add(rec.id, rec);
		return json(200, { data: h.shSource(rec) });
	});
	router.on(
		'PUT',
		`${P}/:id`,
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p) => {
			h.checkId(p);
			const f = fields(ctx, 'updateSource');
			const sources = h.sh(ctx).sources;
			if (!sources.get(p.id)) return notFound();
			const rec = keepFutureField(ctx, { id: p.id, ...f });
			sources.replace(p.id, rec);
			return json(200, { data: h.shSource(rec) });
		},
	);
	router.on(
		'DELETE',
		`${P}/:id`,
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p) => {
			h.checkId(p);
			if (!h.sh(ctx).sources.remove(p.id)) return notFound();
			return json(200, {});
		},
	);
}

module.exports = { mountSelfHosted };
