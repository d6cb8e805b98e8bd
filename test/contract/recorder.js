'use strict';
/**
 * The contract check of a test run: watches every exchange of every emulator in this process
 * and checks it against the published documents (check.js). Requests are checked when the node
 * sent them (through n8n's request helper, user agent `n8n`); tests that call the emulator
 * directly send invalid requests on purpose. Every answer is checked, except answers an injected
 * fault replaced.
 *
 * Totals go to `$OBS_CONTRACT_LOG/<instance>.json` when that variable names a folder (scripts/jest.js
 * sets it and prints the sum). Preloaded with `node -r test/contract/recorder.js` (the demo test
 * does that for its child process) it attaches itself when that variable is set.
 */
const fs = require('fs');
const path = require('path');
const { observeExchanges } = require('../emulator');
const { checkExchange } = require('./check');
const { describeInvalid } = require('./describe');

const MAX_DETAILS = Number(process.env.OBS_CONTRACT_MAX_DETAILS) || 50;

/**
 * @typedef {object} Invalid
 * @property {string} label the test (or program) that sent it
 * @property {string} route
 * @property {string} request `METHOD /path`
 * @property {number} status
 * @property {string[]} requestErrors
 * @property {string[]} responseErrors
 */

const totals = {
	/** Requests the node sent to endpoints of the documents, checked. */
	requests: 0,
	/** Answers of the emulator to documented endpoints (and to unknown routes), checked. */
	responses: 0,
	/** Requests the node sent to endpoints no document holds (widenings.js `undocumentedEndpoints`). */
	undocumentedRequests: 0,
	/** Answers from endpoints no document holds. */
	undocumentedResponses: 0,
	/** Answers an injected fault replaced (not the server's). */
	faultAnswers: 0,
	/** Exchanges that needed each widening. @type {Record<string, number>} */
	widenings: /** @type {Record<string, number>} */ ({}),
	/** Requests to each undocumented endpoint. @type {Record<string, number>} */
	undocumented: /** @type {Record<string, number>} */ ({}),
	invalidCount: 0,
	/** The first invalid exchanges. @type {Invalid[]} */
	invalid: /** @type {Invalid[]} */ ([]),
};

// Jest loads this module afresh for every test file of a worker: each instance keeps its own file.
const instance = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
let label = process.env.OBS_CONTRACT_LABEL || path.basename(process.argv[1] || 'node');
let attached = false;

/**
 * @typedef {object} Checked one exchange as the check saw it
 * @property {import('../emulator/observers').ExchangeEvent} event
 * @property {import('./check').Verdict} verdict its operation (`operationId`) and errors
 * @property {boolean} fromNode whether the node sent the request (n8n's user agent)
 */

/** @type {Set<(checked: Checked) => void>} */
const listeners = new Set();

/**
 * Hands every checked exchange to `fn` (e.g. to learn which documented operation each request
 * of the node went to) until the returned function is called.
 * @param {(checked: Checked) => void} fn
 */
function onChecked(fn) {
	listeners.add(fn);
	return () => listeners.delete(fn);
}

/** @param {import('../emulator/observers').ExchangeEvent} event */
function onExchange(event) {
	const fromNode = event.headers['user-agent'] === 'n8n';
	const verdict = checkExchange(event, { checkRequest: fromNode });
	for (const fn of listeners) fn({ event, verdict, fromNode });
	if (verdict.kind === 'undocumented') {
		if (fromNode) totals.undocumentedRequests++;
		totals.undocumentedResponses++;
		totals.undocumented[verdict.route] = (totals.undocumented[verdict.route] || 0) + 1;
		return;
	}
	if (fromNode) totals.requests++;
	const responseErrors = event.fault ? [] : verdict.responseErrors;
	if (event.fault) totals.faultAnswers++;
	else totals.responses++;
	for (const id of verdict.widenings) totals.widenings[id] = (totals.widenings[id] || 0) + 1;
	if (verdict.requestErrors.length || responseErrors.length) {
		totals.invalidCount++;
		if (totals.invalid.length < MAX_DETAILS) {
			totals.invalid.push({
				label,
				route: verdict.route,
				request: `${event.method} ${event.path}`,
				status: event.status,
				requestErrors: verdict.requestErrors.slice(0, 10),
				responseErrors: responseErrors.slice(0, 10),
			});
		}
	}
}

/** Starts watching (once per process). */
function attach() {
	if (attached) return;
	attached = true;
	observeExchanges(onExchange);
}

/** @param {string} name the test (or program) whose exchanges follow */
function setLabel(name) {
	label = name;
}

/** A copy of the totals so far. */
function summary() {
	return JSON.parse(JSON.stringify(totals));
}

/** Writes the totals to `$OBS_CONTRACT_LOG/<instance>.json` (no-op without that variable). */
function writeSummary() {
	const dir = process.env.OBS_CONTRACT_LOG;
	if (!dir) return;
	fs.mkdirSync(dir, { recursive: true });
	fs.writeFileSync(path.join(dir, `${instance}.json`), JSON.stringify(totals));
}

if (process.env.OBS_CONTRACT_LOG && require.main !== module) {
	// Preloaded into a program (node -r): watch it and leave its totals when it ends.
	const preloaded = (process.execArgv || []).some((arg) => arg.includes('recorder'));
	if (preloaded) {
		attach();
		process.on('exit', writeSummary);
	}
}

module.exports = { attach, onChecked, setLabel, summary, writeSummary, describeInvalid };
