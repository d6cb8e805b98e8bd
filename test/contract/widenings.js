'use strict';
/**
 * The one list of where the real servers knowingly differ from their published documents
 * (docs/api-notes.md). The contract check accepts a request or a response
 * that breaks a document only through one of these entries, and reports how often each was
 * needed. Anything else that breaks a document is invalid.
 *
 * Three kinds:
 * - `documentPatches`: the server accepts or returns more than its document states; each patch
 *   widens a copy of the document (requests and responses are checked against the original
 *   first, then against the widened copy).
 * - `responseRules`: answers whose form no document describes (text bodies, undocumented error
 *   statuses, older servers), accepted when the rule matches.
 * - `undocumentedEndpoints`: endpoints the current servers publish whose shapes no document
 *   holds (docs/api-notes.md#endpoints-no-document-holds);
 *   exchanges with them are counted apart and not checked against a document.
 */

/**
 * @typedef {object} Exchange one request to the emulator and its answer
 * @property {'cloud'|'selfHosted'} deployment
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string>} query
 * @property {unknown} body the parsed request body (undefined when empty or not JSON)
 * @property {string} rawBody
 * @property {number} status
 * @property {string} contentType of the answer
 * @property {string} responseText the answer's body as sent
 * @property {Record<string, unknown>} [modes] emulator modes in force (e.g. `legacy`, `olderAlerts`)
 */

/** @param {any} doc @param {string} name */
const schema = (doc, name) => doc.components.schemas[name];

/**
 * The names the emulator's `newerServer` mode invents (test/emulator/newerServer.js): a field of
 * records and a pipe setting no document lists. The check refuses them anywhere in a request or an
 * answer unless the document it checks against declares them, which only the `newer-server-fields`
 * widening does, only while that mode is on.
 */
const { FUTURE_FIELD, FUTURE_SETTING } = require('../emulator/newerServer');
const INVENTED_NAMES = Object.freeze([FUTURE_FIELD, FUTURE_SETTING]);

/**
 * The documented test prefix of enum values no document lists: tests send such values on purpose
 * (a client must pass an enum value it does not know to the server, which refuses it naming the
 * field) and a newer server may answer them.
 */
const FUTURE_ENUM_VALUE = /^(FUTURE_[A-Z0-9_]*|future[_-][a-z0-9_-]*)$/;

/**
 * Every string enum of the document also takes a value with the test prefix.
 * @param {any} doc
 */
function openEnumsToFutureValues(doc) {
	const pattern = FUTURE_ENUM_VALUE.source;
	/** @param {any} node */
	const walk = (node) => {
		if (Array.isArray(node)) return node.forEach(walk);
		if (!node || typeof node !== 'object') return;
		for (const value of Object.values(node)) walk(value);
		if (
			Array.isArray(node.enum) &&
			node.enum.some((/** @type {unknown} */ v) => typeof v === 'string')
		) {
			const values = node.enum;
			delete node.enum;
			(node.allOf = node.allOf || []).push({
				anyOf: [{ enum: values }, { type: 'string', pattern }],
			});
		}
	};
	walk(doc.components);
	walk(doc.paths);
}

/**
 * The bounds of every number in the document's schemas (`minimum`, `maximum` and their exclusive
 * forms) are dropped; the type stays, so a fraction where an integer is required or text where a
 * number is required is still invalid. Only `components` (the bodies): query parameters such as
 * the paging `limit` keep their ranges.
 * @param {any} doc
 */
function openNumberRanges(doc) {
	/** @param {any} node */
	const walk = (node) => {
		if (Array.isArray(node)) return node.forEach(walk);
		if (!node || typeof node !== 'object') return;
		for (const value of Object.values(node)) walk(value);
		for (const bound of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'])
			if (typeof node[bound] === 'number') delete node[bound];
	};
	walk(doc.components);
}

/** Drops what the node leaves to the server: text lengths, forms and patterns, list and map sizes. @param {any} doc */
function openServerJudgedBounds(doc) {
	// Lengths, upper bounds and forms: least counts and patterns tell apart the branches of a oneOf.
	const forms = ['hostname', 'uri', 'email', 'ipv4', 'ipv6', 'uuid'];
	/** @param {any} node */
	const walk = (node) => {
		if (Array.isArray(node)) return node.forEach(walk);
		if (!node || typeof node !== 'object') return;
		for (const value of Object.values(node)) walk(value);
		for (const bound of ['minLength', 'maxLength', 'maxItems', 'maxProperties'])
			if (typeof node[bound] === 'number') delete node[bound];
		if (forms.includes(node.format)) delete node.format;
		if (node.uniqueItems === true) delete node.uniqueItems;
	};
	walk(doc.components);
	for (const item of Object.values(doc.paths || {}))
		for (const operation of Object.values(/** @type {any} */ (item) || {}))
			if (operation && typeof operation === 'object') walk(operation.requestBody);
}

/** The schemas whose records a newer server extends with `futureField` (requests and answers). */
const NEWER_RECORDS = Object.freeze({
	cloud: Object.freeze([
		'ObservabilityCreateAlertRequest',
		'ObservabilityUpdateAlertRequest',
		'ObservabilityAlertResponse',
		'ObservabilityCreateDashboardRequest',
		'ObservabilityUpdateDashboardRequest',
		'ObservabilityDashboardResponse',
		'Pipe',
		'ApiKey',
		'Service',
		'Activity',
		'UsageCostRecord',
		'ObservabilityWebhookInput',
		'ObservabilitySlackWebhook',
		'ObservabilityIncidentIOWebhook',
		'ObservabilityGenericWebhook',
		'ObservabilitySavedSearchInput',
		'ObservabilitySavedSearch',
	]),
	selfHosted: Object.freeze([
		'Alert',
		'CreateDashboardRequest',
		'UpdateDashboardRequest',
		'Dashboard',
		'WebhookInput',
		'GenericWebhook',
		'IncidentIOWebhook',
		'SlackWebhook',
		'SavedSearchInput',
		'SavedSearch',
		'Connection',
		'CreateConnectionRequest',
		'UpdateConnectionRequest',
		'LogSource',
		'TraceSource',
		'MetricSource',
		'SessionSource',
		'PromqlSource',
	]),
});
/** The settings maps a newer server extends with `future_setting`. */
const NEWER_SETTINGS = Object.freeze(['PipeSettings', 'PipeSettingsPutRequest']);

/** @param {any} s @param {string[]} values */
function addEnum(s, values) {
	for (const v of values) if (!s.enum.includes(v)) s.enum.push(v);
}

/**
 * `side` limits a patch to the requests the node sent or to the emulator's answers.
 * @type {Array<{id: string, deployment: 'cloud'|'selfHosted', source: string, text: string, side?: 'request'|'response', when?: (e: Exchange) => boolean, apply: (doc: any) => void}>}
 */
const documentPatches = [
	{
		id: 'self-hosted-tile-grid-numbers',
		deployment: 'selfHosted',
		source: 'docs/api-notes.md#tile-grid-numbers',
		text: "a tile's `x`, `y`, `w` and `h` are numbers, fractions included: the server's code (`z.number()`) takes them where its document says integer (measured by npm run test:real)",
		apply(doc) {
			const tile = schema(doc, 'TileBase');
			for (const key of ['x', 'y', 'w', 'h']) tile.properties[key].type = 'number';
		},
	},
	{
		id: 'chart-series-server-values',
		deployment: 'selfHosted',
		source: 'docs/api-notes.md#charts',
		text: 'chart series accept `aggFn` any, none and increase, `whereLanguage` promql, a quantile `level` (0.5, 0.9, 0.95, 0.99), `dataSource`, `sortOrder` and `metricDataType` summary and exponential histogram',
		apply(doc) {
			const s = schema(doc, 'ChartSeries');
			addEnum(s.properties.aggFn, ['any', 'none', 'increase']);
			addEnum(s.properties.whereLanguage, ['promql']);
			addEnum(s.properties.metricDataType, ['summary', 'exponential histogram']);
			s.properties.level = { $ref: '#/components/schemas/QuantileLevel' };
			s.properties.dataSource = { type: 'string', enum: ['events', 'metrics'] };
			s.properties.sortOrder = { $ref: '#/components/schemas/SortOrder' };
		},
	},
	{
		id: 'chart-values-as-text',
		deployment: 'selfHosted',
		source: 'docs/api-notes.md#charts (64-bit values as numeric strings)',
		text: 'chart series values may be numeric strings (the document says numbers)',
		apply(doc) {
			const point = schema(doc, 'SeriesDataPoint');
			point.patternProperties = {
				'^series_\\d+\\.data$': {
					anyOf: [
						{ type: 'number' },
						{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?$' },
						{ type: 'null' },
					],
				},
			};
			for (const key of Object.keys(point.properties))
				if (/^series_\d+\.data$/.test(key)) delete point.properties[key];
		},
	},
	{
		id: 'search-times-any-text',
		deployment: 'selfHosted',
		side: 'request',
		source:
			'docs/api-notes.md#event-search; realserver: packages/api/src/routers/external-api/v2/search.ts (`z.string()`, then parseTimeRange)',
		text: 'the event search takes any text as `startTime` and `endTime` (the document says date-time) and refuses what is no date with a 400 of its own words',
		apply(doc) {
			const p = schema(doc, 'SearchRequest').properties;
			for (const key of ['startTime', 'endTime']) delete p[key].format;
		},
	},
	{
		id: 'older-alert-records',
		deployment: 'selfHosted',
		source: 'docs/api-notes.md#older-alert-records and #alert-states',
		text: 'an older self-hosted server names the owners `team` and `dashboard` and sends `channel` only; older states such as `active` are open strings',
		when: (e) => !!(e.modes && (e.modes.olderAlerts || e.modes.legacy)),
		apply(doc) {
			const response = schema(doc, 'AlertResponse');
			response.allOf[1].properties.state = { type: 'string' };
			response.allOf[1].properties.team = { type: 'string' };
			response.allOf[1].properties.dashboard = { type: ['string', 'null'] };
		},
	},
	{
		id: 'older-lists-without-meta',
		deployment: 'selfHosted',
		source: 'docs/api-notes.md#self-hosted-before-mid-2026',
		text: 'servers older than mid-2026 answer lists with `{data}` only (no `meta`) and ignore `limit`/`offset`',
		when: (e) => !!(e.modes && e.modes.legacy),
		apply(doc) {
			for (const name of ['AlertsListResponse', 'WebhooksListResponse'])
				schema(doc, name).required = ['data'];
		},
	},
	...['cloud', 'selfHosted'].map((deployment) => ({
		id: `open-alert-states-${deployment}`,
		deployment: /** @type {'cloud'|'selfHosted'} */ (deployment),
		source: 'docs/api-notes.md#alert-states (states are open strings)',
		text: "an emulator answer carries an alert state no document lists (such as an older server's `active`), put into the emulator's store by a test of open states, never written through the API: states are open strings for the node",
		when: (/** @type {Exchange} */ e) => !!(e.modes && e.modes.openAlertStates),
		apply(/** @type {any} */ doc) {
			if (deployment === 'cloud')
				schema(doc, 'ObservabilityAlertResponse').properties.state = { type: 'string' };
			else schema(doc, 'AlertResponse').allOf[1].properties.state = { type: 'string' };
		},
	})),
	{
		id: 'team-invitation-body',
		deployment: 'selfHosted',
		side: 'request',
		source: 'test/emulator/README.md, "Team"',
		text: "the document lists `POST /team/invitation` without its body; the server's code takes `{email, name?}` (an email address and a name): only that operation, with that body, closed",
		// Before the widenings of values the server judges, which then open this body's email form too.
		apply(doc) {
			doc.paths['/team/invitation'].post.requestBody = {
				required: true,
				content: {
					'application/json': {
						schema: {
							type: 'object',
							required: ['email'],
							properties: {
								email: { type: 'string', format: 'email' },
								name: { type: 'string' },
							},
							additionalProperties: false,
						},
					},
				},
			};
		},
	},
	{
		id: 'api-key-never-expires-empty',
		deployment: 'cloud',
		side: 'request',
		source: 'docs/api-notes.md#api-keys',
		text: 'a key update\'s `expireAt` may be the empty string, which the server reads as null: the key never expires (the specification\'s API key record: `expireAt` "null or empty means the key never expires"); the document takes a date-time or null',
		apply(doc) {
			const properties = schema(doc, 'ApiKeyPatchRequest').properties;
			properties.expireAt = { anyOf: [properties.expireAt, { const: '' }] };
		},
	},
	{
		id: 'saved-search-filter-forms',
		deployment: 'selfHosted',
		side: 'request',
		source: 'docs/api-notes.md#saved-searches',
		text: "the document's `SavedSearchFilter` is `{type: sql, condition}`; the server's body schema (realserver: packages/api/src/routers/external-api/v2/savedSearches.ts, `savedSearchFilterSchema`) takes `{type?: lucene | sql, condition}` or `{type: sql_ast, operator, left, right}`, each text at most 8192 characters (whether a filter renders in the sidebar is judged after, rule `saved-search-sidebar-filters`)",
		apply(doc) {
			const text = { type: 'string', maxLength: 8192 };
			doc.components.schemas.SavedSearchFilter = {
				type: 'object',
				properties: {
					type: { type: 'string', enum: ['lucene', 'sql', 'sql_ast'] },
					condition: text,
					operator: { type: 'string', enum: ['=', '<', '>', '!=', '<=', '>='] },
					left: text,
					right: text,
				},
				if: { required: ['type'], properties: { type: { const: 'sql_ast' } } },
				then: { required: ['operator', 'left', 'right'] },
				else: { required: ['condition'], properties: { type: { enum: ['lucene', 'sql'] } } },
			};
		},
	},
	{
		id: 'source-server-fields',
		deployment: 'selfHosted',
		source: 'docs/api-notes.md#open-values',
		text: "the server's source schemas (realserver: packages/common-utils/src/types.ts, `SourceSchemaNoId`, read by packages/api/src/routers/external-api/v2/sources.ts) know text fields the document's kinds omit (log `tableFilterExpression` and `orderByExpression`; trace `sampleRateExpression`, `spanLinksValueExpression`, `displayedTimestampValueExpression` and `orderByExpression`; session `resourceAttributesExpression`; metric `serviceNameExpression` and `seriesTable`), and give a trace's `durationPrecision` (any number 0-9) its default of 3 when it is left out",
		apply(doc) {
			const fields = {
				LogSource: ['tableFilterExpression', 'orderByExpression'],
				TraceSource: [
					'sampleRateExpression',
					'spanLinksValueExpression',
					'displayedTimestampValueExpression',
					'orderByExpression',
				],
				SessionSource: ['resourceAttributesExpression'],
				MetricSource: ['serviceNameExpression', 'seriesTable'],
			};
			for (const [name, keys] of Object.entries(fields))
				for (const key of keys) schema(doc, name).properties[key] = { type: 'string' };
			const trace = schema(doc, 'TraceSource');
			trace.required = trace.required.filter(
				(/** @type {string} */ k) => k !== 'durationPrecision',
			);
			trace.properties.durationPrecision.type = 'number';
		},
	},
	{
		id: 'pipe-credential-shapes',
		deployment: 'cloud',
		source:
			'docs/api-notes.md#pipe-create-and-update (PATCH takes the message broker "credentials"), and the cloud document\'s `credentials` oneOf of four shapes',
		text: 'the message broker `credentials` is `oneOf` PlainCredentials, IamUserCredentials, ConnectionStringCredentials and MutualTlsCredentials, four open objects that require nothing: any object meets all four, so no credentials can meet exactly one. The server tells the shapes apart by their fields; each branch is read as its fields, all of them given',
		apply(doc) {
			const shapes = {
				PlainCredentials: ['username', 'password'],
				IamUserCredentials: ['accessKeyId', 'secretKey'],
				ConnectionStringCredentials: ['connectionString'],
				MutualTlsCredentials: ['certificate', 'privateKey'],
			};
			for (const [name, fields] of Object.entries(shapes)) {
				const s = schema(doc, name);
				s.type = 'object';
				s.required = fields;
				s.additionalProperties = false;
			}
		},
	},
	...['cloud', 'selfHosted'].map((deployment) => ({
		id: `newer-server-fields-${deployment}`,
		deployment: /** @type {'cloud'|'selfHosted'} */ (deployment),
		source:
			'test/emulator/README.md, "A newer server" (servers go on growing: fields no document lists pass through a client untouched)',
		text: `while the emulator plays a server newer than the documents (\`newerServer\`), its records carry \`${FUTURE_FIELD}\` and pipe settings \`${FUTURE_SETTING}\`, and a client that keeps what it does not know sends them back`,
		when: (/** @type {Exchange} */ e) => !!(e.modes && e.modes.newerServer),
		apply(/** @type {any} */ doc) {
			for (const name of NEWER_RECORDS[/** @type {'cloud'|'selfHosted'} */ (deployment)])
				schema(doc, name).properties[FUTURE_FIELD] = {};
			if (deployment === 'cloud')
				for (const name of NEWER_SETTINGS)
					schema(doc, name).properties[FUTURE_SETTING] = { type: ['integer', 'boolean', 'null'] };
		},
	})),
	...['cloud', 'selfHosted'].map((deployment) => ({
		id: `future-enum-values-sent-${deployment}`,
		deployment: /** @type {'cloud'|'selfHosted'} */ (deployment),
		side: /** @type {'request'} */ ('request'),
		source:
			'test/emulator/README.md, "A newer server" (a client passes enum values it does not know to the server, which answers 400 naming the field)',
		text: `a request carries an enum value no document lists, with the test prefix (${FUTURE_ENUM_VALUE}): the node passes values it does not know to the server, which refuses them naming the field (the emulator answers 400)`,
		apply: openEnumsToFutureValues,
	})),
	...['cloud', 'selfHosted'].map((deployment) => ({
		id: `out-of-range-numbers-sent-${deployment}`,
		deployment: /** @type {'cloud'|'selfHosted'} */ (deployment),
		side: /** @type {'request'} */ ('request'),
		when: (/** @type {Exchange} */ e) => e.status === 400,
		source:
			'test/emulator/README.md, "A newer server" (a client passes a number outside the range it copied to the server, which refuses it naming the field)',
		text: 'a request the emulator refused with 400 carries a number of the right type outside a range of the document: the node sends such numbers (a newer server may take them) and the server refuses them naming the field',
		apply: openNumberRanges,
	})),
	...['cloud', 'selfHosted'].map((deployment) => ({
		id: `server-judged-values-sent-${deployment}`,
		deployment: /** @type {'cloud'|'selfHosted'} */ (deployment),
		side: /** @type {'request'} */ ('request'),
		when: (/** @type {Exchange} */ e) => e.status === 400,
		source:
			'test/emulator/README.md, "A newer server" (a client leaves text lengths, forms and list sizes to the server, which refuses them naming the field)',
		text: 'a request the emulator refused with 400 carries a text longer, a form (host name, URL, address) or a list or map larger than the document gives: the node leaves these to the server, which refuses them naming the field',
		apply: openServerJudgedBounds,
	})),
	...['cloud', 'selfHosted'].map((deployment) => ({
		id: `future-enum-values-served-${deployment}`,
		deployment: /** @type {'cloud'|'selfHosted'} */ (deployment),
		side: /** @type {'response'} */ ('response'),
		source:
			'test/emulator/README.md, "A newer server" (a newer server may answer enum values no document lists)',
		text: `while the emulator plays a newer server (\`newerServer\`), a record may carry an enum value no document lists, with the test prefix (${FUTURE_ENUM_VALUE})`,
		when: (/** @type {Exchange} */ e) => !!(e.modes && e.modes.newerServer),
		apply: openEnumsToFutureValues,
	})),
	{
		id: 'pipe-states-set-by-tests',
		deployment: 'cloud',
		source:
			'docs/api-notes.md#pipe-states (a state the list lacks is still a state, never an error)',
		text: 'a test moved a pipe into a state the document does not list, to show the node takes any state',
		when: (e) => !!(e.modes && e.modes.openPipeStates),
		apply(doc) {
			schema(doc, 'Pipe').properties.state = { type: 'string' };
		},
	},
];

/** @param {Exchange} e */
const isJson = (e) => /\bjson\b/i.test(e.contentType || '');
/** @param {Exchange} e @returns {any} */
function parsed(e) {
	try {
		return JSON.parse(e.responseText);
	} catch {
		return undefined;
	}
}

/**
 * @type {Array<{id: string, deployment: 'cloud'|'selfHosted', source: string, text: string, matches: (e: Exchange) => boolean}>}
 */
const responseRules = [
	{
		id: 'cloud-error-envelope',
		deployment: 'cloud',
		source: 'docs/api-notes.md#envelopes and #status-codes',
		text: 'the cloud documents only 400 and 500; 401, 403, 404, 409, 413, 424 and 429 come in the same error envelope `{status, error: "<CODE>: <text>", requestId}`',
		matches(e) {
			const b = parsed(e);
			return (
				e.status >= 400 &&
				isJson(e) &&
				!!b &&
				b.status === e.status &&
				typeof b.error === 'string' &&
				/^[A-Z_]+: /.test(b.error) &&
				typeof b.requestId === 'string'
			);
		},
	},
	{
		id: 'self-hosted-text-401',
		deployment: 'selfHosted',
		source: 'docs/api-notes.md#error-texts (self-hosted 401)',
		text: '401 is the text `Unauthorized` (the document says JSON)',
		matches: (e) => e.status === 401 && e.responseText === 'Unauthorized',
	},
	{
		id: 'self-hosted-text-404',
		deployment: 'selfHosted',
		source:
			'docs/api-notes.md#error-texts (`Not Found`: unknown routes and methods; older servers for a missing alert)',
		text: 'an unknown route or method, and a missing alert on an older server, get the text `Not Found`',
		matches: (e) => e.status === 404 && e.responseText === 'Not Found',
	},
	{
		id: 'self-hosted-429',
		deployment: 'selfHosted',
		source: 'docs/api-notes.md#rate-limits (the self-hosted document lists no 429)',
		text: 'past the limit: 429 with a text body, `Retry-After` and `RateLimit-Reset`',
		matches: (e) => e.status === 429 && !isJson(e),
	},
	{
		id: 'self-hosted-message-errors',
		deployment: 'selfHosted',
		source:
			'docs/api-notes.md#envelopes (self-hosted errors: JSON {message} or text) and #id-forms (a malformed id is a 400 on every id route)',
		text: 'errors the document does not list for a route (a 400 for a malformed id or body, a 404, a 413) are `{message}`',
		matches(e) {
			const b = parsed(e);
			return e.status >= 400 && isJson(e) && !!b && typeof b.message === 'string';
		},
	},
	{
		id: 'self-hosted-chart-errors',
		deployment: 'selfHosted',
		source: 'docs/api-notes.md#envelopes (the chart route answers {error} for 403, 404 and 500)',
		text: 'chart errors are `{error}`',
		matches(e) {
			const b = parsed(e);
			return (
				e.status >= 400 && /\/charts\/series$/.test(e.path) && !!b && typeof b.error === 'string'
			);
		},
	},
	{
		id: 'older-delete-ok',
		deployment: 'selfHosted',
		source: 'docs/api-notes.md#self-hosted-before-mid-2026',
		text: 'older servers answer `DELETE /alerts/{id}` with the text `OK`',
		matches: (e) =>
			!!(e.modes && e.modes.legacy) &&
			e.method === 'DELETE' &&
			e.status === 200 &&
			e.responseText === 'OK',
	},
];

/**
 * Endpoints the current servers publish whose shapes no document holds (docs/api-notes.md#endpoints-no-document-holds).
 * @type {Array<{id: string, deployment: 'cloud'|'selfHosted', methods: string[], pattern: RegExp, text: string}>}
 */
const undocumentedEndpoints = [
	{
		id: 'self-hosted-root',
		deployment: 'selfHosted',
		methods: ['GET'],
		pattern: /^\/api\/v2\/?$/,
		text: 'the self-hosted root `{version, user}`, the credential test (docs/api-notes.md#self-hosted-root)',
	},
];

module.exports = {
	documentPatches,
	responseRules,
	undocumentedEndpoints,
	INVENTED_NAMES,
	FUTURE_ENUM_VALUE,
};
