'use strict';
/**
 * Deterministic synthetic chart series rows (docs/api-notes.md#charts).
 * One row per granularity bucket (and per group when groupBy is not empty); an empty or
 * reversed time range has no rows. 64-bit aggregates (count, count_distinct, sum) are numeric
 * strings.
 */

const GROUP_VALUES = ['frontend', 'checkout', 'payments'];

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
 * @param {{startTime: number, endTime: number, stepMs: number, series: any[], groupBy: string[]}} req
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

module.exports = { chartRows };
