'use strict';
/**
 * Notification webhooks of both deployments (docs/api-notes.md#webhooks,
 * #cloud-webhooks and #alert-notifications).
 *
 * Self-hosted: `GET, POST /api/v2/webhooks`, `PUT, DELETE /api/v2/webhooks/{id}` exactly as the
 * self-hosted document gives them (`WebhookInput`, `Webhook`, `WebhooksListResponse`).
 * Cloud: the cloud document's `ObservabilityWebhookInput` (rule `webhook-input-limits` adds the
 * server's lengths), the same shapes in the cloud envelope under
 * `.../services/{serviceId}/observability/webhooks[/{webhookId}]`, the list paged by offset (cloudPaging.js).
 *
 * Records are stored as the server keeps them: `headers`, `queryParams` and `body` included
 * (the delivery of notifications needs them). `publicWebhook` is what any answer shows:
 * `headers` and `queryParams` never, `body` only for `generic` webhooks (only `GenericWebhook`
 * declares it).
 */
const { json, cloudOk, cloudError, iso } = require('./respond');
const { randomObjectId } = require('./ids');
const V = require('./validation');
const { validateRequest } = require('./rules');
const { FUTURE_FIELD, keepFutureField } = require('./newerServer');

/**
 * Validate a webhook body (create and full replace alike) against the deployment's document and
 * the webhook rules of rules.js; the stored fields are those the document declares.
 * @param {string} operationId of either document @param {unknown} body
 * @returns {{name: string, service: string, url: string, description?: string, body?: string, headers?: Record<string, string>, queryParams?: Record<string, string>}}
 */
function validateWebhookInput(operationId, body) {
	const b = V.reqObject(body, '');
	validateRequest(operationId.startsWith('observability') ? 'cloud' : 'selfHosted', operationId, b);
	/** @type {ReturnType<typeof validateWebhookInput>} */
	const out = { name: b.name, service: b.service, url: b.url };
	for (const k of /** @type {const} */ (['description', 'body']))
		if (b[k] !== undefined) out[k] = b[k];
	for (const k of /** @type {const} */ (['headers', 'queryParams']))
		if (b[k] !== undefined) out[k] = { ...b[k] };
	return out;
}

/**
 * The stored record after a create or a full replace. A replace clears an omitted `description`
 * or `body`, but keeps `headers` and `queryParams` unless given again or the `url` or `service`
 * changes (docs/api-notes.md#webhooks).
 * @param {ReturnType<typeof validateWebhookInput>} f @param {string} id @param {string} now @param {any} [old]
 */
function buildWebhook(f, id, now, old) {
	/** @type {Record<string, any>} */
	const rec = { id, name: f.name, service: f.service, url: f.url };
	if (f.description !== undefined) rec.description = f.description;
	if (f.body !== undefined) rec.body = f.body;
	const sameTarget = old && old.url === f.url && old.service === f.service;
	for (const k of /** @type {const} */ (['headers', 'queryParams'])) {
		if (f[k] !== undefined) rec[k] = f[k];
		else if (sameTarget && old[k] !== undefined) rec[k] = old[k];
	}
	rec.createdAt = old ? old.createdAt : now;
	rec.updatedAt = now;
	return rec;
}

/** The record as an answer shows it. @param {any} rec */
function publicWebhook(rec) {
	/** @type {Record<string, any>} */
	const out = { id: rec.id, name: rec.name, service: rec.service };
	if (rec.url !== undefined) out.url = rec.url;
	if (rec.description !== undefined) out.description = rec.description;
	if (rec.service === 'generic' && rec.body !== undefined) out.body = rec.body;
	out.createdAt = rec.createdAt;
	out.updatedAt = rec.updatedAt;
	// a newer server's field (newerServer.js)
	if (rec[FUTURE_FIELD] !== undefined) out[FUTURE_FIELD] = rec[FUTURE_FIELD];
	return out;
}

/** @param {import('./store').Collection<any>} webhooks @param {{service: string, url: string}} f @param {string} [except] */
function duplicateOf(webhooks, f, except) {
	return webhooks.all().find((w) => w.id !== except && w.service === f.service && w.url === f.url);
}

/** Names of the alerts that notify this webhook (`channel` or `channels`). @param {import('./store').Collection<any>} alerts @param {string} id */
function alertsUsing(alerts, id) {
	return alerts.all().filter((a) => {
		const chans = [a.channel, ...(Array.isArray(a.channels) ? a.channels : [])];
		return chans.some((c) => c && c.webhookId === id);
	});
}

/** Self-hosted: the server's unique index is team + service + name; a duplicate is its 400. */
function sameNameOf(webhooks, f, except) {
	return webhooks
		.all()
		.find((w) => w.id !== except && w.service === f.service && w.name === f.name);
}
const SAME_NAME = 'A webhook with this service and name already exists';
/** Self-hosted: deleting a webhook alerts still notify. @param {any[]} users */
const referenced = (users) =>
	`Cannot delete webhook: ${users.length} alert(s) still reference it. Reassign or remove those alerts first.`;

const DUPLICATE = 'Webhook already exists';
const CONFLICT = 'A webhook with this service and URL already exists';
/** @param {any[]} users */
const inUse = (users) =>
	`Webhook is used by ${users.length} alert(s): ${users.map((a) => a.id).join(', ')}; remove it from their channels first`;

/**
 * @typedef {object} SelfHostedHelpers
 * @property {(ctx: any) => any} sh the self-hosted store
 * @property {(p: Record<string, string>) => void} checkId
 * @property {(ctx: any, all: any[], defaultLimit?: number) => import('./respond').Reply} page
 * @property {(ctx: any) => Record<string, any>} bodyObject
 * @property {(msg: string, status?: number) => import('./respond').Reply} message
 */

/** @param {import('./respond').Router<any>} router @param {SelfHostedHelpers} h */
function mountSelfHosted(router, h) {
	const notFound = () => h.message('Webhook not found', 404);
	router.on('GET', '/api/v2/webhooks', (/** @type {any} */ ctx) =>
		h.page(ctx, h.sh(ctx).webhooks.all().map(publicWebhook), 1000),
	);
	router.on('POST', '/api/v2/webhooks', (/** @type {any} */ ctx) => {
		const f = validateWebhookInput('createWebhook', h.bodyObject(ctx));
		const webhooks = h.sh(ctx).webhooks;
		if (sameNameOf(webhooks, f)) return h.message(SAME_NAME);
		const rec = keepFutureField(ctx, buildWebhook(f, randomObjectId(), iso(ctx.now)));
		webhooks.add(rec.id, rec);
		return json(200, { data: publicWebhook(rec) });
	});
	router.on(
		'PUT',
		'/api/v2/webhooks/:id',
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p) => {
			h.checkId(p);
			const webhooks = h.sh(ctx).webhooks;
			const old = webhooks.get(p.id);
			if (!old) return notFound();
			const f = validateWebhookInput('updateWebhook', h.bodyObject(ctx));
			if (sameNameOf(webhooks, f, p.id)) return h.message(SAME_NAME);
			const rec = keepFutureField(ctx, buildWebhook(f, p.id, iso(ctx.now), old));
			webhooks.replace(p.id, rec);
			return json(200, { data: publicWebhook(rec) });
		},
	);
	router.on(
		'DELETE',
		'/api/v2/webhooks/:id',
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p) => {
			h.checkId(p);
			const s = h.sh(ctx);
			if (!s.webhooks.has(p.id)) return notFound();
			const users = alertsUsing(s.alerts, p.id);
			if (users.length) return h.message(referenced(users), 409);
			s.webhooks.remove(p.id);
			return json(200, {});
		},
	);
}

/**
 * @typedef {object} CloudHelpers
 * @property {(s: any) => import('./store').ServiceData} svc
 * @property {(coll: import('./store').Collection<any>, id: string, what: string) => any} findIn
 * @property {(ctx: any) => Record<string, any>} objectBody
 * @property {(ctx: any, all: any[]) => import('./respond').Reply} offsetPage the list paged by `limit` and `offset`
 */

/** @param {import('./respond').Router<any>} router @param {string} obs the observability path pattern @param {CloudHelpers} h */
function mountCloud(router, obs, h) {
	router.on(
		'GET',
		`${obs}/webhooks`,
		(/** @type {any} */ ctx, /** @type {any} */ p, /** @type {any} */ s) =>
			h.offsetPage(ctx, h.svc(s).webhooks.all().map(publicWebhook)),
	);
	router.on(
		'POST',
		`${obs}/webhooks`,
		(/** @type {any} */ ctx, /** @type {any} */ p, /** @type {any} */ s) => {
			const f = validateWebhookInput('observabilityCreateWebhook', h.objectBody(ctx));
			const webhooks = h.svc(s).webhooks;
			if (duplicateOf(webhooks, f)) return cloudError(400, DUPLICATE);
			const rec = keepFutureField(ctx, buildWebhook(f, randomObjectId(), iso(ctx.now)));
			webhooks.add(rec.id, rec);
			return cloudOk(publicWebhook(rec));
		},
	);
	router.on(
		'PUT',
		`${obs}/webhooks/:webhookId`,
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p, /** @type {any} */ s) => {
			const webhooks = h.svc(s).webhooks;
			const old = h.findIn(webhooks, p.webhookId, 'Webhook');
			const f = validateWebhookInput('observabilityUpdateWebhook', h.objectBody(ctx));
			if (duplicateOf(webhooks, f, p.webhookId)) return cloudError(409, CONFLICT);
			const rec = keepFutureField(ctx, buildWebhook(f, p.webhookId, iso(ctx.now), old));
			webhooks.replace(p.webhookId, rec);
			return cloudOk(publicWebhook(rec));
		},
	);
	router.on(
		'DELETE',
		`${obs}/webhooks/:webhookId`,
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p, /** @type {any} */ s) => {
			const d = h.svc(s);
			h.findIn(d.webhooks, p.webhookId, 'Webhook');
			const users = alertsUsing(d.alerts, p.webhookId);
			if (users.length) return cloudError(409, inUse(users));
			d.webhooks.remove(p.webhookId);
			return cloudOk(undefined, true);
		},
	);
}

/**
 * The stored webhook (with `headers`, `queryParams` and `body`) of either deployment, for other
 * emulator modules (the delivery of notifications) and for tests in process.
 * @param {import('./store').Store} store @param {string} id
 * @returns {{deployment: 'selfHosted'|'cloud', serviceId?: string, rec: any} | undefined}
 */
function findWebhook(store, id) {
	const rec = store.sh.webhooks.get(id);
	if (rec) return { deployment: 'selfHosted', rec };
	const c = store.findCloud('webhooks', id);
	return c ? { deployment: 'cloud', serviceId: c.serviceId, rec: c.rec } : undefined;
}

module.exports = {
	mountSelfHosted,
	mountCloud,
	findWebhook,
	publicWebhook,
	validateWebhookInput,
	buildWebhook,
};
