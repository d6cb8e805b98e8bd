'use strict';
/** How an invalid exchange is worded in a failure and in the run's totals. */

/** @param {{label: string, route: string, request: string, status: number, requestErrors: string[], responseErrors: string[]}} entry */
function describeInvalid(entry) {
	const lines = [`  ${entry.request} -> ${entry.status} (${entry.route}), in ${entry.label}`];
	for (const e of entry.requestErrors) lines.push(`    request: ${e}`);
	for (const e of entry.responseErrors) lines.push(`    response: ${e}`);
	return lines.join('\n');
}

module.exports = { describeInvalid };
