'use strict';
// The "Before and after" of `npm run bench -- --compare=<ref>`: the main figures of each section
// measured for the base commit's package and for this checkout's in the same run, their ratio
// and each one's goal. Pure: the figures come in, rows and goals go out (test/benchmarkCompare.test.ts).
const { ms } = require('./measure');

/**
 * What each section allows this checkout beyond the base commit's figure before "no slower
 * than before" counts as missed, a share of the base's: above the spread of one code's paired
 * ratios from run to run on a quiet machine (scripts/bench/NOTES.md, "Before and after").
 * Sections timed on the CPU 10 %; the rate-limited ones, whose time the limit's windows set,
 * 5 %; request counts none.
 */
const SLACK = {
	economy: 0,
	latency: 0.1,
	overhead: 0.1,
	bigLists: 0.1,
	trigger: 0.1,
	rateLimit: 0.05,
	selfHostedLimit: 0.05,
	concurrent: 0.05,
};

const UNITS = {
	ms,
	requests: (value) => String(value),
	modules: (value) => String(value),
	kB: (value) => `${value.toFixed(1)} kB`,
	MB: (value) => `${value.toFixed(1)} MB`,
	bytes: (value) => `${value.toFixed(1)} bytes`,
};

/**
 * @typedef {{
 *   section: string,
 *   measure: string,
 *   unit: keyof typeof UNITS,
 *   base: number,
 *   head: number,
 *   ratio?: number,
 *   goal?: {noSlower: number} | {atMost: number, name: string},
 * }} Figure
 * `ratio` is this checkout's over the base's: the median of the ratios of measurements taken in
 * pairs when the section pairs them, else of the two medians. A `noSlower` goal is met when the
 * ratio is at most 1 + its slack (a share); an `atMost` goal, one of the Goals table, when this
 * checkout's figure is at most its limit. A figure without a goal is shown for information.
 */

/** This checkout's figure over the base's. @param {Figure} figure */
function ratioOf(figure) {
	return figure.ratio ?? figure.head / figure.base;
}

/** Whether the figure meets its goal (undefined without one). @param {Figure} figure */
function met(figure) {
	if (!figure.goal) return undefined;
	if ('atMost' in figure.goal) return figure.head <= figure.goal.atMost;
	if (figure.goal.noSlower === 0) return figure.head <= figure.base;
	return ratioOf(figure) <= 1 + figure.goal.noSlower;
}

/** The slack as the Goals table writes it. @param {Figure} figure */
function slackText(figure) {
	if (!figure.goal) return '–';
	if ('atMost' in figure.goal || figure.goal.noSlower === 0) return 'none';
	return `${Math.round(figure.goal.noSlower * 100)} % of the base commit's median`;
}

function goalText(figure) {
	if (!figure.goal) return '–';
	if ('atMost' in figure.goal) return `${figure.goal.name} (this checkout)`;
	return figure.unit === 'ms' ? 'no slower than before' : 'no more than before';
}

/**
 * The rows of the "Before and after" table and the goals it adds to the Goals table (the
 * `atMost` ones are there already). `baseName` names the base commit (its short hash).
 * @param {Figure[]} figures @param {string} baseName
 */
function compareFigures(figures, baseName) {
	const header = [
		'Section',
		'Measure',
		`Base (${baseName})`,
		'This checkout',
		'This checkout / base',
		'Goal',
		'Slack',
		'Met',
	];
	const rows = figures.map((figure) => {
		const format = UNITS[figure.unit];
		const ok = met(figure);
		return [
			figure.section,
			figure.measure,
			format(figure.base),
			format(figure.head),
			ratioOf(figure).toFixed(2),
			goalText(figure),
			slackText(figure),
			ok === undefined ? '–' : ok ? 'yes' : '**no**',
		];
	});
	const goals = figures
		.filter((figure) => figure.goal && 'noSlower' in figure.goal)
		.map((figure) => ({
			name: `before and after: ${figure.section}, ${figure.measure}: ${goalText(figure)} (${baseName})`,
			met: /** @type {boolean} */ (met(figure)),
			detail:
				figure.unit === 'requests'
					? `${figure.head} sent, ${figure.base} before`
					: `${ratioOf(figure).toFixed(2)} of before`,
			slack: slackText(figure),
		}));
	const withGoal = figures.filter((figure) => figure.goal);
	const missed = withGoal.filter((figure) => !met(figure));
	return { header, rows, goals, met: withGoal.length - missed.length, of: withGoal.length, missed };
}

/**
 * The "Before and after" section of the report: its text, naming the base commit, and its
 * table; and the goals it adds to the Goals table.
 * @param {Figure[]} figures
 * @param {{short: string, subject: string}} base the base commit
 */
function comparison(figures, base) {
	const { header, rows, goals, met: metCount, of, missed } = compareFigures(figures, base.short);
	const verdict = missed.length
		? `${metCount} of ${of} goals met; missed: ${missed.map((figure) => `${figure.section} (${figure.measure})`).join(', ')}.`
		: `Every section within its goal: ${metCount} of ${of} goals met.`;
	const intro = [
		`The base is commit \`${base.short}\` ("${base.subject}"), built from its own files with its own \`npm run build\` in the system's temporary folder, with this checkout's node_modules (the two package-lock.json files are equal). This checkout's benchmark, emulator and baselines measured both packages in this one run, taking turns within each section and repetition (the base first in even repetitions, this checkout first in odd ones), so that a busy moment of the machine weighs on both.`,
		`"This checkout / base" is the median of the ratios of the pairs where a section repeats its measurement, else the ratio of the two figures. A goal "no slower than before" is met when that ratio is at most 1 plus its slack, the spread of the same code measured against itself (scripts/bench/NOTES.md, "Before and after"); the request counts allow none. Cold load keeps its own goals, for this checkout: at most 100 ms added and a tarball of at most 150 kB. Rows without a goal are shown for information.`,
		verdict,
	].join(' ');
	return { intro, header, rows, goals };
}

module.exports = { compareFigures, comparison, SLACK };
