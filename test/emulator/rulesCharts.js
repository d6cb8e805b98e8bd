'use strict';
/**
 * The rules of the self-hosted chart series (`queryChartSeries`) and event search
 * (`searchEvents`) beyond their document, appended to rules.js's RULES: the values the server takes
 * beyond it are widening `chart-series-server-values` and `search-times-any-text`
 * (test/contract/widenings.js); these are what it refuses beyond it. rulesCharts.test.ts tests each.
 */
const { fail } = require('./validation');
const { isObjectId } = require('./ids');
const { chartRequest, bucketCount } = require('./charts');

const CHARTS = 'realserver: packages/api/src/routers/external-api/v2/charts.ts';
const CHART_SERIES = 'realserver: packages/api/src/utils/zod.ts (externalQueryChartSeriesSchema)';
const SEARCH =
	'realserver: packages/api/src/routers/external-api/v2/search.ts (searchRequestSchema)';
/** The most buckets a chart answers (the emulator generates each). */
const MAX_BUCKETS = 10000;
const MAX_GROUP_BY = 10;
/** The server's check of a column list (`DISALLOWED_COLUMNS_PATTERN`). */
const DISALLOWED_COLUMNS = /;|(?<!\w)SELECT\s/i;

/** @param {Record<string, any>} b @returns {any[]} the series that are objects, the others as undefined */
const seriesOf = (b) =>
	Array.isArray(b.series)
		? b.series.map((s) => (typeof s === 'object' && s !== null ? s : undefined))
		: [];

/** @type {import('./rules').Rule[]} */
module.exports = [
	{
		id: 'chart-series-not-empty',
		source: `${CHARTS} (\`.min(1, {message: 'Series array cannot be empty'})\`: the document's minItems in the server's words)`,
		operations: ['queryChartSeries'],
		before: true,
		check(b) {
			if (Array.isArray(b.series) && !b.series.length)
				fail('series', 'Series array cannot be empty');
		},
	},
	{
		id: 'chart-millisecond-times',
		source: `${CHARTS} (millisecondTimestampSchema); docs/api-notes.md#charts: integers of at least 13 digits`,
		operations: ['queryChartSeries'],
		check(b) {
			for (const k of ['startTime', 'endTime']) {
				const v = b[k];
				if (!Number.isInteger(v)) fail(k, 'Timestamp must be an integer');
				if (v <= 0) fail(k, 'Timestamp must be positive');
				if (String(v).length < 13) fail(k, 'Timestamp must be in milliseconds');
			}
		},
	},
	{
		id: 'chart-source-object-id',
		source: `${CHART_SERIES}: \`sourceId\` is an object id`,
		operations: ['queryChartSeries'],
		check(b) {
			seriesOf(b).forEach((s, i) => {
				if (s && !isObjectId(s.sourceId)) fail(`series.${i}.sourceId`, 'Invalid ObjectId');
			});
		},
	},
	{
		id: 'chart-group-by-max',
		source: `${CHART_SERIES}: \`groupBy\` at most ${MAX_GROUP_BY} fields`,
		operations: ['queryChartSeries'],
		check(b) {
			seriesOf(b).forEach((s, i) => {
				if (s && Array.isArray(s.groupBy) && s.groupBy.length > MAX_GROUP_BY)
					fail(`series.${i}.groupBy`, `Array must contain at most ${MAX_GROUP_BY} element(s)`);
			});
		},
	},
	{
		id: 'chart-same-group-by',
		source: `${CHARTS}: every series has the first one's \`groupBy\``,
		operations: ['queryChartSeries'],
		check(b) {
			const [first, ...rest] = seriesOf(b).map((s) => JSON.stringify(s && s.groupBy));
			if (rest.some((g) => g !== first))
				fail('series', 'All series must have the same groupBy fields');
		},
	},
	{
		id: 'chart-sources-exist',
		source: `${CHARTS}: every series names a source of the team (404)`,
		operations: ['queryChartSeries'],
		check(b, ctx) {
			if (!ctx.sourceExists) return;
			const exists = ctx.sourceExists;
			seriesOf(b).forEach((s, i) => {
				if (s && !exists(s.sourceId)) fail(`series.${i}.sourceId`, 'Source not found', 404);
			});
		},
	},
	{
		id: 'chart-bucket-limit',
		source: `test/emulator/README.md (choices where the contract is silent): at most ${MAX_BUCKETS} buckets a chart`,
		operations: ['queryChartSeries'],
		check(b) {
			const buckets = bucketCount(chartRequest(b));
			if (buckets > MAX_BUCKETS)
				fail(
					'granularity',
					`Too many buckets (${buckets}); at most ${MAX_BUCKETS}, use a coarser granularity or a shorter range`,
				);
		},
	},
	{
		id: 'search-source-id-given',
		source: `${SEARCH}: \`sourceId\` has at least 1 character`,
		operations: ['searchEvents'],
		check(b) {
			if (b.sourceId === '') fail('sourceId', 'sourceId is required');
		},
	},
	{
		id: 'search-source-object-id',
		source: `${SEARCH}: \`sourceId\` is an object id`,
		operations: ['searchEvents'],
		check(b) {
			if (typeof b.sourceId === 'string' && !isObjectId(b.sourceId))
				fail('sourceId', 'sourceId must be a valid ObjectId');
		},
	},
	{
		id: 'search-select-columns',
		source: `${SEARCH}: \`select\` holds no semicolon and no SELECT subquery`,
		operations: ['searchEvents'],
		check(b) {
			if (typeof b.select === 'string' && DISALLOWED_COLUMNS.test(b.select))
				fail(
					'select',
					'select must not contain semicolons or SELECT subqueries; use column references, map lookups, or scalar functions only',
				);
		},
	},
];
