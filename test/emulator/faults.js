'use strict';
/**
 * Injected faults: matched in order, consumed per matching request.
 */
const http = require('http');
const { json, text, cloudError, JSON_TYPE, TEXT_TYPE } = require('./respond');

/**
 * @typedef {object} FaultSpec
 * @property {string} [method]
 * @property {string | RegExp} [path] substring of the path, or a RegExp (source string over HTTP)
 * @property {'cloud'|'selfHosted'} [deployment]
 * @property {number} [count] matching requests to consume; -1 (or Infinity) = unlimited; default 1
 * @property {number} [status]
 * @property {unknown} [body] string (sent as is) or object (JSON)
 * @property {Record<string, string>} [headers]
 * @property {string} [contentType]
 * @property {number} [delayMs]
 * @property {boolean} [reset] destroy the socket without a response
 * @property {boolean} [afterAction] let the handler act, then replace its response
 * @property {number} [holdUntil] hold each matching request, before the handler acts, until this
 *   many of them are held (then all go on together), or until `holdMs` passed since it came
 * @property {number} [holdMs] the longest a request is held (default 2000)
 */

/** The requests a `holdUntil` fault holds, by fault. @type {WeakMap<object, Array<() => void>>} */
const held = new WeakMap();

let nextId = 1;

class Faults {
	constructor() {
		/** @type {Array<FaultSpec & {id: string, remaining: number, re: RegExp | null, hits: number}>} */
		this.list = [];
	}
	/** @param {FaultSpec} spec @returns {string} */
	add(spec) {
		if (!spec || typeof spec !== 'object') throw new TypeError('fault spec must be an object');
		const id = `fault-${nextId++}`;
		let re = null;
		if (spec.path instanceof RegExp) re = spec.path;
		else if (typeof spec.path === 'string') {
			try {
				re = new RegExp(spec.path);
			} catch {
				re = null;
			}
		}
		const count = spec.count === undefined || spec.count === null ? 1 : spec.count;
		this.list.push({
			...spec,
			path: spec.path instanceof RegExp ? spec.path.source : spec.path,
			id,
			re,
			remaining: count < 0 || count === Infinity ? Infinity : count,
			hits: 0,
		});
		return id;
	}
	clear() {
		this.list = [];
	}
	/** Public view of the pending faults. */
	pending() {
		return this.list.map(({ re, remaining, ...f }) => ({
			...f,
			remaining: remaining === Infinity ? -1 : remaining,
		}));
	}
	/**
	 * Holds a request a `holdUntil` fault matched: resolves when `holdUntil` requests of the
	 * fault are held (all of them at once), or after `holdMs`.
	 * @param {FaultSpec & object} fault
	 * @returns {Promise<void>}
	 */
	hold(fault) {
		const waiting = held.get(fault) ?? [];
		held.set(fault, waiting);
		return new Promise((resolve) => {
			const timer = setTimeout(() => {
				const at = waiting.indexOf(release);
				if (at >= 0) waiting.splice(at, 1);
				resolve();
			}, fault.holdMs ?? 2000);
			const release = () => {
				clearTimeout(timer);
				resolve();
			};
			waiting.push(release);
			if (waiting.length >= Number(fault.holdUntil)) for (const go of waiting.splice(0)) go();
		});
	}
	/**
	 * Find and consume the first fault matching the request.
	 * @param {string} method @param {string} path @param {string} deployment
	 */
	take(method, path, deployment) {
		for (let i = 0; i < this.list.length; i++) {
			const f = this.list[i];
			if (f.remaining <= 0) continue;
			if (f.method && f.method.toUpperCase() !== method) continue;
			if (f.deployment && f.deployment !== deployment) continue;
			if (
				f.path !== undefined &&
				f.path !== '' &&
				!(path.includes(/** @type {string} */ (f.path)) || (f.re && f.re.test(path)))
			)
				continue;
			f.remaining--;
			f.hits++;
			if (f.remaining <= 0) this.list.splice(i, 1);
			return f;
		}
		return null;
	}
}

/** Does the fault replace the response (rather than only delay / decorate it)? @param {FaultSpec} f */
const replaces = (f) => f.status !== undefined || f.body !== undefined || !!f.reset;

/**
 * The response a replacing fault sends. Without a body, the deployment's own
 * error shape for the status is used.
 * @param {FaultSpec} f
 * @param {string} deployment
 * @returns {import('./respond').Reply}
 */
function faultReply(f, deployment) {
	const status = f.status || 500;
	const headers = f.headers ? { ...f.headers } : undefined;
	if (f.body === undefined) {
		if (deployment === 'cloud') {
			const r = cloudError(
				status,
				`injected fault (${http.STATUS_CODES[status] || status})`,
				headers,
			);
			if (f.contentType) r.contentType = f.contentType;
			return r;
		}
		if (status === 401) return text(401, 'Unauthorized', f.contentType, headers);
		const r = json(status, { message: http.STATUS_CODES[status] || 'Error' }, headers);
		if (f.contentType) r.contentType = f.contentType;
		return r;
	}
	if (typeof f.body === 'string') return text(status, f.body, f.contentType || TEXT_TYPE, headers);
	return { status, body: f.body, contentType: f.contentType || JSON_TYPE, headers };
}

module.exports = { Faults, faultReply, replaces };
