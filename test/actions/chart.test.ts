import {
	apiRequests,
	type LoggedRequest,
	runAction,
	SEED,
	selfHostedParams,
	useEnv,
} from '../support/env';
import { expectRefusedBeforeSending, expectServerRefusal } from '../support/inputError';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { chartRows } = require('../emulator/charts');

const T0 = Date.UTC(2025, 0, 15, 10, 0, 0);
const HOUR = 3600000;
const UNKNOWN_SOURCE = 'ffffffffffffffffffffffff';

const item = (extra: Record<string, unknown> = {}) => ({
	sourceId: SEED.sh.sources.log,
	aggFn: 'count',
	alias: '',
	field: '',
	level: 0.95,
	where: '',
	whereLanguage: 'lucene',
	groupBy: '',
	...extra,
});

const query = (extra: Record<string, unknown> = {}) =>
	selfHostedParams('chart', 'querySeries', {
		specifyBody: 'fields',
		startTime: '2025-01-15T10:00:00Z',
		endTime: T0 + HOUR,
		granularity: '5m',
		series: { item: [item({ where: 'level:error' })] },
		output: 'rows',
		...extra,
	});

describe('chart querySeries (self-hosted)', () => {
	const env = useEnv();

	function onlyRequest(): LoggedRequest {
		const log: LoggedRequest[] = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({ method: 'POST', path: '/api/v2/charts/series', query: {} });
		expect(log[0].headers.authorization).toBe('Bearer emu-self-hosted-api-key');
		return log[0];
	}

	it('rows: sends times as epoch ms and converts the numeric texts of the answer', async () => {
		const rows = (await runAction(env, query())).json('Node');
		const sent = {
			startTime: T0,
			endTime: T0 + HOUR,
			granularity: '5m',
			series: [
				{
					sourceId: SEED.sh.sources.log,
					aggFn: 'count',
					where: 'level:error',
					whereLanguage: 'lucene',
					groupBy: [],
				},
			],
		};
		expect(onlyRequest().body).toEqual(sent);
		const raw = chartRows({
			startTime: T0,
			endTime: T0 + HOUR,
			stepMs: 300000,
			series: sent.series,
			groupBy: [],
		});
		expect(typeof raw[0]['series_0.data']).toBe('string');
		expect(rows).toHaveLength(12);
		expect(rows).toEqual(
			raw.map((row: Record<string, unknown>) => ({
				...row,
				'series_0.data': Number(row['series_0.data']),
			})),
		);
		expect(rows[0].ts_bucket).toBe(T0);
	});

	it('points: one item per bucket, group and series, named by alias or index', async () => {
		const series = {
			item: [
				item({ alias: 'errors', where: 'level:error', groupBy: 'ServiceName' }),
				item({
					aggFn: 'quantile',
					field: 'Duration',
					level: 0.99,
					groupBy: 'ServiceName',
					whereLanguage: 'sql',
				}),
			],
		};
		const points = (
			await runAction(env, query({ granularity: '30m', series, output: 'points' }))
		).json('Node');
		const body = onlyRequest().body as { series: unknown[] };
		expect(body.series).toEqual([
			{
				sourceId: SEED.sh.sources.log,
				aggFn: 'count',
				where: 'level:error',
				whereLanguage: 'lucene',
				groupBy: ['ServiceName'],
			},
			{
				sourceId: SEED.sh.sources.log,
				aggFn: 'quantile',
				field: 'Duration',
				level: 0.99,
				where: '',
				whereLanguage: 'sql',
				groupBy: ['ServiceName'],
			},
		]);
		// 2 buckets x 3 groups x 2 series
		expect(points).toHaveLength(12);
		expect(points[0]).toEqual({
			timestamp: '2025-01-15T10:00:00.000Z',
			series: 'errors',
			group: ['frontend'],
			value: expect.any(Number),
		});
		expect(points[1]).toEqual({
			timestamp: '2025-01-15T10:00:00.000Z',
			series: 1,
			group: ['frontend'],
			value: expect.any(Number),
		});
		expect(points[points.length - 1]).toMatchObject({
			timestamp: '2025-01-15T10:30:00.000Z',
			series: 1,
			group: ['payments'],
		});
		expect(points.every((point: { value: unknown }) => typeof point.value === 'number')).toBe(true);
	});

	it('keeps 64-bit values beyond the safe integer range as texts', async () => {
		env.emulator.injectFault({
			method: 'POST',
			path: '/api/v2/charts/series',
			status: 200,
			body: {
				data: [
					{
						ts_bucket: String(T0),
						'series_0.data': '18446744073709551615',
						'series_1.data': '123',
					},
				],
			},
		});
		const rows = (await runAction(env, query())).json('Node');
		expect(rows).toEqual([
			{ ts_bucket: T0, 'series_0.data': '18446744073709551615', 'series_1.data': 123 },
		]);
	});

	it('json body: epoch ms as text and ISO dates are sent as epoch ms', async () => {
		const jsonBody = {
			startTime: String(T0),
			endTime: '2025-01-15T11:00:00+00:00',
			granularity: '1h',
			series: [
				{
					sourceId: SEED.sh.sources.trace,
					aggFn: 'avg',
					field: 'Duration',
					where: '',
					groupBy: [],
				},
			],
		};
		const rows = (
			await runAction(
				env,
				selfHostedParams('chart', 'querySeries', {
					specifyBody: 'json',
					jsonBody: JSON.stringify(jsonBody),
					output: 'rows',
				}),
			)
		).json('Node');
		expect(onlyRequest().body).toEqual({ ...jsonBody, startTime: T0, endTime: T0 + HOUR });
		expect(rows).toHaveLength(1);
		expect(typeof rows[0]['series_0.data']).toBe('number');
	});

	it('takes times from expressions: a DateTime and epoch ms of the input item', async () => {
		const params = query({
			startTime: `={{ DateTime.fromMillis(${T0}, { zone: 'Europe/Berlin' }) }}`,
			endTime: '={{ $json.end }}',
		});
		await runAction(env, params, { input: [{ end: T0 + HOUR }] });
		expect(onlyRequest().body).toMatchObject({ startTime: T0, endTime: T0 + HOUR });
	});

	it('refuses a start time after the end time, before any request, saying why', async () => {
		const error = (
			await runAction(env, query({ startTime: T0 + HOUR, endTime: '2025-01-15T10:00:00Z' }))
		).error('Node');
		expectRefusedBeforeSending(
			env,
			error,
			"Invalid 'Start Time': 2025-01-15T11:00:00.000Z is after the end time 2025-01-15T10:00:00.000Z, so the range holds no time and the service would answer no rows [item 0]",
		);
	});

	it('sends an empty window (start equal to end) as the service takes it: no rows', async () => {
		const rows = (
			await runAction(env, query({ startTime: T0, endTime: '2025-01-15T10:00:00Z' }))
		).json('Node');
		expect(onlyRequest().body).toMatchObject({ startTime: T0, endTime: T0 });
		expect(rows).toEqual([]);
	});

	it('fields: increase, PromQL, the metric and sort options, a quantile level from the list', async () => {
		const metric = SEED.sh.sources.metric;
		const series = {
			item: [
				item({
					sourceId: metric,
					aggFn: 'increase',
					where: 'up',
					whereLanguage: 'promql',
					groupBy: 'job',
					dataSource: 'metrics',
					metricName: 'http_requests_total',
					metricDataType: 'sum',
					sortOrder: 'desc',
				}),
				item({
					sourceId: metric,
					aggFn: 'quantile',
					level: 0.5,
					groupBy: 'job',
					dataSource: '',
					metricName: '',
					metricDataType: 'exponential histogram',
					sortOrder: '',
				}),
			],
		};
		const rows = (await runAction(env, query({ granularity: '30m', series }))).json('Node');
		expect(onlyRequest().body).toEqual({
			startTime: T0,
			endTime: T0 + HOUR,
			granularity: '30m',
			series: [
				{
					sourceId: metric,
					aggFn: 'increase',
					where: 'up',
					whereLanguage: 'promql',
					groupBy: ['job'],
					dataSource: 'metrics',
					metricName: 'http_requests_total',
					metricDataType: 'sum',
					sortOrder: 'desc',
				},
				{
					sourceId: metric,
					aggFn: 'quantile',
					level: 0.5,
					where: '',
					whereLanguage: 'lucene',
					groupBy: ['job'],
					metricDataType: 'exponential histogram',
				},
			],
		});
		// 2 buckets x 3 groups, both series as numbers
		expect(rows).toHaveLength(6);
		for (const row of rows)
			expect([typeof row['series_0.data'], typeof row['series_1.data']]).toEqual([
				'number',
				'number',
			]);
	});

	it('json body: no granularity, a quantile without level, seriesReturnType: sent as given', async () => {
		const jsonBody = {
			startTime: T0,
			endTime: T0 + HOUR,
			seriesReturnType: 'column',
			series: [
				{
					sourceId: SEED.sh.sources.trace,
					aggFn: 'quantile',
					field: 'Duration',
					where: '',
					groupBy: [],
				},
			],
		};
		const rows = (
			await runAction(
				env,
				selfHostedParams('chart', 'querySeries', {
					specifyBody: 'json',
					jsonBody: JSON.stringify(jsonBody),
					output: 'rows',
				}),
			)
		).json('Node');
		expect(onlyRequest().body).toEqual(jsonBody);
		// without granularity the service picks one (auto, the server's rule: at most 60
		// buckets): an hour in 1-minute buckets
		expect(rows).toHaveLength(60);
		expect(rows[1].ts_bucket - rows[0].ts_bucket).toBe(60000);
	});

	it('json body: refuses a quantile level that is not a number, before any request', async () => {
		const jsonBody = {
			startTime: T0,
			endTime: T0 + HOUR,
			series: [
				{
					sourceId: SEED.sh.sources.trace,
					aggFn: 'quantile',
					level: 'high',
					where: '',
					groupBy: [],
				},
			],
		};
		const error = (
			await runAction(
				env,
				selfHostedParams('chart', 'querySeries', {
					specifyBody: 'json',
					jsonBody: JSON.stringify(jsonBody),
				}),
			)
		).error('Node');
		expectRefusedBeforeSending(
			env,
			error,
			'Invalid \'Series\' ([0].level): expected a number, got "high" [item 0]',
		);
	});

	it('json body: an aggregation and a granularity the node does not list are sent, and the server 400 names the field', async () => {
		const jsonBody = {
			startTime: T0,
			endTime: T0 + HOUR,
			granularity: 'future-90s',
			series: [{ sourceId: SEED.sh.sources.trace, aggFn: 'future-median', where: '', groupBy: [] }],
		};
		const error = (
			await runAction(
				env,
				selfHostedParams('chart', 'querySeries', {
					specifyBody: 'json',
					jsonBody: JSON.stringify(jsonBody),
				}),
			)
		).error('Node');
		expect(error).toMatchObject({ name: 'NodeApiError', httpCode: '400' });
		expect(error?.message).toMatch(/^HTTP 400: .*(granularity|series\.0\.aggFn)/);
		const sent = onlyRequest().body as typeof jsonBody;
		expect(sent.granularity).toBe('future-90s');
		expect(sent.series[0].aggFn).toBe('future-median');
	});

	it("sends series with different groupBy: the server's 400 says why", async () => {
		const series = { item: [item({ groupBy: 'ServiceName' }), item({ groupBy: '' })] };
		const error = (await runAction(env, query({ series }))).error('Node');
		expectServerRefusal(
			env,
			error,
			/^HTTP 400: series: All series must have the same groupBy fields \[item 0\]$/,
		);
	});

	it('an unknown source carries the 404 text', async () => {
		const error = (
			await runAction(env, query({ series: { item: [item({ sourceId: UNKNOWN_SOURCE })] } }))
		).error('Node');
		expect(error?.message).toBe('HTTP 404: Source not found [item 0]');
		onlyRequest();
	});
});
