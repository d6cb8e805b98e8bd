import {
	chartFieldsToRequest,
	validateChartRequest,
	validateSeries,
} from '../../nodes/ObservabilityPipes/actions/chart/chartBody';
import {
	bucketTime,
	convertRow,
	numericValue,
	rowsToPoints,
} from '../../nodes/ObservabilityPipes/actions/chart/chartResponse';
import { parseInstant, zoneOffsetMs } from '../../nodes/shared/input/time';
import { inputError } from '../support/inputError';

const SOURCE = '65f0c2a1b3d4e5f601234567';
const T0 = Date.UTC(2025, 0, 15, 10, 0, 0);

describe('parseInstant', () => {
	it.each([
		['epoch ms number', T0, 'UTC', T0],
		['epoch ms text', String(T0), 'UTC', T0],
		['ISO with Z', '2025-01-15T10:00:00Z', 'UTC', T0],
		['ISO with milliseconds', '2025-01-15T10:00:00.250Z', 'UTC', T0 + 250],
		['ISO with offset', '2025-01-15T11:00:00+01:00', 'UTC', T0],
		['ISO with compact offset', '2025-01-15T05:00:00-0500', 'UTC', T0],
		['luxon toString form', '2025-01-15T11:00:00.000+01:00', 'America/New_York', T0],
		['zone-less in UTC', '2025-01-15T10:00:00', 'UTC', T0],
		['zone-less in Berlin (winter, +1)', '2025-01-15T11:00:00', 'Europe/Berlin', T0],
		['zone-less in New York (winter, -5)', '2025-01-15T05:00:00', 'America/New_York', T0],
		[
			'zone-less in Berlin (summer, +2)',
			'2025-07-15T12:00:00',
			'Europe/Berlin',
			Date.UTC(2025, 6, 15, 10),
		],
		['date only, zone-less', '2025-01-15', 'UTC', Date.UTC(2025, 0, 15)],
		['space separator', '2025-01-15 10:00', 'UTC', T0],
		['Date', new Date(T0), 'UTC', T0],
		['RFC 2822 text', 'Wed, 15 Jan 2025 10:00:00 GMT', 'UTC', T0],
		['unknown zone reads UTC', '2025-01-15T10:00:00', 'Not/AZone', T0],
	] as const)('%s', (_label, value, zone, expected) => {
		expect(parseInstant('startTime', value, zone)).toBe(expected);
	});

	it('accepts a Luxon-like DateTime', () => {
		expect(parseInstant('startTime', { toMillis: () => T0, isValid: true })).toBe(T0);
	});

	it.each([
		['', /it is empty/],
		[null, /it is empty/],
		[1736935200, /looks like epoch seconds/],
		[-5, /before 1970/],
		[T0 + 0.5, /not a whole number/],
		['yesterday', /is not a date/],
		['2025-02-30T10:00:00Z', /is not a valid date/],
		['2025-01-15T25:00:00Z', /is not a valid date/],
		[{}, /expected a date or epoch milliseconds/],
		[new Date('x'), /invalid date/],
		[{ toMillis: () => NaN, isValid: false }, /invalid date/],
	])('refuses %p', (value, problem) => {
		const error = inputError(() => parseInstant('endTime', value));
		expect(error.field).toBe('endTime');
		expect(error.message).toMatch(problem);
	});

	it('zoneOffsetMs knows daylight saving time', () => {
		expect(zoneOffsetMs('Europe/Berlin', Date.UTC(2025, 0, 1))).toBe(3600000);
		expect(zoneOffsetMs('Europe/Berlin', Date.UTC(2025, 6, 1))).toBe(7200000);
		expect(zoneOffsetMs('UTC', T0)).toBe(0);
	});
});

describe('validateSeries', () => {
	it('defaults where and groupBy, keeps unknown fields', () => {
		expect(validateSeries({ sourceId: SOURCE, aggFn: 'count', extra: 1 }, 0)).toEqual({
			sourceId: SOURCE,
			aggFn: 'count',
			where: '',
			groupBy: [],
			extra: 1,
		});
	});

	it('splits a comma-separated groupBy', () => {
		expect(
			validateSeries(
				{ sourceId: SOURCE, aggFn: 'count', where: 'a:b', groupBy: 'ServiceName, Level' },
				0,
			).groupBy,
		).toEqual(['ServiceName', 'Level']);
	});

	it('takes a level as a number, optional also for quantile; sends one the service is not known to compute; refuses one that is not a number', () => {
		expect(validateSeries({ sourceId: SOURCE, aggFn: 'quantile', level: '0.99' }, 0).level).toBe(
			0.99,
		);
		expect(validateSeries({ sourceId: SOURCE, aggFn: 'quantile' }, 0)).toEqual({
			sourceId: SOURCE,
			aggFn: 'quantile',
			where: '',
			groupBy: [],
		});
		expect(validateSeries({ sourceId: SOURCE, aggFn: 'avg', level: 0.5 }, 0).level).toBe(0.5);
		expect(validateSeries({ sourceId: SOURCE, aggFn: 'quantile', level: 0.75 }, 2).level).toBe(
			0.75,
		);
		const error = inputError(() =>
			validateSeries({ sourceId: SOURCE, aggFn: 'quantile', level: 'p95' }, 2),
		);
		expect(error.message).toBe(`Invalid 'series[2].level': expected a number, got "p95"`);
		expect(
			inputError(() => validateSeries({ sourceId: SOURCE, aggFn: 'quantile', level: true }, 2))
				.field,
		).toBe('series[2].level');
	});

	it('sends values outside its lists (a newer server may take them), as given', () => {
		const series = {
			sourceId: SOURCE,
			aggFn: 'future-median',
			where: '',
			whereLanguage: 'future-kql',
			dataSource: 'future-logs',
			sortOrder: 'future-up',
			metricDataType: 'future-counter',
		};
		expect(validateSeries(series, 0)).toEqual({ ...series, groupBy: [] });
	});

	it('takes the values the service accepts beyond its document: increase, promql, metric fields, sort order', () => {
		const series = {
			sourceId: SOURCE,
			aggFn: 'increase',
			where: 'up',
			whereLanguage: 'promql',
			dataSource: 'metrics',
			metricName: 'http_requests_total',
			metricDataType: 'exponential histogram',
			sortOrder: 'desc',
			field: 'Value',
		};
		expect(validateSeries(series, 0)).toEqual({ ...series, groupBy: [] });
	});

	it.each([
		[{ sourceId: 'abc', aggFn: 'count' }, 'series[1].sourceId'],
		[{ sourceId: SOURCE, aggFn: 7 }, 'series[1].aggFn'],
		[{ sourceId: SOURCE }, 'series[1].aggFn'],
		[{ sourceId: SOURCE, aggFn: 'count', where: 5 }, 'series[1].where'],
		[{ sourceId: SOURCE, aggFn: 'count', whereLanguage: 1 }, 'series[1].whereLanguage'],
		[{ sourceId: SOURCE, aggFn: 'count', groupBy: [1] }, 'series[1].groupBy'],
		[{ sourceId: SOURCE, aggFn: 'avg', field: 3 }, 'series[1].field'],
		[{ sourceId: SOURCE, aggFn: 'count', level: 'p95' }, 'series[1].level'],
		[{ sourceId: SOURCE, aggFn: 'count', dataSource: 2 }, 'series[1].dataSource'],
		[{ sourceId: SOURCE, aggFn: 'count', sortOrder: -1 }, 'series[1].sortOrder'],
		[
			{ sourceId: SOURCE, aggFn: 'count', metricDataType: { kind: 'counter' } },
			'series[1].metricDataType',
		],
		[{ sourceId: SOURCE, aggFn: 'count', metricName: 5 }, 'series[1].metricName'],
		['count', 'series[1]'],
	])('refuses %p naming %s', (series, field) => {
		expect(inputError(() => validateSeries(series, 1)).field).toBe(field);
	});

	it("sends eleven groupBy fields: how many is the server's to judge (test/actions/serverJudges.test.ts)", () => {
		const series = { sourceId: SOURCE, aggFn: 'count', groupBy: 'a,b,c,d,e,f,g,h,i,j,k' };
		expect(validateSeries(series, 1).groupBy).toHaveLength(11);
	});
});

describe('validateChartRequest', () => {
	const request = (extra: Record<string, unknown> = {}) => ({
		startTime: '2025-01-15T10:00:00Z',
		endTime: T0 + 3600000,
		granularity: '5m',
		series: [{ sourceId: SOURCE, aggFn: 'count', where: '' }],
		...extra,
	});

	it('sends times as epoch ms', () => {
		expect(validateChartRequest(request())).toEqual({
			startTime: T0,
			endTime: T0 + 3600000,
			granularity: '5m',
			series: [{ sourceId: SOURCE, aggFn: 'count', where: '', groupBy: [] }],
		});
	});

	it('refuses a start after the end, saying why; sends an empty window', () => {
		const error = inputError(() => validateChartRequest(request({ endTime: T0 - 1000 })));
		expect(error.field).toBe('startTime');
		expect(error.message).toBe(
			"Invalid 'startTime': 2025-01-15T10:00:00.000Z is after the end time 2025-01-15T09:59:59.000Z, so the range holds no time and the service would answer no rows",
		);
		expect(validateChartRequest(request({ endTime: T0 }))).toMatchObject({
			startTime: T0,
			endTime: T0,
		});
	});

	it('sends times before 13-digit epoch milliseconds: the service judges them (test/actions/serverJudges.test.ts)', () => {
		expect(validateChartRequest(request({ startTime: 999999999999 })).startTime).toBe(999999999999);
		expect(validateChartRequest(request({ startTime: 1e12 })).startTime).toBe(1e12);
	});

	it('sends granularity only when given, and seriesReturnType as given (a value outside the list too)', () => {
		expect(validateChartRequest(request({ granularity: undefined }))).not.toHaveProperty(
			'granularity',
		);
		expect(validateChartRequest(request({ granularity: '' }))).not.toHaveProperty('granularity');
		expect(validateChartRequest(request({ seriesReturnType: 'column' })).seriesReturnType).toBe(
			'column',
		);
		expect(
			validateChartRequest(request({ seriesReturnType: 'future-rows' })).seriesReturnType,
		).toBe('future-rows');
		expect(inputError(() => validateChartRequest(request({ seriesReturnType: 3 }))).field).toBe(
			'seriesReturnType',
		);
	});

	it("sends a granularity outside the list, refuses one that is not text, and needs a series (how many more is the server's to judge)", () => {
		expect(validateChartRequest(request({ granularity: 'future-3m' })).granularity).toBe(
			'future-3m',
		);
		expect(inputError(() => validateChartRequest(request({ granularity: 60 }))).field).toBe(
			'granularity',
		);
		expect(inputError(() => validateChartRequest(request({ series: [] }))).field).toBe('series');
		const six = Array.from({ length: 6 }, () => ({ sourceId: SOURCE, aggFn: 'count' }));
		expect(validateChartRequest(request({ series: six })).series).toHaveLength(6);
		expect(validateChartRequest(request({ series: six.slice(0, 5) })).series).toHaveLength(5);
	});

	it('sends series of different groupBy: the server judges them (test/actions/serverJudges.test.ts)', () => {
		const series = [
			{ sourceId: SOURCE, aggFn: 'count', groupBy: ['ServiceName'] },
			{ sourceId: SOURCE, aggFn: 'max', field: 'Duration', groupBy: 'ServiceName' },
			{ sourceId: SOURCE, aggFn: 'min', field: 'Duration', groupBy: [] },
		];
		expect(validateChartRequest(request({ series })).series).toHaveLength(3);
	});
});

describe('chartFieldsToRequest', () => {
	it('builds the body and the series names; alias not sent, level only for quantile', () => {
		const { body, names } = chartFieldsToRequest({
			startTime: '2025-01-15T10:00:00Z',
			endTime: '2025-01-15T11:00:00Z',
			granularity: '1h',
			series: {
				item: [
					{
						sourceId: SOURCE,
						aggFn: 'count',
						alias: 'errors',
						field: '',
						level: 0.95,
						where: 'level:error',
						whereLanguage: 'lucene',
						groupBy: 'ServiceName',
					},
					{
						sourceId: ` ${SOURCE} `,
						aggFn: 'quantile',
						alias: '',
						field: 'Duration',
						level: 0.99,
						where: '',
						whereLanguage: 'sql',
						groupBy: ' ServiceName ',
					},
				],
			},
		});
		expect(names).toEqual(['errors', 1]);
		expect(body).toEqual({
			startTime: '2025-01-15T10:00:00Z',
			endTime: '2025-01-15T11:00:00Z',
			granularity: '1h',
			series: [
				{
					sourceId: SOURCE,
					aggFn: 'count',
					where: 'level:error',
					whereLanguage: 'lucene',
					groupBy: ['ServiceName'],
				},
				{
					sourceId: SOURCE,
					aggFn: 'quantile',
					field: 'Duration',
					level: 0.99,
					where: '',
					whereLanguage: 'sql',
					groupBy: ['ServiceName'],
				},
			],
		});
	});

	it('sends the optional series fields only when set, and no granularity when empty', () => {
		const item = {
			sourceId: SOURCE,
			aggFn: 'increase',
			alias: '',
			field: '',
			level: 0.95,
			where: 'up',
			whereLanguage: 'promql',
			groupBy: '',
		};
		const { body } = chartFieldsToRequest({
			startTime: T0,
			endTime: T0 + 1000,
			granularity: '',
			series: {
				item: [
					{
						...item,
						dataSource: 'metrics',
						metricName: ' http_requests_total ',
						metricDataType: 'sum',
						sortOrder: 'asc',
					},
					{ ...item, dataSource: '', metricName: '', metricDataType: '', sortOrder: '' },
				],
			},
		});
		expect(body).toEqual({
			startTime: T0,
			endTime: T0 + 1000,
			series: [
				{
					sourceId: SOURCE,
					aggFn: 'increase',
					where: 'up',
					whereLanguage: 'promql',
					groupBy: [],
					dataSource: 'metrics',
					metricName: 'http_requests_total',
					metricDataType: 'sum',
					sortOrder: 'asc',
				},
				{ sourceId: SOURCE, aggFn: 'increase', where: 'up', whereLanguage: 'promql', groupBy: [] },
			],
		});
	});

	it('gives no series for an empty collection, which validation then refuses', () => {
		const { body } = chartFieldsToRequest({
			startTime: T0,
			endTime: T0 + 1000,
			granularity: '1m',
			series: {},
		});
		expect(inputError(() => validateChartRequest(body)).field).toBe('series');
	});
});

describe('response reshaping', () => {
	it.each([
		['42', 42],
		['-3.5', -3.5],
		['1e3', 1000],
		['9007199254740991', 9007199254740991],
		['9007199254740993', '9007199254740993'],
		['18446744073709551615', '18446744073709551615'],
		['nan', 'nan'],
		['inf', 'inf'],
		['', ''],
		[' 7 ', 7],
		[12, 12],
		[null, null],
	] as const)('numericValue(%p) = %p', (value, expected) => {
		expect(numericValue(value)).toBe(expected);
	});

	it('converts ts_bucket and series values, never group values', () => {
		expect(
			convertRow({
				ts_bucket: String(T0),
				group: ['200', 'web'],
				'series_0.data': '17',
				'series_1.data': 2.5,
				other: '3',
			}),
		).toEqual({
			ts_bucket: T0,
			group: ['200', 'web'],
			'series_0.data': 17,
			'series_1.data': 2.5,
			other: '3',
		});
	});

	it('reads bucket times as ms, seconds or dates', () => {
		expect(bucketTime(T0)).toBe('2025-01-15T10:00:00.000Z');
		expect(bucketTime(T0 / 1000)).toBe('2025-01-15T10:00:00.000Z');
		expect(bucketTime(String(T0))).toBe('2025-01-15T10:00:00.000Z');
		expect(bucketTime('2025-01-15 10:00:00Z')).toBe('2025-01-15T10:00:00.000Z');
		expect(bucketTime('soon')).toBe('soon');
	});

	it('gives one point per row and series, in series order, named by alias or index', () => {
		const rows = [
			{ ts_bucket: T0, group: ['web'], 'series_1.data': '5', 'series_0.data': '9007199254740993' },
			{ ts_bucket: T0 + 60000, 'series_0.data': 1, 'series_1.data': null },
		];
		expect(rowsToPoints(rows, ['errors'])).toEqual([
			{
				timestamp: '2025-01-15T10:00:00.000Z',
				series: 'errors',
				group: ['web'],
				value: '9007199254740993',
			},
			{ timestamp: '2025-01-15T10:00:00.000Z', series: 1, group: ['web'], value: 5 },
			{ timestamp: '2025-01-15T10:01:00.000Z', series: 'errors', group: null, value: 1 },
			{ timestamp: '2025-01-15T10:01:00.000Z', series: 1, group: null, value: null },
		]);
	});
});
