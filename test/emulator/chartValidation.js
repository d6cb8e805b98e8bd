'use strict';
/**
 * Chart series request validation (self-hosted `POST /api/v2/charts/series`), following the
 * document's `SeriesQueryRequest` and docs/api-notes.md#charts (what the server accepts
 * beyond its document):
 * - `startTime`, `endTime`: positive integers of at least 13 digits (epoch milliseconds); the
 *   server does not check `startTime < endTime` (an empty or reversed range has no rows).
 * - `granularity`: optional (absent means `auto`); `seriesReturnType` optional.
 * - 1 to 5 series; `aggFn` also `any`, `none`, `increase`; `level` optional, 0.5 / 0.9 / 0.95 /
 *   0.99 on any aggregation; `whereLanguage` also `promql`; `dataSource`, `field`, `sortOrder`,
 *   `metricDataType` (with `summary` and `exponential histogram`), `metricName` optional;
 *   `groupBy` required, at most 10 fields and the same in every series.
 * Errors are ValidationErrors; the self-hosted module answers them as `{error}`.
 */
const V = require('./validation');

const AGG_FNS = Object.freeze([
	'avg',
	'count',
	'count_distinct',
	'last_value',
	'max',
	'min',
	'quantile',
	'sum',
	'any',
	'none',
	'increase',
]);
const GRANULARITIES = Object.freeze([
	'30s',
	'1m',
	'5m',
	'10m',
	'15m',
	'30m',
	'1h',
	'2h',
	'6h',
	'12h',
	'1d',
	'2d',
	'7d',
	'30d',
	'auto',
]);
const WHERE_LANGUAGES = Object.freeze(['lucene', 'sql', 'promql']);
const QUANTILE_LEVELS = Object.freeze([0.5, 0.9, 0.95, 0.99]);
const DATA_SOURCES = Object.freeze(['events', 'metrics']);
const SORT_ORDERS = Object.freeze(['desc', 'asc']);
const METRIC_DATA_TYPES = Object.freeze([
	'sum',
	'gauge',
	'histogram',
	'summary',
	'exponential histogram',
]);
const SERIES_RETURN_TYPES = Object.freeze(['ratio', 'column']);
const MAX_SERIES = 5;
const MAX_GROUP_BY = 10;
const GRANULARITY_MS = Object.freeze({
	'30s': 30e3,
	'1m': 60e3,
	'5m': 300e3,
	'10m': 600e3,
	'15m': 900e3,
	'30m': 1800e3,
	'1h': 3600e3,
	'2h': 7200e3,
	'6h': 21600e3,
	'12h': 43200e3,
	'1d': 86400e3,
	'2d': 172800e3,
	'7d': 604800e3,
	'30d': 2592000e3,
});
const MAX_BUCKETS = 10000;
/**
 * `auto` (and no granularity): the server's rule (its library's granularity of a date range):
 * the range in whole seconds over at most 60 buckets, rounded up to the first of these widths
 * (15 seconds is one the request cannot name; 10 minutes is skipped).
 */
const AUTO_MAX_BUCKETS = 60;
const AUTO_STEPS_S = Object.freeze([
	15, 30, 60, 300, 900, 1800, 3600, 7200, 21600, 43200, 86400, 172800, 604800, 2592000,
]);

/** @param {unknown} v @param {string} field @returns {number} */
function millisecondTimestamp(v, field) {
	if (v === undefined) V.fail(field, 'Required');
	if (!V.isNum(v)) V.fail(field, `Expected number, received ${V.typeName(v)}`);
	if (!V.isInt(v)) V.fail(field, 'Timestamp must be an integer');
	if (v <= 0) V.fail(field, 'Timestamp must be positive');
	if (String(v).length < 13) V.fail(field, 'Timestamp must be in milliseconds');
	return v;
}

/** @param {unknown} v @param {readonly string[]} allowed @param {string} field */
function optEnum(v, allowed, field) {
	if (v !== undefined) V.reqEnum(v, allowed, field);
}

/** @param {unknown} s @param {number} i @returns {string[]} the series' groupBy */
function validateSeriesItem(s, i) {
	const f = `series.${i}`;
	const o = V.reqObject(s, f);
	V.reqString(o.sourceId, `${f}.sourceId`);
	if (!V.isObjectId(o.sourceId)) V.fail(`${f}.sourceId`, 'Invalid ObjectId');
	V.reqEnum(o.aggFn, AGG_FNS, `${f}.aggFn`);
	if (o.level !== undefined && !QUANTILE_LEVELS.includes(o.level)) {
		V.fail(`${f}.level`, `Invalid literal value, expected one of ${QUANTILE_LEVELS.join(', ')}`);
	}
	V.optString(o.field, `${f}.field`);
	V.reqString(o.where, `${f}.where`);
	optEnum(o.whereLanguage, WHERE_LANGUAGES, `${f}.whereLanguage`);
	optEnum(o.dataSource, DATA_SOURCES, `${f}.dataSource`);
	optEnum(o.sortOrder, SORT_ORDERS, `${f}.sortOrder`);
	optEnum(o.metricDataType, METRIC_DATA_TYPES, `${f}.metricDataType`);
	V.optString(o.metricName, `${f}.metricName`);
	if (o.groupBy === undefined) V.fail(`${f}.groupBy`, 'Required');
	V.optArray(o.groupBy, `${f}.groupBy`);
	o.groupBy.forEach(
		(/** @type {unknown} */ g, /** @type {number} */ j) =>
			typeof g !== 'string' &&
			V.fail(`${f}.groupBy.${j}`, `Expected string, received ${V.typeName(g)}`),
	);
	if (o.groupBy.length > MAX_GROUP_BY)
		V.fail(`${f}.groupBy`, `Array must contain at most ${MAX_GROUP_BY} element(s)`);
	return o.groupBy;
}

/** The bucket width: the granularity's, or for `auto` (and none) the server's choice (AUTO_STEPS_S). @param {string} granularity @param {number} span */
function stepOf(granularity, span) {
	if (granularity !== 'auto')
		return /** @type {Record<string, number>} */ (GRANULARITY_MS)[granularity];
	const size = Math.ceil(Math.floor(span / 1000) / AUTO_MAX_BUCKETS);
	for (const step of AUTO_STEPS_S) if (size <= step) return step * 1000;
	return GRANULARITY_MS['30d'];
}

/**
 * @param {unknown} body
 * @param {(id: string) => boolean} sourceExists
 * @returns {{startTime: number, endTime: number, stepMs: number, series: any[], groupBy: string[]}}
 */
function validateChartRequest(body, sourceExists) {
	const b = V.reqObject(body, '');
	const startTime = millisecondTimestamp(b.startTime, 'startTime');
	const endTime = millisecondTimestamp(b.endTime, 'endTime');
	if (b.granularity !== undefined) V.reqEnum(b.granularity, GRANULARITIES, 'granularity');
	optEnum(b.seriesReturnType, SERIES_RETURN_TYPES, 'seriesReturnType');
	if (b.series === undefined) V.fail('series', 'Required');
	if (!Array.isArray(b.series))
		V.fail('series', `Expected array, received ${V.typeName(b.series)}`);
	if (b.series.length < 1) V.fail('series', 'Series array cannot be empty');
	if (b.series.length > MAX_SERIES)
		V.fail('series', `Array must contain at most ${MAX_SERIES} element(s)`);
	const groupBys = b.series.map(validateSeriesItem);
	const first = JSON.stringify(groupBys[0]);
	if (groupBys.some((g) => JSON.stringify(g) !== first))
		V.fail('series', 'All series must have the same groupBy fields');
	b.series.forEach((s, i) => {
		if (!sourceExists(s.sourceId)) V.fail(`series.${i}.sourceId`, 'Source not found', 404);
	});
	const stepMs = stepOf(
		b.granularity === undefined ? 'auto' : b.granularity,
		Math.max(0, endTime - startTime),
	);
	const buckets =
		endTime > startTime ? Math.ceil(endTime / stepMs) - Math.floor(startTime / stepMs) : 0;
	if (buckets > MAX_BUCKETS)
		V.fail(
			'granularity',
			`Too many buckets (${buckets}); at most ${MAX_BUCKETS}, use a coarser granularity or a shorter range`,
		);
	return { startTime, endTime, stepMs, series: b.series, groupBy: groupBys[0] };
}

module.exports = {
	AGG_FNS,
	GRANULARITIES,
	WHERE_LANGUAGES,
	QUANTILE_LEVELS,
	DATA_SOURCES,
	SORT_ORDERS,
	METRIC_DATA_TYPES,
	GRANULARITY_MS,
	MAX_BUCKETS,
	validateChartRequest,
};
