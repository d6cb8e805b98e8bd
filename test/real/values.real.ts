/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code runs under jest, never in n8n Cloud */
/**
 * Chart: Query Series and Event: Search against the real self-hosted server, by value: rows
 * with known counts (per service, severity and minute, with attributes) are written into the
 * columnar database, and the node's output must be what those rows imply, computed here from
 * the rows. The same rows go into the emulator (its rows control route) and the same cases run
 * there: its output must equal the real server's, or the difference is listed
 * (./differences.js, VALUE_DIFFERENCES, and docs/real-server.md).
 *
 * Every parameter of the two operations (from the built node description, dist/) is set by at
 * least one case, every granularity and every Output mode the node offers is asked, both
 * where-languages and every time-range form are used.
 */
import * as fs from 'fs';
import * as path from 'path';
import { getGlobalState } from 'n8n-workflow';
import { DateTime } from 'luxon';
import {
	clearRows,
	itemsOn,
	locator,
	report,
	REAL,
	usePair,
	writeRows,
	type Json,
	type Side,
} from './support';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { listedValueDifference } = require('./differences');

const SEED = Number(process.env.OBS_REAL_SEED ?? 20261129);
// eslint-disable-next-line no-console
console.log(`values.real.ts: rows from seed ${SEED} (OBS_REAL_SEED repeats a run)`);

const MIN = 60000;
const HOUR = 60 * MIN;
/** The rows' first minute (a whole day's start is 10 hours before). */
const T0 = Date.UTC(2026, 10, 1, 10, 0, 0);
const MINUTES = 30;
const T_END = T0 + MINUTES * MIN;
const SERVICES = ['checkout', 'cart', 'frontend'];
const SEVERITIES = [
	{ text: 'info', number: 9 },
	{ text: 'warn', number: 13 },
	{ text: 'error', number: 17 },
];

function mulberry32(seed: number) {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

interface Row {
	ms: number;
	service: string;
	severity: string;
	number: number;
	body: string;
	status: string;
}

/** The rows: 0-3 of each service and severity in each minute, each at its own millisecond. */
function makeRows(): Row[] {
	const random = mulberry32(SEED);
	const rows: Row[] = [];
	let serial = 0;
	for (let minute = 0; minute < MINUTES; minute++) {
		const ofMinute: Array<Omit<Row, 'ms'>> = [];
		for (const service of SERVICES)
			for (const severity of SEVERITIES) {
				const count = Math.floor(random() * 4);
				for (let i = 0; i < count; i++) {
					serial++;
					ofMinute.push({
						service,
						severity: severity.text,
						number: severity.number,
						body: `${severity.text} from ${service} request ${serial}${serial % 4 === 0 ? ' timeout' : ''}`,
						status: severity.text === 'error' ? '500' : serial % 3 === 0 ? '404' : '200',
					});
				}
			}
		// spread over the minute (both halves of it, for 30-second buckets), one millisecond each
		const step = Math.floor(59000 / Math.max(1, ofMinute.length));
		ofMinute.forEach((row, index) =>
			rows.push({ ...row, ms: T0 + minute * MIN + index * step + 7 }),
		);
	}
	return rows;
}

const ROWS = makeRows();
const engineTime = (ms: number) =>
	new Date(ms).toISOString().replace('T', ' ').replace('Z', '000000');
const serverTime = (ms: number) => new Date(ms).toISOString().replace('Z', '000000Z');
const written = ROWS.map((row) => ({
	Timestamp: engineTime(row.ms),
	ServiceName: row.service,
	SeverityText: row.severity,
	SeverityNumber: row.number,
	Body: row.body,
	LogAttributes: { 'http.status': row.status },
}));

// ---- what the rows imply ------------------------------------------------------------------------

type Group = string[];
/** Chart rows as the node outputs them (Rows mode): ts_bucket, group, series_<i>.data. */
function expectedChart(
	series: Array<{ keep: (row: Row) => boolean; value: (rows: Row[]) => number }>,
	stepMs: number,
	groupBy: Array<(row: Row) => string>,
	from = T0,
	to = T_END,
): Json[] {
	const merged = new Map<string, Json>();
	series.forEach((one, index) => {
		const buckets = new Map<string, { ts: number; group: Group; rows: Row[] }>();
		for (const row of ROWS) {
			if (row.ms < from || row.ms > to || !one.keep(row)) continue;
			const ts = Math.floor(row.ms / stepMs) * stepMs;
			const group = groupBy.map((read) => read(row));
			const key = `${ts}|${group.join('|')}`;
			if (!buckets.has(key)) buckets.set(key, { ts, group, rows: [] });
			buckets.get(key)!.rows.push(row);
		}
		for (const [key, bucket] of buckets) {
			if (!merged.has(key)) merged.set(key, { ts_bucket: bucket.ts, group: bucket.group });
			merged.get(key)[`series_${index}.data`] = one.value(bucket.rows);
		}
	});
	return sortRows([...merged.values()]);
}

const count = (rows: Row[]) => rows.length;
const numbers = (rows: Row[]) => rows.map((row) => row.number);
const sum = (rows: Row[]) => numbers(rows).reduce((a, b) => a + b, 0);
const avg = (rows: Row[]) => sum(rows) / rows.length;
function quantile(rows: Row[], level: number) {
	const sorted = numbers(rows).sort((a, b) => a - b);
	const position = (sorted.length - 1) * level;
	const low = Math.floor(position);
	return sorted[low] + (sorted[Math.ceil(position)] - sorted[low]) * (position - low);
}
const all = () => true;

/** Rows and points in one order (the server's order of groups within a bucket is the engine's). */
function sortRows(rows: Json[]): Json[] {
	const key = (row: Json) =>
		JSON.stringify([row.ts_bucket ?? row.timestamp, row.series ?? '', row.group ?? []]);
	return rows.slice().sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** The server's automatic width: the range in seconds over at most 60 buckets, rounded up. */
function autoStep(rangeMs: number): number {
	const size = Math.ceil(Math.floor(rangeMs / 1000) / 60);
	const widths = [
		15, 30, 60, 300, 900, 1800, 3600, 7200, 21600, 43200, 86400, 172800, 604800, 2592000,
	];
	return (widths.find((width) => size <= width) ?? 2592000) * 1000;
}

const GRANULARITY_MS: Record<string, number> = {
	'30s': 30e3,
	'1m': MIN,
	'5m': 5 * MIN,
	'10m': 10 * MIN,
	'15m': 15 * MIN,
	'30m': 30 * MIN,
	'1h': HOUR,
	'2h': 2 * HOUR,
	'6h': 6 * HOUR,
	'12h': 12 * HOUR,
	'1d': 24 * HOUR,
	'2d': 48 * HOUR,
	'7d': 7 * 24 * HOUR,
	'30d': 30 * 24 * HOUR,
};

/** Search rows as the node outputs them, from the rows that match, in an order, paged. */
function expectedSearch(
	keep: (row: Row) => boolean,
	order: (a: Row, b: Row) => number,
	pick: (row: Row) => Json,
	limit = 100,
	from = T0,
	to = T_END,
): Json[] {
	return ROWS.filter((row) => row.ms >= from && row.ms <= to && keep(row))
		.sort(order)
		.slice(0, limit)
		.map(pick);
}
const newestFirst = (a: Row, b: Row) => b.ms - a.ms;
const oldestFirst = (a: Row, b: Row) => a.ms - b.ms;
/** The Sort rules `SeverityText` ascending, then `Timestamp` descending. */
const bySeverityThenNewest = (a: Row, b: Row) =>
	a.severity < b.severity ? -1 : a.severity > b.severity ? 1 : b.ms - a.ms;
/** The sql filter `SeverityText != 'info' AND ServiceName = 'frontend'`. */
const notInfoOnFrontend = (row: Row) => row.severity !== 'info' && row.service === 'frontend';
const defaultColumns = (row: Row) => ({
	Timestamp: serverTime(row.ms),
	ServiceName: row.service,
	SeverityText: row.severity,
	Body: row.body,
});

// ---- the cases ----------------------------------------------------------------------------------

interface Case {
	name: string;
	/** The node's parameters on one side (its sources differ). */
	parameters: (side: Side) => Record<string, unknown>;
	expected: () => Json[];
	/** The order of the output is the server's (search); else compared sorted (chart). */
	ordered?: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();
/** The wall time of an instant in the workflow's time zone (n8n's default zone), without a zone. */
const wallTime = (ms: number) =>
	DateTime.fromMillis(ms, { zone: getGlobalState().defaultTimezone }).toFormat(
		"yyyy-MM-dd'T'HH:mm:ss",
	);
const chart = (
	side: Side,
	items: Array<Record<string, unknown>>,
	extra: Record<string, unknown> = {},
) => ({
	resource: 'chart',
	operation: 'querySeries',
	startTime: iso(T0),
	endTime: iso(T_END),
	granularity: '1m',
	output: 'rows',
	series: {
		item: items.map((item) => ({
			sourceId: side.sources.log,
			aggFn: 'count',
			where: '',
			whereLanguage: 'lucene',
			groupBy: '',
			...item,
		})),
	},
	...extra,
});
const search = (side: Side, extra: Record<string, unknown> = {}) => ({
	resource: 'event',
	operation: 'search',
	sourceId: locator(side.sources.log),
	startTime: iso(T0),
	endTime: iso(T_END),
	returnAll: false,
	limit: 50,
	...extra,
});

/** Points (Output: Points) from expected rows: one per row and series, named by alias or index. */
function toPoints(rows: Json[], names: Array<string | number>): Json[] {
	return sortRows(
		rows.flatMap((row) =>
			Object.keys(row)
				.filter((key) => /^series_\d+\.data$/.test(key))
				.map((key) => {
					const index = Number(/\d+/.exec(key)![0]);
					return {
						timestamp: iso(row.ts_bucket),
						series: names[index] ?? index,
						group: row.group,
						value: row[key],
					};
				}),
		),
	);
}

const CHART_CASES: Case[] = [
	{
		name: 'count per minute, no filter, no group (Rows)',
		parameters: (side) => chart(side, [{}]),
		expected: () => expectedChart([{ keep: all, value: count }], MIN, []),
	},
	{
		name: 'errors per minute, service and severity, lucene filter (Points, with an alias)',
		parameters: (side) =>
			chart(
				side,
				[{ where: 'SeverityText:error', groupBy: 'ServiceName, SeverityText', alias: 'errors' }],
				{
					output: 'points',
				},
			),
		expected: () =>
			toPoints(
				expectedChart([{ keep: (row) => row.severity === 'error', value: count }], MIN, [
					(row) => row.service,
					(row) => row.severity,
				]),
				['errors'],
			),
	},
	{
		name: 'two series, sql filter and an average, per service in 5-minute buckets',
		parameters: (side) =>
			chart(
				side,
				[
					{ where: "SeverityText = 'warn'", whereLanguage: 'sql', groupBy: 'ServiceName' },
					{ aggFn: 'avg', field: 'SeverityNumber', groupBy: 'ServiceName' },
				],
				{ granularity: '5m' },
			),
		expected: () =>
			expectedChart(
				[
					{ keep: (row) => row.severity === 'warn', value: count },
					{ keep: all, value: avg },
				],
				5 * MIN,
				[(row) => row.service],
			),
	},
	{
		name: 'sum, min, max, distinct services and the 0.9 quantile, per 10 minutes',
		parameters: (side) =>
			chart(
				side,
				[
					{ aggFn: 'sum', field: 'SeverityNumber' },
					{ aggFn: 'min', field: 'SeverityNumber', where: 'ServiceName:cart' },
					{ aggFn: 'max', field: 'SeverityNumber', where: 'ServiceName:cart' },
					{ aggFn: 'count_distinct', field: 'ServiceName', where: 'SeverityText:error' },
					{ aggFn: 'quantile', field: 'SeverityNumber', level: 0.9 },
				],
				{ granularity: '10m' },
			),
		expected: () =>
			expectedChart(
				[
					{ keep: all, value: sum },
					{ keep: (row) => row.service === 'cart', value: (rows) => Math.min(...numbers(rows)) },
					{ keep: (row) => row.service === 'cart', value: (rows) => Math.max(...numbers(rows)) },
					{
						keep: (row) => row.severity === 'error',
						value: (rows) => new Set(rows.map((row) => row.service)).size,
					},
					{ keep: all, value: (rows) => quantile(rows, 0.9) },
				],
				10 * MIN,
				[],
			),
	},
	{
		name: 'the last value of each minute',
		parameters: (side) => chart(side, [{ aggFn: 'last_value', field: 'SeverityNumber' }]),
		expected: () =>
			expectedChart(
				[{ keep: all, value: (rows) => rows.reduce((a, b) => (b.ms > a.ms ? b : a)).number }],
				MIN,
				[],
			),
	},
	{
		name: 'Data Source, Sort Order, Metric Name and Metric Data Type on a log source change nothing',
		parameters: (side) =>
			chart(side, [
				{
					dataSource: 'events',
					sortOrder: 'asc',
					metricName: 'unused_on_logs',
					metricDataType: 'gauge',
					groupBy: 'ServiceName',
				},
			]),
		expected: () => expectedChart([{ keep: all, value: count }], MIN, [(row) => row.service]),
	},
	{
		name: 'the JSON body (epoch milliseconds, groupBy as a list)',
		parameters: (side) => ({
			resource: 'chart',
			operation: 'querySeries',
			specifyBody: 'json',
			jsonBody: JSON.stringify({
				startTime: T0,
				endTime: T_END,
				granularity: '15m',
				series: [
					{
						sourceId: side.sources.log,
						aggFn: 'count',
						where: 'SeverityText:info',
						whereLanguage: 'lucene',
						groupBy: ['ServiceName'],
					},
				],
			}),
			output: 'rows',
		}),
		expected: () =>
			expectedChart([{ keep: (row) => row.severity === 'info', value: count }], 15 * MIN, [
				(row) => row.service,
			]),
	},
	{
		name: 'the time range as epoch milliseconds and as numeric text (a part of the rows)',
		parameters: (side) =>
			chart(side, [{}], { startTime: T0 + 10 * MIN, endTime: String(T0 + 20 * MIN) }),
		expected: () =>
			expectedChart([{ keep: all, value: count }], MIN, [], T0 + 10 * MIN, T0 + 20 * MIN),
	},
	{
		name: 'the time range as wall times in the workflow time zone, and as a date expression',
		parameters: (side) =>
			chart(side, [{}], {
				startTime: wallTime(T0 + 5 * MIN),
				endTime: `={{ DateTime.fromMillis(${T0 + 25 * MIN}) }}`,
			}),
		expected: () =>
			expectedChart([{ keep: all, value: count }], MIN, [], T0 + 5 * MIN, T0 + 25 * MIN),
	},
];

const SEARCH_CASES: Case[] = [
	{
		name: "the newest rows with the source's columns (Limit)",
		ordered: true,
		parameters: (side) => search(side, { limit: 7 }),
		expected: () => expectedSearch(all, newestFirst, defaultColumns, 7),
	},
	{
		name: 'a word of the body (lucene)',
		ordered: true,
		parameters: (side) =>
			search(side, {
				where: 'timeout',
				options: { select: 'Timestamp, Body' },
				limit: 1000,
			}),
		expected: () =>
			expectedSearch(
				(row) => row.body.includes('timeout'),
				newestFirst,
				(row) => ({ Timestamp: serverTime(row.ms), Body: row.body }),
				1000,
			),
	},
	{
		name: "an sql filter (Where Language in Options), an attribute's value, and the Sort rules",
		ordered: true,
		parameters: (side) =>
			search(side, {
				where: "SeverityText != 'info' AND ServiceName = 'frontend'",
				options: {
					whereLanguage: 'sql',
					select: "Timestamp, SeverityText, LogAttributes['http.status']",
				},
				orderBy: {
					property: [
						{ column: 'SeverityText', direction: 'asc' },
						{ column: 'Timestamp', direction: 'desc' },
					],
				},
				limit: 1000,
			}),
		expected: () =>
			expectedSearch(
				notInfoOnFrontend,
				bySeverityThenNewest,
				(row) => ({
					Timestamp: serverTime(row.ms),
					SeverityText: row.severity,
					"arrayElement(LogAttributes, 'http.status')": row.status,
				}),
				1000,
			),
	},
	{
		name: 'a lucene filter, selected columns in Options, one Sort rule',
		ordered: true,
		parameters: (side) =>
			search(side, {
				where: 'SeverityText:error ServiceName:cart',
				options: { select: 'Timestamp, ServiceName, Body' },
				orderBy: { property: [{ column: 'Timestamp', direction: 'asc' }] },
				limit: 1000,
			}),
		expected: () =>
			expectedSearch(
				(row) => row.severity === 'error' && row.service === 'cart',
				oldestFirst,
				(row) => ({ Timestamp: serverTime(row.ms), ServiceName: row.service, Body: row.body }),
				1000,
			),
	},
	{
		name: 'Return All: every matching row',
		ordered: true,
		parameters: (side) =>
			search(side, {
				returnAll: true,
				where: "SeverityText = 'warn'",
				options: { whereLanguage: 'sql', select: 'Timestamp' },
			}),
		expected: () =>
			expectedSearch(
				(row) => row.severity === 'warn',
				newestFirst,
				(row) => ({ Timestamp: serverTime(row.ms) }),
				100000,
			),
	},
	{
		name: 'the time range as epoch milliseconds, numeric text, a wall time and an expression',
		ordered: true,
		parameters: (side) =>
			search(side, {
				startTime: wallTime(T0 + 12 * MIN),
				endTime: `={{ ${T0 + 14 * MIN} }}`,
				options: { select: 'Timestamp, ServiceName' },
				orderBy: { property: [{ column: 'Timestamp', direction: 'asc' }] },
				limit: 1000,
			}),
		expected: () =>
			expectedSearch(
				all,
				oldestFirst,
				(row) => ({ Timestamp: serverTime(row.ms), ServiceName: row.service }),
				1000,
				T0 + 12 * MIN,
				T0 + 14 * MIN,
			),
	},
	{
		name: 'the time range as epoch milliseconds and numeric text',
		ordered: true,
		parameters: (side) =>
			search(side, {
				startTime: T0 + 20 * MIN,
				endTime: String(T0 + 21 * MIN),
				options: { select: 'Timestamp' },
				limit: 1000,
			}),
		expected: () =>
			expectedSearch(
				all,
				newestFirst,
				(row) => ({ Timestamp: serverTime(row.ms) }),
				1000,
				T0 + 20 * MIN,
				T0 + 21 * MIN,
			),
	},
];

/** Every granularity the node offers (from its description), each with its buckets. */
function granularityCases(granularities: string[]): Case[] {
	return granularities.map((granularity) => ({
		name: `count in ${granularity} buckets`,
		parameters: (side) => chart(side, [{}], { granularity }),
		expected: () =>
			expectedChart(
				[{ keep: all, value: count }],
				granularity === 'auto' ? autoStep(T_END - T0) : GRANULARITY_MS[granularity],
				[],
			),
	}));
}

// ---- the parameters of the two operations, from the built description ----------------------------

const BUILT = path.resolve(
	__dirname,
	'../../dist/nodes/ObservabilityPipes/ObservabilityPipes.node.js',
);

function builtDescription(): Json {
	if (!fs.existsSync(BUILT))
		throw new Error(`${BUILT} is missing: test:real builds the package first (npm run build)`);
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const { ObservabilityPipes } = require(BUILT);
	return new ObservabilityPipes().description;
}

/** The parameters shown for one operation: names, and `<collection>.<option>.<name>` within collections. */
export function operationParameters(
	description: Json,
	resource: string,
	operation: string,
): Json[] {
	return description.properties.filter((property: Json) => {
		const show = property.displayOptions?.show ?? {};
		return (
			(show.resource?.includes(resource) ?? false) &&
			(show.operation?.includes(operation) ?? false) &&
			(!show.deployment || show.deployment.includes('selfHosted'))
		);
	});
}

function parameterNames(properties: Json[]): string[] {
	return properties.flatMap((property: Json) =>
		property.type === 'fixedCollection'
			? property.options.flatMap((option: Json) =>
					option.values.map((value: Json) => `${property.name}.${option.name}.${value.name}`),
				)
			: [property.name],
	);
}

/** The parameter names a case's parameters set, in the same form (a collection by its own name). */
function namesSet(parameters: Record<string, unknown>): string[] {
	return Object.entries(parameters).flatMap(([name, value]) => {
		if (value && typeof value === 'object' && !Array.isArray(value) && !(value as Json).__rl)
			return [
				name,
				...Object.entries(value as Json).flatMap(([option, entries]) =>
					(Array.isArray(entries) ? entries : [entries])
						.filter((entry: unknown) => entry && typeof entry === 'object')
						.flatMap((entry: Json) => Object.keys(entry).map((key) => `${name}.${option}.${key}`)),
				),
			];
		return [name];
	});
}

const description = builtDescription();
const chartParameters = operationParameters(description, 'chart', 'querySeries');
const searchParameters = operationParameters(description, 'event', 'search');
const optionsOf = (properties: Json[], name: string): string[] =>
	properties
		.find((property: Json) => property.name === name)
		?.options.map((option: Json) => option.value) ?? [];
const ALL_CHART_CASES = [
	...CHART_CASES,
	...granularityCases(optionsOf(chartParameters, 'granularity')),
];

/** The parameters no case sets (the check fails on any). */
export function unexercised(properties: Json[], cases: Case[], sideOf: Side): string[] {
	const used = new Set(cases.flatMap((one) => namesSet(one.parameters(sideOf))));
	return parameterNames(properties).filter((name) => !used.has(name));
}

// ---- running -------------------------------------------------------------------------------------

describe('Chart: Query Series and Event: Search against the real server, by value', () => {
	const pair = usePair();

	beforeAll(async () => {
		await clearRows();
		await writeRows(written);
		const emulatorRows = await fetch(`${pair.emulator.url}/__emulator/rows`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ rows: written }),
		});
		if (emulatorRows.status !== 200) throw new Error(`the emulator's rows: ${emulatorRows.status}`);
	});
	afterAll(async () => {
		await clearRows();
	});

	async function outputOf(side: Side, one: Case): Promise<Json[]> {
		const items = await itemsOn(pair, side, one.parameters(side));
		return one.ordered ? items : sortRows(items);
	}

	async function check(kind: string, one: Case) {
		const real = await outputOf(pair.real, one);
		expect(real).toEqual(one.expected());
		expect(real.length).toBeGreaterThan(0);
		const emulator = await outputOf(pair.emu, one);
		const check = `${kind}: ${one.name}`;
		const differs = JSON.stringify(emulator) !== JSON.stringify(real);
		const listed = differs ? listedValueDifference(check) : undefined;
		report({ kind: 'valueCase', check, differs, listed: listed?.id ?? null });
		if (differs && !listed) expect({ check, emulator }).toEqual({ check, emulator: real });
	}

	describe('Chart: Query Series', () => {
		it.each(ALL_CHART_CASES.map((one) => [one.name, one] as const))('%s', async (_name, one) => {
			await check('chart', one);
		});
	});

	describe('Event: Search', () => {
		it.each(SEARCH_CASES.map((one) => [one.name, one] as const))('%s', async (_name, one) => {
			await check('search', one);
		});
	});

	describe('the cases cover the operations', () => {
		it('every parameter of the two operations (from the built description) is set by a case', () => {
			expect(unexercised(chartParameters, ALL_CHART_CASES, pair.real)).toEqual([]);
			expect(unexercised(searchParameters, SEARCH_CASES, pair.real)).toEqual([]);
			// the check itself: an operation's parameter no case sets is reported
			const planted = [...searchParameters, { name: 'plantedParameter', type: 'string' }];
			expect(unexercised(planted, SEARCH_CASES, pair.real)).toEqual(['plantedParameter']);
		});

		it('every Output mode, both where-languages and every granularity the node offers are asked', () => {
			const asked = (cases: Case[], read: (parameters: Json) => unknown[]) =>
				new Set(cases.flatMap((one) => read(one.parameters(pair.real))));
			const outputs = asked(ALL_CHART_CASES, (p) => [p.output]);
			for (const mode of optionsOf(chartParameters, 'output')) expect(outputs).toContain(mode);
			const languages = new Set([
				...asked(ALL_CHART_CASES, (p) =>
					(p.series?.item ?? []).map((item: Json) => item.whereLanguage),
				),
				...asked(SEARCH_CASES, (p) => [p.options?.whereLanguage ?? 'lucene']),
			]);
			for (const language of ['lucene', 'sql']) expect(languages).toContain(language);
			const granularities = asked(ALL_CHART_CASES, (p) => [p.granularity]);
			for (const granularity of optionsOf(chartParameters, 'granularity'))
				expect(granularities).toContain(granularity);
		});
	});

	it('the rows are in the columnar database of the run', () => {
		expect(REAL.engineUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
		expect(written.length).toBeGreaterThan(300);
	});
});
