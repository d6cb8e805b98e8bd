import { apiRequests, locator, runAction, SEED, selfHostedParams, useEnv } from '../support/env';
import { expectRefusedBeforeSending } from '../support/inputError';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { eventsOf } = require('../emulator/search');

const T0 = Date.UTC(2025, 0, 15, 10, 0, 0);
const MIN = 60000;
const iso = (ms: number) => new Date(ms).toISOString();
const paging = (entry: { body: unknown }) => entry.body as { offset: number; maxResults: number };

const search = (extra: Record<string, unknown> = {}) =>
	selfHostedParams('event', 'search', {
		sourceId: locator(SEED.sh.sources.log),
		startTime: iso(T0),
		endTime: iso(T0 + 60 * MIN),
		returnAll: false,
		limit: 50,
		...extra,
	});

describe('event search (self-hosted)', () => {
	const env = useEnv({ eachTest: 'clearRequests' });
	/** The body of a search for the first hour's errors, oldest first, five rows. */
	const errorsOldestFirstBody = {
		sourceId: SEED.sh.sources.log,
		startTime: iso(T0),
		endTime: iso(T0 + 60 * MIN),
		where: 'level:error',
		whereLanguage: 'lucene',
		select: 'Timestamp, ServiceName, Body',
		orderBy: 'Timestamp ASC',
		offset: 0,
		maxResults: 5,
	};

	it('sends the time range as ISO 8601 date-times with the filter, one item per row', async () => {
		const rows = (
			await runAction(
				env,
				search({
					where: 'level:error',
					options: { select: 'Timestamp, ServiceName, Body' },
					orderBy: { property: [{ column: 'Timestamp', direction: 'asc' }] },
					limit: 5,
				}),
			)
		).json('Node');
		const expected = eventsOf('log', T0, T0 + 60 * MIN)
			.filter((e: Record<string, unknown>) => e.SeverityText === 'error')
			.slice(0, 5)
			.map((e: Record<string, unknown>) => ({
				Timestamp: e.Timestamp,
				ServiceName: e.ServiceName,
				Body: e.Body,
			}));
		expect(rows).toEqual(expected);
		const log = apiRequests(env);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({ method: 'POST', path: '/api/v2/search', status: 200 });
		expect(log[0].headers.authorization).toBe('Bearer emu-self-hosted-api-key');
		expect(log[0].body).toEqual(errorsOldestFirstBody);
	});

	/** The body the emulator received for one run of the search with these parameters. */
	const sentBody = async (extra: Record<string, unknown>) => {
		env.emulator.clearRequests();
		const result = await runAction(env, search(extra));
		expect(result.error('Node')).toBeUndefined();
		const log = apiRequests(env);
		expect(log).toHaveLength(1);
		return log[0].body;
	};

	it('Where, the Options collection and Sort send their fields, answered in that order', async () => {
		const filter = { whereLanguage: 'lucene', select: 'Timestamp, Body' };
		expect(
			await sentBody({
				where: 'level:error',
				options: filter,
				orderBy: { property: [{ column: 'Timestamp', direction: 'asc' }] },
			}),
		).toEqual({
			sourceId: SEED.sh.sources.log,
			startTime: iso(T0),
			endTime: iso(T0 + 60 * MIN),
			where: 'level:error',
			whereLanguage: 'lucene',
			select: 'Timestamp, Body',
			orderBy: 'Timestamp ASC',
			offset: 0,
			maxResults: 50,
		});
		// Another language.
		expect(
			await sentBody({
				where: "ServiceName = 'cart'",
				options: { whereLanguage: 'sql' },
				orderBy: { property: [{ column: 'Timestamp', direction: 'desc' }] },
			}),
		).toMatchObject({
			where: "ServiceName = 'cart'",
			whereLanguage: 'sql',
			orderBy: 'Timestamp DESC',
		});
		// Several rules: the order text of each rule in turn, answered in that order
		// (ServiceName first, newest first within a service).
		const rules = {
			property: [
				{ column: 'ServiceName', direction: 'asc' },
				{ column: 'Timestamp', direction: 'desc' },
			],
		};
		expect(await sentBody({ orderBy: rules })).toMatchObject({
			orderBy: 'ServiceName ASC, Timestamp DESC',
		});
		const rows = (await runAction(env, search({ orderBy: rules, returnAll: true }))).json('Node');
		expect(rows.length).toBeGreaterThan(1);
		const keyOf = (row: { ServiceName: string; Timestamp: string }) => [
			row.ServiceName,
			-Date.parse(row.Timestamp),
		];
		const sorted = [...rows].sort((a, b) => {
			const [x, y] = [keyOf(a as never), keyOf(b as never)];
			return x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : (x[1] as number) - (y[1] as number);
		});
		expect(rows.map((row) => [row.ServiceName, row.Timestamp])).toEqual(
			sorted.map((row) => [row.ServiceName, row.Timestamp]),
		);
		expect(new Set(rows.map((row) => row.ServiceName)).size).toBeGreaterThan(1);
		// Nothing optional chosen: no filter, in Lucene, the server's order.
		const plain = {
			sourceId: SEED.sh.sources.log,
			startTime: iso(T0),
			endTime: iso(T0 + 60 * MIN),
			where: '',
			whereLanguage: 'lucene',
			offset: 0,
			maxResults: 50,
		};
		expect(await sentBody({})).toEqual(plain);
		expect(await sentBody({ where: '', options: {}, orderBy: {} })).toEqual(plain);
		expect(await sentBody({ where: '  level:error ' })).toEqual({
			...plain,
			where: 'level:error',
		});
	});

	it('reads no filter in Options, no top-level columns or order text (a workflow edited by hand): not shown, not sent', async () => {
		expect(
			await sentBody({
				options: { where: 'level:error' },
				select: 'Body',
				orderBy: 'Timestamp ASC',
				sort: { property: [{ column: 'Body' }] },
			}),
		).toEqual(await sentBody({}));
	});

	it.each([
		[
			'a Sort rule without its column',
			{ orderBy: { property: [{ column: 'Body' }, { column: ' ', direction: 'asc' }] } },
			"Invalid 'Sort' ([1].column): the column is empty [item 0]",
		],
		[
			'a language that is not text',
			{ options: { whereLanguage: '={{ 7 }}' } },
			"Invalid 'Options > Where Language': expected text, got a number [item 0]",
		],
		[
			'a filter that is not text',
			{ where: '={{ { level: "error" } }}' },
			"Invalid 'Where': expected text, got an object [item 0]",
		],
	])('%s is refused before sending, naming its field', async (_label, extra, message) => {
		env.emulator.clearRequests();
		const error = (await runAction(env, search(extra))).error('Node');
		expectRefusedBeforeSending(env, error, message);
		expect((error as unknown as { context: { itemIndex: number } }).context.itemIndex).toBe(0);
	});

	it('reads epoch ms as given and sends them as ISO 8601 date-times', async () => {
		await runAction(
			env,
			search({
				startTime: String(T0),
				endTime: T0 + 10 * MIN,
				where: "ServiceName = 'cart'",
				options: { whereLanguage: 'sql' },
			}),
		);
		expect(apiRequests(env)[0].body).toMatchObject({
			startTime: iso(T0),
			endTime: iso(T0 + 10 * MIN),
			whereLanguage: 'sql',
			where: "ServiceName = 'cart'",
		});
	});

	it('Return All pages through offset 2,000 rows at a time until a short page', async () => {
		const end = T0 + 4500 * MIN;
		const rows = (await runAction(env, search({ returnAll: true, endTime: iso(end) }))).json(
			'Node',
		);
		expect(rows).toHaveLength(4500);
		expect(rows[0]).toEqual(eventsOf('log', end - MIN, end)[0]);
		expect(
			apiRequests(env).map((entry) => [paging(entry).offset, paging(entry).maxResults]),
		).toEqual([
			[0, 2000],
			[2000, 2000],
			[4000, 2000],
		]);
	});

	it('a limit above a page reads the pages it needs and no more', async () => {
		const rows = (
			await runAction(env, search({ limit: 2500, endTime: iso(T0 + 3000 * MIN) }))
		).json('Node');
		expect(rows).toHaveLength(2500);
		expect(
			apiRequests(env).map((entry) => [paging(entry).offset, paging(entry).maxResults]),
		).toEqual([
			[0, 2000],
			[2000, 500],
		]);
	});

	it('Return All stops at the server cap of 12,000 rows and says so in an execution hint', async () => {
		const result = await runAction(
			env,
			search({ returnAll: true, endTime: iso(T0 + 9 * 24 * 60 * MIN) }),
		);
		expect(result.json('Node')).toHaveLength(12000);
		expect(apiRequests(env).map((entry) => paging(entry).offset)).toEqual([
			0, 2000, 4000, 6000, 8000, 10000,
		]);
		const hints = result.run.data.resultData.runData.Node[0].hints;
		expect(hints).toEqual([
			expect.objectContaining({
				message: expect.stringMatching(
					/^Return All stopped at 12,000 rows, the most the server's paging reaches/,
				),
			}),
		]);
	});

	it('no hint when the rows end before the cap', async () => {
		const result = await runAction(env, search({ returnAll: true }));
		expect(result.json('Node')).toHaveLength(60);
		expect(result.run.data.resultData.runData.Node[0].hints ?? []).toEqual([]);
	});

	it.each([
		[
			'a limit above 12,000',
			{ limit: 12001 },
			/^Invalid 'Limit': 12001 is more than the server can page to \[item 0\]$/,
		],
		[
			'a reversed range',
			{ endTime: iso(T0 - MIN) },
			/^Invalid 'Start Time': 2025-01-15T10:00:00.000Z is not before the end time/,
		],
		['a start that is not a date', { startTime: 'yesterday' }, /^Invalid 'Start Time'/],
		[
			'a malformed source',
			{ sourceId: locator('={{ "logs" }}') },
			/^Invalid 'Source': "logs" is not an object ID \[item 0\]$/,
		],
	])('%s is refused before sending', async (_label, extra, message) => {
		const error = (await runAction(env, search(extra))).error('Node');
		expectRefusedBeforeSending(env, error, message);
	});

	it('a language the node does not list is sent, and the server 400 names the field', async () => {
		const error = (
			await runAction(env, search({ options: { whereLanguage: '={{ "future-kql" }}' } }))
		).error('Node');
		expect(error).toMatchObject({ name: 'NodeApiError', httpCode: '400' });
		expect(error?.message).toMatch(/^HTTP 400: .*whereLanguage/);
		const log = apiRequests(env);
		expect(log).toHaveLength(1);
		expect((log[0].body as { whereLanguage: string }).whereLanguage).toBe('future-kql');
	});

	it('is refused on the cloud (a workflow edited by hand), before any request', async () => {
		const error = (
			await runAction(env, {
				...search(),
				deployment: 'cloud',
				organizationId: locator(SEED.org),
				serviceId: locator(SEED.service),
			})
		).error('Node');
		expectRefusedBeforeSending(
			env,
			error,
			"Invalid 'Deployment': the event search exists on self-hosted servers only [item 0]",
		);
	});

	it('server refusals carry their text', async () => {
		expect(
			(await runAction(env, search({ sourceId: locator('ffffffffffffffffffffffff') }))).error(
				'Node',
			)?.message,
		).toBe('HTTP 404: Source not found: ffffffffffffffffffffffff [item 0]');
		expect(
			(
				await runAction(env, search({ where: 'Duration > 5', options: { whereLanguage: 'sql' } }))
			).error('Node')?.message,
		).toMatch(/^HTTP 400: Body validation failed: where: Unsupported condition/);
		expect(
			(await runAction(env, search({ options: { select: 'Nope' } }))).error('Node')?.message,
		).toBe("HTTP 400: Body validation failed: select: Unknown column 'Nope' [item 0]");
	});
});
