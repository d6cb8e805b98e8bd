'use strict';
// docs/benchmark.md as one `npm run bench` run writes it, whole: the header, the goals (each
// with its stated slack), with `--compare` the before and after of each section, the sections
// and, last, a digest of everything above it. A file that
// differs from what its run wrote (a figure edited, a row deleted, sections of two runs spliced)
// no longer matches its digest; test/benchmarkReport.test.ts checks the committed file in
// `npm test`. Pure: no clock, no file system.
const { createHash } = require('crypto');

const DIGEST_PREFIX = '<!-- written by npm run bench; sha256 of everything above this line: ';
const DIGEST_SUFFIX = ' -->';
const COMPARISON_TITLE = 'Before and after';

/** The digest of a report's body (everything above the digest line). @param {string} body */
function digestOf(body) {
	return createHash('sha256').update(body, 'utf8').digest('hex');
}

/** One table as Markdown lines. @param {string[]} header @param {Array<Array<string|number>>} rows */
function table(header, rows) {
	return [
		`| ${header.join(' | ')} |`,
		`| ${header.map(() => '---').join(' | ')} |`,
		...rows.map((row) => `| ${row.join(' | ')} |`),
	];
}

/**
 * The whole report of one run; `comparison` (a run with `--compare`) becomes the "Before and
 * after" section, after the goals.
 * @param {{
 *   intro: string,
 *   goals: Array<{name: string, met: boolean, detail: string, slack: string}>,
 *   comparison?: {intro: string, header: string[], rows: Array<Array<string|number>>},
 *   sections: Array<{title: string, intro: string, header: string[], rows: Array<Array<string|number>>}>,
 *   notes: string,
 * }} run
 * @returns {string}
 */
function renderReport(run) {
	const lines = [
		'# Benchmark',
		'',
		run.intro,
		'',
		'## Goals',
		'',
		'"Slack" is what a goal allows beyond the limit its name states: none, or a share of the baseline for goals that compare two medians of a noisy machine.',
		'',
		...table(
			['Goal', 'Slack', 'Met', 'Measured'],
			run.goals.map((goal) => [goal.name, goal.slack, goal.met ? 'yes' : '**no**', goal.detail]),
		),
		'',
	];
	if (run.comparison)
		lines.push(
			`## ${COMPARISON_TITLE}`,
			'',
			run.comparison.intro,
			'',
			...table(run.comparison.header, run.comparison.rows),
			'',
		);
	for (const section of run.sections)
		lines.push(
			`## ${section.title}`,
			'',
			section.intro,
			'',
			...table(section.header, section.rows),
			'',
		);
	if (run.notes) lines.push(run.notes.trim(), '');
	const body = lines.join('\n');
	return `${body}${DIGEST_PREFIX}${digestOf(body)}${DIGEST_SUFFIX}\n`;
}

/**
 * Why a report is not what a run wrote, or undefined when it is.
 * @param {string} text @returns {string|undefined}
 */
function reportProblem(text) {
	const at = text.lastIndexOf(DIGEST_PREFIX);
	if (at === -1) return 'no digest line: the file was not written by npm run bench';
	const line = text.slice(at);
	const match =
		/^<!-- written by npm run bench; sha256 of everything above this line: ([0-9a-f]{64}) -->\n$/.exec(
			line,
		);
	if (!match) return 'the digest line is malformed, or text follows it';
	const body = text.slice(0, at);
	if (digestOf(body) !== match[1])
		return 'the file differs from what its run wrote (its digest does not match): run npm run bench, never edit it by hand';
	return undefined;
}

module.exports = { renderReport, reportProblem, digestOf, DIGEST_PREFIX, COMPARISON_TITLE };
