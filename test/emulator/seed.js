'use strict';
/**
 * Deterministic seed data and the fixed ids / demo credentials tests can name.
 * Same data on every start; scale knobs add generated records after the fixed ones.
 */
const { seedUuid, seedObjectId } = require('./ids');
const { defaultSettings } = require('./records');

// ---- type codes of the deterministic ids -------------------------------
const T = {
	org: 0x1,
	service: 0x2,
	pipe: 0x6,
	key: 0x7,
	rpe: 0x8,
	role: 0x9,
};
const O = {
	source: 0x05,
	tile: 0x07,
	alert: 0x0a,
	webhook: 0x0b,
	dashboard: 0x0d,
	team: 0x0e,
	user: 0x0f,
	invitation: 0x1e,
	savedSearch: 0x5e,
	connection: 0xc0,
	// cloud observability records: object ids too (docs/api-notes.md#id-forms), apart from the self-hosted ones
	cloudSource: 0xc5,
	cloudTile: 0xc7,
	cloudAlert: 0xca,
	cloudWebhook: 0xcb,
	cloudDashboard: 0xcd,
	cloudTeam: 0xce,
	cloudSavedSearch: 0xc3,
};

/** @param {number} i index of a cloud alert (0-based) */
const cloudAlertId = (i) => seedObjectId(O.cloudAlert, i + 1);
/** @param {number} i index of a self-hosted alert (0-based) */
const selfHostedAlertId = (i) => seedObjectId(O.alert, i + 1);
/** @param {number} i index of a pipe (0-based) */
const pipeId = (i) => seedUuid(T.pipe, i + 1);
/** @param {number} i index of a generated API key (0-based; seed option `cloudKeys`) */
const generatedKeyId = (i) => seedUuid(T.key, 1000 + i);
/** @param {number} i index of a generated API key (0-based) */
const generatedKeyCredential = (i) => ({
	keyId: `emu-generated-key-id-${i + 1}`,
	keySecret: `emu-generated-key-secret-${i + 1}`,
});
/** @param {number} i index of a cloud webhook (0-based; the first three are SEED.cloudWebhooks) */
const cloudWebhookId = (i) => seedObjectId(O.cloudWebhook, i + 1);
/** @param {number} i index of a cloud saved search (0-based; the first is SEED.cloudSavedSearch) */
const cloudSavedSearchId = (i) => seedObjectId(O.cloudSavedSearch, i + 1);

// ---- demo credentials ---------------------------------------------------
const DEMO_CLOUD = Object.freeze({ keyId: 'emu-key-id', keySecret: 'emu-key-secret' });
const DEMO_CLOUD_KEYS = Object.freeze({
	admin: DEMO_CLOUD,
	developer: Object.freeze({
		keyId: 'emu-developer-key-id',
		keySecret: 'emu-developer-key-secret',
	}),
	queryEndpoints: Object.freeze({ keyId: 'emu-query-key-id', keySecret: 'emu-query-key-secret' }),
	disabled: Object.freeze({ keyId: 'emu-disabled-key-id', keySecret: 'emu-disabled-key-secret' }),
	expired: Object.freeze({ keyId: 'emu-expired-key-id', keySecret: 'emu-expired-key-secret' }),
	org2Admin: Object.freeze({ keyId: 'emu-sandbox-key-id', keySecret: 'emu-sandbox-key-secret' }),
});
const DEMO_SELF_HOSTED_API_KEY = 'emu-self-hosted-api-key';

// ---- fixed ids ----------------------------------------------------------
const SEED = Object.freeze({
	org: seedUuid(T.org, 1),
	org2: seedUuid(T.org, 2),
	service: seedUuid(T.service, 1),
	idleService: seedUuid(T.service, 2),
	org2Service: seedUuid(T.service, 3),
	cloudDashboard: seedObjectId(O.cloudDashboard, 1),
	cloudDashboard2: seedObjectId(O.cloudDashboard, 2),
	cloudTile: seedObjectId(O.cloudTile, 1),
	cloudTiles: Object.freeze([1, 2, 3, 4, 5].map((n) => seedObjectId(O.cloudTile, n))),
	cloudAlerts: Object.freeze([0, 1, 2, 3, 4, 5].map(cloudAlertId)),
	cloudSource: seedObjectId(O.cloudSource, 1),
	cloudSources: Object.freeze({
		log: seedObjectId(O.cloudSource, 1),
		trace: seedObjectId(O.cloudSource, 2),
		metric: seedObjectId(O.cloudSource, 3),
	}),
	cloudWebhook: seedObjectId(O.cloudWebhook, 1),
	cloudWebhooks: Object.freeze({
		slack: seedObjectId(O.cloudWebhook, 1),
		generic: seedObjectId(O.cloudWebhook, 2),
		incidentio: seedObjectId(O.cloudWebhook, 3),
	}),
	cloudSavedSearch: seedObjectId(O.cloudSavedSearch, 1),
	cloudTeam: seedObjectId(O.cloudTeam, 1),
	pipes: Object.freeze({
		messageBroker: pipeId(0),
		objectStorage: pipeId(1),
		managedStream: pipeId(2),
		relationalDb: pipeId(3),
		failed: pipeId(4),
	}),
	keys: Object.freeze({
		admin: seedUuid(T.key, 1),
		developer: seedUuid(T.key, 2),
		queryEndpoints: seedUuid(T.key, 3),
		disabled: seedUuid(T.key, 4),
		expired: seedUuid(T.key, 5),
		org2Admin: seedUuid(T.key, 6),
	}),
	rpe: seedUuid(T.rpe, 1),
	rpe2: seedUuid(T.rpe, 2),
	/** Roles a key can be assigned (`assignedRoleIds`): the system roles, and a custom role of each organization. */
	roles: Object.freeze({
		admin: seedUuid(T.role, 1),
		developer: seedUuid(T.role, 2),
		queryEndpoints: seedUuid(T.role, 3),
		pipeOperators: seedUuid(T.role, 4),
		sandboxAuditors: seedUuid(T.role, 5),
	}),
	sh: Object.freeze({
		team: seedObjectId(O.team, 1),
		user: seedObjectId(O.user, 1),
		/** The team's members: the API key's user first, then two colleagues (team.js). */
		members: Object.freeze({
			apiKeyUser: seedObjectId(O.user, 1),
			oncall: seedObjectId(O.user, 2),
			leaver: seedObjectId(O.user, 3),
		}),
		/** Pending invitations: one for the leaving member's other address, one for a newcomer. */
		invitations: Object.freeze({
			leaver: seedObjectId(O.invitation, 1),
			newcomer: seedObjectId(O.invitation, 2),
		}),
		dashboard: seedObjectId(O.dashboard, 1),
		dashboard2: seedObjectId(O.dashboard, 2),
		tile: seedObjectId(O.tile, 1),
		tiles: Object.freeze([1, 2, 3, 4, 5].map((n) => seedObjectId(O.tile, n))),
		alerts: Object.freeze([0, 1, 2, 3, 4, 5].map(selfHostedAlertId)),
		source: seedObjectId(O.source, 1),
		sources: Object.freeze({
			log: seedObjectId(O.source, 1),
			trace: seedObjectId(O.source, 2),
			metric: seedObjectId(O.source, 3),
		}),
		webhook: seedObjectId(O.webhook, 1),
		webhooks: Object.freeze({
			slack: seedObjectId(O.webhook, 1),
			generic: seedObjectId(O.webhook, 2),
			incidentio: seedObjectId(O.webhook, 3),
		}),
		savedSearch: seedObjectId(O.savedSearch, 1),
		/** The connection the seeded sources read through. */
		connection: seedObjectId(O.connection, 1),
		connections: Object.freeze({
			database: seedObjectId(O.connection, 1),
			// 2 is what the cloud sources name (the cloud has no connection records)
			prometheus: seedObjectId(O.connection, 3),
		}),
	}),
});

// ---- roles of API keys (docs/api-notes.md#api-keys) ----------------
/**
 * @typedef {object} RoleEntry
 * @property {string} roleId
 * @property {string} roleName
 * @property {'system'|'custom'} roleType
 * @property {string|null} organizationId null: a system role, in every organization
 * @property {string|null} legacy the deprecated `roles` value a system role stands for
 * @property {boolean} write whether the role lets a key send other than GET (emulator-internal)
 */
/** @type {ReadonlyArray<Readonly<RoleEntry>>} */
const ROLE_CATALOGUE = Object.freeze(
	/** @type {RoleEntry[]} */ ([
		{
			roleId: SEED.roles.admin,
			roleName: 'Admin',
			roleType: 'system',
			organizationId: null,
			legacy: 'admin',
			write: true,
		},
		{
			roleId: SEED.roles.developer,
			roleName: 'Developer',
			roleType: 'system',
			organizationId: null,
			legacy: 'developer',
			write: false,
		},
		{
			roleId: SEED.roles.queryEndpoints,
			roleName: 'Query Endpoints',
			roleType: 'system',
			organizationId: null,
			legacy: 'query_endpoints',
			write: false,
		},
		{
			roleId: SEED.roles.pipeOperators,
			roleName: 'Pipe operators',
			roleType: 'custom',
			organizationId: SEED.org,
			legacy: null,
			write: true,
		},
		{
			roleId: SEED.roles.sandboxAuditors,
			roleName: 'Auditors',
			roleType: 'custom',
			organizationId: SEED.org2,
			legacy: null,
			write: false,
		},
	]).map((r) => Object.freeze(r)),
);

/** Organizations moved to custom roles: a key update there ignores the deprecated `roles`. */
const CUSTOM_ROLE_ORGANIZATIONS = Object.freeze([SEED.org2]);

/** The roles a key of this organization can be assigned. @param {string} organizationId */
function rolesOfOrganization(organizationId) {
	return ROLE_CATALOGUE.filter(
		(r) => r.organizationId === null || r.organizationId === organizationId,
	);
}

/** A role as a key record shows it (the document's `AssignedRole`). @param {RoleEntry} r */
function assignedRole(r) {
	return { roleId: r.roleId, roleName: r.roleName, roleType: r.roleType };
}

/** The assigned system roles that stand for deprecated `roles` values. @param {string[]} roles */
function systemRolesFor(roles) {
	return ROLE_CATALOGUE.filter((r) => r.legacy !== null && roles.includes(r.legacy)).map(
		assignedRole,
	);
}

/**
 * The public part of a key record, as the document's `ApiKey` has it: `roles` (deprecated) and
 * the `assignedRoles` that stand for them. `usedAt` is left out while the key was never used
 * (the document's `usedAt` is a string, never null).
 * @param {{id: string, name: string, roles: string[], state?: string, keySuffix: string, createdAt: string, expireAt?: string|null, usedAt?: string, ipAccessList: any[]}} k
 */
function keyRecord(k) {
	/** @type {Record<string, any>} */
	const pub = {
		id: k.id,
		name: k.name,
		roles: k.roles.slice(),
		assignedRoles: systemRolesFor(k.roles),
		state: k.state || 'enabled',
		keySuffix: k.keySuffix,
		createdAt: k.createdAt,
		expireAt: k.expireAt === undefined ? null : k.expireAt,
	};
	if (k.usedAt !== undefined) pub.usedAt = k.usedAt;
	pub.ipAccessList = k.ipAccessList;
	return pub;
}

/**
 * Scale knobs of the seed.
 * @typedef {object} SeedOptions
 * @property {number} [alerts] cloud alerts under SEED.service (default 6)
 * @property {number} [selfHostedAlerts] self-hosted alerts (default 6)
 * @property {number} [pipes] pipes under SEED.service (default 5: one per source kind + a Failed one)
 * @property {number} [dashboards] cloud dashboards (default 2)
 * @property {number} [selfHostedDashboards] self-hosted dashboards (default 2)
 * @property {number} [webhooks] self-hosted webhooks (default 3)
 * @property {number} [cloudKeys] generated API keys of SEED.org after the seeded ones (default 0), for paging by cursor: `generatedKeyId(i)`, credentials `generatedKeyCredential(i)`
 * @property {number} [cloudWebhooks] webhooks under SEED.service (default 3: slack, generic, incidentio; more are generic)
 * @property {number} [cloudSavedSearches] saved searches under SEED.service (default 1)
 * @property {number} [selfHostedSavedSearches] the self-hosted saved search SEED.sh.savedSearch (default 1; 0: none, as a new server has, with no seeded alert on a saved search)
 * @property {number} [activities] generated activities of SEED.org after the fixed ones (default 0)
 */

/** Default scale knobs. @type {Readonly<Required<SeedOptions>>} */
const DEFAULT_SEED_OPTIONS = Object.freeze({
	alerts: 6,
	selfHostedAlerts: 6,
	pipes: 5,
	dashboards: 2,
	selfHostedDashboards: 2,
	webhooks: 3,
	cloudKeys: 0,
	cloudWebhooks: 3,
	cloudSavedSearches: 1,
	selfHostedSavedSearches: 1,
	activities: 0,
});

const BASE_TIME = Date.UTC(2025, 0, 15, 10, 0, 0);
/** @param {number} minutes */
const at = (minutes) => new Date(BASE_TIME + minutes * 60000).toISOString();

/**
 * Line tiles as each deployment's `TileConfig` takes them. The cloud document's select `level`
 * admits no value (a number type with an enum of strings), so the cloud's third tile charts the
 * maximum latency instead of a quantile.
 * @param {(n: number) => string} tileId
 * @param {string} sourceId
 * @param {number} first
 * @param {number} count
 * @param {'cloud'|'selfHosted'} deployment
 */
function makeTiles(tileId, sourceId, first, count, deployment) {
	const names = [
		'Request rate',
		'Error count',
		deployment === 'cloud' ? 'Max latency' : 'p95 latency',
		'Throughput',
		'Saturation',
	];
	const aggs = ['count', 'count', deployment === 'cloud' ? 'max' : 'quantile', 'sum', 'avg'];
	const tiles = [];
	for (let k = 0; k < count; k++) {
		const n = first + k;
		/** @type {any} */
		const select = {
			aggFn: aggs[(n - 1) % 5],
			where: k % 2 ? 'level:error' : '',
			whereLanguage: 'lucene',
		};
		if (select.aggFn === 'quantile') select.level = 0.95;
		if (select.aggFn === 'quantile' || select.aggFn === 'max') select.valueExpression = 'Duration';
		if (select.aggFn === 'sum' || select.aggFn === 'avg') select.valueExpression = 'Bytes';
		tiles.push({
			id: tileId(n),
			name: names[(n - 1) % 5],
			x: (k % 2) * 12,
			y: Math.floor(k / 2) * 3,
			w: 12,
			h: 3,
			config: {
				displayType: 'line',
				sourceId,
				select: [select],
				groupBy: k === 0 ? 'ServiceName' : '',
			},
		});
	}
	return tiles;
}

/**
 * The three seeded webhooks of a deployment, one per service. The generic one points at the
 * emulator's capture endpoint. `headers` and `queryParams` are stored but never returned.
 * @param {{slack: string, generic: string, incidentio: string}} ids
 */
function webhookRecords(ids) {
	return [
		{
			id: ids.slack,
			name: 'Ops channel',
			service: 'slack',
			url: 'https://hooks.slack.example.com/services/T000/B000/XXXX',
			description: 'On-call chat',
		},
		{
			id: ids.generic,
			name: 'Ticketing',
			service: 'generic',
			url: 'http://127.0.0.1:8000/__emulator/capture/tickets',
			description: 'Opens a ticket',
		},
		{
			id: ids.incidentio,
			name: 'Incidents',
			service: 'incidentio',
			url: 'https://api.incident.example.com/v2/alert_events/http/01',
			description: '',
		},
	].map((w, i) => ({ ...w, createdAt: at(-5000 + i), updatedAt: at(-4000 + i) }));
}

/**
 * The log, trace and metric sources of a deployment, with the fields each kind requires in the
 * documents (`LogSource`, `TraceSource`, `MetricSource`).
 * @param {{log: string, trace: string, metric: string}} ids @param {string} connection @param {string} databaseName
 */
function sourceRecords(ids, connection, databaseName) {
	return [
		{
			id: ids.log,
			name: 'Logs',
			kind: 'log',
			connection,
			from: { databaseName, tableName: 'otel_logs' },
			defaultTableSelectExpression: 'Timestamp, ServiceName, SeverityText, Body',
			timestampValueExpression: 'Timestamp',
			serviceNameExpression: 'ServiceName',
			severityTextExpression: 'SeverityText',
			bodyExpression: 'Body',
			traceSourceId: ids.trace,
		},
		{
			id: ids.trace,
			name: 'Traces',
			kind: 'trace',
			connection,
			from: { databaseName, tableName: 'otel_traces' },
			defaultTableSelectExpression: 'Timestamp, ServiceName, SpanName, Duration',
			timestampValueExpression: 'Timestamp',
			durationExpression: 'Duration',
			durationPrecision: 9,
			traceIdExpression: 'TraceId',
			spanIdExpression: 'SpanId',
			parentSpanIdExpression: 'ParentSpanId',
			spanNameExpression: 'SpanName',
			spanKindExpression: 'SpanKind',
			logSourceId: ids.log,
		},
		{
			id: ids.metric,
			name: 'Metrics',
			kind: 'metric',
			connection,
			from: { databaseName, tableName: '' },
			metricTables: {
				gauge: 'otel_metrics_gauge',
				histogram: 'otel_metrics_histogram',
				sum: 'otel_metrics_sum',
			},
			timestampValueExpression: 'TimeUnix',
			resourceAttributesExpression: 'ResourceAttributes',
		},
	];
}

/**
 * The self-hosted connections as the server stores them, each with its password (never
 * returned): the database the seeded sources read through, and a Prometheus-compatible API.
 */
function connectionRecords() {
	return [
		{
			id: SEED.sh.connections.database,
			name: 'Local database',
			host: 'http://db.internal:8123',
			username: 'default',
			password: 'emu-connection-password',
			createdAt: at(-9000),
			updatedAt: at(-9000),
		},
		{
			id: SEED.sh.connections.prometheus,
			name: 'Metrics API',
			host: 'http://prometheus.internal:9090',
			username: 'reader',
			password: 'emu-prometheus-password',
			isPrometheusEndpoint: true,
			createdAt: at(-8000),
			updatedAt: at(-7000),
		},
	];
}

/**
 * A saved search: the open-source product's fields (no published document shows them).
 * @param {string} id @param {string} sourceId
 */
function savedSearchRecord(id, sourceId) {
	return {
		id,
		name: 'Checkout errors',
		select: 'Timestamp, ServiceName, SeverityText, Body',
		where: 'ServiceName:checkout level:error',
		whereLanguage: 'lucene',
		sourceId,
		tags: ['checkout'],
		orderBy: 'Timestamp DESC',
		filters: [],
		createdAt: at(-3000),
		updatedAt: at(-2000),
	};
}

/**
 * @param {import('./store').Store} store
 * @param {SeedOptions} [seedOptions]
 * @param {{cloudCredentials?: Array<{keyId: string, keySecret: string, roles?: string[], name?: string}>}} [runtime]
 */
function buildSeed(store, seedOptions, runtime) {
	const o = { ...DEFAULT_SEED_OPTIONS, ...(seedOptions || {}) };
	buildCloud(store, o, runtime || {});
	require('./operators').seedActivities(store, SEED, o.activities);
	buildSelfHosted(store, o);
	return o;
}

/**
 * @param {import('./store').Store} store
 * @param {Required<SeedOptions>} o
 * @param {{cloudCredentials?: Array<{keyId: string, keySecret: string, roles?: string[], name?: string}>}} runtime
 */
function buildCloud(store, o, runtime) {
	// organizations
	store.organizations.add(SEED.org, {
		id: SEED.org,
		createdAt: at(-525600),
		name: 'Acme Observability',
		privateEndpoints: [
			{
				id: 'vpce-0a1b2c3d4e5f60001',
				description: 'Office VPN',
				cloudProvider: 'aws',
				region: 'us-east-1',
			},
		],
		byocConfig: [],
		enableCoreDumps: false,
	});
	store.organizations.add(SEED.org2, {
		id: SEED.org2,
		createdAt: at(-262800),
		name: 'Acme Sandbox',
		privateEndpoints: [],
		byocConfig: [
			{
				id: 'byoc-0001',
				state: 'infra-ready',
				accountName: 'acme-sandbox-account',
				regionId: 'us-central1',
				cloudProvider: 'gcp',
				displayName: 'Sandbox BYOC',
			},
		],
		enableCoreDumps: true,
	});

	// services
	const services = [
		{
			id: SEED.service,
			organizationId: SEED.org,
			name: 'production',
			provider: 'aws',
			region: 'us-east-1',
			state: 'running',
			numReplicas: 3,
			minReplicas: 2,
			maxReplicas: 50,
			profile: 'v1-default',
		},
		{
			id: SEED.idleService,
			organizationId: SEED.org,
			name: 'staging',
			provider: 'aws',
			region: 'eu-west-1',
			state: 'idle',
			numReplicas: 2,
			minReplicas: 2,
			maxReplicas: 2,
			profile: 'v2-compute-s',
		},
		{
			id: SEED.org2Service,
			organizationId: SEED.org2,
			name: 'sandbox',
			provider: 'gcp',
			region: 'us-central1',
			state: 'running',
			numReplicas: 1,
			minReplicas: 1,
			maxReplicas: 1,
			profile: 'v1-highmem-s',
		},
	];
	// The pipe context of each service: workload identity ready (production), supported but not
	// ready yet (staging), not supported (sandbox). `setPipesContext` changes it.
	const contexts = {
		[SEED.service]: {
			supported: true,
			ready: true,
			principal: 'pipes-00000002@workload-identity.example.com',
		},
		[SEED.idleService]: { supported: true, ready: false, principal: null },
		[SEED.org2Service]: { supported: false, ready: null, principal: null },
	};
	for (const s of services) {
		const { organizationId, ...fields } = s;
		// `autoscalingMode` and `currentScaling` are required by the document's `Service`; replicas up
		// to 50 and a `profile` outside the older document's enum show the newer document's `Service`.
		const pub = {
			...fields,
			autoscalingMode: 'vertical',
			currentScaling: {
				effectiveAutoscalingMode: 'vertical',
				effectiveMinReplicas: 2,
				effectiveMaxReplicas: 2,
				effectiveIdleScaling: s.state === 'idle',
			},
		};
		store.services.add(s.id, {
			pub,
			organizationId,
			pipesContext: { workloadIdentity: { ...contexts[s.id] } },
		});
		store.svc(s.id);
	}

	// API keys (internal records: pub + credential)
	const anywhere = [{ source: '0.0.0.0/0', description: 'Anywhere' }];
	/** @param {string} id @param {string} orgId @param {{keyId: string, keySecret: string}} cred @param {any} pub @param {boolean} fromOptions */
	const addKey = (id, orgId, cred, pub, fromOptions) => {
		store.keys.add(id, {
			pub: keyRecord({
				id,
				name: pub.name,
				roles: pub.roles,
				state: pub.state,
				keySuffix: cred.keyId.slice(-4),
				createdAt: pub.createdAt || at(-100000),
				expireAt: pub.expireAt,
				usedAt: pub.usedAt,
				ipAccessList: pub.ipAccessList || anywhere.map((e) => ({ ...e })),
			}),
			organizationId: orgId,
			credKeyId: cred.keyId,
			credSecret: cred.keySecret,
			fromOptions,
		});
	};
	applyCloudCredentials(store, runtime.cloudCredentials);
	addKey(
		SEED.keys.developer,
		SEED.org,
		DEMO_CLOUD_KEYS.developer,
		{ name: 'Developer key', roles: ['developer'], usedAt: at(-60) },
		false,
	);
	addKey(
		SEED.keys.queryEndpoints,
		SEED.org,
		DEMO_CLOUD_KEYS.queryEndpoints,
		{ name: 'Query endpoints key', roles: ['query_endpoints'] },
		false,
	);
	addKey(
		SEED.keys.disabled,
		SEED.org,
		DEMO_CLOUD_KEYS.disabled,
		{ name: 'Disabled key', roles: ['admin'], state: 'disabled', usedAt: at(-90000) },
		false,
	);
	addKey(
		SEED.keys.expired,
		SEED.org,
		DEMO_CLOUD_KEYS.expired,
		{
			name: 'Old CI key',
			roles: ['admin'],
			expireAt: at(-43200),
			usedAt: at(-86400),
			ipAccessList: [{ source: '203.0.113.0/24', description: 'Old CI runners' }],
		},
		false,
	);
	addKey(
		SEED.keys.org2Admin,
		SEED.org2,
		DEMO_CLOUD_KEYS.org2Admin,
		{ name: 'Sandbox admin key', roles: ['admin'] },
		false,
	);
	// read-only keys created one minute apart after the seeded ones (the keys list is oldest first)
	for (let i = 0; i < o.cloudKeys; i++)
		addKey(
			generatedKeyId(i),
			SEED.org,
			generatedKeyCredential(i),
			{ name: `Generated key ${i + 1}`, roles: ['developer'], createdAt: at(-90000 + i) },
			false,
		);

	// observability under the running service
	const d = store.svc(SEED.service);
	const srcs = sourceRecords(SEED.cloudSources, seedObjectId(O.connection, 2), 'otel');
	// the newer cloud document gives log and trace sources the service version expression
	const versions = /** @type {Record<string, string>} */ ({
		log: "ResourceAttributes['service.version']",
		trace: "ResourceAttributes['service.version']",
	});
	for (const s of srcs)
		d.sources.add(
			s.id,
			versions[s.kind] ? { ...s, serviceVersionExpression: versions[s.kind] } : s,
		);
	const cloudWhs = webhookRecords(SEED.cloudWebhooks);
	for (let i = 0; i < o.cloudWebhooks; i++) {
		const id = cloudWebhookId(i);
		const base = cloudWhs[i] || {
			id,
			name: `Cloud webhook ${i + 1}`,
			service: 'generic',
			url: `https://hooks.example.com/cloud/${i + 1}`,
			description: '',
			createdAt: at(-5000 + i),
			updatedAt: at(-4000 + i),
		};
		d.webhooks.add(id, { ...base, id });
	}
	for (let i = 0; i < o.cloudSavedSearches; i++) {
		const id = cloudSavedSearchId(i);
		d.savedSearches.add(id, {
			...savedSearchRecord(id, SEED.cloudSources.log),
			...(i ? { name: `Saved search ${i + 1}`, tags: [] } : {}),
		});
	}

	const cloudTile = (/** @type {number} */ n) => seedObjectId(O.cloudTile, n);
	const dashNames = ['Service health', 'Pipes overview'];
	/** @type {string[]} all tile ids with their dashboard, for alert placement */
	const tilePlaces = [];
	for (let i = 0; i < o.dashboards; i++) {
		const id = seedObjectId(O.cloudDashboard, i + 1);
		const count = i === 0 ? 3 : 2;
		const first = i === 0 ? 1 : 4 + (i - 1) * 2;
		const tiles = makeTiles(cloudTile, SEED.cloudSources.log, first, count, 'cloud');
		d.dashboards.add(id, {
			id,
			name: dashNames[i] || `Dashboard ${i + 1}`,
			tiles,
			tags: i === 0 ? ['production', 'slo'] : ['pipes'],
			filters: [],
		});
		for (const t of tiles) tilePlaces.push(id, t.id);
	}
	// the documented states (docs/api-notes.md#alert-states); alerts 1 and 3 share one
	const cloudStates = ['ALERT', 'OK', 'INSUFFICIENT_DATA', 'OK', 'PENDING', 'DISABLED'];
	const intervals = ['5m', '1h', '5m', '15m', '1m', '1h'];
	const types = ['above', 'above', 'below', 'above_exclusive', 'between', 'equal'];
	const places = tilePlaces.length / 2;
	for (let i = 0; i < o.alerts; i++) {
		const id = cloudAlertId(i);
		const k = i % 6;
		/** @type {any} */
		const a = {
			id,
			name: `Cloud alert ${i + 1}`,
			message: `Threshold crossed on tile ${(i % Math.max(places, 1)) + 1}`,
			threshold: 10 * (k + 1),
		};
		if (types[k] === 'between') a.thresholdMax = 100;
		a.interval = intervals[k];
		a.thresholdType = types[k];
		a.source = 'tile';
		a.state = cloudStates[k];
		// alert 2 also mails the on-call list (a cloud e-mail channel)
		const webhook = { type: 'webhook', webhookId: SEED.cloudWebhook };
		a.channel = webhook;
		a.channels =
			k === 2 ? [webhook, { type: 'email', emailRecipients: ['oncall@example.com'] }] : [webhook];
		a.teamId = SEED.cloudTeam;
		if (places) {
			const p = i % places;
			a.dashboardId = tilePlaces[p * 2];
			a.tileId = tilePlaces[p * 2 + 1];
		}
		a.createdAt = at(i);
		a.updatedAt = at(i + 30);
		d.alerts.add(id, a);
	}

	// pipes
	const fixedPipes = seedPipes();
	for (let i = 0; i < o.pipes; i++) {
		const tpl = fixedPipes[i % fixedPipes.length];
		const id = pipeId(i);
		const extra = i >= fixedPipes.length;
		const pub = { id, serviceId: SEED.service, ...JSON.parse(JSON.stringify(tpl.pub)) };
		if (extra) {
			pub.name = `${pub.name}-${i + 1}`;
			pub.state = 'Running';
		}
		pub.createdAt = at(1000 + i);
		pub.updatedAt = at(2000 + i);
		d.pipes.add(id, pub);
		store.pipeSecrets.set(id, JSON.parse(JSON.stringify(tpl.secrets)));
	}

	// reverse private endpoints
	d.rpes.add(SEED.rpe, {
		id: SEED.rpe,
		serviceId: SEED.service,
		description: 'Broker cluster in the data VPC',
		type: 'VPC_ENDPOINT_SERVICE',
		vpcEndpointServiceName: 'com.amazonaws.vpce.us-east-1.vpce-svc-0a1b2c3d4e5f60001',
		// fields of the other endpoint types are null (the document's types allow it)
		vpcResourceConfigurationId: null,
		vpcResourceShareArn: null,
		brokerClusterArn: 'arn:aws:kafka:us-east-1:123456789012:cluster/orders/0a1b2c3d',
		brokerAuthentication: 'SASL_IAM',
		serviceAttachment: null,
		customPrivateDnsMappings: [],
		endpointId: 'vpce-0f1e2d3c4b5a60001',
		dnsNames: ['vpce-0f1e2d3c4b5a60001.vpce-svc.us-east-1.vpce.amazonaws.com'],
		privateDnsNames: ['b-1.orders.kafka.internal'],
		status: 'Ready',
	});
	d.rpes.add(SEED.rpe2, {
		id: SEED.rpe2,
		serviceId: SEED.service,
		description: 'Relational database resource',
		type: 'VPC_RESOURCE',
		vpcEndpointServiceName: null,
		vpcResourceConfigurationId: 'rcfg-0a1b2c3d4e5f60002',
		vpcResourceShareArn: 'arn:aws:ram:us-east-1:123456789012:resource-share/0a1b2c3d',
		brokerClusterArn: null,
		// no broker: brokerAuthentication is left out (the document's enum has no null)
		serviceAttachment: null,
		customPrivateDnsMappings: [{ privateDnsName: '*.orders-db.internal' }],
		endpointId: 'vpce-0f1e2d3c4b5a60002',
		dnsNames: [],
		privateDnsNames: [],
		status: 'Provisioning',
	});
}

/**
 * Replace the key records that come from the `cloudCredentials` option.
 * The first credential takes the id SEED.keys.admin.
 * @param {import('./store').Store} store
 * @param {Array<{keyId: string, keySecret: string, roles?: string[], name?: string, organizationId?: string}>} [creds]
 */
function applyCloudCredentials(store, creds) {
	const list =
		creds && creds.length
			? creds
			: [{ ...DEMO_CLOUD, roles: ['admin'], name: 'Emulator admin key' }];
	for (const k of store.keys.all().slice()) if (k.fromOptions) store.keys.remove(k.pub.id);
	list.forEach((c, i) => {
		const id = i === 0 ? SEED.keys.admin : seedUuid(T.key, 100 + i);
		store.keys.add(id, {
			pub: keyRecord({
				id,
				name: c.name || (i === 0 ? 'Emulator admin key' : `Emulator key ${i + 1}`),
				roles: c.roles || ['admin'],
				keySuffix: c.keyId.slice(-4),
				createdAt: at(-200000),
				usedAt: at(-5),
				ipAccessList: [{ source: '0.0.0.0/0', description: 'Anywhere' }],
			}),
			organizationId: c.organizationId || SEED.org,
			credKeyId: c.keyId,
			credSecret: c.keySecret,
			fromOptions: true,
		});
	});
}

function seedPipes() {
	const settings = (/** @type {any} */ over) => ({ ...defaultSettings(), ...over });
	const cols = (/** @type {Array<[string, string]>} */ c) =>
		c.map(([name, type]) => ({ name, type }));
	const maps = (/** @type {Array<[string, string]>} */ c) =>
		c.map(([s, d]) => ({ sourceField: s, destinationField: d }));
	const dest = (/** @type {string} */ table, /** @type {Array<[string, string]>} */ c) => ({
		database: 'default',
		table,
		managedTable: true,
		tableDefinition: {
			engine: { type: 'MergeTree' },
			sortingKey: [c[0][0]],
			partitionBy: `toYYYYMM(${c[0][0]})`,
			primaryKey: c[0][0],
		},
		columns: cols(c),
	});
	const scaling = (/** @type {number} */ r) => ({
		replicas: r,
		concurrency: 1,
		replicaCpuMillicores: 500,
		replicaMemoryGb: 2,
	});
	return [
		{
			pub: {
				name: 'orders-events',
				state: 'Running',
				scaling: scaling(2),
				source: {
					messageBroker: {
						format: 'JSONEachRow',
						authentication: 'SCRAM-SHA-512',
						brokers: 'b-1.orders.kafka.internal:9096,b-2.orders.kafka.internal:9096',
						topics: 'orders',
						consumerGroup: 'pipes-orders',
						offset: { strategy: 'from_timestamp', timestamp: '2025-01-01T00:00' },
						schemaRegistry: { url: 'https://schema-registry.internal:8081', caCertificate: '' },
						caCertificate: '',
						reversePrivateEndpointIds: [SEED.rpe],
					},
				},
				destination: dest('orders', [
					['ts', 'DateTime64(3)'],
					['order_id', 'String'],
					['amount', 'Float64'],
				]),
				fieldMappings: maps([
					['timestamp', 'ts'],
					['orderId', 'order_id'],
					['amount', 'amount'],
				]),
				settings: settings({ streaming_max_insert_wait_ms: 1000, engine_max_threads: 8 }),
			},
			secrets: [
				{
					path: ['source', 'messageBroker', 'credentials'],
					value: { username: 'pipes', password: 'broker-secret' },
				},
				{
					path: ['source', 'messageBroker', 'schemaRegistry', 'credentials'],
					value: { username: 'sr', password: 'sr-secret' },
				},
				{ path: ['destination', 'roles'], value: ['pipes_writer'] },
			],
		},
		{
			pub: {
				name: 'access-logs',
				state: 'Running',
				scaling: scaling(1),
				source: {
					objectStorage: {
						format: 'JSONEachRow',
						authentication: 'IAM_USER',
						url: 'https://logs-bucket.storage.example.com/access/**/*.json.gz',
						delimiter: ',',
						compression: 'auto',
						isContinuous: true,
						queueUrl: 'https://queue.example.com/123456789012/access-logs',
					},
				},
				destination: dest('access_logs', [
					['ts', 'DateTime'],
					['path', 'String'],
					['status', 'UInt16'],
				]),
				fieldMappings: maps([
					['time', 'ts'],
					['path', 'path'],
					['status', 'status'],
				]),
				settings: settings({
					object_storage_concurrency: 4,
					object_storage_polling_interval_ms: 30000,
					object_storage_use_cluster_function: true,
				}),
			},
			secrets: [
				{
					path: ['source', 'objectStorage', 'accessKey'],
					value: { accessKeyId: 'AKIAEXAMPLE', secretKey: 'object-secret' },
				},
			],
		},
		{
			pub: {
				name: 'clickstream',
				state: 'Stopped',
				scaling: scaling(1),
				source: {
					managedStream: {
						format: 'JSONEachRow',
						authentication: 'IAM_ROLE',
						streamName: 'clickstream',
						region: 'us-east-1',
						useEnhancedFanOut: false,
						iamRole: 'arn:aws:iam::123456789012:role/pipes',
					},
				},
				destination: dest('clicks', [
					['ts', 'DateTime'],
					['user_id', 'String'],
				]),
				fieldMappings: maps([
					['ts', 'ts'],
					['userId', 'user_id'],
				]),
				settings: settings({ streaming_max_insert_wait_ms: 5000 }),
			},
			secrets: [],
		},
		{
			pub: {
				name: 'customers-cdc',
				state: 'Running',
				scaling: scaling(1),
				source: {
					relationalDb: {
						host: 'db.internal',
						port: 5432,
						database: 'shop',
						settings: {
							syncIntervalSeconds: 10,
							pullBatchSize: 100000,
							publicationName: 'pipes_pub',
							replicationSlotName: 'pipes_slot',
							allowNullableColumns: true,
							initialLoadParallelism: 4,
							snapshotNumRowsPerPartition: 100000,
							snapshotNumberOfParallelTables: 1,
							enableFailoverSlots: false,
						},
						tableMappings: [
							{
								sourceSchemaName: 'public',
								sourceTable: 'customers',
								targetTable: 'customers',
								excludedColumns: ['ssn'],
								useCustomSortingKey: false,
								sortingKeys: [],
							},
						],
					},
				},
				destination: { database: 'shop', table: 'customers', managedTable: true, columns: [] },
				fieldMappings: [],
				settings: settings({
					engine_max_insert_threads: 4,
					engine_parallel_view_processing: false,
				}),
			},
			secrets: [
				{
					path: ['source', 'relationalDb', 'credentials'],
					value: { username: 'replicator', password: 'db-secret' },
				},
			],
		},
		{
			pub: {
				name: 'legacy-import',
				state: 'Failed',
				scaling: scaling(1),
				source: {
					objectStorage: {
						format: 'CSV',
						url: 'https://legacy.storage.example.com/export/*.csv',
						compression: 'auto',
						isContinuous: false,
					},
				},
				destination: dest('legacy', [
					['id', 'UInt64'],
					['payload', 'String'],
				]),
				fieldMappings: maps([
					['id', 'id'],
					['payload', 'payload'],
				]),
				settings: settings({ object_storage_max_file_count: 100 }),
			},
			secrets: [],
		},
	];
}

/**
 * @param {import('./store').Store} store
 * @param {Required<SeedOptions>} o
 */
function buildSelfHosted(store, o) {
	const sh = store.sh;
	sh.teamId = SEED.sh.team;
	sh.user = { id: SEED.sh.user, email: 'demo@example.com', name: 'Demo User', team: SEED.sh.team };
	seedTeam(sh);
	if (o.selfHostedSavedSearches > 0 || o.selfHostedAlerts > 0)
		sh.savedSearches.add(
			SEED.sh.savedSearch,
			savedSearchRecord(SEED.sh.savedSearch, SEED.sh.sources.log),
		);
	for (const c of connectionRecords()) sh.connections.add(c.id, c);
	const srcs = sourceRecords(SEED.sh.sources, SEED.sh.connection, 'default');
	for (const s of srcs) sh.sources.add(s.id, s);

	const whs = webhookRecords(SEED.sh.webhooks);
	for (let i = 0; i < o.webhooks; i++) {
		const id = seedObjectId(O.webhook, i + 1);
		const base = whs[i] || {
			id,
			name: `Webhook ${i + 1}`,
			service: 'generic',
			url: `https://hooks.example.com/${i + 1}`,
			description: '',
			createdAt: at(-5000 + i),
			updatedAt: at(-4000 + i),
		};
		sh.webhooks.add(id, { ...base, id });
	}

	const shTile = (/** @type {number} */ n) => seedObjectId(O.tile, n);
	const names = ['Frontend', 'Infrastructure'];
	const tilePlaces = [];
	for (let i = 0; i < o.selfHostedDashboards; i++) {
		const id = seedObjectId(O.dashboard, i + 1);
		const count = i === 0 ? 3 : 2;
		const first = i === 0 ? 1 : 4 + (i - 1) * 2;
		const tiles = makeTiles(shTile, SEED.sh.sources.log, first, count, 'selfHosted');
		sh.dashboards.add(id, {
			id,
			name: names[i] || `Dashboard ${i + 1}`,
			tiles,
			tags: i === 0 ? ['frontend'] : ['infra'],
			filters: [],
		});
		for (const t of tiles) tilePlaces.push(id, t.id);
	}
	const states = ['ALERT', 'OK', 'OK', 'ALERT', 'INSUFFICIENT_DATA', 'DISABLED'];
	const intervals = ['5m', '1h', '15m', '5m', '1m', '1d'];
	const types = ['above', 'below', 'between', 'above', 'not_equal', 'above'];
	const places = tilePlaces.length / 2;
	const webhookCount = Math.max(o.webhooks, 0);
	for (let i = 0; i < o.selfHostedAlerts; i++) {
		const id = selfHostedAlertId(i);
		const k = i % 6;
		const savedSearch = k === 3 || !places;
		/** @type {any} */
		const a = {
			id,
			name: `Alert ${i + 1}`,
			message: `Alert ${i + 1} fired`,
			threshold: 5 * (k + 1),
		};
		if (types[k] === 'between') a.thresholdMax = 50;
		a.interval = intervals[k];
		a.thresholdType = types[k];
		a.source = savedSearch ? 'saved_search' : 'tile';
		a.state = states[k];
		a.channel = {
			type: 'webhook',
			webhookId: webhookCount
				? seedObjectId(O.webhook, (i % Math.min(webhookCount, 2)) + 1)
				: SEED.sh.webhook,
		};
		a.channels = [a.channel];
		a.teamId = SEED.sh.team;
		if (savedSearch) {
			a.savedSearchId = SEED.sh.savedSearch;
		} else {
			const p = i % places;
			a.dashboardId = tilePlaces[p * 2];
			a.tileId = tilePlaces[p * 2 + 1];
		}
		a.createdAt = at(i);
		a.updatedAt = at(i + 30);
		sh.alerts.add(id, a);
	}
}

/**
 * The self-hosted team (team.js): its name, its members (the API key's user among them, the
 * oldest first, as the server sorts them) and pending invitations, one of them for an address
 * of a member (an invitation sent before the person signed up another way stays pending).
 * @param {import('./store').Store['sh']} sh
 */
function seedTeam(sh) {
	const M = SEED.sh.members;
	const I = SEED.sh.invitations;
	sh.teamName = 'Demo Team';
	const users = [
		{ id: M.apiKeyUser, email: sh.user.email, name: sh.user.name },
		{ id: M.oncall, email: 'jane.oncall@example.com', name: 'Jane Oncall' },
		{ id: M.leaver, email: 'sam.leaver@example.com', name: 'Sam Leaver' },
	];
	users.forEach((user, i) =>
		sh.members.add(user.id, { ...user, team: SEED.sh.team, createdAt: at(-9000 + i) }),
	);
	const token = (/** @type {number} */ n) => n.toString(16).padStart(2, '0').repeat(32);
	sh.invitations.add(I.leaver, {
		id: I.leaver,
		teamId: SEED.sh.team,
		email: 'sam.leaver@example.com',
		name: 'Sam Leaver',
		token: token(0xa1),
		createdAt: at(-8000),
		updatedAt: at(-8000),
	});
	sh.invitations.add(I.newcomer, {
		id: I.newcomer,
		teamId: SEED.sh.team,
		email: 'alex.new@example.com',
		token: token(0xa2),
		createdAt: at(-100),
		updatedAt: at(-100),
	});
}

module.exports = {
	SEED,
	DEMO_CLOUD,
	DEMO_CLOUD_KEYS,
	DEMO_SELF_HOSTED_API_KEY,
	DEFAULT_SEED_OPTIONS,
	buildSeed,
	applyCloudCredentials,
	ROLE_CATALOGUE,
	CUSTOM_ROLE_ORGANIZATIONS,
	rolesOfOrganization,
	assignedRole,
	systemRolesFor,
	cloudAlertId,
	selfHostedAlertId,
	pipeId,
	generatedKeyId,
	generatedKeyCredential,
	cloudWebhookId,
	cloudSavedSearchId,
};
