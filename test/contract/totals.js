'use strict';
/** Sums and words the contract check's totals of several processes (recorder.js). */
const { describeInvalid } = require('./describe');

/** @param {any[]} parts @returns {any} */
function sumTotals(parts) {
	/** @type {any} */
	const sum = {
		requests: 0,
		responses: 0,
		undocumentedRequests: 0,
		undocumentedResponses: 0,
		faultAnswers: 0,
		widenings: {},
		undocumented: {},
		invalidCount: 0,
		invalid: [],
	};
	for (const p of parts) {
		for (const key of [
			'requests',
			'responses',
			'undocumentedRequests',
			'undocumentedResponses',
			'faultAnswers',
			'invalidCount',
		])
			sum[key] += p[key] || 0;
		for (const map of ['widenings', 'undocumented'])
			for (const [k, v] of Object.entries(p[map] || {})) sum[map][k] = (sum[map][k] || 0) + v;
		sum.invalid.push(...(p.invalid || []));
	}
	return sum;
}

/** @param {any} t @returns {string} */
function formatTotals(t) {
	const lines = [
		`contract: ${t.requests} requests the node sent checked against the published documents, ${t.responses} emulator answers checked, ${t.invalidCount} invalid`,
	];
	const widened = Object.entries(t.widenings).sort();
	if (widened.length)
		lines.push(
			`  accepted through a listed widening (test/contract/widenings.js): ${widened.map(([k, v]) => `${k} ${v}`).join(', ')}`,
		);
	const undocumented = Object.entries(t.undocumented).sort();
	if (undocumented.length)
		lines.push(
			`  endpoints no document holds (not checkable): ${t.undocumentedRequests} requests from the node, ${t.undocumentedResponses} answers: ${undocumented.map(([k, v]) => `${k} ${v}`).join(', ')}`,
		);
	if (t.faultAnswers)
		lines.push(
			`  answers replaced by an injected fault (not the server's, not checked): ${t.faultAnswers}`,
		);
	for (const entry of t.invalid.slice(0, 20)) lines.push(describeInvalid(entry));
	return lines.join('\n');
}

module.exports = { sumTotals, formatTotals };
