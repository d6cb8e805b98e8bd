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
const { eventsOf } = require('./search');

const T0 = Date.UTC(2025, 0, 15, 10, 0, 0);
const MIN = 60000;

describe('emulator: self-hosted event search', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator();
	});
	afterAll(() => emu.close());

	/** Times as the server takes them: ISO 8601 text (a number in a patch is turned into it). */
	const iso = (time: unknown) => (typeof time === 'number' ? new Date(time).toISOString() : time);
	const search = (patch: Json = {}) => {
		const body = { sourceId: SEED.sh.sources.log, startTime: T0, endTime: T0 + 10 * MIN, ...patch };
		for (const key of ['startTime', 'endTime'])
			if (!(key in patch) || typeof patch[key] === 'number') body[key] = iso(body[key]);
		return sh(emu, 'POST', '/api/v2/search', { body });
	};
	/** A body sent as it is. */
	const rawSearch = (body: Json) => sh(emu, 'POST', '/api/v2/search', { body });

	it('answers one row an event minute, newest first, all columns of the source kind by default', async () => {
		const r = await search();
		expect(r.status).toBe(200);
		expect(Object.keys(r.json)).toEqual(['data', 'rows']);
		expect(r.json.data).toHaveLength(10);
		expect(r.json.rows).toBe(10);
		expect(r.json.data[0]).toEqual({
			Timestamp: '2025-01-15T10:09:00.000Z',
			ServiceName: expect.any(String),
			SeverityText: expect.any(String),
			Body: expect.any(String),
			TraceId: expect.stringMatching(/^[0-9a-f]{32}$/),
		});
		expect(r.json.data).toEqual(eventsOf('log', T0, T0 + 10 * MIN).reverse());
	});

	it('starts at the first whole minute and ends before endTime', async () => {
		const r = await search({ startTime: T0 + 1, endTime: T0 + 3 * MIN });
		expect(r.json.data.map((e: Json) => e.Timestamp)).toEqual([
			'2025-01-15T10:02:00.000Z',
			'2025-01-15T10:01:00.000Z',
		]);
	});

	it('selects columns, orders, pages with maxResults and offset', async () => {
		const r = await search({
			select: 'Timestamp, ServiceName',
			orderBy: 'Timestamp ASC',
			maxResults: 3,
			offset: 2,
		});
		expect(r.json.data).toEqual(
			eventsOf('log', T0, T0 + 10 * MIN)
				.slice(2, 5)
				.map((e: Json) => ({ Timestamp: e.Timestamp, ServiceName: e.ServiceName })),
		);
		expect((await search({ offset: 10 })).json.data).toEqual([]);
	});

	it('filters with lucene terms (field:value, aliases, wildcards, bare words)', async () => {
		const all = eventsOf('log', T0, T0 + 60 * MIN);
		const q = (where: string) =>
			search({ endTime: T0 + 60 * MIN, where, orderBy: 'Timestamp ASC', maxResults: 2000 }).then(
				(r) => r.json.data,
			);
		expect(await q('level:error')).toEqual(all.filter((e: Json) => e.SeverityText === 'error'));
		expect(await q('SeverityText:ERROR AND service:cart')).toEqual(
			all.filter((e: Json) => e.SeverityText === 'error' && e.ServiceName === 'cart'),
		);
		expect(await q('ServiceName:pay*')).toEqual(
			all.filter((e: Json) => e.ServiceName === 'payments'),
		);
		expect(await q('frontend')).toEqual(all.filter((e: Json) => e.ServiceName === 'frontend'));
	});

	it('filters with simple sql conditions', async () => {
		const all = eventsOf('trace', T0, T0 + 30 * MIN);
		const r = await search({
			sourceId: SEED.sh.sources.trace,
			endTime: T0 + 30 * MIN,
			whereLanguage: 'sql',
			where: "ServiceName = 'cart' AND StatusCode != 'Error'",
			orderBy: 'Timestamp',
		});
		expect(r.json.data).toEqual(
			all.filter((e: Json) => e.ServiceName === 'cart' && e.StatusCode !== 'Error'),
		);
		const like = await search({
			sourceId: SEED.sh.sources.trace,
			endTime: T0 + 30 * MIN,
			whereLanguage: 'sql',
			where: "SpanName LIKE '%cart%'",
			orderBy: 'Timestamp',
		});
		expect(like.json.data).toEqual(all.filter((e: Json) => e.SpanName === 'POST /cart'));
	});

	it.each([
		[
			'maxResults 0',
			{ maxResults: 0 },
			'Body validation failed: maxResults: Number must be greater than or equal to 1',
		],
		[
			'maxResults 2001',
			{ maxResults: 2001 },
			'Body validation failed: maxResults: Number must be less than or equal to 2000',
		],
		[
			'offset 10001',
			{ offset: 10001 },
			'Body validation failed: offset: Number must be less than or equal to 10000',
		],
		[
			'a fractional offset',
			{ offset: 1.5 },
			'Body validation failed: offset: Expected integer, received float',
		],
		['no sourceId', { sourceId: undefined }, 'Body validation failed: sourceId: Required'],
		[
			'a malformed sourceId',
			{ sourceId: 'x' },
			'Body validation failed: sourceId: sourceId must be a valid ObjectId',
		],
		[
			'a start that is no date',
			{ startTime: 'yesterday' },
			'Invalid startTime or endTime: must be valid ISO 8601 strings',
		],
		['a reversed range', { endTime: T0 }, 'endTime must be greater than startTime'],
		[
			'a select with a subquery',
			{ select: 'Timestamp, (SELECT 1)' },
			'Body validation failed: select: select must not contain semicolons or SELECT subqueries; use column references, map lookups, or scalar functions only',
		],
		[
			'a where of more than 8192 characters',
			{ where: 'x'.repeat(8193) },
			'Body validation failed: where: String must contain at most 8192 character(s)',
		],
		[
			'an unknown language',
			{ whereLanguage: 'kql' },
			/^Body validation failed: whereLanguage: Invalid enum value/,
		],
		[
			'an unknown column in select',
			{ select: 'Timestamp, Nope' },
			"Body validation failed: select: Unknown column 'Nope'",
		],
		[
			'an unknown column in where',
			{ where: 'nope:1' },
			"Body validation failed: where: Unknown column 'nope'",
		],
		[
			'an unknown orderBy column',
			{ orderBy: 'Nope DESC' },
			"Body validation failed: orderBy: Unknown column 'Nope'",
		],
		[
			'a bad sql condition',
			{ whereLanguage: 'sql', where: 'Duration > 5' },
			/^Body validation failed: where: Unsupported condition/,
		],
	])('refuses %s with 400', async (_label, patch, text) => {
		expectMessage(await search(patch), 400, text);
	});

	it('answers 404 for an unknown source', async () => {
		expectMessage(await search({ sourceId: UNKNOWN_OID }), 404, `Source not found: ${UNKNOWN_OID}`);
	});

	it('refuses epoch milliseconds as the server does, every issue of the body in one answer', async () => {
		expectMessage(
			await rawSearch({
				sourceId: SEED.sh.sources.log,
				startTime: T0,
				endTime: T0 + MIN,
				maxResults: 0,
			}),
			400,
			'Body validation failed: startTime: Expected string, received number; endTime: Expected string, received number; maxResults: Number must be greater than or equal to 1',
		);
	});

	it('defaults the range to the 15 minutes before now, and the end to now', async () => {
		const before = Date.now();
		const r = await rawSearch({ sourceId: SEED.sh.sources.log, orderBy: 'Timestamp ASC' });
		const after = Date.now();
		expect(r.status).toBe(200);
		const times = r.json.data.map((e: Json) => Date.parse(e.Timestamp));
		expect(times.length).toBeGreaterThanOrEqual(14);
		expect(Math.min(...times)).toBeGreaterThanOrEqual(before - 15 * MIN);
		expect(Math.max(...times)).toBeLessThan(after);
		const fromStart = await rawSearch({
			sourceId: SEED.sh.sources.log,
			startTime: new Date(before - 5 * MIN).toISOString(),
		});
		expect(fromStart.status).toBe(200);
		expect(fromStart.json.data.length).toBeGreaterThanOrEqual(4);
		expect(fromStart.json.data.length).toBeLessThanOrEqual(6);
	});
});

describe('emulator: written rows answer search and charts', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator();
	});
	afterAll(() => emu.close());

	const rows = [
		{
			Timestamp: '2025-01-15 10:00:01.000000000',
			ServiceName: 'a',
			SeverityText: 'error',
			SeverityNumber: 17,
			Body: 'one timeout',
			LogAttributes: { k: 'x' },
		},
		{
			Timestamp: '2025-01-15 10:00:40.000000000',
			ServiceName: 'b',
			SeverityText: 'info',
			SeverityNumber: 9,
			Body: 'two',
		},
		{
			Timestamp: '2025-01-15T10:01:05.000Z',
			ServiceName: 'a',
			SeverityText: 'info',
			SeverityNumber: 9,
			Body: 'three',
		},
	];
	const write = (body: Json) =>
		fetch(`${emu.url}/__emulator/rows`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(body),
		}).then(async (r) => ({ status: r.status, json: await r.json() }));
	const search = (patch: Json = {}) =>
		sh(emu, 'POST', '/api/v2/search', {
			body: {
				sourceId: SEED.sh.sources.log,
				startTime: new Date(T0).toISOString(),
				endTime: new Date(T0 + 10 * MIN).toISOString(),
				...patch,
			},
		});
	const chart = (series: Json, extra: Json = {}) =>
		sh(emu, 'POST', '/api/v2/charts/series', {
			body: { startTime: T0, endTime: T0 + 10 * MIN, granularity: '1m', series, ...extra },
		});

	it('replace the synthetic events of the table: search reads them, newest first, with the source columns', async () => {
		expect(await write({ rows })).toEqual({
			status: 200,
			json: { ok: true, table: 'otel_logs', count: 3 },
		});
		const r = await search();
		expect(r.json).toEqual({
			data: [
				{
					Timestamp: '2025-01-15T10:01:05.000000000Z',
					ServiceName: 'a',
					SeverityText: 'info',
					Body: 'three',
				},
				{
					Timestamp: '2025-01-15T10:00:40.000000000Z',
					ServiceName: 'b',
					SeverityText: 'info',
					Body: 'two',
				},
				{
					Timestamp: '2025-01-15T10:00:01.000000000Z',
					ServiceName: 'a',
					SeverityText: 'error',
					Body: 'one timeout',
				},
			],
			rows: 3,
		});
		const filtered = await search({
			where: 'timeout',
			select: "Body, LogAttributes['k']",
		});
		expect(filtered.json.data).toEqual([
			{ Body: 'one timeout', "arrayElement(LogAttributes, 'k')": 'x' },
		]);
		const sorted = await search({
			select: 'ServiceName, Body',
			orderBy: 'ServiceName DESC, Timestamp ASC',
		});
		expect(sorted.json.data.map((row: Json) => row.Body)).toEqual(['two', 'one timeout', 'three']);
	});

	it('charts aggregate them per bucket and group, without empty buckets', async () => {
		const series = [
			{ sourceId: SEED.sh.sources.log, aggFn: 'count', where: '', groupBy: ['ServiceName'] },
			{
				sourceId: SEED.sh.sources.log,
				aggFn: 'avg',
				field: 'SeverityNumber',
				where: 'ServiceName:a',
				groupBy: ['ServiceName'],
			},
		];
		const r = await chart(series);
		expect(r.json.data).toEqual([
			{ ts_bucket: T0, group: ['a'], 'series_0.data': '1', 'series_1.data': 17 },
			{ ts_bucket: T0, group: ['b'], 'series_0.data': '1' },
			{ ts_bucket: T0 + MIN, group: ['a'], 'series_0.data': '1', 'series_1.data': 9 },
		]);
	});

	it('are forgotten by DELETE and by a reset: the synthetic events come back', async () => {
		await fetch(`${emu.url}/__emulator/rows`, { method: 'DELETE' });
		expect((await search()).json.data).toHaveLength(10);
		await write({ rows });
		emu.reset();
		expect((await search()).json.data).toHaveLength(10);
	});

	it('refuse what is no list of rows', async () => {
		expect((await write({ rows: 'x' })).status).toBe(400);
	});
});
