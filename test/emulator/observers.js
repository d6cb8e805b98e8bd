'use strict';
/**
 * Observers of every API exchange (a `/v1` or `/api/v2` request and the answer sent), for
 * checks that watch the emulator from outside, such as the contract check
 * (test/contract/recorder.js). Process-wide: every emulator of the process reports here.
 */

/**
 * @typedef {object} ExchangeEvent
 * @property {'cloud'|'selfHosted'} deployment
 * @property {string} method
 * @property {string} path without query
 * @property {Record<string, string>} query
 * @property {Record<string, any>} headers of the request, lower-case names
 * @property {unknown} body the parsed request body (undefined when empty or not JSON)
 * @property {string} rawBody
 * @property {number} status
 * @property {string} contentType of the answer
 * @property {string} responseText the answer's body as sent
 * @property {string} [fault] id of an injected fault that shaped the answer
 * @property {Record<string, unknown>} modes the emulator's modes in force
 */

/** @type {Set<(event: ExchangeEvent) => void>} */
const observers = new Set();

/** @param {(event: ExchangeEvent) => void} fn @returns {() => void} stops observing */
function observeExchanges(fn) {
	observers.add(fn);
	return () => observers.delete(fn);
}

/** @returns {boolean} */
function observed() {
	return observers.size > 0;
}

/** @param {ExchangeEvent} event */
function notify(event) {
	for (const fn of observers) fn(event);
}

module.exports = { observeExchanges, observed, notify };
