import { apiRequests, locator, runAction, SEED, selfHostedParams, useEnv } from '../support/env';
import { expectRefusedBeforeSending, expectServerRefusal } from '../support/inputError';
import { ObservabilityPipes } from '../../nodes/ObservabilityPipes/ObservabilityPipes.node';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FUTURE_FIELD } = require('../emulator/newerServer') as { FUTURE_FIELD: string };

/**
 * Source: Create, Update and Delete (self-hosted only): each kind's required fields from the
 * typed form, JSON bodies, the server's connection check, the read-then-replace update and the
 * delete; what the emulator received each time.
 */

const P = '/api/v2/sources';
const UNKNOWN = 'ffffffffffffffffffffffff';

/** The typed form of each kind and the body the server must receive from it. */
const KIND_FORMS: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
	[
		'log',
		{
			defaultTableSelectExpression: 'Timestamp, Body',
			timestampValueExpression: 'Timestamp',
			additionalFields: { severityTextExpression: 'SeverityText', section: 'Billing' },
		},
		{
			defaultTableSelectExpression: 'Timestamp, Body',
			timestampValueExpression: 'Timestamp',
			severityTextExpression: 'SeverityText',
			section: 'Billing',
		},
	],
	[
		'trace',
		{
			defaultTableSelectExpression: 'Timestamp, SpanName',
			timestampValueExpression: 'Timestamp',
			durationExpression: 'Duration',
			durationPrecision: 9,
			traceIdExpression: 'TraceId',
			spanIdExpression: 'SpanId',
			parentSpanIdExpression: 'ParentSpanId',
			spanNameExpression: 'SpanName',
			spanKindExpression: 'SpanKind',
			additionalFields: { logSourceId: locator(SEED.sh.sources.log) },
		},
		{
			defaultTableSelectExpression: 'Timestamp, SpanName',
			timestampValueExpression: 'Timestamp',
			durationExpression: 'Duration',
			durationPrecision: 9,
			traceIdExpression: 'TraceId',
			spanIdExpression: 'SpanId',
			parentSpanIdExpression: 'ParentSpanId',
			spanNameExpression: 'SpanName',
			spanKindExpression: 'SpanKind',
			logSourceId: SEED.sh.sources.log,
		},
	],
	[
		'metric',
		{
			timestampValueExpression: 'TimeUnix',
			resourceAttributesExpression: 'ResourceAttributes',
			metricTables: { gauge: 'otel_metrics_gauge', exponentialHistogram: 'otel_metrics_eh' },
		},
		{
			timestampValueExpression: 'TimeUnix',
			resourceAttributesExpression: 'ResourceAttributes',
			metricTables: { gauge: 'otel_metrics_gauge', 'exponential histogram': 'otel_metrics_eh' },
		},
	],
	[
		'session',
		{
			traceSourceId: locator(SEED.sh.sources.trace),
			timestampValueExpression: 'TimestampTime',
			additionalFields: { section: 'Web' },
		},
		{
			traceSourceId: SEED.sh.sources.trace,
			timestampValueExpression: 'TimestampTime',
			section: 'Web',
		},
	],
	['promql', { timestampValueExpression: 'timestamp' }, { timestampValueExpression: 'timestamp' }],
];

describe('source writes on a self-hosted server', () => {
	const env = useEnv();

	it.each(KIND_FORMS)(
		'create a %s source from the typed fields: its required fields are sent',
		async (kind, form, expected) => {
			const params = selfHostedParams('source', 'create', {
				specifyBody: 'fields',
				name: `New ${kind}`,
				kind,
				connectionId: locator(SEED.sh.connection),
				databaseName: 'otel',
				tableName: kind === 'metric' ? '' : `otel_${kind}`,
				...form,
			});
			const [record] = (await runAction(env, params)).json('Node');
			const body = {
				name: `New ${kind}`,
				kind,
				connection: SEED.sh.connection,
				from:
					kind === 'metric'
						? { databaseName: 'otel', tableName: '' }
						: { databaseName: 'otel', tableName: `otel_${kind}` },
				...expected,
			};
			const log = apiRequests(env);
			expect(log).toHaveLength(1);
			expect(log[0]).toMatchObject({ method: 'POST', path: P, status: 200 });
			expect(log[0].body).toEqual(body);
			expect(record).toMatchObject({
				id: expect.stringMatching(/^[0-9a-f]{24}$/),
				name: `New ${kind}`,
				kind,
			});
			expect(env.emulator.store.sh.sources.get(record.id as string)).toMatchObject({ kind });
		},
	);

	it('the kind dropdown offers every kind of the document; the cloud offers no source writes', () => {
		const properties = new ObservabilityPipes().description.properties;
		const kind = properties.find((property) => property.name === 'kind');
		expect(
			(kind?.options as Array<{ value: string }>).map((option) => option.value).sort(),
		).toEqual(['log', 'metric', 'promql', 'session', 'trace']);
		const dropdowns = properties.filter(
			(property) =>
				property.name === 'operation' && property.displayOptions?.show?.resource?.[0] === 'source',
		);
		const offered = Object.fromEntries(
			dropdowns.map((dropdown) => [
				String(dropdown.displayOptions?.show?.deployment?.[0]),
				(dropdown.options as Array<{ value: string }>).map((option) => option.value).sort(),
			]),
		);
		expect(offered).toEqual({
			cloud: ['get', 'getAll'],
			selfHosted: ['create', 'delete', 'get', 'getAll', 'update'],
		});
	});

	it('a cloud workflow that names a source write is refused before any request', async () => {
		const error = (
			await runAction(env, {
				deployment: 'cloud',
				resource: 'source',
				operation: 'delete',
				organizationId: locator(SEED.org),
				serviceId: locator(SEED.service),
				sourceId: locator(SEED.cloudSources.log),
			})
		).error('Node');
		expect(error?.message).toBe('The operation "delete" of "source" is not supported');
		expect(apiRequests(env)).toHaveLength(0);
	});

	it('create (JSON) sends the body as given: query settings, and a field a newer server knows', async () => {
		env.emulator.configure({ newerServer: true });
		try {
			const body = {
				name: 'Raw logs',
				kind: 'log',
				connection: SEED.sh.connection,
				from: { databaseName: 'otel', tableName: 'raw' },
				defaultTableSelectExpression: 'Timestamp, Body',
				timestampValueExpression: 'Timestamp',
				querySettings: [{ setting: 'max_threads', value: '4' }],
				[FUTURE_FIELD]: { wave: 4 },
			};
			const [record] = (
				await runAction(
					env,
					selfHostedParams('source', 'create', {
						specifyBody: 'json',
						jsonBody: JSON.stringify(body),
					}),
				)
			).json('Node');
			expect(apiRequests(env)[0].body).toEqual(body);
			expect(record).toMatchObject({
				name: 'Raw logs',
				querySettings: [{ setting: 'max_threads', value: '4' }],
				[FUTURE_FIELD]: { wave: 4 },
			});
		} finally {
			env.emulator.configure({ newerServer: false });
		}
	});

	it("a kind the package does not list is sent: the server's 400 names it", async () => {
		const body = {
			name: 'Newer',
			kind: 'future_kind',
			connection: SEED.sh.connection,
			from: { databaseName: 'otel', tableName: 'newer' },
			timestampValueExpression: 'Timestamp',
		};
		const error = (
			await runAction(
				env,
				selfHostedParams('source', 'create', {
					specifyBody: 'json',
					jsonBody: JSON.stringify(body),
				}),
			)
		).error('Node');
		expectServerRefusal(
			env,
			error,
			/^HTTP 400: Body validation failed: kind: Invalid discriminator value/,
		);
		expect(apiRequests(env)[0].body).toEqual(body);
	});

	it("create with an unknown connection carries the server's text", async () => {
		const error = (
			await runAction(
				env,
				selfHostedParams('source', 'create', {
					specifyBody: 'json',
					jsonBody: JSON.stringify({
						name: 'x',
						kind: 'promql',
						connection: UNKNOWN,
						from: { databaseName: 'default', tableName: 'default' },
						timestampValueExpression: 'timestamp',
					}),
				}),
			)
		).error('Node');
		expectServerRefusal(
			env,
			error,
			/^HTTP 400: connection must be an existing connection id \[item 0\]$/,
		);
		expect(env.emulator.store.sh.sources.size).toBe(3);
	});

	it.each([
		[
			'no connection',
			// An expression that resolves to nothing (n8n itself refuses an empty required field).
			{ specifyBody: 'fields', kind: 'log', connectionId: locator('={{ $json.none }}') },
			/^Invalid 'Connection': it is empty/,
		],
		[
			'a connection that is not an object ID',
			{ specifyBody: 'fields', kind: 'log', connectionId: locator('={{ "default" }}') },
			/^Invalid 'Connection': "default" is not an object ID \[item 0\]$/,
		],
		[
			'a trace without its span name',
			{ specifyBody: 'fields', kind: 'trace', spanNameExpression: '={{ "" }}' },
			/^Invalid 'Span Name Expression': it is empty/,
		],
		[
			'a metric without tables',
			{ specifyBody: 'fields', kind: 'metric', metricTables: {} },
			/^Invalid 'Metric Tables'/,
		],
		[
			'a session without its trace source',
			{ specifyBody: 'fields', kind: 'session', traceSourceId: locator('={{ "" }}') },
			/^Invalid 'Trace Source': it is empty/,
		],
		[
			'a duration precision that is a fraction',
			{
				specifyBody: 'json',
				jsonBody: JSON.stringify({
					name: 't',
					kind: 'trace',
					connection: SEED.sh.connection,
					from: { databaseName: 'otel', tableName: 't' },
					durationPrecision: 1.5,
				}),
			},
			/^Invalid 'Duration Precision': 1\.5 is not a whole number \[item 0\]$/,
		],
		[
			'a name that is a list (JSON)',
			{
				specifyBody: 'json',
				jsonBody: JSON.stringify({
					name: ['x'],
					kind: 'promql',
					connection: SEED.sh.connection,
					from: { databaseName: 'd', tableName: 't' },
					timestampValueExpression: 't',
				}),
			},
			/^Invalid 'Name': expected text, got a list/,
		],
	])(
		'create with %s is refused before sending, naming the field',
		async (_label, extra, message) => {
			const params = selfHostedParams('source', 'create', {
				name: 'Bad',
				kind: 'log',
				connectionId: locator(SEED.sh.connection),
				databaseName: 'otel',
				tableName: 'otel_logs',
				defaultTableSelectExpression: 'Timestamp',
				timestampValueExpression: 'Timestamp',
				durationExpression: 'Duration',
				traceIdExpression: 'TraceId',
				spanIdExpression: 'SpanId',
				parentSpanIdExpression: 'ParentSpanId',
				spanNameExpression: 'SpanName',
				spanKindExpression: 'SpanKind',
				resourceAttributesExpression: 'ResourceAttributes',
				...extra,
			});
			const error = (await runAction(env, params)).error('Node');
			expectRefusedBeforeSending(env, error, message);
		},
	);

	it('update reads the source, changes only the fields given and sends the rest back as read', async () => {
		const id = SEED.sh.sources.trace;
		const before = { ...env.emulator.store.sh.sources.get(id) };
		const [record] = (
			await runAction(
				env,
				selfHostedParams('source', 'update', {
					sourceId: locator(id),
					specifyBody: 'fields',
					updateFields: {
						name: 'Spans',
						tableName: 'otel_spans',
						statusCodeExpression: 'StatusCode',
					},
				}),
			)
		).json('Node');
		const log = apiRequests(env);
		expect(log.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
			`GET ${P}/${id}`,
			`PUT ${P}/${id}`,
		]);
		const kept: Record<string, unknown> = { ...before };
		delete kept.id;
		expect(log[1].body).toEqual({
			...kept,
			// what the server answered it with (its stored defaults) goes back as read
			disabled: false,
			querySettings: [],
			highlightedTraceAttributeExpressions: [],
			highlightedRowAttributeExpressions: [],
			materializedViews: [],
			name: 'Spans',
			from: { databaseName: 'default', tableName: 'otel_spans' },
			statusCodeExpression: 'StatusCode',
		});
		expect(record).toMatchObject({ id, name: 'Spans', from: { tableName: 'otel_spans' } });
	});

	it('update (JSON) may move the source to another connection; a bad change is refused before the read', async () => {
		const id = SEED.sh.sources.log;
		const [record] = (
			await runAction(
				env,
				selfHostedParams('source', 'update', {
					sourceId: locator(id),
					specifyBody: 'json',
					jsonBody: JSON.stringify({ connection: SEED.sh.connection, section: 'Ops' }),
				}),
			)
		).json('Node');
		expect(record).toMatchObject({ id, section: 'Ops', connection: SEED.sh.connection });
		env.emulator.clearRequests();
		const error = (
			await runAction(
				env,
				selfHostedParams('source', 'update', {
					sourceId: locator(id),
					specifyBody: 'json',
					jsonBody: JSON.stringify({ timestampValueExpression: 5 }),
				}),
			)
		).error('Node');
		expectRefusedBeforeSending(
			env,
			error,
			/^Invalid 'Timestamp Value Expression': expected text, got a number \[item 0\]$/,
		);
		const empty = (
			await runAction(
				env,
				selfHostedParams('source', 'update', {
					sourceId: locator(id),
					specifyBody: 'fields',
					updateFields: {},
				}),
			)
		).error('Node');
		expectRefusedBeforeSending(
			env,
			empty,
			/^Invalid 'Update Fields': no field to change was given/,
		);
	});

	it('update sends back a field of a newer server it does not know, as read', async () => {
		env.emulator.configure({ newerServer: true });
		try {
			const id = SEED.sh.sources.metric;
			const [record] = (
				await runAction(
					env,
					selfHostedParams('source', 'update', {
						sourceId: locator(id),
						specifyBody: 'json',
						jsonBody: JSON.stringify({ metricTables: { sum: 'otel_sums' } }),
					}),
				)
			).json('Node');
			const put = apiRequests(env)[1];
			expect(put).toMatchObject({ method: 'PUT', path: `${P}/${id}`, status: 200 });
			expect(put.body).toMatchObject({
				kind: 'metric',
				from: { databaseName: 'default', tableName: '' },
				metricTables: { sum: 'otel_sums' },
				[FUTURE_FIELD]: { wave: 3, labels: ['beta'] },
			});
			expect(record).toMatchObject({ id, metricTables: { sum: 'otel_sums' } });
		} finally {
			env.emulator.configure({ newerServer: false });
		}
	});

	it('update of an unknown source carries the 404 text', async () => {
		const error = (
			await runAction(
				env,
				selfHostedParams('source', 'update', {
					sourceId: locator(UNKNOWN),
					specifyBody: 'json',
					jsonBody: JSON.stringify({ name: 'x' }),
				}),
			)
		).error('Node');
		expect(error?.message).toMatch(/^HTTP 404: Source not found/);
		expect(apiRequests(env).map((entry) => entry.method)).toEqual(['GET']);
	});

	it('delete removes the source and answers its id; the saved searches that read it stay', async () => {
		const id = SEED.sh.sources.log;
		const searches = env.emulator.store.sh.savedSearches.size;
		const [result] = (
			await runAction(env, selfHostedParams('source', 'delete', { sourceId: locator(id) }))
		).json('Node');
		expect(result).toEqual({ deleted: true, id });
		expect(apiRequests(env)).toMatchObject([{ method: 'DELETE', path: `${P}/${id}`, status: 200 }]);
		expect(env.emulator.store.sh.sources.has(id)).toBe(false);
		expect(env.emulator.store.sh.savedSearches.size).toBe(searches);
		const again = (
			await runAction(env, selfHostedParams('source', 'delete', { sourceId: locator(id) }))
		).error('Node');
		expect(again?.message).toMatch(/^HTTP 404: Source not found/);
	});
});
