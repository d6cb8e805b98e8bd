/**
 * The named rules of the self-hosted chart series and event search (rulesCharts.js): each has a
 * case, a body the document alone accepts (as the emulator reads it, with the widenings of what
 * the server takes beyond it) and the emulator refuses with the rule's text. rules.test.ts checks
 * that every rule of RULES has a case here or there.
 */
import {
	type Emu,
	expectMessage,
	type Json,
	SEED,
	sh,
	startEmulator,
	UNKNOWN_OID,
} from './helpers';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RULES } = require('./rules');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S = require('./schemas');

const H = 3600e3;
const T0 = 1736935200000;
const CHART = '/api/v2/charts/series';
const SEARCH = '/api/v2/search';
const series = (over: Json = {}): Json => ({
	sourceId: SEED.sh.source,
	aggFn: 'count',
	where: '',
	groupBy: [],
	...over,
});
const chart = (top: Json = {}, over: Json = {}): Json => ({
	startTime: T0,
	endTime: T0 + 3 * H,
	granularity: '1h',
	series: [series(over)],
	...top,
});
const search = (over: Json = {}): Json => ({
	sourceId: SEED.sh.sources.log,
	startTime: '2025-01-15T10:00:00Z',
	endTime: '2025-01-15T10:10:00Z',
	...over,
});

/**
 * Per rule: the request that breaks it alone, its status and the refusal's text (charts answer
 * `{error}`, the search `{message}`); `documentSays`: the document refuses the body too, in other
 * words than the server's, which the rule gives.
 */
const CASES: Record<
	string,
	{ path: string; body: Json; text: RegExp; status?: number; documentSays?: RegExp }
> = {
	'chart-series-not-empty': {
		path: CHART,
		body: chart({ series: [] }),
		documentSays: /^Array must contain at least 1 element\(s\)$/,
		text: /^series: Series array cannot be empty$/,
	},
	'chart-millisecond-times': {
		path: CHART,
		body: chart({ startTime: 1736935200 }),
		text: /^startTime: Timestamp must be in milliseconds$/,
	},
	'chart-source-object-id': {
		path: CHART,
		body: chart({}, { sourceId: 'logs' }),
		text: /^series\.0\.sourceId: Invalid ObjectId$/,
	},
	'chart-group-by-max': {
		path: CHART,
		body: chart({}, { groupBy: Array.from({ length: 11 }, (_, i) => `f${i}`) }),
		text: /^series\.0\.groupBy: Array must contain at most 10 element\(s\)$/,
	},
	'chart-same-group-by': {
		path: CHART,
		body: chart({ series: [series(), series({ groupBy: ['ServiceName'] })] }),
		text: /^series: All series must have the same groupBy fields$/,
	},
	'chart-sources-exist': {
		path: CHART,
		body: chart({}, { sourceId: UNKNOWN_OID }),
		status: 404,
		text: /^Source not found$/,
	},
	'chart-bucket-limit': {
		path: CHART,
		body: chart({ granularity: '30s', endTime: T0 + 30 * 24 * H }),
		text: /^granularity: Too many buckets \(86400\); at most 10000, use a coarser granularity or a shorter range$/,
	},
	'search-source-id-given': {
		path: SEARCH,
		body: search({ sourceId: '' }),
		text: /^Body validation failed: sourceId: sourceId is required; sourceId: sourceId must be a valid ObjectId$/,
	},
	'search-source-object-id': {
		path: SEARCH,
		body: search({ sourceId: 'logs' }),
		text: /^Body validation failed: sourceId: sourceId must be a valid ObjectId$/,
	},
	'search-select-columns': {
		path: SEARCH,
		body: search({ select: 'Timestamp, (SELECT 1)' }),
		text: /^Body validation failed: select: select must not contain semicolons or SELECT subqueries; use column references, map lookups, or scalar functions only$/,
	},
};
const OPERATION: Record<string, string> = { [CHART]: 'queryChartSeries', [SEARCH]: 'searchEvents' };

describe('chart and event search rules beyond the self-hosted document', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator();
	});
	afterAll(async () => emu.close());

	it('has a case for each chart and search rule', () => {
		const ours = RULES.filter((r: Json) =>
			r.operations.some((o: string) => o === 'queryChartSeries' || o === 'searchEvents'),
		).map((r: Json) => r.id);
		expect(Object.keys(CASES).sort()).toEqual(ours.sort());
	});

	it.each(Object.entries(CASES))(
		'%s: the document accepts the body, the rule refuses it',
		async (id, c) => {
			const operationId = OPERATION[c.path];
			expect(RULES.find((r: Json) => r.id === id).operations).toContain(operationId);
			const documentError = S.bodyError(
				'selfHosted',
				S.requestSchema('selfHosted', operationId),
				c.body,
			);
			if (c.documentSays) expect(documentError.text).toMatch(c.documentSays);
			else expect(documentError).toBeNull();
			const r = await sh(emu, 'POST', c.path, { body: c.body });
			if (c.path === SEARCH) return expectMessage(r, c.status ?? 400, c.text);
			expect(r.status).toBe(c.status ?? 400);
			expect(r.json).toEqual({ error: expect.stringMatching(c.text) });
		},
	);

	it('lists every issue of a search body, the rules among them, in the order of its fields', async () => {
		const r = await sh(emu, 'POST', SEARCH, {
			body: { sourceId: 'logs', startTime: T0, whereLanguage: 5, select: 'a; b', offset: 0.5 },
		});
		expectMessage(
			r,
			400,
			"Body validation failed: sourceId: sourceId must be a valid ObjectId; startTime: Expected string, received number; whereLanguage: Expected 'lucene' | 'sql', received number; select: select must not contain semicolons or SELECT subqueries; use column references, map lookups, or scalar functions only; offset: Expected integer, received float",
		);
	});

	it('reads the values the server takes beyond the document through named widenings', () => {
		const check = (operationId: string, body: Json) =>
			S.bodyError('selfHosted', S.requestSchema('selfHosted', operationId), body);
		// chart-series-server-values
		expect(
			check(
				'queryChartSeries',
				chart({}, { aggFn: 'increase', whereLanguage: 'promql', level: 0.99 }),
			),
		).toBeNull();
		expect(check('queryChartSeries', chart({}, { level: 0.75 }))?.field).toBe('series.0.level');
		// search-times-any-text: any text is taken here, and refused by the range check after it
		expect(check('searchEvents', search({ startTime: 'yesterday' }))).toBeNull();
	});

	it("picks the server's auto width from the document's granularities (15 s first, 10 min skipped)", async () => {
		const rows = async (endTime: number) =>
			(await sh(emu, 'POST', CHART, { body: chart({ granularity: 'auto', endTime }) })).json.data;
		const step = (data: Json[]) => data[1].ts_bucket - data[0].ts_bucket;
		expect(step(await rows(T0 + 10 * 60e3))).toBe(15e3);
		// 6 hours over 60 buckets: 360 s, rounded up past 10 minutes to 15
		expect(step(await rows(T0 + 6 * H))).toBe(15 * 60e3);
	});
});
