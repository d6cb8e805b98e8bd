/**
 * The named rules of sources and saved searches (rulesSearchesSources.js), one case each: a body
 * the document alone accepts and the emulator refuses with the rule's text (rule
 * `source-kind-union` words, as the server does, what the document's `oneOf` refuses); and the two
 * readings of the self-hosted document the server's code makes (test/contract/widenings.js).
 */
import {
	cloud,
	type Emu,
	expectCloudError,
	expectCloudOk,
	expectMessage,
	type Json,
	OBS,
	SEED,
	sh,
	startEmulator,
	UNKNOWN_OID,
} from './helpers';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RULES, KIND_SCHEMAS, SERVER_KIND_ORDER } = require('./rulesSearchesSources');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S = require('./schemas');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { documentFor } = require('../contract/check');

const SOURCES = '/api/v2/sources';
const SEARCHES = '/api/v2/saved-searches';
const CLOUD_SEARCHES = `${OBS}/saved-searches`;
const log = (over: Json = {}): Json => ({
	name: 'Logs 2',
	kind: 'log',
	connection: SEED.sh.connection,
	from: { databaseName: 'otel', tableName: 'otel_logs' },
	defaultTableSelectExpression: 'Timestamp, Body',
	timestampValueExpression: 'Timestamp',
	...over,
});
const metric = (over: Json = {}): Json => ({
	name: 'Metrics 2',
	kind: 'metric',
	connection: SEED.sh.connection,
	from: { databaseName: 'otel', tableName: '' },
	metricTables: { gauge: 'otel_metrics_gauge' },
	timestampValueExpression: 'TimeUnix',
	resourceAttributesExpression: 'ResourceAttributes',
	...over,
});
const search = (over: Json = {}): Json => ({
	name: 'Errors',
	sourceId: SEED.sh.sources.log,
	...over,
});
const cloudSearch = (over: Json = {}): Json => ({
	name: 'Errors',
	sourceId: SEED.cloudSources.log,
	...over,
});

/** Per rule: the request that breaks it alone, and the refusal. */
const CASES: Record<
	string,
	{ method: string; path: string; body: Json; text: RegExp; documentRefuses?: boolean }
> = {
	'source-kind-union': {
		method: 'POST',
		path: SOURCES,
		body: log({ kind: 'events' }),
		text: /^Body validation failed: kind: Invalid discriminator value\. Expected 'log' \| 'trace' \| 'session' \| 'metric' \| 'promql'$/,
		documentRefuses: true,
	},
	'source-no-nulls': {
		method: 'POST',
		path: SOURCES,
		body: log({ serviceNameExpression: null }),
		text: /^Body validation failed: serviceNameExpression: Expected string, received null$/,
	},
	'source-required-texts': {
		method: 'POST',
		path: SOURCES,
		body: log({ timestampValueExpression: '' }),
		text: /^Body validation failed: timestampValueExpression: Timestamp Column is required$/,
	},
	'source-query-settings': {
		method: 'POST',
		path: SOURCES,
		body: log({
			querySettings: Array.from({ length: 11 }, (_, i) => ({ setting: `s${i}`, value: '1' })),
		}),
		text: /^Body validation failed: querySettings: Array must contain at most 10 element\(s\)$/,
	},
	'source-metric-tables': {
		method: 'POST',
		path: SOURCES,
		body: metric({ metricTables: { gauge: '' } }),
		text: /^Body validation failed: metricTables: At least one metric table must be specified$/,
	},
	'source-connection-exists': {
		method: 'POST',
		path: SOURCES,
		body: log({ connection: UNKNOWN_OID }),
		text: /^connection must be an existing connection id$/,
	},
	'saved-search-name-trimmed': {
		method: 'POST',
		path: SEARCHES,
		body: search({ name: '   ' }),
		text: /^Body validation failed: name: String must contain at least 1 character\(s\)$/,
	},
	'saved-search-limits': {
		method: 'POST',
		path: CLOUD_SEARCHES,
		body: cloudSearch({ tags: ['t'.repeat(33)] }),
		text: /^BAD_REQUEST: tags\.0: String must contain at most 32 character\(s\)$/,
	},
	'saved-search-source-id': {
		method: 'POST',
		path: SEARCHES,
		body: search({ sourceId: 'logs' }),
		text: /^Body validation failed: sourceId: Invalid ObjectId$/,
	},
	'saved-search-source-exists': {
		method: 'POST',
		path: CLOUD_SEARCHES,
		body: cloudSearch({ sourceId: UNKNOWN_OID }),
		text: /^BAD_REQUEST: sourceId must be an existing source id$/,
	},
	'saved-search-sidebar-filters': {
		method: 'POST',
		path: SEARCHES,
		body: search({ filters: [{ condition: "ServiceName = 'cart'" }] }),
		text: /^filters\[0\] must be a sidebar-renderable SQL predicate/,
	},
};

const OPERATION: Record<string, string> = {
	[SOURCES]: 'createSource',
	[SEARCHES]: 'createSavedSearch',
	[CLOUD_SEARCHES]: 'observabilityCreateSavedSearch',
};

describe('the named rules of sources and saved searches', () => {
	let emu: Emu;
	beforeAll(async () => {
		emu = await startEmulator();
	});
	afterAll(async () => emu.close());
	beforeEach(() => emu.reset());

	it('has one case per rule of rulesSearchesSources.js', () => {
		expect(Object.keys(CASES).sort()).toEqual(RULES.map((r: Json) => r.id).sort());
	});

	it.each(Object.entries(CASES))(
		'%s: the document accepts the body, the rule refuses it',
		async (id, c) => {
			const operationId = OPERATION[c.path];
			expect(RULES.find((r: Json) => r.id === id).operations).toContain(operationId);
			const deployment = c.path.startsWith('/api/v2') ? 'selfHosted' : 'cloud';
			const valid = S.bodyError(deployment, S.requestSchema(deployment, operationId), c.body);
			if (c.documentRefuses) expect(valid).not.toBeNull();
			else expect(valid).toBeNull();
			if (deployment === 'cloud')
				expectCloudError(
					await cloud(emu, c.method, c.path, { body: c.body }),
					400,
					'BAD_REQUEST',
					c.text,
				);
			else expectMessage(await sh(emu, c.method, c.path, { body: c.body }), 400, c.text);
		},
	);

	it("words the kinds in the server's order, the same kinds as the document's", () => {
		expect([...SERVER_KIND_ORDER].sort()).toEqual(Object.keys(KIND_SCHEMAS).sort());
	});

	it('takes the fields and the default of the server (widening source-server-fields)', async () => {
		const trace = {
			...log({ name: 'Traces 2', kind: 'trace', orderByExpression: 'Timestamp DESC' }),
			durationExpression: 'Duration',
			traceIdExpression: 'TraceId',
			spanIdExpression: 'SpanId',
			parentSpanIdExpression: 'ParentSpanId',
			spanNameExpression: 'SpanName',
			spanKindExpression: 'SpanKind',
			logSourceId: null,
		};
		const raw = documentFor('selfHosted', []);
		expect(raw.ajv.validate({ $ref: `${raw.id}#/components/schemas/TraceSource` }, trace)).toBe(
			false,
		);
		expect(
			S.bodyError('selfHosted', S.requestSchema('selfHosted', 'createSource'), trace),
		).toBeNull();
		const r = await sh(emu, 'POST', SOURCES, { body: trace });
		expect(r.status).toBe(200);
		expect(r.json.data).toMatchObject({
			durationPrecision: 3,
			orderByExpression: 'Timestamp DESC',
			logSourceId: null,
		});
		expect(r.json.data).not.toHaveProperty('bodyExpression');
		expectMessage(
			await sh(emu, 'POST', SOURCES, { body: { ...trace, durationPrecision: 10 } }),
			400,
			/^Body validation failed: durationPrecision: /,
		);
		// a metric source's table may be empty, not left out
		expectMessage(
			await sh(emu, 'POST', SOURCES, { body: metric({ from: { databaseName: 'otel' } }) }),
			400,
			'Body validation failed: from.tableName: Required',
		);
	});

	it('takes the filter forms of the server (widening saved-search-filter-forms), new ones only when they render', async () => {
		const ast = { type: 'sql_ast', operator: '=', left: 'ServiceName', right: "'cart'" };
		const lucene = { type: 'lucene', condition: 'service:cart' };
		const raw = documentFor('selfHosted', []);
		const filterSchema = { $ref: `${raw.id}#/components/schemas/SavedSearchFilter` };
		expect(raw.ajv.validate(filterSchema, ast)).toBe(false);
		expect(raw.ajv.validate(filterSchema, lucene)).toBe(false);
		const body = search({ filters: [ast, lucene] });
		expect(
			S.bodyError('selfHosted', S.requestSchema('selfHosted', 'createSavedSearch'), body),
		).toBeNull();
		expectMessage(
			await sh(emu, 'POST', SEARCHES, { body: search({ filters: [{ ...ast, operator: '~' }] }) }),
			400,
			/^Body validation failed: filters\.0\.operator: Invalid enum value\. Expected '=' \| '<' \| '>' \| '!=' \| '<=' \| '>=', received '~'$/,
		);
		// the schema takes both forms: the sidebar rule refuses them (new filters must render)
		expectMessage(
			await sh(emu, 'POST', SEARCHES, { body }),
			400,
			/^filters\[0\] must be a sidebar-renderable SQL predicate/,
		);
		// a record the product's editor stored with both forms takes them back unchanged, no other
		// (the rule itself: no answer may show these forms, which the document's SavedSearch refuses)
		const sidebar = RULES.find((r: Json) => r.id === 'saved-search-sidebar-filters');
		expect(() => sidebar.check(body, { storedFilters: [lucene, ast] })).not.toThrow();
		expect(() =>
			sidebar.check(search({ filters: [ast, { ...lucene, condition: 'service:checkout' }] }), {
				storedFilters: [ast, lucene],
			}),
		).toThrow(/^filters\[1\] must be a sidebar-renderable SQL predicate/);
		// an unknown record: its 404 comes after the source is looked up, before the filters are judged
		expectMessage(
			await sh(emu, 'PUT', `${SEARCHES}/${UNKNOWN_OID}`, {
				body: { ...body, sourceId: UNKNOWN_OID },
			}),
			400,
			'sourceId must be an existing source id',
		);
		expectMessage(
			await sh(emu, 'PUT', `${SEARCHES}/${UNKNOWN_OID}`, { body }),
			404,
			'Saved search not found',
		);
		expect(
			expectCloudOk(
				await cloud(emu, 'POST', CLOUD_SEARCHES, {
					body: cloudSearch({ filters: [{ condition: "ServiceName = 'cart'" }] }),
				}),
			).filters,
		).toEqual([{ type: 'sql', condition: "ServiceName = 'cart'" }]);
	});
});
