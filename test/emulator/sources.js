'use strict';
/**
 * Self-hosted source writes: `POST /api/v2/sources`, `PUT` and `DELETE /api/v2/sources/{id}`
 * (test/contract/documents/selfhosted.json, `createSource`, `updateSource`, `deleteSource`),
 * with the checks of the real server's code: the body is one of the kinds' schemas, chosen by
 * `kind` (400 `Body validation failed: <field>: <text>`, unknown fields dropped); then the
 * connection must be an object id (400 `connection must be a valid connection id`) of one of
 * the team's connections (400 `connection must be an existing connection id`); an unknown
 * source is 404 `Source not found`. A PUT replaces the whole source. A delete removes the
 * source only: saved searches, alerts and dashboards that name it keep the id.
 */
const { json } = require('./respond');
const { isObjectId, randomObjectId } = require('./ids');
const V = require('./validation');
const { keepFutureField } = require('./newerServer');

/** The kinds in the order of the server's union (its message lists them so). */
const KINDS = Object.freeze(['log', 'trace', 'session', 'metric', 'promql']);

/** Optional text fields of each kind; `nullable` those the server also takes as null. */
const OPTIONAL_TEXT = Object.freeze({
	log: [
		'serviceNameExpression',
		'serviceVersionExpression',
		'severityTextExpression',
		'bodyExpression',
		'eventAttributesExpression',
		'resourceAttributesExpression',
		'displayedTimestampValueExpression',
		'metricSourceId',
		'traceSourceId',
		'traceIdExpression',
		'spanIdExpression',
		'implicitColumnExpression',
		'knownColumnsListExpression',
		'tableFilterExpression',
		'orderByExpression',
	],
	trace: [
		'sampleRateExpression',
		'logSourceId',
		'sessionSourceId',
		'metricSourceId',
		'statusCodeExpression',
		'statusMessageExpression',
		'serviceNameExpression',
		'serviceVersionExpression',
		'resourceAttributesExpression',
		'eventAttributesExpression',
		'spanEventsValueExpression',
		'spanLinksValueExpression',
		'implicitColumnExpression',
		'knownColumnsListExpression',
		'displayedTimestampValueExpression',
		'orderByExpression',
	],
	session: ['resourceAttributesExpression'],
	metric: ['serviceNameExpression', 'logSourceId', 'seriesTable'],
	promql: [],
});

/** Required text fields of each kind beyond the common ones, with the server's text for an empty one. */
const REQUIRED_TEXT = Object.freeze({
	log: { defaultTableSelectExpression: 'Default Select Expression is required' },
	trace: {
		defaultTableSelectExpression: 'Default Select Expression is required',
		durationExpression: 'Duration Expression is required',
		traceIdExpression: 'Trace ID Expression is required',
		spanIdExpression: 'Span ID Expression is required',
		parentSpanIdExpression: 'Parent span ID expression is required',
		spanNameExpression: 'Span Name Expression is required',
		spanKindExpression: 'Span Kind Expression is required',
	},
	session: { traceSourceId: 'Correlated Trace Source is required' },
	metric: { resourceAttributesExpression: 'Resource Attributes is required' },
	promql: {},
});

/** The fields of each kind the server keeps that are neither text nor the common ones. */
const OTHER_FIELDS = Object.freeze({
	log: [
		'highlightedTraceAttributeExpressions',
		'highlightedRowAttributeExpressions',
		'materializedViews',
		'metadataMaterializedViews',
		'useTextIndexForImplicitColumn',
	],
	trace: [
		'durationPrecision',
		'highlightedTraceAttributeExpressions',
		'highlightedRowAttributeExpressions',
		'materializedViews',
		'metadataMaterializedViews',
		'useTextIndexForImplicitColumn',
	],
	session: [],
	metric: ['metricTables'],
	promql: [],
});

const METRIC_TYPES = Object.freeze([
	'gauge',
	'histogram',
	'sum',
	'summary',
	'exponential histogram',
]);

/** A required text of at least one character. @param {unknown} v @param {string} field @param {string} empty */
function requiredText(v, field, empty) {
	V.reqString(v, field);
	if (/** @type {string} */ (v).length < 1) V.fail(field, empty);
}

/**
 * The real server's check of a source body (its zod union of the kinds), first problem only;
 * returns the source as it keeps it (unknown fields and `id` dropped).
 * @param {unknown} body
 */
function validateSource(body) {
	const b = V.reqObject(body, '');
	if (typeof b.kind !== 'string' || !KINDS.includes(b.kind))
		V.fail(
			'kind',
			`Invalid discriminator value. Expected ${KINDS.map((k) => `'${k}'`).join(' | ')}`,
		);
	const kind = /** @type {keyof typeof OPTIONAL_TEXT} */ (b.kind);
	requiredText(b.name, 'name', 'Name is required');
	if (b.section !== undefined) {
		V.reqString(b.section, 'section');
		if (b.section.length > 256) V.fail('section', 'String must contain at most 256 character(s)');
	}
	requiredText(b.connection, 'connection', 'Server Connection is required');
	const from = V.reqObject(b.from, 'from');
	requiredText(from.databaseName, 'from.databaseName', 'Database is required');
	if (kind === 'metric') V.reqString(from.tableName, 'from.tableName');
	else requiredText(from.tableName, 'from.tableName', 'Table is required');
	if (b.disabled !== undefined && typeof b.disabled !== 'boolean')
		V.fail('disabled', `Expected boolean, received ${V.typeName(b.disabled)}`);
	if (b.querySettings !== undefined) {
		if (!Array.isArray(b.querySettings))
			V.fail('querySettings', `Expected array, received ${V.typeName(b.querySettings)}`);
		if (b.querySettings.length > 10)
			V.fail('querySettings', 'Array must contain at most 10 element(s)');
		b.querySettings.forEach((/** @type {unknown} */ q, /** @type {number} */ i) => {
			const setting = V.reqObject(q, `querySettings.${i}`);
			requiredText(
				setting.setting,
				`querySettings.${i}.setting`,
				'String must contain at least 1 character(s)',
			);
			requiredText(
				setting.value,
				`querySettings.${i}.value`,
				'String must contain at least 1 character(s)',
			);
		});
	}
	requiredText(
		b.timestampValueExpression,
		'timestampValueExpression',
		'Timestamp Column is required',
	);
	for (const [field, empty] of Object.entries(REQUIRED_TEXT[kind]))
		requiredText(b[field], field, empty);
	// the trace's log source may be null; every other optional text is a text when given
	for (const field of OPTIONAL_TEXT[kind])
		if (!(kind === 'trace' && field === 'logSourceId' && b[field] === null))
			V.optString(b[field], field);
	if (kind === 'trace' && b.durationPrecision !== undefined) {
		if (!V.isNum(b.durationPrecision))
			V.fail('durationPrecision', `Expected number, received ${V.typeName(b.durationPrecision)}`);
		if (b.durationPrecision < 0)
			V.fail('durationPrecision', 'Number must be greater than or equal to 0');
		if (b.durationPrecision > 9)
			V.fail('durationPrecision', 'Number must be less than or equal to 9');
	}
	if (kind === 'metric') {
		const tables = V.reqObject(b.metricTables, 'metricTables');
		for (const type of METRIC_TYPES) V.optString(tables[type], `metricTables.${type}`);
		if (!METRIC_TYPES.some((type) => typeof tables[type] === 'string' && tables[type].length > 0))
			V.fail('metricTables', 'At least one metric table must be specified');
	}
	for (const field of [
		'highlightedTraceAttributeExpressions',
		'highlightedRowAttributeExpressions',
		'materializedViews',
	])
		if (OTHER_FIELDS[kind].includes(field)) V.optArray(b[field], field);
	/** @type {Record<string, any>} */
	const out = {
		name: b.name,
		kind,
		connection: b.connection,
		from: { databaseName: from.databaseName, tableName: from.tableName },
		timestampValueExpression: b.timestampValueExpression,
	};
	const kept = [
		'section',
		'disabled',
		'querySettings',
		...Object.keys(REQUIRED_TEXT[kind]),
		...OPTIONAL_TEXT[kind],
		...OTHER_FIELDS[kind],
	];
	for (const field of kept) if (b[field] !== undefined) out[field] = b[field];
	if (kind === 'trace' && out.durationPrecision === undefined) out.durationPrecision = 3;
	return out;
}

/**
 * The server's connection check, after the body's: an object id of one of the team's
 * connections. @param {any} connections @param {unknown} connection @returns {string | null}
 */
function connectionProblem(connections, connection) {
	if (typeof connection !== 'string' || !isObjectId(connection))
		return 'connection must be a valid connection id';
	if (!connections.has(connection)) return 'connection must be an existing connection id';
	return null;
}

/**
 * @param {import('./respond').Router<any>} router
 * @param {import('./webhooks').SelfHostedHelpers & {shSource: (src: any) => any}} h
 */
function mountSelfHosted(router, h) {
	const P = '/api/v2/sources';
	const notFound = () => h.message('Source not found', 404);
	/** The checked body, or the connection's refusal. @param {any} ctx */
	const fields = (ctx) => {
		const f = validateSource(h.bodyObject(ctx));
		const problem = connectionProblem(h.sh(ctx).connections, f.connection);
		return problem ? { refused: h.message(problem) } : { f };
	};
	router.on('POST', P, (/** @type {any} */ ctx) => {
		const checked = fields(ctx);
		if (checked.refused) return checked.refused;
		const rec = keepFutureField(ctx, { id: randomObjectId(), ...checked.f });
		h.sh(ctx).sources.add(rec.id, rec);
		return json(200, { data: h.shSource(rec) });
	});
	router.on(
		'PUT',
		`${P}/:id`,
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p) => {
			h.checkId(p);
			const checked = fields(ctx);
			if (checked.refused) return checked.refused;
			const sources = h.sh(ctx).sources;
			if (!sources.get(p.id)) return notFound();
			const rec = keepFutureField(ctx, { id: p.id, ...checked.f });
			sources.replace(p.id, rec);
			return json(200, { data: h.shSource(rec) });
		},
	);
	router.on(
		'DELETE',
		`${P}/:id`,
		(/** @type {any} */ ctx, /** @type {Record<string, string>} */ p) => {
			h.checkId(p);
			if (!h.sh(ctx).sources.remove(p.id)) return notFound();
			return json(200, {});
		},
	);
}

module.exports = { mountSelfHosted, validateSource, KINDS };
