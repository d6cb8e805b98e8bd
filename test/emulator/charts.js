'use strict';
/**
 * Deterministic synthetic chart series rows (docs/api-notes.md#charts).
 * One row per granularity bucket (and per group when groupBy is not empty); an empty or
 * reversed time range has no rows. 64-bit aggregates (count, count_distinct, sum) are numeric
 * strings.
 */

const S = require('./schemas');

const GROUP_VALUES = ['frontend', 'checkout', 'payments'];
const UNIT_MS = Object.freeze({ s: 1e3, m: 60e3, h: 3600e3, d: 86400e3 });
/** A granularity's width in ms (`30s`, `5m`, `2h`, `7d`). @param {string} granularity */
function widthMs(granularity) {
	const m = /^(\d+)([smhd])$/.exec(granularity);
	if (!m) throw new Error(`no width for granularity ${granularity}`);
	return Number(m[1]) * UNIT_MS[/** @type {keyof typeof UNIT_MS} */ (m[2])];
}
/** The server's most buckets of an `auto` granularity (DEFAULT_AUTO_GRANULARITY_MAX_BUCKETS). */
const AUTO_MAX_BUCKETS = 60;
/**
 * The widths the server picks from for `auto` (realserver: common-utils core/utils.ts,
 * convertDateRangeToGranularityString): 15 seconds (which a request cannot name), then the
 * document's granularities but 10 minutes, which it skips.
 */
const AUTO_WIDTHS_MS = Object.freeze([
	15e3,
	.../** @type {string[]} */ (
		S.schemaNamed('selfHosted', 'SeriesQueryRequest').properties.granularity.enum
	)
		.filter((g) => g !== 'auto' && g !== '10m')
		.map(widthMs),
]);

/**
 * The bucket width: the granularity's, or for `auto` (and none) the server's choice: the range in
 * whole seconds over at most 60 buckets, rounded up to the first of AUTO_WIDTHS_MS.
 * @param {string | undefined} granularity @param {number} span ms
 */
function stepOf(granularity, span) {
	if (granularity !== undefined && granularity !== 'auto') return widthMs(granularity);
	const size = Math.ceil(Math.floor(span / 1000) / AUTO_MAX_BUCKETS) * 1000;
	return AUTO_WIDTHS_MS.find((w) => size <= w) ?? AUTO_WIDTHS_MS[AUTO_WIDTHS_MS.length - 1];
}

/**
 * A chart request checked by rules.js (`queryChartSeries`), with its bucket width.
 * @param {Record<string, any>} body
 * @returns {{startTime: number, endTime: number, stepMs: number, series: any[], groupBy: string[]}}
 */
function chartRequest(body) {
	const { startTime, endTime, series } = body;
	const stepMs = stepOf(body.granularity, Math.max(0, endTime - startTime));
	return { startTime, endTime, stepMs, series, groupBy: series[0].groupBy };
}

/** The buckets a request spans (none for an empty or reversed range). @param {ReturnType<typeof chartRequest>} req */
const bucketCount = (req) =>
	req.endTime > req.startTime
		? Math.ceil(req.endTime / req.stepMs) - Math.floor(req.startTime / req.stepMs)
		: 0;

/** FNV-1a 32-bit hash -> [0, 1). @param {string} s */
function unit(s) {
	let h = 0x811c9dc5;
	for (let i = 0; i < s.length; i++) {
		h ^= s.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	h ^= h >>> 16;
	h = Math.imul(h, 0x85ebca6b);
	h ^= h >>> 13;
	h = Math.imul(h, 0xc2b2ae35);
	h ^= h >>> 16;
	return (h >>> 0) / 0x100000000;
}

/**
 * @param {ReturnType<typeof chartRequest>} req
 * @returns {Array<Record<string, unknown>>}
 */
function chartRows(req) {
	const rows = [];
	if (req.endTime <= req.startTime) return rows;
	const groups = req.groupBy.length
		? GROUP_VALUES.map((v, gi) => req.groupBy.map((f, j) => (j === 0 ? v : `${f}-${gi + 1}`)))
		: [null];
	const first = Math.floor(req.startTime / req.stepMs) * req.stepMs;
	for (let ts = first; ts < req.endTime; ts += req.stepMs) {
		for (let gi = 0; gi < groups.length; gi++) {
			/** @type {Record<string, unknown>} */
			// `group` is the list of the row's group values, empty without groupBy (as the server answers)
			const row = { ts_bucket: ts, group: groups[gi] ?? [] };
			req.series.forEach((s, i) => {
				const u = unit(`${i}|${s.aggFn}|${s.where}|${s.field || ''}|${ts}|${gi}`);
				let v;
				if (s.aggFn === 'count') v = String(Math.floor(u * 1000) + 1);
				else if (s.aggFn === 'count_distinct') v = String(Math.floor(u * 100) + 1);
				else if (s.aggFn === 'sum') v = String(Math.floor(u * 1e6));
				else if (s.aggFn === 'quantile') v = Math.round(u * 500000 * (s.level || 0.5)) / 1000;
				else v = Math.round(u * 500000) / 1000;
				row[`series_${i}.data`] = v;
			});
			rows.push(row);
		}
	}
	return rows;
}

module.exports = { chartRows, chartRequest, bucketCount };
