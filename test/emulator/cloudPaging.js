'use strict';
/**
 * Paging of the cloud lists, as the newer cloud document has it: the keys list by cursor
 * (`limit` 1-250, default 250, oldest first; the envelope adds `limit`, `totalCount` and
 * `nextCursor`, null on the last page), the alert, webhook and saved-search lists by offset
 * (`limit` 1-1000, default 1000, `offset` >= 0; no total: the last page is the first one
 * shorter than `limit`). A cloud server older than that document (the `olderCloud` mode)
 * ignores every one of these parameters and answers the whole list in the plain envelope.
 */
const { cloudOk, cloudError } = require('./respond');

const KEY_PAGE = Object.freeze({ max: 250, default: 250 });
const OFFSET_PAGE = Object.freeze({ max: 1000, default: 1000 });

/** A refused query parameter: the handler answers it as a 400. */
class PagingError extends Error {
	/** @param {string} message */
	constructor(message) {
		super(message);
		this.reply = cloudError(400, message);
	}
}

/**
 * An integer query parameter in [min, max], or its default when absent.
 * @param {Record<string, string>} query @param {string} name @param {number} def @param {number} min @param {number} max
 */
function intParam(query, name, def, min, max) {
	const raw = query[name];
	if (raw === undefined) return def;
	if (!/^-?\d+$/.test(raw))
		throw new PagingError(
			`Invalid query parameter '${name}': expected an integer, received '${raw}'`,
		);
	const n = Number(raw);
	if (n < min || n > max)
		throw new PagingError(
			`Invalid query parameter '${name}': must be ${max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `between ${min} and ${max}`}, received ${n}`,
		);
	return n;
}

/** @param {any} ctx */
const olderCloud = (ctx) => !!ctx.emu.options.olderCloud;

/**
 * A list paged by `limit` and `offset` (cloud alerts, webhooks, saved searches).
 * @param {any} ctx @param {any[]} all in the server's order
 */
function offsetPage(ctx, all) {
	if (olderCloud(ctx)) return cloudOk(all);
	try {
		const limit = intParam(ctx.query, 'limit', OFFSET_PAGE.default, 1, OFFSET_PAGE.max);
		const offset = intParam(ctx.query, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
		return cloudOk(all.slice(offset, offset + limit));
	} catch (e) {
		if (e instanceof PagingError) return e.reply;
		throw e;
	}
}

/** Keys come oldest first; keys created at the same time by id. @param {any} a @param {any} b */
function oldestFirst(a, b) {
	if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
	return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The cursor names the last key of a page (its creation time and id), so a key added or removed
 * between two requests neither repeats nor hides another. It is opaque to the client.
 * @param {{createdAt: string, id: string}} key
 */
function cursorOf(key) {
	return Buffer.from(JSON.stringify([key.createdAt, key.id]), 'utf8').toString('base64url');
}

/** @param {string} cursor @returns {{createdAt: string, id: string}} */
function readCursor(cursor) {
	/** @type {unknown} */
	let v;
	try {
		v = /^[A-Za-z0-9_-]+$/.test(cursor)
			? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
			: undefined;
	} catch {
		v = undefined;
	}
	if (!Array.isArray(v) || v.length !== 2 || typeof v[0] !== 'string' || typeof v[1] !== 'string')
		throw new PagingError(
			`Invalid query parameter 'cursor': '${cursor}' is not a cursor this server gave`,
		);
	return { createdAt: v[0], id: v[1] };
}

/**
 * The keys list paged by cursor.
 * @param {any} ctx @param {any[]} keys public key records of the organization
 */
function cursorPage(ctx, keys) {
	const sorted = keys.slice().sort(oldestFirst);
	if (olderCloud(ctx)) return cloudOk(sorted);
	try {
		const limit = intParam(ctx.query, 'limit', KEY_PAGE.default, 1, KEY_PAGE.max);
		let start = 0;
		if (ctx.query.cursor !== undefined) {
			const after = readCursor(ctx.query.cursor);
			start = sorted.findIndex((k) => oldestFirst(k, after) > 0);
			if (start < 0) start = sorted.length;
		}
		const page = sorted.slice(start, start + limit);
		const more = start + limit < sorted.length;
		const reply = cloudOk(page);
		Object.assign(/** @type {Record<string, unknown>} */ (reply.body), {
			limit,
			totalCount: sorted.length,
			nextCursor: more ? cursorOf(page[page.length - 1]) : null,
		});
		return reply;
	} catch (e) {
		if (e instanceof PagingError) return e.reply;
		throw e;
	}
}

module.exports = { offsetPage, cursorPage, KEY_PAGE, OFFSET_PAGE };
