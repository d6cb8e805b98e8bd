'use strict';
/**
 * Database connections of the self-hosted deployment (the self-hosted document's `Connection`,
 * `CreateConnectionRequest`, `UpdateConnectionRequest` and the real server's code):
 * `GET, POST /api/v2/connections`, `GET, PUT, DELETE /api/v2/connections/{id}`.
 *
 * Records are stored as the server keeps them, their `password` included; no answer ever shows
 * it (`publicConnection`). The list is not paged; a stored record the answer's schema does not
 * take (a legacy record without its host, say) is left out and counted in `meta.skipped` and
 * `meta.skippedIds`, as the real server does. Unknown ids answer express's plain `Not Found`;
 * body errors are the server's `Body validation failed: <field>: <issue>` (status 400); unknown
 * body fields are dropped. A create without a password stores an empty one; an update without
 * a password (or with an empty one) keeps the stored one, and one without
 * `isPrometheusEndpoint` keeps that too. A delete does not look at the sources that read
 * through the connection: they keep naming it.
 */
const { json, text, iso } = require('./respond');
const { randomObjectId } = require('./ids');
const V = require('./validation');
const { validateRequest } = require('./rules');
const { FUTURE_FIELD, keepFutureField } = require('./newerServer');

/**
 * Validate a create or update body against the self-hosted document (the same fields on both); the
 * fields it does not know are dropped, as the server's schema strips them.
 * @param {'createConnection'|'updateConnection'} operationId @param {unknown} body
 * @returns {{name: string, host: string, username: string, password?: string, isPrometheusEndpoint?: boolean}}
 */
function validateConnectionInput(operationId, body) {
	const b = V.reqObject(body, '');
	validateRequest('selfHosted', operationId, b);
	/** @type {ReturnType<typeof validateConnectionInput>} */
	const out = { name: b.name, host: b.host, username: b.username };
	if (b.password !== undefined) out.password = b.password;
	if (b.isPrometheusEndpoint !== undefined) out.isPrometheusEndpoint = b.isPrometheusEndpoint;
	return out;
}

/**
 * The record as an answer shows it: the `Connection` schema's fields, never the password;
 * undefined when the stored record does not fit the schema (the list then skips it).
 * @param {any} rec
 */
function publicConnection(rec) {
	if (!['name', 'host', 'username'].every((k) => typeof rec[k] === 'string')) return undefined;
	/** @type {Record<string, any>} */
	const out = { id: rec.id, name: rec.name, host: rec.host, username: rec.username };
	if (typeof rec.isPrometheusEndpoint === 'boolean')
		out.isPrometheusEndpoint = rec.isPrometheusEndpoint;
	if (rec.createdAt !== undefined) out.createdAt = rec.createdAt;
	if (rec.updatedAt !== undefined) out.updatedAt = rec.updatedAt;
	// a newer server's field (newerServer.js)
	if (rec[FUTURE_FIELD] !== undefined) out[FUTURE_FIELD] = rec[FUTURE_FIELD];
	return out;
}

/** A stored record that fails the answer's schema: the server answers its 500. @param {any} rec */
function serialized(rec) {
	const out = publicConnection(rec);
	if (!out) throw new Error(`Failed to serialize connection ${rec.id} for external API`);
	return out;
}

/** @param {import('./respond').Router<any>} router @param {import('./webhooks').SelfHostedHelpers} h */
function mountSelfHosted(router, h) {
	const P = '/api/v2/connections';
	const notFound = () => text(404, 'Not Found');
	router.on('GET', P, (/** @type {any} */ ctx) => {
		/** @type {any[]} */
		const data = [];
		/** @type {string[]} */
		const skippedIds = [];
		for (const rec of h.sh(ctx).connections.all()) {
			const out = publicConnection(rec);
			if (out) data.push(out);
			else skippedIds.push(rec.id);
		}
		return json(200, {
			data,
			...(skippedIds.length ? { meta: { skipped: skippedIds.length, skippedIds } } : {}),
		});
	});
	router.on('POST', P, (/** @type {any} */ ctx) => {
		const f = validateConnectionInput('createConnection', h.bodyObject(ctx));
		const now = iso(ctx.now);
		const id = randomObjectId();
		const rec = keepFutureField(ctx, {
			id,
			...f,
			password: f.password ?? '',
			createdAt: now,
			updatedAt: now,
		});
		h.sh(ctx).connections.add(id, rec);
		return json(200, { data: serialized(rec) });
	});
	router.on(
		'GET',
		`${P}/:id`,
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p) => {
			h.checkId(p);
			const rec = h.sh(ctx).connections.get(p.id);
			return rec ? json(200, { data: serialized(rec) }) : notFound();
		},
	);
	router.on(
		'PUT',
		`${P}/:id`,
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p) => {
			h.checkId(p);
			// the server validates the body before it looks the connection up
			const f = validateConnectionInput('updateConnection', h.bodyObject(ctx));
			const connections = h.sh(ctx).connections;
			const old = connections.get(p.id);
			if (!old) return notFound();
			// the server sets the fields given: what the body leaves out keeps its value
			const rec = keepFutureField(ctx, {
				...old,
				...f,
				// an omitted or empty password keeps the stored one
				password: f.password ? f.password : old.password,
				updatedAt: iso(ctx.now),
			});
			connections.replace(p.id, rec);
			return json(200, { data: serialized(rec) });
		},
	);
	router.on(
		'DELETE',
		`${P}/:id`,
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p) => {
			h.checkId(p);
			// the sources that read through it are not checked: they keep its id
			if (!h.sh(ctx).connections.remove(p.id)) return notFound();
			return json(200, {});
		},
	);
}

module.exports = { mountSelfHosted, validateConnectionInput, publicConnection };
