'use strict';
/**
 * Self-hosted event search, `POST /api/v2/search` (docs/api-notes.md#event-search: the rows of a source's
 * events that match a filter, `maxResults` 1-2000, `offset` 0-10000): `searchEvents` of the
 * self-hosted document (`SearchRequest`, `SearchResponse`), with the server's own code for what the
 * document leaves out (its error texts, the default range); the rows are the emulator's design
 * (test/emulator/README.md, "Event search").
 *
 * Body: `{sourceId, startTime?, endTime?, where?, whereLanguage?, select?, orderBy?, maxResults?,
 * offset?}`, validated as the server does (validateSearch); times are ISO 8601 text (a number
 * is refused, unlike the chart endpoint's epoch milliseconds). Answer:
 * `{data: rows, rows: <count>}`, each row an object of the selected columns.
 *
 * Rows are deterministic: a source has one event at every whole minute, whose fields derive from
 * the minute's number, so a test computes them with `eventsOf`.
 */
const { json } = require('./respond');
const { writtenRowsOf, searchWritten, orderKeys, inOrder } = require('./eventRows');
const V = require('./validation');
const { validateRequest } = require('./rules');
const S = require('./schemas');

const MINUTE = 60000;
/** The emulator generates at most this range's events per search (an emulator limit, documented). */
const MAX_RANGE_MS = 31 * 24 * 3600 * 1000;

const SERVICES = Object.freeze(['checkout', 'cart', 'frontend', 'payments']);
const SEVERITIES = Object.freeze(['info', 'info', 'warn', 'error', 'info']);
const SPANS = Object.freeze(['GET /checkout', 'POST /cart', 'SELECT orders']);
const METRICS = Object.freeze(['cpu.usage', 'memory.used']);

/** Columns of each source kind, in their order. */
const COLUMNS = Object.freeze({
	log: Object.freeze(['Timestamp', 'ServiceName', 'SeverityText', 'Body', 'TraceId']),
	trace: Object.freeze([
		'Timestamp',
		'ServiceName',
		'SpanName',
		'Duration',
		'StatusCode',
		'TraceId',
	]),
	metric: Object.freeze(['TimeUnix', 'ServiceName', 'MetricName', 'Value']),
	session: Object.freeze(['Timestamp', 'ServiceName', 'SeverityText', 'Body', 'TraceId']),
});
/** Lucene field names the product accepts as aliases. @type {Record<string, string>} */
const ALIASES = { level: 'SeverityText', service: 'ServiceName' };

/** @param {string} kind */
const columnsOf = (kind) =>
	/** @type {readonly string[]} */ (
		COLUMNS[/** @type {keyof typeof COLUMNS} */ (kind)] || COLUMNS.log
	);

/** The event of minute `n` (epoch minutes) of a source kind, all columns. @param {string} kind @param {number} n */
function eventAt(kind, n) {
	const ts = new Date(n * MINUTE).toISOString();
	const service = SERVICES[n % SERVICES.length];
	const traceId = n.toString(16).padStart(32, '0');
	if (kind === 'metric')
		return {
			TimeUnix: ts,
			ServiceName: service,
			MetricName: METRICS[n % METRICS.length],
			Value: (n % 100) / 4,
		};
	if (kind === 'trace') {
		return {
			Timestamp: ts,
			ServiceName: service,
			SpanName: SPANS[n % SPANS.length],
			Duration: (n % 97) * 1000000 + 12345,
			StatusCode: n % 7 === 0 ? 'Error' : 'Ok',
			TraceId: traceId,
		};
	}
	const severity = SEVERITIES[n % SEVERITIES.length];
	return {
		Timestamp: ts,
		ServiceName: service,
		SeverityText: severity,
		Body: `${severity} event ${n} from ${service}`,
		TraceId: traceId,
	};
}

/**
 * Every event of a source kind in [startTime, endTime), oldest first, all columns.
 * @param {string} kind @param {number} startTime @param {number} endTime
 * @returns {Array<Record<string, string | number>>}
 */
function eventsOf(kind, startTime, endTime) {
	const out = [];
	for (let n = Math.ceil(startTime / MINUTE); n * MINUTE < endTime; n++) out.push(eventAt(kind, n));
	return out;
}

/**
 * A row predicate from a filter. Lucene: whitespace-separated terms, all must hold (`AND` is
 * allowed and ignored): `Field:value` (exact, case-insensitive; `*` is a wildcard; `level` and
 * `service` alias `SeverityText` and `ServiceName`), a bare word matches any column containing
 * it. SQL: conditions joined by `AND`, each `Column = 'value'`, `Column != 'value'` or
 * `Column LIKE '%value%'`.
 * @param {string} where @param {string} language @param {readonly string[]} columns
 * @returns {(row: Record<string, unknown>) => boolean}
 */
function predicate(where, language, columns) {
	const text = where.trim();
	if (!text) return () => true;
	/** @type {Array<(row: Record<string, unknown>) => boolean>} */
	const tests = [];
	/** @param {string} name @param {string} field */
	const column = (name, field) => {
		const c = ALIASES[name] || name;
		if (!columns.includes(c)) V.fail(field, `Unknown column '${name}'`);
		return c;
	};
	/** @param {string} pattern */
	const like = (pattern) =>
		new RegExp(
			`^${pattern
				.split('*')
				.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
				.join('.*')}$`,
			'i',
		);
	if (language === 'sql') {
		for (const cond of text.split(/\s+AND\s+/i)) {
			const m = /^\s*([A-Za-z_][\w.]*)\s*(=|!=|<>|LIKE)\s*'((?:[^']|'')*)'\s*$/i.exec(cond);
			if (!m)
				V.fail(
					'where',
					`Unsupported condition '${cond.trim()}': use Column = 'value', Column != 'value' or Column LIKE '%value%'`,
				);
			const c = column(m[1], 'where');
			const value = m[3].replace(/''/g, "'");
			const op = m[2].toUpperCase();
			const re = op === 'LIKE' ? like(value.replace(/%/g, '*')) : like(value.replace(/\*/g, '\\*'));
			const want = op !== '!=' && op !== '<>';
			tests.push((row) => re.test(String(row[c])) === want);
		}
	} else {
		for (const term of text.split(/\s+/)) {
			if (term === 'AND') continue;
			const colon = term.indexOf(':');
			if (colon > 0) {
				const c = column(term.slice(0, colon), 'where');
				const re = like(term.slice(colon + 1).replace(/^"|"$/g, ''));
				tests.push((row) => re.test(String(row[c])));
			} else {
				const needle = term.replace(/^"|"$/g, '').toLowerCase();
				tests.push((row) =>
					Object.values(row).some((v) => String(v).toLowerCase().includes(needle)),
				);
			}
		}
	}
	return (row) => tests.every((t) => t(row));
}

/** The search's default range when no start time is given (the server's 15 minutes). */
const DEFAULT_RANGE_MS = 15 * MINUTE;
/** The defaults the document's `SearchRequest` gives (`where`, `whereLanguage`, `select`, ...). */
const DEFAULTS = Object.freeze(
	Object.fromEntries(
		Object.entries(S.schemaNamed('selfHosted', 'SearchRequest').properties)
			.filter(([, s]) => s.default !== undefined)
			.map(([k, s]) => [k, s.default]),
	),
);

/**
 * Validate a search body as the self-hosted server does: its schema of `POST /search` (the
 * document's `SearchRequest` and the rules `search-*` of rulesCharts.js), every issue of the body
 * in one 400, `Body validation failed: <field>: <text>; ...`; then its time range (the server's
 * parseTimeRange): the end defaults to now and the start to 15 minutes before the end; a text
 * that is no date, or a start not before the end, is a 400 of its own words.
 * @param {Record<string, any>} b @param {number} [now]
 */
function validateSearch(b, now = Date.now()) {
	validateRequest('selfHosted', 'searchEvents', b, { everyIssue: true });
	const endTime = b.endTime ? Date.parse(b.endTime) : now;
	const startTime = b.startTime ? Date.parse(b.startTime) : endTime - DEFAULT_RANGE_MS;
	if (Number.isNaN(startTime) || Number.isNaN(endTime))
		V.refuse('Invalid startTime or endTime: must be valid ISO 8601 strings');
	if (startTime >= endTime) V.refuse('endTime must be greater than startTime');
	return { orderBy: '', ...DEFAULTS, ...b, startTime, endTime };
}

/**
 * The rows a search answers.
 * @param {ReturnType<typeof validateSearch>} q @param {string} kind
 */
function searchRows(q, kind) {
	const columns = columnsOf(kind);
	const selected = q.select.trim()
		? q.select
				.split(',')
				.map((s) => s.trim())
				.filter(Boolean)
		: columns.slice();
	for (const c of selected) if (!columns.includes(c)) V.fail('select', `Unknown column '${c}'`);
	/** A key of ORDER BY: one column of the kind's events. @param {string} column */
	const readerOf = (column) => {
		if (!/^[A-Za-z_]\w*$/.test(column))
			V.fail('orderBy', `Expected '<column> [ASC|DESC], ...', received '${q.orderBy}'`);
		if (!columns.includes(column)) V.fail('orderBy', `Unknown column '${column}'`);
		return (/** @type {Record<string, any>} */ row) => row[column];
	};
	const keys = orderKeys(q.orderBy.trim() || `${columns[0]} DESC`, readerOf);
	const keep = predicate(q.where, q.whereLanguage, columns);
	// an emulator limit (the server has none): the synthetic events of a range are generated
	if (q.endTime - q.startTime > MAX_RANGE_MS)
		V.fail('endTime', 'Time range must be at most 31 days');
	return inOrder(eventsOf(kind, q.startTime, q.endTime).filter(keep), keys)
		.slice(q.offset, q.offset + q.maxResults)
		.map((r) => Object.fromEntries(selected.map((c) => [c, r[c]])));
}

/** @param {import('./respond').Router<any>} router @param {import('./webhooks').SelfHostedHelpers} h */
function mountSelfHosted(router, h) {
	router.on('POST', '/api/v2/search', (/** @type {any} */ ctx) => {
		const q = validateSearch(h.bodyObject(ctx));
		const source = h.sh(ctx).sources.get(q.sourceId);
		if (!source) return h.message(`Source not found: ${q.sourceId}`, 404);
		const written = writtenRowsOf(ctx.store, source);
		const data = written
			? searchWritten(q, source, written, predicate)
			: searchRows(q, source.kind);
		return json(200, { data, rows: data.length });
	});
}

module.exports = {
	mountSelfHosted,
	eventsOf,
	eventAt,
	searchRows,
	validateSearch,
	predicate,
	COLUMNS,
};
