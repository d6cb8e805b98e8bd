'use strict';
/**
 * The named rules of self-hosted sources and of saved searches (both deployments): what only the
 * real server's code states beyond the documents (rules.js appends them to its RULES; each has a
 * case in rulesSearchesSources.test.ts). References are checked through the context: the
 * connection a source reads through, the source a saved search names, and the filters the saved
 * search holds (the sidebar rule), in the server's order, after the body's schema.
 */
const { fail, refuse } = require('./validation');
const { isObjectId } = require('./ids');
const S = require('./schemas');

const SOURCE_SERVER = 'realserver: packages/common-utils/src/types.ts (SourceSchemaNoId)';
const SEARCH_ROUTER = 'realserver: packages/api/src/routers/external-api/v2/savedSearches.ts';
const SEARCH_SERVER = `${SEARCH_ROUTER} (savedSearchRequestSchema)`;
const SOURCE_WRITES = Object.freeze(['createSource', 'updateSource']);
const SH_SEARCH_WRITES = Object.freeze(['createSavedSearch', 'updateSavedSearch']);
const CLOUD_SEARCH_WRITES = Object.freeze([
	'observabilityCreateSavedSearch',
	'observabilityUpdateSavedSearch',
]);
const SEARCH_WRITES = Object.freeze([...SH_SEARCH_WRITES, ...CLOUD_SEARCH_WRITES]);

/** The schema name of each source kind (the self-hosted document's `Source` discriminator). */
const KIND_SCHEMAS = Object.freeze(
	Object.fromEntries(
		Object.entries(S.schemaNamed('selfHosted', 'Source').discriminator.mapping).map(
			([kind, ref]) => [kind, String(ref).split('/').pop()],
		),
	),
);
/** The kinds in the order of the server's union (its text lists them so). */
const SERVER_KIND_ORDER = Object.freeze(['log', 'trace', 'session', 'metric', 'promql']);

/** A `$ref` to each kind's schema (one object each: the compiled validators are kept by schema). */
const KIND_REFS = Object.freeze(
	Object.fromEntries(
		Object.entries(KIND_SCHEMAS).map(([kind, name]) => [kind, S.schemaRef('selfHosted', name)]),
	),
);
/** The caps of the self-hosted `SavedSearchInput` the cloud server also applies. */
const CLOUD_SEARCH_LIMITS = (() => {
	const { name, tags } = S.schemaNamed('selfHosted', 'SavedSearchInput').properties;
	return { type: 'object', properties: { name, tags } };
})();

/** Required texts beyond the common ones, with the server's text for an empty one. */
const KIND_TEXTS = Object.freeze({
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

/** @param {string} field @param {unknown} v @param {string} [empty] the text for '' (none: '' is taken) */
function requiredText(field, v, empty) {
	if (v === undefined) fail(field, 'Required');
	if (empty && v === '') fail(field, empty);
}

/**
 * Whether a filter renders as one facet of the search sidebar: an SQL `<column> [NOT] IN (...)`
 * or `<column> BETWEEN <n> AND <n>`. The server parses the condition as its sidebar does
 * (realserver: packages/common-utils/src/filters.ts, isRenderablePinnedFilter); this is the same
 * rule for the one-clause forms (a bare column, no NOT/AND/OR in it, no second clause).
 * @param {any} f
 */
function isRenderable(f) {
	if ((f.type || 'sql') !== 'sql') return false;
	const column = String.raw`([A-Za-z_][\w.]*|\x60[^\x60]+\x60|[A-Za-z_][\w.]*\['[^']*'\])`;
	const condition = String(f.condition).trim();
	const between = new RegExp(String.raw`^${column}\s+BETWEEN\s+(\S+)\s+AND\s+(\S+)$`, 'i').exec(
		condition,
	);
	if (between) return Number.isFinite(Number(between[2])) && Number.isFinite(Number(between[3]));
	const list = new RegExp(String.raw`^${column}\s+(?:NOT\s+)?IN\s*\((.*)\)$`, 'i').exec(condition);
	if (!list || /\b(?:NOT|AND|OR)\b/i.test(list[1])) return false;
	return !/\)\s*(AND|OR)\b/i.test(list[2]) && !/\b(AND|OR)\s*\(/i.test(list[2]);
}

/** A filter's identity, as the server compares a stored one. @param {any} f */
const filterKey = (f) =>
	JSON.stringify(
		f.type === 'sql_ast'
			? ['sql_ast', f.operator, f.left, f.right]
			: [f.type || 'sql', f.condition],
	);

/** @type {import('./rules').Rule[]} */
const RULES = [
	{
		id: 'source-kind-union',
		source: `${SOURCE_SERVER}: a union discriminated by \`kind\`, each kind checked against its own schema`,
		operations: SOURCE_WRITES,
		before: true,
		check(b) {
			if (typeof b.kind !== 'string' || !KIND_SCHEMAS[b.kind])
				fail(
					'kind',
					`Invalid discriminator value. Expected ${SERVER_KIND_ORDER.map((k) => `'${k}'`).join(' | ')}`,
				);
			const e = S.bodyError('selfHosted', KIND_REFS[b.kind], b);
			if (e) fail(e.field, e.text);
		},
	},
	{
		id: 'source-no-nulls',
		source: `${SOURCE_SERVER}: optional fields are \`optional()\`, not nullable (only a trace's \`logSourceId\` takes null)`,
		operations: SOURCE_WRITES,
		check(b) {
			const props = S.schemaNamed('selfHosted', KIND_SCHEMAS[b.kind]).properties;
			/** @param {string} field @param {any} value @param {any} schema */
			const refuseNulls = (field, value, schema) => {
				for (const [k, v] of Object.entries(value)) {
					// a field the kind does not declare is dropped, as the server's schema strips it
					if (v !== null || !schema[k] || (b.kind === 'trace' && field + k === 'logSourceId'))
						continue;
					const type = [].concat(schema[k].type || []).filter((t) => t !== 'null');
					fail(`${field}${k}`, `Expected ${type[0] || 'value'}, received null`);
				}
			};
			refuseNulls('', b, props);
			refuseNulls(
				'from.',
				b.from,
				S.schemaNamed('selfHosted', props.from.$ref.split('/').pop()).properties,
			);
		},
	},
	{
		id: 'source-required-texts',
		source: `${SOURCE_SERVER}: the required texts are not empty (in the server's words); every kind requires \`timestampValueExpression\`, a metric source \`from.tableName\` (it may be empty)`,
		operations: SOURCE_WRITES,
		check(b) {
			requiredText('name', b.name, 'Name is required');
			requiredText('connection', b.connection, 'Server Connection is required');
			requiredText('from.databaseName', b.from.databaseName, 'Database is required');
			const table = b.kind === 'metric' ? undefined : 'Table is required';
			requiredText('from.tableName', b.from.tableName, table);
			requiredText(
				'timestampValueExpression',
				b.timestampValueExpression,
				'Timestamp Column is required',
			);
			const texts = /** @type {Record<string, Record<string, string>>} */ (KIND_TEXTS)[b.kind];
			for (const [field, empty] of Object.entries(texts)) requiredText(field, b[field], empty);
		},
	},
	{
		id: 'source-query-settings',
		source: `${SOURCE_SERVER} (QuerySettingsSchema): at most 10 settings, each setting and value not empty`,
		operations: SOURCE_WRITES,
		check(b) {
			if (!Array.isArray(b.querySettings)) return;
			if (b.querySettings.length > 10)
				fail('querySettings', 'Array must contain at most 10 element(s)');
			b.querySettings.forEach((/** @type {any} */ q, /** @type {number} */ i) => {
				for (const k of ['setting', 'value'])
					if (q[k] === '')
						fail(`querySettings.${i}.${k}`, 'String must contain at least 1 character(s)');
			});
		},
	},
	{
		id: 'source-metric-tables',
		source: `${SOURCE_SERVER} (MetricTableSchema): a metric source names at least one table`,
		operations: SOURCE_WRITES,
		check(b) {
			if (b.kind !== 'metric') return;
			// the tables of the data types the schema knows (it strips the others)
			const tables = S.declaredKeys('selfHosted', 'MetricTables').map((k) => b.metricTables[k]);
			if (!tables.some((t) => typeof t === 'string' && t.length > 0))
				fail('metricTables', 'At least one metric table must be specified');
		},
	},
	{
		id: 'source-connection-exists',
		source:
			"realserver: packages/api/src/controllers/connection.ts (validateConnectionId, after the body): an object id of one of the team's connections",
		operations: SOURCE_WRITES,
		check(b, ctx) {
			if (!isObjectId(b.connection)) refuse('connection must be a valid connection id');
			if (ctx.connectionExists && !ctx.connectionExists(b.connection))
				refuse('connection must be an existing connection id');
		},
	},
	{
		id: 'saved-search-name-trimmed',
		source: `${SEARCH_SERVER}: the name, trimmed, has at least 1 character`,
		operations: SEARCH_WRITES,
		check(b) {
			if (typeof b.name === 'string' && !b.name.trim())
				fail('name', 'String must contain at least 1 character(s)');
		},
	},
	{
		id: 'saved-search-limits',
		source: `${SEARCH_SERVER}: the name at most 1024 characters, the tags of \`tagsSchema\` (the cloud document states neither; the self-hosted one does)`,
		operations: CLOUD_SEARCH_WRITES,
		check(b) {
			const e = S.bodyError('selfHosted', CLOUD_SEARCH_LIMITS, b);
			if (e) fail(e.field, e.text);
		},
	},
	{
		id: 'saved-search-source-id',
		source: `${SEARCH_SERVER}: \`sourceId\` is an object id (objectIdSchema)`,
		operations: SEARCH_WRITES,
		check(b) {
			if (!isObjectId(b.sourceId)) fail('sourceId', 'Invalid ObjectId');
		},
	},
	{
		id: 'saved-search-source-exists',
		source: `${SEARCH_ROUTER} (requireValidSourceId, after the body): the source is one of the team's`,
		operations: SEARCH_WRITES,
		check(b, ctx) {
			if (ctx.sourceExists && !ctx.sourceExists(b.sourceId))
				refuse('sourceId must be an existing source id');
		},
	},
	{
		id: 'saved-search-sidebar-filters',
		source: `${SEARCH_ROUTER} (firstNonRenderableFilter): every filter a create gives, and every filter an update adds or changes, renders in the search sidebar; an update may send back unchanged the filters the record holds`,
		operations: SH_SEARCH_WRITES,
		check(b, ctx) {
			// the record's filters (none for a create); absent: an update of an unknown record, 404
			if (!Array.isArray(ctx.storedFilters)) return;
			const kept = new Set(ctx.storedFilters.map(filterKey));
			const index = (b.filters || []).findIndex(
				(/** @type {any} */ f) => !isRenderable(f) && !kept.has(filterKey(f)),
			);
			if (index >= 0)
				refuse(
					`filters[${index}] must be a sidebar-renderable SQL predicate ` +
						`(e.g. "<column> IN ('<value>', ...)", "NOT IN (...)", or "BETWEEN <n> AND <n>"). ` +
						'Other shapes are only accepted on update when preserved unchanged from the ' +
						'stored saved search.',
				);
		},
	},
];

module.exports = { RULES, KIND_SCHEMAS, KIND_REFS, SERVER_KIND_ORDER };
