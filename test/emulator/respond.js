'use strict';
/**
 * Response values and routing helpers. Handlers return a Reply object instead
 * of writing to the socket, so latency, faults and logging wrap them uniformly.
 */
const http = require('http');
const { randomUuid } = require('./ids');

/**
 * @typedef {object} Reply
 * @property {number} status
 * @property {unknown} [body] object/array -> JSON; string -> sent as is; undefined -> empty
 * @property {string} [contentType]
 * @property {Record<string, string>} [headers]
 */

const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';

/** @param {number} status @param {unknown} body @param {Record<string, string>} [headers] @returns {Reply} */
const json = (status, body, headers) => ({ status, body, contentType: JSON_TYPE, headers });
/** @param {number} status @param {string} body @param {string} [contentType] @param {Record<string, string>} [headers] @returns {Reply} */
const text = (status, body, contentType, headers) => ({
	status,
	body,
	contentType: contentType || TEXT_TYPE,
	headers,
});

/** Error codes of the cloud envelope. @type {Record<number, string>} */
const CLOUD_CODES = {
	400: 'BAD_REQUEST',
	401: 'UNAUTHORIZED',
	403: 'FORBIDDEN',
	404: 'NOT_FOUND',
	405: 'METHOD_NOT_ALLOWED',
	409: 'CONFLICT',
	413: 'PAYLOAD_TOO_LARGE',
	415: 'UNSUPPORTED_MEDIA_TYPE',
	424: 'FAILED_DEPENDENCY',
	429: 'TOO_MANY_REQUESTS',
	500: 'INTERNAL_SERVER_ERROR',
	502: 'BAD_GATEWAY',
	503: 'SERVICE_UNAVAILABLE',
	504: 'GATEWAY_TIMEOUT',
};
/** @param {number} status */
const cloudCode = (status) =>
	CLOUD_CODES[status] ||
	String(http.STATUS_CODES[status] || 'ERROR')
		.toUpperCase()
		.replace(/[^A-Z]+/g, '_');

/** Cloud success envelope. @param {unknown} [result] @param {boolean} [noResult] */
function cloudOk(result, noResult) {
	/** @type {Record<string, unknown>} */
	const env = { status: 200, requestId: randomUuid() };
	if (!noResult) env.result = result;
	return json(200, env);
}
/** Cloud error envelope. @param {number} status @param {string} textMsg @param {Record<string, string>} [headers] */
function cloudError(status, textMsg, headers) {
	return json(
		status,
		{ status, error: `${cloudCode(status)}: ${textMsg}`, requestId: randomUuid() },
		headers,
	);
}

/**
 * A small router: patterns like `/v1/organizations/:organizationId`.
 * @template H
 */
class Router {
	constructor() {
		/** @type {Array<{method: string, parts: string[], handler: H}>} */
		this.routes = [];
	}
	/** @param {string} method @param {string} pattern @param {H} handler */
	on(method, pattern, handler) {
		this.routes.push({ method, parts: pattern.split('/').filter(Boolean), handler });
		return this;
	}
	/**
	 * @param {string} method
	 * @param {string} path
	 * @returns {{handler: H, params: Record<string, string>} | {pathMatched: boolean}}
	 */
	match(method, path) {
		const segs = path.split('/').filter(Boolean);
		let pathMatched = false;
		for (const r of this.routes) {
			if (r.parts.length !== segs.length) continue;
			/** @type {Record<string, string>} */
			const params = {};
			let ok = true;
			for (let i = 0; i < segs.length; i++) {
				const p = r.parts[i];
				if (p[0] === ':') {
					try {
						params[p.slice(1)] = decodeURIComponent(segs[i]);
					} catch {
						params[p.slice(1)] = segs[i];
					}
				} else if (p !== segs[i]) {
					ok = false;
					break;
				}
			}
			if (!ok) continue;
			pathMatched = true;
			if (r.method === method) return { handler: r.handler, params };
		}
		return { pathMatched };
	}
}

/** @param {number} ms */
const iso = (ms) => new Date(ms).toISOString();

/** Deep copy of JSON data. @template T @param {T} v @returns {T} */
const clone = (v) => (v === undefined ? v : JSON.parse(JSON.stringify(v)));

module.exports = {
	json,
	text,
	cloudOk,
	cloudError,
	cloudCode,
	Router,
	iso,
	clone,
	JSON_TYPE,
	TEXT_TYPE,
	HTML_TYPE,
};
