/**
 * The chart resource's cases: each operation's valid baseline on the deployments that offer it, its
 * bad inputs, and what the emulator must hold for it. test/support/cases.ts collects every
 * `*.cases.ts` file of this folder for the bad-input, secret-leak, contract and real-server suites.
 */
import {
	type BadBatch,
	type BadInput,
	type Json,
	type ResourceCases,
	baselineBuilder,
	item,
	MISSING,
	VALUE,
	json,
	body,
	judged,
} from '../support/caseKit';
import { SEED, selfHostedParams } from '../support/env';

export const chartBody = () => ({
	startTime: 1736899200000,
	endTime: 1736985600000,
	granularity: '1h',
	series: [{ sourceId: SEED.sh.source, aggFn: 'count', where: '', groupBy: [] }],
});

function chartWith(over: Json): Json {
	return { ...chartBody(), ...over };
}

function seriesWith(over: Json): Json {
	return chartWith({ series: [{ ...chartBody().series[0], ...over }] });
}

function badChartBodies(): BadInput[] {
	const series = chartBody().series[0];
	return [
		body('no startTime', chartWith({ startTime: undefined }), 'startTime'),
		body('startTime is a word', chartWith({ startTime: 'yesterday' }), 'startTime'),
		body('startTime month 13', chartWith({ startTime: '2025-13-01T00:00:00Z' }), 'startTime'),
		body('startTime in epoch seconds', chartWith({ startTime: 1736899200 }), 'startTime'),
		body('startTime negative', chartWith({ startTime: -5 }), 'startTime'),
		body('startTime fractional ms', chartWith({ startTime: 1736899200000.5 }), 'startTime'),
		body('startTime is an object', chartWith({ startTime: { ms: 1 } }), 'startTime'),
		body('no endTime', chartWith({ endTime: undefined }), 'endTime'),
		body('endTime February 30', chartWith({ endTime: '2025-02-30T00:00:00Z' }), 'endTime'),
		body('endTime 25:00', chartWith({ endTime: '2025-01-16T25:00:00Z' }), 'endTime'),
		judged(
			'startTime in 2000 (12-digit epoch ms)',
			chartWith({ startTime: 946684800000 }),
			'startTime',
		),
		body(
			'startTime > endTime',
			chartWith({ startTime: 1736985600000, endTime: 1736899200000 }),
			'startTime',
		),
		body(
			'startTime > endTime (dates)',
			chartWith({ startTime: '2025-01-16T00:00:00Z', endTime: '2025-01-15T00:00:00Z' }),
			'startTime',
		),
		body(
			'seriesReturnType as a list',
			chartWith({ seriesReturnType: ['rows'] }),
			'seriesReturnType',
		),
		body('granularity in seconds', chartWith({ granularity: 180 }), 'granularity'),
		body('no series', chartWith({ series: undefined }), 'series'),
		body('series is an object', chartWith({ series: series }), 'series'),
		body('0 series', chartWith({ series: [] }), 'series'),
		judged('6 series', chartWith({ series: Array.from({ length: 6 }, () => series) }), 'series'),
		body('series item is a text', chartWith({ series: ['count'] }), 'series[0]'),
		body('sourceId missing', seriesWith({ sourceId: undefined }), 'series[0].sourceId'),
		body(
			'sourceId a uuid',
			seriesWith({ sourceId: '00000005-0000-4000-8000-000000000001' }),
			'series[0].sourceId',
		),
		body('aggFn is a number', seriesWith({ aggFn: 5 }), 'series[0].aggFn'),
		body('aggFn missing', seriesWith({ aggFn: undefined }), 'series[0].aggFn'),
		body(
			'quantile level as a list',
			seriesWith({ aggFn: 'quantile', level: [0.95] }),
			'series[0].level',
		),
		body('quantile level true', seriesWith({ aggFn: 'quantile', level: true }), 'series[0].level'),
		body('level is a word', seriesWith({ aggFn: 'quantile', level: 'p95' }), 'series[0].level'),
		body('where is a number', seriesWith({ where: 5 }), 'series[0].where'),
		body(
			'whereLanguage as a list',
			seriesWith({ whereLanguage: ['kql'] }),
			'series[0].whereLanguage',
		),
		body('field is a number', seriesWith({ field: 3 }), 'series[0].field'),
		body('dataSource is a number', seriesWith({ dataSource: 1 }), 'series[0].dataSource'),
		body(
			'metricDataType is an object',
			seriesWith({ metricDataType: { kind: 'counter' } }),
			'series[0].metricDataType',
		),
		body('sortOrder is a number', seriesWith({ sortOrder: -1 }), 'series[0].sortOrder'),
		judged(
			'groupBy of 11 fields',
			seriesWith({ groupBy: Array.from({ length: 11 }, (_, index) => `f${index}`) }),
			'series[0].groupBy',
		),
		body('groupBy holds a number', seriesWith({ groupBy: [1] }), 'series[0].groupBy'),
		judged(
			'series with different groupBy',
			chartWith({ series: [series, { ...series, groupBy: ['service'] }] }),
			'series[1].groupBy',
		),
	];
}

export const cases: ResourceCases = {
	resource: 'chart',
	baselines() {
		const { cells, selfHosted } = baselineBuilder();
		selfHosted('chart', 'querySeries', json(chartBody()));
		return cells;
	},
	bad(cell, add) {
		if (cell.op === 'chart:querySeries')
			add(cell, 'jsonBody (content)', { jsonBody: VALUE }, badChartBodies());
	},
	typed() {
		const batches: BadBatch[] = [];
		batches.push({
			op: 'chart:querySeries',
			deployment: 'selfHosted',
			varies: 'fields: startTime',
			params: selfHostedParams('chart', 'querySeries', {
				specifyBody: 'fields',
				startTime: VALUE,
				endTime: '2025-01-16T00:00:00Z',
				granularity: '1h',
				series: {
					item: [
						{
							sourceId: SEED.sh.source,
							aggFn: 'count',
							where: '',
							whereLanguage: 'lucene',
							groupBy: '',
						},
					],
				},
			}),
			inputs: [
				item('after the end', '2025-01-17T00:00:00Z', 'startTime'),
				item('empty', '', 'startTime'),
				item('missing', MISSING, 'startTime'),
			],
		});
		batches.push({
			op: 'chart:querySeries',
			deployment: 'selfHosted',
			varies: 'fields: series sourceId',
			params: selfHostedParams('chart', 'querySeries', {
				specifyBody: 'fields',
				startTime: '2025-01-15T00:00:00Z',
				endTime: '2025-01-16T00:00:00Z',
				granularity: '1h',
				series: {
					item: [
						{ sourceId: VALUE, aggFn: 'count', where: '', whereLanguage: 'lucene', groupBy: '' },
					],
				},
			}),
			inputs: [
				item('missing', MISSING, 'series[0].sourceId'),
				item('uuid', '00000005-0000-4000-8000-000000000001', 'series[0].sourceId'),
			],
		});
		return batches;
	},
};
