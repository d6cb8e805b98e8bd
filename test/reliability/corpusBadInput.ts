import { ID_KINDS } from '../../nodes/shared/api/ids';
import type { RecordKindName } from '../../nodes/shared/api/recordKinds';
import { cloudParams, type Emulator, locator, SEED, selfHostedParams } from '../support/env';

/**
 * Generated invalid inputs for every operation the node offers, on both deployments where the
 * operation exists. A batch varies ONE parameter of an otherwise valid call: the parameter
 * reads `={{ $json.value }}` and each input item carries one bad value, so a whole batch
 * runs in one workflow run (one error item per input item). `field` is what the error
 * message must name.
 */

type Json = Record<string, unknown>;
export type Deployment = 'cloud' | 'selfHosted';

export interface BadInput {
	/** Short description for failure messages. */
	label: string;
	/** The input item's JSON; `value` feeds the varied parameter (absent: resolves to nothing). */
	json: Json;
	/** The field the error message must name. */
	field: string;
	/**
	 * Sent: the value is the server's to judge (a text length, a form, a list size, a rule a
	 * newer server may change), and the server's 400 comes back as a NodeApiError. Nothing is
	 * written.
	 */
	server?: true;
}

export interface BadBatch {
	/** `resource:operation`. */
	op: string;
	deployment: Deployment;
	/** Which parameter the batch varies. */
	varies: string;
	params: Json;
	inputs: BadInput[];
	/**
	 * Set where the node legitimately reads before it can judge the input: the one GET per
	 * input it sends, and why. No write is ever sent.
	 */
	readsFirst?: string;
}

/**
 * Alert and dashboard updates are full replaces (PUT): the node reads the record, merges the
 * changes and validates the merged body. The changes themselves are checked before the read,
 * so every bad change of the corpus is refused without any request; rules that span stored
 * and given fields (a range type's thresholdMax against a stored threshold) are judged on
 * the merged body after the read, and never reach a write either.
 */

export const VALUE = '={{ $json.value }}';

const MISSING = Symbol('missing');
type Value = unknown;

/** An input item feeding `value` (or nothing, for MISSING). */
const item = (label: string, value: Value, field: string): BadInput => ({
	label,
	json: value === MISSING ? {} : { value },
	field,
});

// ---------------------------------------------------------------------------------------------
// Valid baselines: each batch changes exactly one parameter of these.
// ---------------------------------------------------------------------------------------------

const UUID_PIPE = () => SEED.pipes.messageBroker;

export const cloudAlertBody = () => ({
	name: 'rel',
	source: 'tile',
	dashboardId: SEED.cloudDashboard,
	tileId: SEED.cloudTile,
	threshold: 1,
	thresholdType: 'above',
	interval: '5m',
	channel: { type: 'webhook', webhookId: SEED.cloudWebhook },
});
export const shAlertBody = () => ({
	name: 'rel',
	source: 'tile',
	dashboardId: SEED.sh.dashboard,
	tileId: SEED.sh.tile,
	threshold: 1,
	thresholdType: 'above',
	interval: '5m',
	channel: { type: 'webhook', webhookId: SEED.sh.webhook },
});
export const dashboardBody = () => ({
	name: 'rel',
	tiles: [
		{
			name: 't',
			x: 0,
			y: 0,
			w: 6,
			h: 2,
			config: { displayType: 'line', sourceId: SEED.sh.sources.log, select: [{ aggFn: 'count' }] },
		},
	],
	tags: ['a'],
	filters: [],
});
export const chartBody = () => ({
	startTime: 1736899200000,
	endTime: 1736985600000,
	granularity: '1h',
	series: [{ sourceId: SEED.sh.source, aggFn: 'count', where: '', groupBy: [] }],
});
export const pipeBody = () => ({
	name: 'rel-pipe',
	source: { messageBroker: { brokers: 'b:9092', topics: 't', consumerGroup: 'g' } },
	destination: {
		database: 'default',
		table: 't',
		managedTable: true,
		columns: [{ name: 'a', type: 'String' }],
	},
	fieldMappings: [{ sourceField: 'a', destinationField: 'a' }],
	scaling: { replicas: 1 },
	settings: { streaming_max_insert_wait_ms: 1000 },
});

const json = (body: Json) => ({ specifyBody: 'json', jsonBody: JSON.stringify(body) });

export const webhookBody = () => ({
	name: 'rel',
	service: 'generic',
	url: 'https://hooks.example.com/rel',
	body: '{"text": "{{title}}"}',
	headers: { 'X-Team': 'ops' },
});
export const savedSearchBody = (sourceId: string) => ({
	name: 'rel',
	sourceId,
	where: 'level:error',
	whereLanguage: 'lucene',
});
export const invitationBody = () => ({ email: 'rel@example.com', name: 'Rel' });
export const connectionBody = () => ({
	name: 'rel',
	host: 'http://db.internal:8123',
	username: 'default',
	password: 'rel-password',
});
/** A log source on the seeded connection (self-hosted source writes). */
export const sourceBody = () => ({
	name: 'rel',
	kind: 'log',
	connection: SEED.sh.connection,
	from: { databaseName: 'otel', tableName: 'otel_logs' },
	defaultTableSelectExpression: 'Timestamp, Body',
	timestampValueExpression: 'Timestamp',
});
const eventSearch = () => ({
	sourceId: locator(SEED.sh.source),
	startTime: '2025-01-15T10:00:00Z',
	endTime: '2025-01-15T11:00:00Z',
	where: 'level:error',
	returnAll: false,
	limit: 5,
});

/** Valid parameters of one operation-deployment cell. */
export interface Baseline {
	op: string;
	deployment: Deployment;
	params: Json;
	/** What the emulator needs before the valid call succeeds (after a reset), e.g. a stopped service. */
	setup?: (emulator: Emulator) => void;
}

/**
 * Valid parameters of every operation-deployment cell (the baselines are run once to prove
 * it). badInput.test.ts holds the list equal to the cells the action node's description
 * offers (test/support/operationCells.ts): an operation added without its cases fails there.
 */
export function baselines(): Baseline[] {
	const cells: Baseline[] = [];
	const both = (resource: string, operation: string, cloud: Json, selfHosted: Json) => {
		cells.push({
			op: `${resource}:${operation}`,
			deployment: 'cloud',
			params: cloudParams(resource, operation, cloud),
		});
		cells.push({
			op: `${resource}:${operation}`,
			deployment: 'selfHosted',
			params: selfHostedParams(resource, operation, selfHosted),
		});
	};
	const cloud = (resource: string, operation: string, extra: Json = {}) =>
		cells.push({
			op: `${resource}:${operation}`,
			deployment: 'cloud',
			params: cloudParams(resource, operation, extra),
		});
	const selfHosted = (resource: string, operation: string, extra: Json = {}) =>
		cells.push({
			op: `${resource}:${operation}`,
			deployment: 'selfHosted',
			params: selfHostedParams(resource, operation, extra),
		});

	both('dashboard', 'create', json(dashboardBody()), json(dashboardBody()));
	both(
		'dashboard',
		'get',
		{ dashboardId: locator(SEED.cloudDashboard) },
		{ dashboardId: locator(SEED.sh.dashboard) },
	);
	both('dashboard', 'getAll', { returnAll: false, limit: 5 }, { returnAll: false, limit: 5 });
	both(
		'dashboard',
		'update',
		{ dashboardId: locator(SEED.cloudDashboard), ...json({ name: 'renamed' }) },
		{ dashboardId: locator(SEED.sh.dashboard), ...json({ name: 'renamed' }) },
	);
	both(
		'dashboard',
		'delete',
		{ dashboardId: locator(SEED.cloudDashboard2) },
		{ dashboardId: locator(SEED.sh.dashboard2) },
	);
	both('alert', 'create', json(cloudAlertBody()), json(shAlertBody()));
	both(
		'alert',
		'get',
		{ alertId: locator(SEED.cloudAlerts[0]) },
		{ alertId: locator(SEED.sh.alerts[0]) },
	);
	both('alert', 'getAll', { returnAll: false, limit: 5 }, { returnAll: false, limit: 5 });
	both(
		'alert',
		'update',
		{ alertId: locator(SEED.cloudAlerts[0]), ...json({ threshold: 5 }) },
		{ alertId: locator(SEED.sh.alerts[0]), ...json({ threshold: 5 }) },
	);
	both(
		'alert',
		'delete',
		{ alertId: locator(SEED.cloudAlerts[1]) },
		{ alertId: locator(SEED.sh.alerts[1]) },
	);
	both('source', 'getAll', { returnAll: true }, { returnAll: true });
	both(
		'source',
		'get',
		{ sourceId: locator(SEED.cloudSources.log) },
		{ sourceId: locator(SEED.sh.sources.log) },
	);
	selfHosted('source', 'create', json(sourceBody()));
	selfHosted('source', 'update', {
		sourceId: locator(SEED.sh.sources.log),
		...json({ section: 'Ops' }),
	});
	selfHosted('source', 'delete', { sourceId: locator(SEED.sh.sources.metric) });
	selfHosted('dashboard', 'validate', json(dashboardBody()));
	selfHosted('chart', 'querySeries', json(chartBody()));
	selfHosted('event', 'search', eventSearch());
	selfHosted('webhook', 'getAll', { returnAll: true });
	cloud('webhook', 'getAll', { returnAll: true });
	both(
		'webhook',
		'get',
		{ webhookId: locator(SEED.cloudWebhooks.generic) },
		{ webhookId: locator(SEED.sh.webhooks.generic) },
	);
	both('webhook', 'create', json(webhookBody()), json(webhookBody()));
	both(
		'webhook',
		'update',
		{ webhookId: locator(SEED.cloudWebhooks.generic), ...json({ name: 'renamed' }) },
		{ webhookId: locator(SEED.sh.webhooks.generic), ...json({ name: 'renamed' }) },
	);
	both(
		'webhook',
		'delete',
		{ webhookId: locator(SEED.cloudWebhooks.incidentio) },
		{ webhookId: locator(SEED.sh.webhooks.incidentio) },
	);
	both(
		'savedSearch',
		'create',
		json(savedSearchBody(SEED.cloudSources.log)),
		json(savedSearchBody(SEED.sh.sources.log)),
	);
	both(
		'savedSearch',
		'get',
		{ savedSearchId: locator(SEED.cloudSavedSearch) },
		{ savedSearchId: locator(SEED.sh.savedSearch) },
	);
	both('savedSearch', 'getAll', { returnAll: false, limit: 5 }, { returnAll: false, limit: 5 });
	both(
		'savedSearch',
		'update',
		{ savedSearchId: locator(SEED.cloudSavedSearch), ...json({ where: 'level:warn' }) },
		{ savedSearchId: locator(SEED.sh.savedSearch), ...json({ where: 'level:warn' }) },
	);
	both(
		'savedSearch',
		'delete',
		{ savedSearchId: locator(SEED.cloudSavedSearch) },
		{ savedSearchId: locator(SEED.sh.savedSearch) },
	);
	// The self-hosted team of the API key: the member removed and the invitation withdrawn are
	// the seed's others (the API key's own user cannot be removed).
	selfHosted('team', 'get');
	selfHosted('teamMember', 'getAll', { returnAll: true });
	selfHosted('teamMember', 'delete', { memberId: locator(SEED.sh.members.leaver) });
	selfHosted('teamInvitation', 'create', json(invitationBody()));
	selfHosted('teamInvitation', 'getAll', { returnAll: true });
	selfHosted('teamInvitation', 'delete', { invitationId: locator(SEED.sh.invitations.newcomer) });
	selfHosted('connection', 'create', json(connectionBody()));
	selfHosted('connection', 'get', { connectionId: locator(SEED.sh.connections.database) });
	selfHosted('connection', 'getAll', { returnAll: false, limit: 5 });
	selfHosted('connection', 'update', {
		connectionId: locator(SEED.sh.connections.database),
		...json({ host: 'http://db-2.internal:8123' }),
	});
	selfHosted('connection', 'delete', { connectionId: locator(SEED.sh.connections.prometheus) });
	cloud('pipe', 'create', json(pipeBody()));
	cloud('pipe', 'get', { pipeId: locator(UUID_PIPE()) });
	cloud('pipe', 'getAll', { returnAll: true });
	cloud('pipe', 'update', { pipeId: locator(UUID_PIPE()), ...json({ name: 'renamed' }) });
	cloud('pipe', 'delete', { pipeId: locator(SEED.pipes.failed) });
	cloud('pipe', 'start', { pipeId: locator(SEED.pipes.managedStream) });
	cloud('pipe', 'stop', { pipeId: locator(UUID_PIPE()) });
	cloud('pipe', 'resync', { pipeId: locator(SEED.pipes.relationalDb) });
	cloud('pipe', 'getSettings', { pipeId: locator(UUID_PIPE()) });
	cloud('pipe', 'updateSettings', {
		pipeId: locator(UUID_PIPE()),
		...json({ engine_max_threads: 4 }),
	});
	cloud('pipe', 'updateScaling', { pipeId: locator(UUID_PIPE()), ...json({ replicas: 2 }) });
	cloud('pipe', 'auditSettings', {
		pipeId: locator(UUID_PIPE()),
		expectedSettings: '{"engine_max_threads": 4}',
	});
	cloud('pipe', 'getContext');
	cloud('organization', 'get');
	cells.push({
		op: 'organization:getAll',
		deployment: 'cloud',
		params: { deployment: 'cloud', resource: 'organization', operation: 'getAll', returnAll: true },
	});
	cloud('organization', 'update', json({ name: 'Acme renamed' }));
	cloud('apiKey', 'get', { keyId: locator(SEED.keys.developer) });
	cloud('apiKey', 'getAll', { returnAll: true });
	cloud('apiKey', 'update', { keyId: locator(SEED.keys.developer), ...json({ name: 'renamed' }) });
	cloud('reversePrivateEndpoint', 'get', { reversePrivateEndpointId: locator(SEED.rpe) });
	cloud('reversePrivateEndpoint', 'getAll', { returnAll: true });
	cloud('reversePrivateEndpoint', 'delete', { reversePrivateEndpointId: locator(SEED.rpe2) });
	// The operator's resources. Start needs a stopped service, which the seed has not: the
	// cell stops the seeded one in the emulator first.
	cloud('service', 'get', { serviceId: locator(SEED.service) });
	cloud('service', 'getAll', { returnAll: true });
	cloud('service', 'start', { serviceId: locator(SEED.service) });
	cells[cells.length - 1].setup = (emulator) => emulator.setServiceState(SEED.service, 'stopped');
	cloud('service', 'stop', { serviceId: locator(SEED.service) });
	cloud('service', 'wake', { serviceId: locator(SEED.idleService) });
	cloud('activity', 'get', { activityId: { __rl: true, mode: 'id', value: 'act-00000001' } });
	cloud('activity', 'getAll', {
		from: '2025-01-01T00:00:00Z',
		to: '2025-01-31T00:00:00Z',
		returnAll: true,
	});
	cloud('usageCost', 'get', { from: '2026-11-01', to: '2026-11-30' });
	return cells;
}

// ---------------------------------------------------------------------------------------------
// Bad values.

/** Webhook create bodies with one bad field each (no value quoted: headers carry secrets). */
function badWebhookBodies(): BadInput[] {
	const base = webhookBody();
	const without = (key: string) =>
		Object.fromEntries(Object.entries(base).filter(([name]) => name !== key));
	return [
		body('no name', without('name'), 'name'),
		body('no url', without('url'), 'url'),
		judged('url without a scheme', { ...base, url: 'hooks.example.com/x' }, 'url'),
		judged(
			'url of 2049 characters',
			{ ...base, url: `https://h.example.com/${'a'.repeat(2030)}` },
			'url',
		),
		body('service as a list', { ...base, service: ['generic'] }, 'service'),
		body('no service', without('service'), 'service'),
		body('description is a number', { ...base, description: 5 }, 'description'),
		judged('body of 16385 characters', { ...base, body: 'b'.repeat(16385) }, 'body'),
		body('headers is a text', { ...base, headers: 'Authorization: x' }, 'headers'),
		body('a header that is a number', { ...base, headers: { 'X-Retry': 3 } }, 'headers.X-Retry'),
		judged(
			'101 query parameters',
			{
				...base,
				queryParams: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`p${i}`, 'v'])),
			},
			'queryParams',
		),
		judged('slack with headers', { ...base, service: 'slack', body: undefined }, 'headers'),
		judged(
			'slack with a body template',
			{ name: 'c', service: 'slack', url: 'https://hooks.slack.example.com/x', body: '{}' },
			'body',
		),
	];
}

/** Webhook update changes with one bad field each (checked before the list is read). */
function badWebhookChanges(): BadInput[] {
	return [
		body('empty name', { name: '' }, 'name'),
		judged('url not absolute', { url: '/x' }, 'url'),
		body('service as a list', { service: ['email'] }, 'service'),
		judged(
			'to slack with query parameters',
			{ service: 'slack', queryParams: { token: 't' } },
			'queryParams',
		),
		body('headers is a list', { headers: ['a'] }, 'headers'),
	];
}

/** Saved-search create bodies with one bad field each. */
function badSavedSearchBodies(deployment: Deployment): BadInput[] {
	// The deployment's own source: a body the server judges must fail for its bad field only.
	const base = savedSearchBody(
		deployment === 'cloud' ? SEED.cloudSources.log : SEED.sh.sources.log,
	);
	return [
		body('no name', { ...base, name: undefined }, 'name'),
		body('name is a list', { ...base, name: ['x'] }, 'name'),
		body('no source', { ...base, sourceId: undefined }, 'sourceId'),
		body(
			'source a uuid',
			{ ...base, sourceId: '00000005-0000-4000-8000-000000000001' },
			'sourceId',
		),
		body('whereLanguage as a list', { ...base, whereLanguage: ['sql'] }, 'whereLanguage'),
		body('where is an object', { ...base, where: { level: 'error' } }, 'where'),
		body('tags is a number', { ...base, tags: 5 }, 'tags'),
		judged('a tag of 33 characters', { ...base, tags: ['t'.repeat(33)] }, 'tags'),
	];
}

/** Source create bodies with one bad field each. */
function badSourceBodies(): BadInput[] {
	const base = sourceBody();
	return [
		body('no name', { ...base, name: undefined }, 'name'),
		body('name is a list', { ...base, name: ['x'] }, 'name'),
		body('no kind', { ...base, kind: undefined }, 'kind'),
		body('kind is a number', { ...base, kind: 1 }, 'kind'),
		// A shape only one kind's schema of the document fits, the kind left to the server.
		judged(
			'a kind no server knows',
			{
				name: 'rel',
				kind: 'future_kind',
				connection: base.connection,
				from: base.from,
				timestampValueExpression: 'Timestamp',
			},
			'kind',
		),
		body('no connection', { ...base, connection: undefined }, 'connection'),
		body('connection is a name', { ...base, connection: 'default' }, 'connection'),
		judged(
			'a connection that does not exist',
			{ ...base, connection: 'f'.repeat(24) },
			'connection',
		),
		body('from is a text', { ...base, from: 'otel.otel_logs' }, 'from'),
		body('from without its table', { ...base, from: { databaseName: 'otel' } }, 'from.tableName'),
		body(
			'a log source without its select expression',
			{ ...base, defaultTableSelectExpression: undefined },
			'defaultTableSelectExpression',
		),
		body(
			'a trace without its span kind',
			{
				...base,
				kind: 'trace',
				durationExpression: 'Duration',
				traceIdExpression: 'TraceId',
				spanIdExpression: 'SpanId',
				parentSpanIdExpression: 'ParentSpanId',
				spanNameExpression: 'SpanName',
			},
			'spanKindExpression',
		),
		body(
			'a metric source without tables',
			{ ...base, kind: 'metric', resourceAttributesExpression: 'ResourceAttributes' },
			'metricTables',
		),
		body('a session without its trace source', { ...base, kind: 'session' }, 'traceSourceId'),
		body('disabled as text', { ...base, disabled: 'yes' }, 'disabled'),
		body(
			'query settings as an object',
			{ ...base, querySettings: { max_threads: '4' } },
			'querySettings',
		),
		judged('a section of 257 characters', { ...base, section: 's'.repeat(257) }, 'section'),
	];
}

/** Source update changes with one bad field each (checked before the read). */
function badSourceChanges(): BadInput[] {
	return [
		body('name is a number', { name: 5 }, 'name'),
		body('connection not an object id', { connection: 'default' }, 'connection'),
		body('timestamp is a number', { timestampValueExpression: 1 }, 'timestampValueExpression'),
		body('precision is a fraction', { durationPrecision: 1.5 }, 'durationPrecision'),
		body('table is a list', { from: { tableName: ['t'] } }, 'from.tableName'),
	];
}

/** Saved-search update changes with one bad field each (checked before the read). */
function badSavedSearchChanges(): BadInput[] {
	return [
		body('empty name', { name: '' }, 'name'),
		body('source not an object id', { sourceId: 'logs' }, 'sourceId'),
		body('whereLanguage as a list', { whereLanguage: ['kql'] }, 'whereLanguage'),
		judged('51 tags', { tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, 'tags'),
	];
}

/** Team invitation bodies with one bad field each: the email is checked as an address before sending. */
function badInvitationBodies(): BadInput[] {
	const base = invitationBody();
	return [
		body('no email', { name: 'Rel' }, 'email'),
		body('email is a number', { ...base, email: 5 }, 'email'),
		body('email is blank', { ...base, email: '  ' }, 'email'),
		body('email without @', { ...base, email: 'rel.example.com' }, 'email'),
		body('email with a space', { ...base, email: 'rel @example.com' }, 'email'),
		body('email without a dot in its domain', { ...base, email: 'rel@example' }, 'email'),
		body('name is a list', { ...base, name: ['Rel'] }, 'name'),
		// the form of an address passes; the server's stricter check refuses two dots in a row
		judged('email with two dots in a row', { ...base, email: 'rel..x@example.com' }, 'email'),
	];
}

/** Connection create bodies with one bad field each (the password is never quoted). */
function badConnectionBodies(): BadInput[] {
	const base = connectionBody();
	const without = (key: string) =>
		Object.fromEntries(Object.entries(base).filter(([name]) => name !== key));
	return [
		body('no name', without('name'), 'name'),
		body('no host', without('host'), 'host'),
		body('no username', without('username'), 'username'),
		body('username is null', { ...base, username: null }, 'username'),
		body('name is a list', { ...base, name: ['x'] }, 'name'),
		body('host is a number', { ...base, host: 8123 }, 'host'),
		body('password is a number', { ...base, password: 1234 }, 'password'),
		body('password is an object', { ...base, password: { value: 'x' } }, 'password'),
		body(
			'isPrometheusEndpoint as text',
			{ ...base, isPrometheusEndpoint: 'true' },
			'isPrometheusEndpoint',
		),
	];
}

/** Connection update changes with one bad field each (checked before the read). */
function badConnectionChanges(): BadInput[] {
	return [
		body('name is a number', { name: 5 }, 'name'),
		body('host is null', { host: null }, 'host'),
		body('password is a list', { password: ['x'] }, 'password'),
		body('isPrometheusEndpoint as a number', { isPrometheusEndpoint: 1 }, 'isPrometheusEndpoint'),
	];
}

/** Event search start times that are not before the end, or not dates. */
const badSearchStarts = (): BadInput[] => [
	item('missing (expression resolves to undefined)', MISSING, 'startTime'),
	item('after the end', '2025-01-15T12:00:00Z', 'startTime'),
	item('equal to the end', '2025-01-15T11:00:00Z', 'startTime'),
	item('a word', 'yesterday', 'startTime'),
	item('an object', { at: 1 }, 'startTime'),
];
// ---------------------------------------------------------------------------------------------

/** Malformed uuids (control-plane record ids); an expression resolving to nothing included. */
const badUuids = (field: string): BadInput[] => [
	item('missing (expression resolves to undefined)', MISSING, field),
	item('empty text', '', field),
	item('blank text', '   ', field),
	item('null', null, field),
	item('plain word', 'not-a-uuid', field),
	item('24-hex object id (observability form)', '65f0c2a1b3d4e5f601234567', field),
	item('uuid without dashes', '6f1c2d3e4b5a4c6d8e7f0123456789ab', field),
	item('non-hex uuid', 'zzzzzzzz-0000-4000-8000-000000000000', field),
	item('path traversal', '../../organizations', field),
	item('uuid with a suffix', '00000001-0000-4000-8000-000000000001/x', field),
	item('number', 42, field),
	item('boolean', true, field),
	item('object', { id: 'x' }, field),
];

/** Malformed object ids (observability record ids). */
const badObjectIds = (field: string): BadInput[] => [
	item('missing (expression resolves to undefined)', MISSING, field),
	item('empty text', '', field),
	item('blank text', '  ', field),
	item('short hex', 'abc123', field),
	item('uuid (control-plane form)', '00000004-0000-4000-8000-000000000001', field),
	item('23 hex digits', '0a000000000000000000000', field),
	item('25 hex digits', '0a00000000000000000000011', field),
	item('24 non-hex characters', 'zzzzzzzzzzzzzzzzzzzzzzzz', field),
	item('path traversal', '../dashboards', field),
	item('number', 12345, field),
	item('list', ['0a0000000000000000000001'], field),
];

/** Malformed scope ids (organizationId, serviceId): a smaller set on every scoped cloud operation. */
const badScope = (field: string): BadInput[] => [
	item('missing (expression resolves to undefined)', MISSING, field),
	item('plain word', 'production', field),
	item('24-hex object id', '65f0c2a1b3d4e5f601234567', field),
	item('number', 7, field),
];

const badLimits = (): BadInput[] => [
	item('zero', 0, 'limit'),
	item('negative', -3, 'limit'),
	item('word', 'ten', 'limit'),
	item('object', { n: 1 }, 'limit'),
	item('blank text', ' ', 'limit'),
];

const badReturnAll = (): BadInput[] => [
	item('word', 'yes', 'returnAll'),
	item('number', 2, 'returnAll'),
];

/** Invalid `jsonBody` texts: not JSON, or JSON that is not an object. */
const badJson = (): BadInput[] => [
	item('missing (expression resolves to undefined)', MISSING, 'jsonBody'),
	item('empty text', '', 'jsonBody'),
	item('unclosed object', '{"name": "x"', 'jsonBody'),
	item('trailing comma', '{"name": "x",}', 'jsonBody'),
	item('single quotes', "{'name': 'x'}", 'jsonBody'),
	item('unquoted key', '{name: "x"}', 'jsonBody'),
	item('JSON list', '[{"name": "x"}]', 'jsonBody'),
	item('JSON number', '42', 'jsonBody'),
	item('JSON text', '"name"', 'jsonBody'),
	item('JSON null', 'null', 'jsonBody'),
];

const body = (label: string, value: Json | string, field: string) => item(label, value, field);
/** An input item the node sends and the server refuses: see `BadInput.server`. */
const judgedItem = (label: string, value: Value, field: string): BadInput => ({
	...item(label, value, field),
	server: true,
});
/** A body the node sends and the server refuses (its 400 comes back): see `BadInput.server`. */
const judged = (label: string, value: Json | string, field: string): BadInput => ({
	...item(label, value, field),
	server: true,
});

const tileWith = (over: Json) => ({
	...dashboardBody(),
	tiles: [{ ...dashboardBody().tiles[0], ...over }],
});

/** Full dashboard bodies (create) with one bad field each. */
function badDashboardBodies(deployment: Deployment): BadInput[] {
	const base = dashboardBody();
	const filter = {
		type: 'QUERY_EXPRESSION',
		name: 'Environment',
		expression: 'environment',
		sourceId: SEED.sh.sources.log,
	};
	const noName = Object.fromEntries(Object.entries(base).filter(([key]) => key !== 'name')) as Json;
	const noTiles = Object.fromEntries(
		Object.entries(base).filter(([key]) => key !== 'tiles'),
	) as Json;
	const manyTiles = Array.from({ length: 501 }, (_, index) => ({
		name: `t${index}`,
		x: 0,
		y: index,
		w: 1,
		h: 1,
		config: {},
	}));
	return [
		body('no name', noName, 'name'),
		body('name is an object', { ...base, name: { text: 'x' } }, 'name'),
		body('no tiles', noTiles, 'tiles'),
		body('tiles is a text', { ...base, tiles: 'tile' }, 'tiles'),
		body('501 tiles', { ...base, tiles: manyTiles }, 'tiles'),
		body('tile is a number', { ...base, tiles: [3] }, 'tiles[0]'),
		body('tile x = -1', tileWith({ x: -1 }), 'tiles[0].x'),
		// the self-hosted server takes fractions in its grid (npm run test:real); the cloud's document does not
		...(deployment === 'cloud' ? [body('tile x = 1.5', tileWith({ x: 1.5 }), 'tiles[0].x')] : []),
		body('tile x is a word', tileWith({ x: 'left' }), 'tiles[0].x'),
		body('tile y = -1', tileWith({ y: -1 }), 'tiles[0].y'),
		body('tile w = -1', tileWith({ w: -1 }), 'tiles[0].w'),
		...(deployment === 'cloud' ? [body('tile w = 2.5', tileWith({ w: 2.5 }), 'tiles[0].w')] : []),
		body('tile h = -1', tileWith({ h: -1 }), 'tiles[0].h'),
		body('tile h missing', tileWith({ h: undefined }), 'tiles[0].h'),
		body('tile without name', tileWith({ name: undefined }), 'tiles[0].name'),
		body('tile without config or series', tileWith({ config: undefined }), 'tiles[0].config'),
		body('tile with config and series', tileWith({ series: [] }), 'tiles[0]'),
		body('tile config is a text', tileWith({ config: 'line' }), 'tiles[0].config'),
		body('tile config empty', tileWith({ config: {} }), 'tiles[0].config.displayType'),
		body(
			'tile config without displayType',
			tileWith({ config: { sourceId: SEED.sh.sources.log } }),
			'tiles[0].config.displayType',
		),
		body(
			'tile display type "sparkline"',
			tileWith({ config: { displayType: 'sparkline' } }),
			'tiles[0].config.displayType',
		),
		body(
			'tile series is an object',
			tileWith({ config: undefined, series: {} }),
			'tiles[0].series',
		),
		body('tile id empty', tileWith({ id: '' }), 'tiles[0].id'),
		body(
			'duplicate tile ids',
			{
				...base,
				tiles: [
					{ ...base.tiles[0], id: 'a' },
					{ ...base.tiles[0], id: 'a' },
				],
			},
			'tiles[1].id',
		),
		body('tags is a text', { ...base, tags: 'prod' }, 'tags'),
		body('tags hold a number', { ...base, tags: [1] }, 'tags'),
		judged(
			'51 tags',
			{ ...base, tags: Array.from({ length: 51 }, (_, index) => `t${index}`) },
			'tags',
		),
		judged('a tag of 33 characters', { ...base, tags: ['t'.repeat(33)] }, 'tags'),
		body('filters is an object', { ...base, filters: {} }, 'filters'),
		body('filters hold a text', { ...base, filters: ['level:error'] }, 'filters'),
		body(
			'filter with an id (create)',
			{ ...base, filters: [{ ...filter, id: 'f1' }] },
			'filters[0].id',
		),
		body(
			'filter without a type',
			{ ...base, filters: [{ name: 'x', condition: 'level:error' }] },
			'filters[0].type',
		),
		body(
			'filter without a name',
			{ ...base, filters: [{ ...filter, name: '' }] },
			'filters[0].name',
		),
	];
}

/** Dashboard update changes (merged into the record, then fully replaced) with one bad field each. */
function badDashboardChanges(): BadInput[] {
	const tile = dashboardBody().tiles[0];
	return [
		body('name is a number', { name: 5 }, 'name'),
		body('name is a list', { name: ['x'] }, 'name'),
		body('tiles is a text', { tiles: 'none' }, 'tiles'),
		body('tile x = -30', { tiles: [{ ...tile, x: -30 }] }, 'tiles[0].x'),
		body('tile w = -1', { tiles: [{ ...tile, w: -1 }] }, 'tiles[0].w'),
		body('tile without config', { tiles: [{ ...tile, config: undefined }] }, 'tiles[0].config'),
		body('tags is a number', { tags: 5 }, 'tags'),
		body('filters is a text', { filters: 'x' }, 'filters'),
		body(
			'filter without its id (update)',
			{
				filters: [
					{
						type: 'QUERY_EXPRESSION',
						name: 'Environment',
						expression: 'environment',
						sourceId: SEED.sh.sources.log,
					},
				],
			},
			'filters[0].id',
		),
		body('tile config empty', { tiles: [{ ...tile, config: {} }] }, 'tiles[0].config.displayType'),
	];
}

/** Full alert bodies (create) with one bad field each. */
function badAlertBodies(deployment: Deployment): BadInput[] {
	const base = deployment === 'cloud' ? cloudAlertBody() : shAlertBody();
	const without = (key: string) =>
		Object.fromEntries(Object.entries(base).filter(([name]) => name !== key));
	const badDashboardId = '00000003-0000-4000-8000-000000000001'; // a uuid: dashboards have object ids on both deployments
	const inputs = [
		body('no threshold', without('threshold'), 'threshold'),
		body('threshold is a word', { ...base, threshold: 'high' }, 'threshold'),
		body('threshold is a list', { ...base, threshold: [1] }, 'threshold'),
		body('no interval', without('interval'), 'interval'),
		body('interval as a list', { ...base, interval: ['5m'] }, 'interval'),
		body('interval as seconds', { ...base, interval: 300 }, 'interval'),
		body('no threshold type', without('thresholdType'), 'thresholdType'),
		body('threshold type a number', { ...base, thresholdType: 1 }, 'thresholdType'),
		body('between without thresholdMax', { ...base, thresholdType: 'between' }, 'thresholdMax'),
		judged(
			'between with thresholdMax below threshold',
			{ ...base, thresholdType: 'between', threshold: 10, thresholdMax: 5 },
			'thresholdMax',
		),
		body('thresholdMax is a word', { ...base, thresholdMax: 'ten' }, 'thresholdMax'),
		body('source is a number', { ...base, source: 1 }, 'source'),
		body('tile source without dashboardId', without('dashboardId'), 'dashboardId'),
		body('dashboardId a uuid', { ...base, dashboardId: badDashboardId }, 'dashboardId'),
		body('tile source without tileId', without('tileId'), 'tileId'),
		body(
			'saved search without savedSearchId',
			{ ...base, source: 'saved_search' },
			'savedSearchId',
		),
		body('no channel', without('channel'), 'webhookId'),
		body('channel is a text', { ...base, channel: 'webhook' }, 'channel'),
		body(
			'channel type "sms"',
			{ ...base, channel: { type: 'sms', webhookId: 'x' } },
			'channel.type',
		),
		body('channel without webhookId', { ...base, channel: { type: 'webhook' } }, 'webhookId'),
		judged(
			'channel and channels that differ',
			{ ...base, channels: [{ type: 'webhook', webhookId: 'f'.repeat(24) }] },
			'channel',
		),
		judged(
			'eleven channels',
			{ ...base, channel: undefined, channels: Array.from({ length: 11 }, () => base.channel) },
			'channels',
		),
		body('name is a number', { ...base, name: 5 }, 'name'),
		judged('empty name', { ...base, name: '' }, 'name'),
		body('message is an object', { ...base, message: { text: 'x' } }, 'message'),
		judged('empty note', { ...base, note: '' }, 'note'),
		body(
			'numConsecutiveWindows -1',
			{ ...base, numConsecutiveWindows: -1 },
			'numConsecutiveWindows',
		),
		judged(
			'scheduleOffsetMinutes at the interval',
			{ ...base, scheduleOffsetMinutes: 5 },
			'scheduleOffsetMinutes',
		),
		body('scheduleStartAt a word', { ...base, scheduleStartAt: 'soon' }, 'scheduleStartAt'),
	];
	if (deployment === 'cloud')
		inputs.push(
			body(
				'e-mail channel without recipients',
				{ ...base, channel: { type: 'email' } },
				'channel.emailRecipients',
			),
		);
	else
		inputs.push(
			body(
				'channel type "email"',
				{ ...base, channel: { type: 'email', emailRecipients: ['a@example.com'] } },
				'channel.type',
			),
		);
	inputs.push(
		body(
			'webhookId not an object id',
			{ ...base, channel: { type: 'webhook', webhookId: 'hook-1' } },
			'webhookId',
		),
	);
	return inputs;
}

/** Alert update changes: checked on their own before the record is read. */
function badAlertChanges(): BadInput[] {
	const inputs = [
		body('threshold is a word', { threshold: 'high' }, 'threshold'),
		body('interval as a list', { interval: ['2m'] }, 'interval'),
		body('threshold type a number', { thresholdType: 1 }, 'thresholdType'),
		body('thresholdMax is a word', { thresholdMax: 'ten' }, 'thresholdMax'),
		judged(
			'between with thresholdMax below threshold',
			{ thresholdType: 'between', threshold: 10, thresholdMax: 5 },
			'thresholdMax',
		),
		body('source is a number', { source: 1 }, 'source'),
		body(
			'dashboardId malformed (tile source)',
			{ source: 'tile', dashboardId: 'dash-1' },
			'dashboardId',
		),
		body('tileId empty (tile source)', { source: 'tile', tileId: '' }, 'tileId'),
		body('channel is a text', { channel: 'webhook' }, 'channel'),
		body('channel type "sms"', { channel: { type: 'sms', webhookId: 'x' } }, 'channel.type'),
		judged(
			'channel and channels that differ',
			{
				channel: { type: 'webhook', webhookId: 'e'.repeat(24) },
				channels: [{ type: 'webhook', webhookId: 'f'.repeat(24) }],
			},
			'channel',
		),
		body('name is a number', { name: 5 }, 'name'),
		judged('note too long', { note: 'n'.repeat(4097) }, 'note'),
	];
	inputs.push(
		body(
			'webhookId not an object id',
			{ channel: { type: 'webhook', webhookId: 'hook-1' } },
			'webhookId',
		),
	);
	return inputs;
}

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

function pipeWith(over: Json): Json {
	return { ...pipeBody(), ...over };
}

const broker = (over: Json) =>
	pipeWith({ source: { messageBroker: { ...pipeBody().source.messageBroker, ...over } } });
const destinationWith = (over: Json) =>
	pipeWith({ destination: { ...pipeBody().destination, ...over } });

function badPipeBodies(): BadInput[] {
	const base = pipeBody();
	return [
		body('no name', pipeWith({ name: undefined }), 'name'),
		body('empty name', pipeWith({ name: '  ' }), 'name'),
		body('no source', pipeWith({ source: undefined }), 'source'),
		body('source is a text', pipeWith({ source: 'kafka' }), 'source'),
		body('source without a kind', pipeWith({ source: { validateSamples: true } }), 'source'),
		body(
			'source with two kinds',
			pipeWith({ source: { messageBroker: {}, objectStorage: {} } }),
			'source',
		),
		body('source kind "kafka" only', pipeWith({ source: { kafka: { brokers: 'b' } } }), 'source'),
		body(
			'validateSamples is a word',
			pipeWith({ source: { ...base.source, validateSamples: 'yes' } }),
			'source.validateSamples',
		),
		body(
			'kind object is a list',
			pipeWith({ source: { messageBroker: [] } }),
			'source.messageBroker',
		),
		body('brokers is a number', broker({ brokers: 9092 }), 'source.messageBroker.brokers'),
		body('offset is a text', broker({ offset: '2025-01-01' }), 'source.messageBroker.offset'),
		body(
			'offset without strategy',
			broker({ offset: { timestamp: '2025-01-01T00:00:00Z' } }),
			'source.messageBroker.offset.strategy',
		),
		body(
			'offset strategy a number',
			broker({ offset: { strategy: 5 } }),
			'source.messageBroker.offset.strategy',
		),
		body(
			'offset from_timestamp without timestamp',
			broker({ offset: { strategy: 'from_timestamp', timestamp: '' } }),
			'source.messageBroker.offset.timestamp',
		),
		body(
			'broker authentication a number',
			broker({ authentication: 5 }),
			'source.messageBroker.authentication',
		),
		body(
			'broker credentials of two shapes',
			broker({ credentials: { username: 'u', password: 'p', accessKeyId: 'a' } }),
			'source.messageBroker.credentials',
		),
		body(
			'broker credentials without password',
			broker({ credentials: { username: 'u' } }),
			'source.messageBroker.credentials',
		),
		body(
			'storage format a number',
			pipeWith({ source: { objectStorage: { url: 's3://b/**', format: 5 } } }),
			'source.objectStorage.format',
		),
		body(
			'storage compression true',
			pipeWith({ source: { objectStorage: { url: 's3://b/**', compression: true } } }),
			'source.objectStorage.compression',
		),
		body(
			'stream iterator a number',
			pipeWith({ source: { managedStream: { streamName: 's', iteratorType: 1 } } }),
			'source.managedStream.iteratorType',
		),
		body(
			'relational snapshotNumRowsPerPartition -999',
			pipeWith({
				source: { relationalDb: { host: 'h', settings: { snapshotNumRowsPerPartition: -999 } } },
			}),
			'source.relationalDb.settings.snapshotNumRowsPerPartition',
		),
		judged(
			'relational host with scheme and port',
			pipeWith({ source: { relationalDb: { host: 'postgres://h:5432' } } }),
			'source.relationalDb.host',
		),
		body(
			'relational authentication a list',
			pipeWith({ source: { relationalDb: { host: 'h', authentication: ['md5'] } } }),
			'source.relationalDb.authentication',
		),
		body(
			'table engine a number',
			destinationWith({ tableDefinition: { engine: { type: 7 } } }),
			'destination.tableDefinition.engine.type',
		),
		judged('name of 256 characters', pipeWith({ name: 'n'.repeat(256) }), 'name'),
		body('concurrency -1', pipeWith({ scaling: { concurrency: -1 } }), 'scaling.concurrency'),
		body(
			'reversePrivateEndpointIds is a text',
			broker({ reversePrivateEndpointIds: SEED.rpe }),
			'source.messageBroker.reversePrivateEndpointIds',
		),
		body(
			'credentials password is a number',
			broker({ credentials: { username: 'u', password: 1234 } }),
			'source.messageBroker.credentials.password',
		),
		body(
			'isContinuous is a word',
			pipeWith({ source: { objectStorage: { url: 's3://b/**', isContinuous: 'always' } } }),
			'source.objectStorage.isContinuous',
		),
		body(
			'managed stream timestamp is a date',
			pipeWith({ source: { managedStream: { streamName: 's', timestamp: '2025-01-01' } } }),
			'source.managedStream.timestamp',
		),
		body(
			'relational port 70000',
			pipeWith({ source: { relationalDb: { host: 'h', port: 70000 } } }),
			'source.relationalDb.port',
		),
		body(
			'relational port is a word',
			pipeWith({ source: { relationalDb: { host: 'h', port: 'pg' } } }),
			'source.relationalDb.port',
		),
		body(
			'relational pullBatchSize fractional',
			pipeWith({ source: { relationalDb: { host: 'h', settings: { pullBatchSize: 1.5 } } } }),
			'source.relationalDb.settings.pullBatchSize',
		),
		body(
			'relational tableMappings holds a text',
			pipeWith({ source: { relationalDb: { host: 'h', tableMappings: ['orders'] } } }),
			'source.relationalDb.tableMappings[0]',
		),
		body('no destination', pipeWith({ destination: undefined }), 'destination'),
		body('empty destination', pipeWith({ destination: {} }), 'destination'),
		body('destination is a text', pipeWith({ destination: 'default.t' }), 'destination'),
		body(
			'managedTable is a word',
			destinationWith({ managedTable: 'yes' }),
			'destination.managedTable',
		),
		body(
			'columns is an object',
			destinationWith({ columns: { name: 'a' } }),
			'destination.columns',
		),
		body(
			'column without type',
			destinationWith({ columns: [{ name: 'a' }] }),
			'destination.columns[0].type',
		),
		body(
			'column without name',
			destinationWith({ columns: [{ type: 'String' }] }),
			'destination.columns[0].name',
		),
		body(
			'table definition sortingKey is a text',
			destinationWith({ tableDefinition: { sortingKey: 'a' } }),
			'destination.tableDefinition.sortingKey',
		),
		body(
			'engine columnIds holds a number',
			destinationWith({ tableDefinition: { engine: { columnIds: [1] } } }),
			'destination.tableDefinition.engine.columnIds',
		),
		body('roles hold a number', destinationWith({ roles: [7] }), 'destination.roles'),
		body('fieldMappings is an object', pipeWith({ fieldMappings: { a: 'a' } }), 'fieldMappings'),
		body(
			'mapping without destinationField',
			pipeWith({ fieldMappings: [{ sourceField: 'a' }] }),
			'fieldMappings[0].destinationField',
		),
		body('mapping is a text', pipeWith({ fieldMappings: ['a'] }), 'fieldMappings[0]'),
		body(
			'destination column missing from the mappings',
			destinationWith({
				columns: [
					{ name: 'a', type: 'String' },
					{ name: 'b', type: 'String' },
				],
			}),
			'fieldMappings',
		),
		body(
			'destination columns and no mappings',
			pipeWith({ fieldMappings: undefined }),
			'fieldMappings',
		),
		body('scaling is a number', pipeWith({ scaling: 2 }), 'scaling'),
		body('replicas -1', pipeWith({ scaling: { replicas: -1 } }), 'scaling.replicas'),
		body('replicas 1.5', pipeWith({ scaling: { replicas: 1.5 } }), 'scaling.replicas'),
		body(
			'replicaCpuMillicores -124',
			pipeWith({ scaling: { replicaCpuMillicores: -124 } }),
			'scaling.replicaCpuMillicores',
		),
		body(
			'replicaMemoryGb is NaN text',
			pipeWith({ scaling: { replicaMemoryGb: 'NaN' } }),
			'scaling.replicaMemoryGb',
		),
		body('unknown scaling field', pipeWith({ scaling: { shards: 2 } }), 'scaling.shards'),
		body('settings is a list', pipeWith({ settings: [] }), 'settings'),
		body('unknown setting', pipeWith({ settings: { max_threads: 8 } }), 'settings.max_threads'),
		body(
			'streaming_max_insert_wait_ms -499',
			pipeWith({ settings: { streaming_max_insert_wait_ms: -499 } }),
			'settings.streaming_max_insert_wait_ms',
		),
		body(
			'engine_max_threads 6.5',
			pipeWith({ settings: { engine_max_threads: 6.5 } }),
			'settings.engine_max_threads',
		),
		body(
			'object_storage_use_cluster_function "on"',
			pipeWith({ settings: { object_storage_use_cluster_function: 'on' } }),
			'settings.object_storage_use_cluster_function',
		),
	];
}

function badPipeChanges(): BadInput[] {
	return [
		body('nothing to change', {}, 'body'),
		body('empty name', { name: '' }, 'name'),
		body('scaling on update', { scaling: { replicas: 2 } }, 'scaling'),
		body('source with two kinds', { source: { messageBroker: {}, relationalDb: {} } }, 'source'),
		body('destination is a list', { destination: [] }, 'destination'),
		body(
			'column without name',
			{ destination: { columns: [{ type: 'String' }] } },
			'destination.columns[0].name',
		),
		body(
			'columns and mappings disagree',
			{
				destination: { columns: [{ name: 'x', type: 'String' }] },
				fieldMappings: [{ sourceField: 'a', destinationField: 'y' }],
			},
			'fieldMappings',
		),
		body(
			'mapping without sourceField',
			{ fieldMappings: [{ destinationField: 'a' }] },
			'fieldMappings[0].sourceField',
		),
		body(
			'setting below 0',
			{ settings: { engine_max_insert_threads: -17 } },
			'settings.engine_max_insert_threads',
		),
		body('unknown setting', { settings: { threads: 1 } }, 'settings.threads'),
		body(
			'brokers (fixed at create)',
			{ source: { messageBroker: { brokers: 'b-2:9092' } } },
			'source.messageBroker.brokers',
		),
		body(
			'topics (fixed at create)',
			{ source: { messageBroker: { topics: 'other' } } },
			'source.messageBroker.topics',
		),
		body(
			'offset (fixed at create)',
			{ source: { messageBroker: { offset: { strategy: 'from_latest' } } } },
			'source.messageBroker.offset',
		),
		body(
			'table mappings as a whole (fixed at create)',
			{ source: { relationalDb: { tableMappings: [] } } },
			'source.relationalDb.tableMappings',
		),
		body(
			'destination table (fixed at create)',
			{ destination: { table: 't2' } },
			'destination.table',
		),
		body(
			'destination roles (fixed at create)',
			{ destination: { roles: ['r'] } },
			'destination.roles',
		),
		body('a field the document does not have', { labels: { team: 'a' } }, 'labels'),
		body(
			'table mapping to add without source table',
			{ source: { relationalDb: { tableMappingsToAdd: [{ targetTable: 't' }] } } },
			'source.relationalDb.tableMappingsToAdd[0].sourceTable',
		),
		body(
			'sync interval -1',
			{ source: { relationalDb: { settings: { syncIntervalSeconds: -1 } } } },
			'source.relationalDb.settings.syncIntervalSeconds',
		),
	];
}

/** Scaling bodies (JSON mode names the field without a prefix). */
function badScaling(): BadInput[] {
	return [
		body('nothing given', {}, 'jsonBody'),
		body('replicas -1', { replicas: -1 }, 'replicas'),
		body('replicas 2.5', { replicas: 2.5 }, 'replicas'),
		body('replicas is a word', { replicas: 'two' }, 'replicas'),
		body('replicaCpuMillicores -100', { replicaCpuMillicores: -100 }, 'replicaCpuMillicores'),
		body('replicaCpuMillicores 500.5', { replicaCpuMillicores: 500.5 }, 'replicaCpuMillicores'),
		body('replicaMemoryGb -0.25', { replicaMemoryGb: -0.25 }, 'replicaMemoryGb'),
		body('concurrency -1', { concurrency: -1 }, 'concurrency'),
		body('concurrency is a word', { concurrency: 'auto' }, 'concurrency'),
		body('unknown field', { cpu: 1 }, 'cpu'),
	];
}

/**
 * Flat settings maps, every numeric setting below 0 once (what no server takes; a value outside
 * the documents' range is sent: test/actions/pipe.test.ts shows the server's 400).
 */
function badSettings(): BadInput[] {
	return [
		body('nothing given', {}, 'jsonBody'),
		body('unknown setting', { engine_threads: 1 }, 'engine_threads'),
		body(
			'streaming_max_insert_wait_ms -1',
			{ streaming_max_insert_wait_ms: -1 },
			'streaming_max_insert_wait_ms',
		),
		body(
			'object_storage_concurrency -1',
			{ object_storage_concurrency: -1 },
			'object_storage_concurrency',
		),
		body(
			'object_storage_polling_interval_ms -1',
			{ object_storage_polling_interval_ms: -1 },
			'object_storage_polling_interval_ms',
		),
		body(
			'object_storage_max_insert_bytes -1',
			{ object_storage_max_insert_bytes: -1 },
			'object_storage_max_insert_bytes',
		),
		body(
			'object_storage_max_file_count -1',
			{ object_storage_max_file_count: -1 },
			'object_storage_max_file_count',
		),
		body(
			'object_storage_use_cluster_function 1',
			{ object_storage_use_cluster_function: 1 },
			'object_storage_use_cluster_function',
		),
		body('engine_max_threads -1', { engine_max_threads: -1 }, 'engine_max_threads'),
		body(
			'engine_max_insert_threads -1',
			{ engine_max_insert_threads: -1 },
			'engine_max_insert_threads',
		),
		body(
			'engine_min_insert_block_size_bytes -1',
			{ engine_min_insert_block_size_bytes: -1 },
			'engine_min_insert_block_size_bytes',
		),
		body(
			'engine_max_download_threads -1',
			{ engine_max_download_threads: -1 },
			'engine_max_download_threads',
		),
		body(
			'engine_parallel_distributed_insert_select -1',
			{ engine_parallel_distributed_insert_select: -1 },
			'engine_parallel_distributed_insert_select',
		),
		body(
			'engine_parallel_view_processing "yes"',
			{ engine_parallel_view_processing: 'yes' },
			'engine_parallel_view_processing',
		),
		body(
			'object_storage_max_insert_bytes 1.5 GiB as a fraction',
			{ object_storage_max_insert_bytes: 1.5 * 2 ** 30 + 0.5 },
			'object_storage_max_insert_bytes',
		),
		body('engine_max_threads 8.5', { engine_max_threads: 8.5 }, 'engine_max_threads'),
		body('engine_max_threads is a word', { engine_max_threads: 'eight' }, 'engine_max_threads'),
	];
}

function badExpectedSettings(): BadInput[] {
	return [
		item('missing (expression resolves to undefined)', MISSING, 'expectedSettings'),
		item('not JSON', '{engine_max_threads: 8}', 'expectedSettings'),
		item('a list', '[]', 'expectedSettings'),
		item('no setting', '{}', 'expectedSettings'),
		item('unknown setting', '{"threads": 8}', 'expectedSettings.threads'),
		item('setting below 0', '{"engine_max_threads": -100}', 'expectedSettings.engine_max_threads'),
		item(
			'boolean setting as a number',
			'{"engine_parallel_view_processing": 1}',
			'expectedSettings.engine_parallel_view_processing',
		),
	];
}

function badOrganizationChanges(): BadInput[] {
	return [
		body('nothing to change', {}, 'updateFields'),
		body('empty name', { name: '' }, 'name'),
		body('name is a list', { name: [] }, 'name'),
		body('privateEndpoints is a list', { privateEndpoints: [] }, 'privateEndpoints'),
		body(
			'privateEndpoints.replace',
			{ privateEndpoints: { replace: [] } },
			'privateEndpoints.replace',
		),
		body(
			'privateEndpoints.add is an object',
			{ privateEndpoints: { add: { id: 'x' } } },
			'privateEndpoints.add',
		),
		body(
			'endpoint without id',
			{ privateEndpoints: { add: [{ description: 'x' }] } },
			'privateEndpoints.add[0].id',
		),
		body(
			'endpoint is a text',
			{ privateEndpoints: { remove: ['vpce-1'] } },
			'privateEndpoints.remove[0]',
		),
		body(
			'endpoint description is a number',
			{ privateEndpoints: { add: [{ id: 'vpce-1', description: 5 }] } },
			'privateEndpoints.add[0].description',
		),
	];
}

function badApiKeyChanges(): BadInput[] {
	return [
		body('nothing to change', {}, 'updateFields'),
		body('empty name', { name: ' ' }, 'name'),
		body('roles is a text', { roles: 'admin' }, 'roles'),
		body(
			'assignedRoleIds is a text',
			{ assignedRoleIds: '00000009-0000-4000-8000-000000000001' },
			'assignedRoleIds',
		),
		judged('assigned role id "admin"', { assignedRoleIds: ['admin'] }, 'assignedRoleIds[0]'),
		body(
			'assigned role id is a number',
			{ assignedRoleIds: ['00000009-0000-4000-8000-000000000001', 7] },
			'assignedRoleIds',
		),
		body('role null', { roles: [null] }, 'roles'),
		body('role is an object', { roles: ['developer', { name: 'admin' }] }, 'roles'),
		body('state a number', { state: 0 }, 'state'),
		body('state true', { state: true }, 'state'),
		body('expireAt "tomorrow"', { expireAt: 'tomorrow' }, 'expireAt'),
		body('expireAt February 30', { expireAt: '2026-02-30T00:00:00Z' }, 'expireAt'),
		body('expireAt is an object', { expireAt: { date: '2026-01-01' } }, 'expireAt'),
		body('ipAccessList is a text', { ipAccessList: '10.0.0.0/8' }, 'ipAccessList'),
		body('ip entry is a text', { ipAccessList: ['10.0.0.1'] }, 'ipAccessList[0]'),
		body(
			'ip entry without source',
			{ ipAccessList: [{ description: 'x' }] },
			'ipAccessList[0].source',
		),
		judged('ip 999.1.1.1', { ipAccessList: [{ source: '999.1.1.1' }] }, 'ipAccessList[0].source'),
		judged('CIDR /33', { ipAccessList: [{ source: '10.0.0.0/33' }] }, 'ipAccessList[0].source'),
		judged('IPv6 /129', { ipAccessList: [{ source: '2001:db8::/129' }] }, 'ipAccessList[0].source'),
		judged(
			'host name instead of an address',
			{ ipAccessList: [{ source: 'office.example.com' }] },
			'ipAccessList[0].source',
		),
		body(
			'ip description is a number',
			{ ipAccessList: [{ source: '10.0.0.1', description: 1 }] },
			'ipAccessList[0].description',
		),
	];
}

const badWaitTimeouts = (): BadInput[] => [
	item('zero', 0, 'waitTimeout'),
	item('negative', -10, 'waitTimeout'),
	item('word', 'long', 'waitTimeout'),
	item('missing (expression resolves to undefined)', MISSING, 'waitTimeout'),
];

// ---------------------------------------------------------------------------------------------
// Batches.
// ---------------------------------------------------------------------------------------------

const RECORD_LOCATORS: Record<string, string> = {
	dashboard: 'dashboardId',
	alert: 'alertId',
	pipe: 'pipeId',
	apiKey: 'keyId',
	reversePrivateEndpoint: 'reversePrivateEndpointId',
	source: 'sourceId',
	webhook: 'webhookId',
	savedSearch: 'savedSearchId',
	service: 'serviceId',
	teamMember: 'memberId',
	teamInvitation: 'invitationId',
	connection: 'connectionId',
};

const ORGANIZATION_LEVEL = new Set(['organization', 'apiKey', 'service', 'activity', 'usageCost']);

/** Every batch of the corpus, built on the baselines. */
export function badBatches(): BadBatch[] {
	const batches: BadBatch[] = [];
	const add = (
		cell: { op: string; deployment: Deployment; params: Json },
		varies: string,
		override: Json,
		inputs: BadInput[],
	) =>
		batches.push({
			op: cell.op,
			deployment: cell.deployment,
			varies,
			params: { ...cell.params, ...override },
			inputs,
		});

	for (const cell of baselines()) {
		const [resource, operation] = cell.op.split(':');
		const cloud = cell.deployment === 'cloud';

		// Scope locators of every scoped cloud operation.
		if (cloud && cell.op !== 'organization:getAll') {
			add(cell, 'organizationId', { organizationId: locator(VALUE) }, badScope('organizationId'));
			if (!ORGANIZATION_LEVEL.has(resource))
				add(cell, 'serviceId', { serviceId: locator(VALUE) }, badScope('serviceId'));
		}

		// The record locator, in the id form of the deployment.
		const recordField = RECORD_LOCATORS[resource];
		if (
			recordField &&
			[
				'get',
				'update',
				'delete',
				'start',
				'stop',
				'resync',
				'getSettings',
				'updateSettings',
				'updateScaling',
				'auditSettings',
				'wake',
			].includes(operation)
		) {
			// The id form of this record kind on this deployment (docs/api-notes.md#id-forms).
			const inputs =
				ID_KINDS[resource as RecordKindName][cell.deployment] === 'uuid'
					? badUuids(recordField)
					: badObjectIds(recordField);
			// auditSettings without a pipe audits every pipe: an empty pipeId is not bad input there.
			const usable =
				cell.op === 'pipe:auditSettings'
					? inputs.filter((input) => !/missing|empty|blank|null/.test(input.label))
					: inputs;
			add(cell, recordField, { [recordField]: locator(VALUE) }, usable);
		}

		if (operation === 'getAll') {
			add(cell, 'limit', { returnAll: false, limit: VALUE }, badLimits());
			add(cell, 'returnAll', { returnAll: VALUE, limit: 5 }, badReturnAll());
		}

		if (cell.params.specifyBody === 'json')
			add(cell, 'jsonBody (syntax)', { jsonBody: VALUE }, badJson());

		const bodies: Record<string, () => BadInput[]> = {
			'dashboard:create': () => badDashboardBodies(cell.deployment),
			'dashboard:update': badDashboardChanges,
			'alert:create': () => badAlertBodies(cell.deployment),
			'alert:update': () => badAlertChanges(),
			'chart:querySeries': badChartBodies,
			'pipe:create': badPipeBodies,
			'pipe:update': badPipeChanges,
			'pipe:updateScaling': badScaling,
			'pipe:updateSettings': badSettings,
			'organization:update': badOrganizationChanges,
			'apiKey:update': badApiKeyChanges,
			'webhook:create': badWebhookBodies,
			'webhook:update': badWebhookChanges,
			'savedSearch:create': () => badSavedSearchBodies(cell.deployment),
			'savedSearch:update': badSavedSearchChanges,
			'teamInvitation:create': badInvitationBodies,
			'connection:create': badConnectionBodies,
			'connection:update': badConnectionChanges,
			'source:create': badSourceBodies,
			'source:update': badSourceChanges,
			// The server answers Validate with 200 and its errors: only what the node refuses is bad input there.
			'dashboard:validate': () =>
				badDashboardBodies('selfHosted').filter((input) => input.server !== true),
		};
		if (bodies[cell.op]) add(cell, 'jsonBody (content)', { jsonBody: VALUE }, bodies[cell.op]());

		if (cell.op === 'event:search') {
			add(cell, 'sourceId', { sourceId: locator(VALUE) }, badObjectIds('sourceId'));
			add(cell, 'startTime', { startTime: VALUE }, badSearchStarts());
			add(cell, 'limit', { returnAll: false, limit: VALUE }, [
				...badLimits(),
				item('above the 12,000 the server pages to', 12001, 'limit'),
			]);
			add(cell, 'where', { where: VALUE }, [
				item('an object', { level: 'error' }, 'where'),
				item('a number', 3, 'where'),
			]);
			add(cell, 'whereLanguage', { where: 'level:error', options: { whereLanguage: VALUE } }, [
				item('a list', ['kql'], 'whereLanguage'),
				item('a number', 3, 'whereLanguage'),
			]);
		}
		// Team: Get has no parameter but its Simplify switch (the team has no ID to choose).
		if (cell.op === 'team:get')
			add(cell, 'simplify', { simplify: VALUE }, [
				item('word', 'yes', 'simplify'),
				item('number', 2, 'simplify'),
			]);
		if (cell.op === 'pipe:auditSettings')
			add(cell, 'expectedSettings', { expectedSettings: VALUE }, badExpectedSettings());
		if (cell.op === 'usageCost:get') {
			add(cell, 'to', { to: VALUE }, [
				item('32 days after From', '2026-12-03', 'to'),
				item('not a date', 'end of month', 'to'),
				item('missing (expression resolves to undefined)', MISSING, 'to'),
			]);
			add(cell, 'from', { from: VALUE }, [item('after To', '2026-12-01', 'from')]);
		}
		if (cell.op === 'activity:getAll') {
			add(cell, 'from', { from: VALUE }, [
				item('after To', '2025-02-01T00:00:00Z', 'from'),
				item('not a date', 'yesterday', 'from'),
			]);
			add(cell, 'filters.types', { filters: { types: VALUE } }, [
				item('an object', { type: 'user_login' }, 'filters.types'),
			]);
		}
		if (cell.op === 'activity:get')
			add(cell, 'activityId', { activityId: { __rl: true, mode: 'id', value: VALUE } }, [
				item('empty', '', 'activityId'),
				item('missing (expression resolves to undefined)', MISSING, 'activityId'),
			]);
		if (['service:start', 'service:stop', 'service:wake'].includes(cell.op))
			add(cell, 'waitTimeout', { waitForState: true, waitTimeout: VALUE }, badWaitTimeouts());
		if (['pipe:create', 'pipe:start', 'pipe:stop', 'pipe:resync'].includes(cell.op)) {
			add(cell, 'waitTimeout', { waitForState: true, waitTimeout: VALUE }, badWaitTimeouts());
		}
	}
	batches.push(...typedFieldBatches());
	return batches;
}

/** Typed-field ("Using Fields Below") forms with one field fed by an expression. */
function typedFieldBatches(): BadBatch[] {
	const batches: BadBatch[] = [];
	const shAlertFields = {
		specifyBody: 'fields',
		name: 'rel',
		source: 'tile',
		dashboardId: locator(SEED.sh.dashboard),
		tileId: SEED.sh.tile,
		threshold: 1,
		thresholdType: 'above',
		interval: '5m',
		webhookId: locator(SEED.sh.webhook),
	};
	const alertField = (name: string, inputs: BadInput[], over: Json = {}) =>
		batches.push({
			op: 'alert:create',
			deployment: 'selfHosted',
			varies: `fields: ${name}`,
			params: selfHostedParams('alert', 'create', { ...shAlertFields, ...over, [name]: VALUE }),
			inputs,
		});
	batches.push({
		op: 'teamInvitation:create',
		deployment: 'selfHosted',
		varies: 'fields: email',
		params: selfHostedParams('teamInvitation', 'create', {
			specifyBody: 'fields',
			email: VALUE,
			additionalFields: { name: 'Rel' },
		}),
		inputs: [
			item('not an address', 'rel at example.com', 'email'),
			item('missing', MISSING, 'email'),
			item('a number', 7, 'email'),
		],
	});
	alertField('threshold', [
		item('word', 'high', 'threshold'),
		item('missing', MISSING, 'threshold'),
	]);
	alertField('interval', [item('a number', 2, 'interval'), item('missing', MISSING, 'interval')]);
	alertField('thresholdType', [item('a number', 1, 'thresholdType')]);
	alertField(
		'thresholdMax',
		[judgedItem('below threshold', 0, 'thresholdMax'), item('word', 'max', 'thresholdMax')],
		{ thresholdType: 'between', threshold: 5 },
	);
	alertField('tileId', [item('missing', MISSING, 'tileId'), item('empty', '', 'tileId')]);
	alertField('dashboardId', [
		item('uuid', '00000003-0000-4000-8000-000000000001', 'dashboardId'),
		item('missing', MISSING, 'dashboardId'),
	]);
	alertField('webhookId', [
		item('word', 'slack', 'webhookId'),
		item('missing', MISSING, 'webhookId'),
	]);
	alertField('savedSearchId', [item('missing', MISSING, 'savedSearchId')], {
		source: 'saved_search',
	});

	const dashboardFields = (name: string, value: unknown, inputs: BadInput[]) =>
		batches.push({
			op: 'dashboard:create',
			deployment: 'selfHosted',
			varies: `fields: ${name}`,
			params: selfHostedParams('dashboard', 'create', {
				specifyBody: 'fields',
				name: 'rel',
				tags: 'a, b',
				filters: '[]',
				tiles: {
					tile: [
						{
							name: 't',
							x: 0,
							y: 0,
							w: 4,
							h: 2,
							config: JSON.stringify(dashboardBody().tiles[0].config),
						},
					],
				},
				...(value as Json),
			}),
			inputs,
		});
	dashboardFields('name', { name: VALUE }, [
		item('missing', MISSING, 'name'),
		item('blank', ' ', 'name'),
	]);
	dashboardFields('filters', { filters: VALUE }, [
		item('not JSON', '[{type: lucene}]', 'filters'),
		item('object', '{"a": 1}', 'filters'),
	]);
	dashboardFields(
		'tile x',
		{
			tiles: {
				tile: [
					{
						name: 't',
						x: VALUE,
						y: 0,
						w: 4,
						h: 2,
						config: JSON.stringify(dashboardBody().tiles[0].config),
					},
				],
			},
		},
		[
			item('-24', -24, 'tiles[0].x'),
			item('word', 'left', 'tiles[0].x'),
			item('missing', MISSING, 'tiles[0].x'),
		],
	);
	dashboardFields(
		'tile config',
		{ tiles: { tile: [{ name: 't', x: 0, y: 0, w: 4, h: 2, config: VALUE }] } },
		[
			item('not JSON', '{line}', 'tiles[0].config'),
			item('list', '[]', 'tiles[0].config'),
			item('empty object', '{}', 'tiles[0].config.displayType'),
			item('empty', '', 'tiles[0].config'),
		],
	);
	batches.push({
		op: 'dashboard:update',
		deployment: 'selfHosted',
		varies: 'fields: updateFields',
		params: selfHostedParams('dashboard', 'update', {
			dashboardId: locator(SEED.sh.dashboard),
			specifyBody: 'fields',
			updateFields: { name: VALUE },
		}),
		inputs: [item('nothing to change (name resolves to nothing)', MISSING, 'updateFields')],
	});

	for (const [deployment, params, id] of [
		['cloud', cloudParams, SEED.cloudWebhooks.generic],
		['selfHosted', selfHostedParams, SEED.sh.webhooks.generic],
	] as const) {
		batches.push({
			op: 'webhook:update',
			deployment,
			varies: 'fields: updateFields',
			params: params('webhook', 'update', {
				webhookId: locator(id),
				specifyBody: 'fields',
				updateFields: { name: VALUE },
			}),
			inputs: [item('nothing to change (name resolves to nothing)', MISSING, 'updateFields')],
		});
	}
	batches.push({
		op: 'savedSearch:update',
		deployment: 'selfHosted',
		varies: 'fields: updateFields',
		params: selfHostedParams('savedSearch', 'update', {
			savedSearchId: locator(SEED.sh.savedSearch),
			specifyBody: 'fields',
			updateFields: { where: VALUE },
		}),
		inputs: [
			item('nothing to change (where resolves to nothing)', MISSING, 'updateFields'),
			item('a where that is a number', 5, 'where'),
		],
	});
	const connectionFields = (name: string, inputs: BadInput[]) =>
		batches.push({
			op: 'connection:create',
			deployment: 'selfHosted',
			varies: `fields: ${name}`,
			params: selfHostedParams('connection', 'create', {
				specifyBody: 'fields',
				name: 'rel',
				host: 'http://db.internal:8123',
				username: 'default',
				...(name === 'password' ? { additionalFields: { password: VALUE } } : { [name]: VALUE }),
			}),
			inputs,
		});
	connectionFields('host', [item('missing', MISSING, 'host'), item('a number', 8123, 'host')]);
	connectionFields('username', [item('missing', MISSING, 'username')]);
	connectionFields('password', [item('a list', ['x'], 'password')]);
	batches.push({
		op: 'connection:update',
		deployment: 'selfHosted',
		varies: 'fields: updateFields',
		params: selfHostedParams('connection', 'update', {
			connectionId: locator(SEED.sh.connections.database),
			specifyBody: 'fields',
			updateFields: { password: VALUE },
		}),
		inputs: [
			item('nothing to change (password resolves to nothing)', MISSING, 'updateFields'),
			item('a password that is a number', 5, 'password'),
		],
	});
	batches.push({
		op: 'webhook:create',
		deployment: 'selfHosted',
		varies: 'fields: headers',
		params: selfHostedParams('webhook', 'create', {
			specifyBody: 'fields',
			name: 'rel',
			service: 'generic',
			url: 'https://hooks.example.com/rel',
			headers: { header: [{ name: VALUE, value: 'v' }] },
		}),
		inputs: [
			item('a header without a name', MISSING, 'headers'),
			item('a blank header name', ' ', 'headers'),
		],
	});
	batches.push({
		op: 'pipe:updateScaling',
		deployment: 'cloud',
		varies: 'fields: scaling.replicas',
		params: cloudParams('pipe', 'updateScaling', {
			pipeId: locator(UUID_PIPE()),
			specifyBody: 'fields',
			scaling: { replicas: VALUE },
		}),
		inputs: [
			item('-1', -1, 'scaling.replicas'),
			item('1.5', 1.5, 'scaling.replicas'),
			item('word', 'many', 'scaling.replicas'),
		],
	});
	batches.push({
		op: 'pipe:updateSettings',
		deployment: 'cloud',
		varies: 'fields: settings / resetSettings',
		params: cloudParams('pipe', 'updateSettings', {
			pipeId: locator(UUID_PIPE()),
			specifyBody: 'fields',
			settings: { engine_max_threads: VALUE },
			resetSettings: ['engine_max_insert_threads'],
		}),
		inputs: [
			item('-65', -65, 'settings.engine_max_threads'),
			item('word', 'all', 'settings.engine_max_threads'),
		],
	});
	batches.push({
		op: 'pipe:updateSettings',
		deployment: 'cloud',
		varies: 'fields: resetSettings',
		params: cloudParams('pipe', 'updateSettings', {
			pipeId: locator(UUID_PIPE()),
			specifyBody: 'fields',
			settings: { engine_max_threads: 4 },
			resetSettings: VALUE,
		}),
		inputs: [
			item('set and reset', ['engine_max_threads'], 'settings.engine_max_threads'),
			item('unknown setting', ['threads'], 'resetSettings'),
		],
	});
	batches.push({
		op: 'pipe:create',
		deployment: 'cloud',
		varies: 'fields: destination columns / mappings',
		params: cloudParams('pipe', 'create', {
			specifyBody: 'fields',
			name: 'rel',
			sourceKind: 'messageBroker',
			brokers: 'b:9092',
			topics: 't',
			destinationDatabase: 'default',
			destinationTable: 't',
			destination: {
				columns: {
					column: [
						{ name: 'a', type: 'String' },
						{ name: 'b', type: 'String' },
					],
				},
			},
			fieldMappings: { mapping: [{ sourceField: 'a', destinationField: VALUE }] },
		}),
		inputs: [
			item('column b unmapped', 'a', 'fieldMappings'),
			item('mapping destination missing', MISSING, 'fieldMappings[0].destinationField'),
			item('mapping to an unknown column', 'c', 'fieldMappings'),
		],
	});
	batches.push({
		op: 'pipe:create',
		deployment: 'cloud',
		varies: 'fields: offset timestamp (date and time)',
		params: cloudParams('pipe', 'create', {
			specifyBody: 'fields',
			name: 'rel',
			sourceKind: 'messageBroker',
			brokers: 'b:9092',
			topics: 't',
			messageBroker: { offsetStrategy: 'from_timestamp', offsetTimestamp: VALUE },
			destinationDatabase: 'default',
			destinationTable: 't',
		}),
		inputs: [
			item('not a date', 'next tuesday', 'offsetTimestamp'),
			item('February 30', '2025-02-30T10:00', 'offsetTimestamp'),
			item('before 1970', -5, 'offsetTimestamp'),
			item('an object', { at: 'now' }, 'offsetTimestamp'),
		],
	});
	batches.push({
		op: 'pipe:create',
		deployment: 'cloud',
		varies: 'fields: stream start timestamp (date and time)',
		params: cloudParams('pipe', 'create', {
			specifyBody: 'fields',
			name: 'rel',
			sourceKind: 'managedStream',
			streamName: 's',
			region: 'eu-west-1',
			iteratorType: 'AT_TIMESTAMP',
			managedStream: { timestamp: VALUE },
			destinationDatabase: 'default',
			destinationTable: 't',
		}),
		inputs: [
			item('not a date', 'soon', 'timestamp'),
			item('a fraction of a second', 1615766400.5, 'timestamp'),
		],
	});
	batches.push({
		op: 'apiKey:update',
		deployment: 'cloud',
		varies: 'fields: expireAt with neverExpires',
		params: cloudParams('apiKey', 'update', {
			keyId: locator(SEED.keys.developer),
			specifyBody: 'fields',
			updateFields: { neverExpires: true, expireAt: VALUE },
		}),
		inputs: [item('a date and never', '2026-01-01T00:00:00Z', 'expireAt')],
	});
	batches.push({
		op: 'apiKey:update',
		deployment: 'cloud',
		varies: 'fields: roles',
		params: cloudParams('apiKey', 'update', {
			keyId: locator(SEED.keys.developer),
			specifyBody: 'fields',
			updateFields: { roles: VALUE },
		}),
		inputs: [item('a role that is a number', [5], 'roles')],
	});
	batches.push({
		op: 'apiKey:update',
		deployment: 'cloud',
		varies: 'fields: assignedRoleIds',
		params: cloudParams('apiKey', 'update', {
			keyId: locator(SEED.keys.developer),
			specifyBody: 'fields',
			updateFields: { assignedRoleIds: VALUE },
		}),
		inputs: [
			judgedItem('a role name', 'admin', 'assignedRoleIds[0]'),
			judgedItem(
				'a second id cut short',
				'00000009-0000-4000-8000-000000000001, 00000009-0000',
				'assignedRoleIds[1]',
			),
		],
	});
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
}

/** Cells for the unknown-id checks: a well-formed id that does not exist, on every get/update/delete-capable resource. */
export const UNKNOWN_UUID = '0000ffff-0000-4000-8000-00000000ffff';
export const UNKNOWN_OBJECT_ID = 'ffffffffffffffffffffffff';

export interface UnknownIdCell {
	op: string;
	deployment: Deployment;
	params: Json;
	/** Emulator options for this cell (e.g. an older self-hosted server answering a text 404). */
	configure?: Json;
}

export function unknownIdCells(): UnknownIdCell[] {
	const cells: UnknownIdCell[] = [];
	for (const cell of baselines()) {
		const [resource, operation] = cell.op.split(':');
		const recordField = RECORD_LOCATORS[resource];
		if (
			!recordField ||
			![
				'get',
				'update',
				'delete',
				'start',
				'stop',
				'resync',
				'getSettings',
				'updateSettings',
				'updateScaling',
				'auditSettings',
			].includes(operation)
		)
			continue;
		// The API has no GET of one webhook: get and update find it in the list and say when it is not there (no 404 to carry).
		if (cell.op === 'webhook:update' || cell.op === 'webhook:get') continue;
		const unknown =
			ID_KINDS[resource as RecordKindName][cell.deployment] === 'uuid'
				? UNKNOWN_UUID
				: UNKNOWN_OBJECT_ID;
		cells.push({ ...cell, params: { ...cell.params, [recordField]: locator(unknown) } });
	}
	// The organization itself, and an unknown service under a known organization.
	for (const op of ['get', 'update']) {
		const cell = baselines().find((candidate) => candidate.op === `organization:${op}`)!;
		cells.push({
			...cell,
			op: `${cell.op} (unknown organization)`,
			params: { ...cell.params, organizationId: locator(UNKNOWN_UUID) },
		});
	}
	for (const op of ['alert:getAll', 'pipe:getAll']) {
		const cell = baselines().find(
			(candidate) => candidate.op === op && candidate.deployment === 'cloud',
		)!;
		cells.push({
			...cell,
			op: `${op} (unknown service)`,
			params: { ...cell.params, serviceId: locator(UNKNOWN_UUID) },
		});
	}
	// Self-hosted servers older than mid-2026 answer a missing alert with the text "Not Found".
	for (const op of ['get', 'update', 'delete']) {
		const cell = baselines().find(
			(candidate) => candidate.op === `alert:${op}` && candidate.deployment === 'selfHosted',
		)!;
		cells.push({
			...cell,
			op: `${cell.op} (older server, text 404)`,
			params: { ...cell.params, alertId: locator(UNKNOWN_OBJECT_ID) },
			configure: { legacy: true },
		});
	}
	return cells;
}
