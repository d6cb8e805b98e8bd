'use strict';
/**
 * Cloud control plane routes (`/v1/...`): test/contract/documents/cloud.json and docs/api-notes.md.
 */
const { Router, cloudOk, cloudError, iso, clone } = require('./respond');
const { isObjectId, isUuid, randomObjectId, randomUuid } = require('./ids');
const V = require('./validation');
const { validateRequest, checkColumnsMapped, applyTableMappings } = require('./rules');
const { declaredOnly, requestSchema } = require('./schemas');
const R = require('./records');
const { ipAllowed } = require('./ip');
const {
	SEED,
	CUSTOM_ROLE_ORGANIZATIONS,
	ROLE_CATALOGUE,
	rolesOfOrganization,
	assignedRole,
	systemRolesFor,
} = require('./seed');
const { mountCloud: mountWebhooks } = require('./webhooks');
const { mountCloud: mountSavedSearches } = require('./savedSearches');
const { offsetPage, cursorPage } = require('./cloudPaging');
const { extraSettings } = require('./newerServer');
const operators = require('./operators');

/**
 * @typedef {object} Ctx
 * @property {any} emu the Emulator
 * @property {import('./store').Store} store
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string>} query
 * @property {Record<string, any>} headers
 * @property {string} rawBody
 * @property {any} body parsed JSON (undefined when empty or not JSON)
 * @property {boolean} badJson body present but not valid JSON
 * @property {string} remoteAddress
 * @property {number} now
 * @property {boolean} handled the route handler ran (acted is derived: handled and status < 400)
 * @property {any} [key] authenticated cloud key (internal record)
 */

/** @typedef {(ctx: Ctx, p: Record<string, string>, s: Scope) => import('./respond').Reply} Handler */
/** @typedef {{org?: any, service?: any, svc?: import('./store').ServiceData}} Scope */

/** Path ids and their form (docs/api-notes.md#id-forms): control-plane records are uuids, observability records object ids. */
const UUID_PARAMS = ['organizationId', 'serviceId', 'keyId', 'pipeId', 'reversePrivateEndpointId'];
const OBJECT_ID_PARAMS = ['dashboardId', 'alertId', 'sourceId', 'webhookId', 'savedSearchId'];
const DEFAULT_SCALING = Object.freeze({
	replicas: 1,
	concurrency: 1,
	replicaCpuMillicores: 500,
	replicaMemoryGb: 2,
});

/** @type {Router<Handler>} */
const router = new Router();
const ORG = '/v1/organizations/:organizationId';
const SVC = `${ORG}/services/:serviceId`;
const OBS = `${SVC}/observability`;

// ---- helpers ------------------------------------------------------------------------
/** @param {Ctx} ctx */
function pipeDelay(ctx) {
	return ctx.emu.options.pipeTransitionMs;
}

/** @param {Ctx} ctx @returns {Record<string, any>} JSON object body or throws ValidationError */
function objectBody(ctx) {
	if (!V.isPlainObject(ctx.body))
		V.fail(
			'',
			ctx.body === undefined ? 'Request body is required' : 'Request body must be a JSON object',
		);
	return ctx.body;
}

// ---- organizations, services, keys -------------------------------------------------
router.on('GET', '/v1/organizations', (ctx) => cloudOk(ctx.store.organizations.all()));
router.on('GET', ORG, (ctx, p, s) => cloudOk(s.org));
router.on('PATCH', ORG, (ctx, p, s) => {
	const b = objectBody(ctx);
	validateRequest('cloud', 'organizationUpdate', b);
	/** @type {{add: any[], remove: any[]}} */
	const pe = { add: [], remove: [] };
	if (b.privateEndpoints) Object.assign(pe, b.privateEndpoints);
	const org = s.org;
	if (b.name !== undefined) org.name = b.name;
	if (b.enableCoreDumps !== undefined) org.enableCoreDumps = b.enableCoreDumps;
	if (pe.remove.length) {
		const gone = new Set(pe.remove.map((e) => e.id));
		org.privateEndpoints = org.privateEndpoints.filter((/** @type {any} */ e) => !gone.has(e.id));
	}
	for (const e of pe.add) {
		const existing = org.privateEndpoints.find((/** @type {any} */ x) => x.id === e.id);
		const given = Object.fromEntries(
			['description', 'cloudProvider', 'region']
				.filter((k) => e[k] !== undefined)
				.map((k) => [k, e[k]]),
		);
		if (existing) Object.assign(existing, given);
		else org.privateEndpoints.push({ id: e.id, description: '', ...given });
	}
	return cloudOk(org);
});
router.on('GET', `${ORG}/services`, (ctx, p) =>
	cloudOk(
		ctx.store.services
			.all()
			.filter((sv) => sv.organizationId === p.organizationId)
			.map((sv) => operators.settleService(ctx.store, sv, ctx.now).pub),
	),
);
// (the closure reads HttpError when a request fails, after this module has loaded)
operators.mount(router, ORG, { fail: (reply) => new HttpError(reply) });
router.on('GET', `${ORG}/keys`, (ctx, p) =>
	cursorPage(
		ctx,
		ctx.store.keys
			.all()
			.filter((k) => k.organizationId === p.organizationId)
			.map((k) => k.pub),
	),
);
router.on('GET', `${ORG}/keys/:keyId`, (ctx, p) => cloudOk(findKey(ctx, p).pub));
router.on('PATCH', `${ORG}/keys/:keyId`, (ctx, p) => {
	const key = findKey(ctx, p);
	const b = objectBody(ctx);
	validateRequest('cloud', 'openapiKeyUpdate', b);
	/** @type {Record<string, any>} */
	const next = keyRoles(b, key.organizationId, key.pub);
	if (b.name !== undefined) next.name = b.name;
	if (b.state !== undefined) next.state = b.state;
	if (b.expireAt !== undefined)
		next.expireAt = b.expireAt === null || b.expireAt === '' ? null : iso(Date.parse(b.expireAt));
	if (b.ipAccessList !== undefined)
		next.ipAccessList = b.ipAccessList.map((/** @type {any} */ e) => ({
			source: e.source,
			description: e.description === undefined ? '' : e.description,
		}));
	if (key === ctx.key) {
		if (next.state === 'disabled') return cloudError(409, 'an API key cannot disable itself');
		if (next.expireAt && Date.parse(next.expireAt) <= ctx.now)
			return cloudError(409, 'an API key cannot expire itself');
		if (next.ipAccessList && !ipAllowed(next.ipAccessList, ctx.remoteAddress)) {
			return cloudError(
				409,
				'the new ipAccessList would lock out the API key used for this request',
			);
		}
	}
	Object.assign(key.pub, next);
	for (const change of keyUpdateTypes(b))
		operators.logActivity(
			ctx.store,
			{
				type: 'openapi_key_update',
				organizationId: key.organizationId,
				targetKeyId: key.pub.id,
				keyUpdateType: change,
				...operators.apiActor(ctx),
			},
			ctx.now,
		);
	return cloudOk(key.pub);
});

/**
 * The kinds of change of a key update, as its activities name them (`keyUpdateType`).
 * @param {Record<string, any>} b
 */
function keyUpdateTypes(b) {
	/** @type {Record<string, string>} */
	const kinds = {
		name: 'name-changed',
		roles: 'role-changed',
		assignedRoleIds: 'roles-v2-changed',
		state: 'state-changed',
		expireAt: 'date-changed',
		ipAccessList: 'ip-access-list-changed',
	};
	return Object.keys(kinds)
		.filter((k) => b[k] !== undefined)
		.map((k) => kinds[k]);
}

/**
 * The role fields of a key update (docs/api-notes.md#api-keys): `assignedRoleIds`
 * (uuids of roles of the organization) sets `assignedRoles`, and `roles` follows its system
 * roles; the deprecated `roles` sets `roles` and the system roles that stand for them (custom
 * roles stay), except in an organization moved to custom roles, which checks and ignores it.
 * With both, `assignedRoleIds` decides. No list has a minimum size.
 * @param {Record<string, any>} b @param {string} organizationId @param {Record<string, any>} pub
 * @returns {Record<string, any>} the changed fields
 */
function keyRoles(b, organizationId, pub) {
	/** @type {Record<string, any>} */
	const next = {};
	if (b.roles !== undefined) {
		if (!CUSTOM_ROLE_ORGANIZATIONS.includes(organizationId)) {
			next.roles = Array.from(new Set(b.roles));
			const custom = (pub.assignedRoles || []).filter(
				(/** @type {any} */ r) => r.roleType === 'custom',
			);
			next.assignedRoles = [...systemRolesFor(next.roles), ...custom];
		}
	}
	if (b.assignedRoleIds !== undefined) {
		const known = rolesOfOrganization(organizationId);
		const chosen = b.assignedRoleIds.map((/** @type {string} */ id, /** @type {number} */ i) => {
			const role = known.find((r) => r.roleId === id);
			if (!role) V.fail(`assignedRoleIds.${i}`, `Role ${id} not found in this organization`);
			return /** @type {import('./seed').RoleEntry} */ (role);
		});
		const unique = chosen.filter((r, i) => chosen.indexOf(r) === i);
		next.assignedRoles = unique.map(assignedRole);
		next.roles = unique
			.filter((r) => r.legacy !== null)
			.map((r) => /** @type {string} */ (r.legacy));
	}
	return next;
}

/** Whether a key may send other than GET: a role that writes (the deprecated `admin`, or an assigned role). @param {Record<string, any>} pub */
function canWrite(pub) {
	if ((pub.roles || []).includes('admin')) return true;
	return (pub.assignedRoles || []).some((/** @type {any} */ a) =>
		ROLE_CATALOGUE.some((r) => r.roleId === a.roleId && r.write),
	);
}

/** @param {Ctx} ctx @param {Record<string, string>} p */
function findKey(ctx, p) {
	const key = ctx.store.keys.get(p.keyId);
	if (!key || key.organizationId !== p.organizationId)
		throw notFound(`API key ${p.keyId} not found`);
	return key;
}

// ---- observability ------------------------------------------------------------------
router.on('GET', `${OBS}/dashboards`, (ctx, p, s) => cloudOk(svc(s).dashboards.all()));
router.on('POST', `${OBS}/dashboards`, (ctx, p, s) => {
	const f = V.validateDashboard(objectBody(ctx), randomObjectId, {
		deployment: 'cloud',
		operationId: 'observabilityCreateDashboard',
	});
	const id = randomObjectId();
	const rec = R.buildDashboard(id, f);
	svc(s).dashboards.add(id, rec);
	return cloudOk(rec);
});
router.on('GET', `${OBS}/dashboards/:dashboardId`, (ctx, p, s) =>
	cloudOk(findIn(svc(s).dashboards, p.dashboardId, 'Dashboard')),
);
router.on('PUT', `${OBS}/dashboards/:dashboardId`, (ctx, p, s) => {
	const d = svc(s);
	findIn(d.dashboards, p.dashboardId, 'Dashboard');
	const f = V.validateDashboard(objectBody(ctx), randomObjectId, {
		deployment: 'cloud',
		operationId: 'observabilityUpdateDashboard',
	});
	const rec = R.buildDashboard(p.dashboardId, f);
	d.dashboards.replace(p.dashboardId, rec);
	removeOrphanAlerts(
		d.alerts,
		p.dashboardId,
		new Set(rec.tiles.map((/** @type {any} */ t) => t.id)),
	);
	return cloudOk(rec);
});
router.on('DELETE', `${OBS}/dashboards/:dashboardId`, (ctx, p, s) => {
	const d = svc(s);
	findIn(d.dashboards, p.dashboardId, 'Dashboard');
	d.dashboards.remove(p.dashboardId);
	removeOrphanAlerts(d.alerts, p.dashboardId, new Set());
	return cloudOk(undefined, true);
});

/**
 * Alerts of a dashboard go with it (and with its removed tiles).
 * @param {import('./store').Collection<any>} alerts @param {string} dashboardId @param {Set<string>} keepTiles
 */
function removeOrphanAlerts(alerts, dashboardId, keepTiles) {
	for (const a of alerts.all().slice()) {
		if (a.source === 'tile' && a.dashboardId === dashboardId && !keepTiles.has(a.tileId))
			alerts.remove(a.id);
	}
}

/** @param {Ctx} ctx @param {Scope} s @param {'create'|'replace'} mode */
function cloudAlertFields(ctx, s, mode) {
	const d = svc(s);
	return V.validateAlert(objectBody(ctx), {
		mode,
		deployment: 'cloud',
		no30s: ctx.emu.options.alertInterval30s === false,
		isId: isObjectId,
		findDashboard: (id) => d.dashboards.get(id),
		webhookExists: (id) => d.webhooks.has(id),
		savedSearchExists: (id) => d.savedSearches.has(id),
	});
}
router.on('GET', `${OBS}/alerts`, (ctx, p, s) => offsetPage(ctx, svc(s).alerts.all()));
router.on('POST', `${OBS}/alerts`, (ctx, p, s) => {
	const f = cloudAlertFields(ctx, s, 'create');
	const id = randomObjectId();
	const now = iso(ctx.now);
	const rec = R.buildAlert(f, {
		id,
		state: 'OK',
		team: SEED.cloudTeam,
		createdAt: now,
		updatedAt: now,
	});
	svc(s).alerts.add(id, rec);
	return cloudOk(rec);
});
router.on('GET', `${OBS}/alerts/:alertId`, (ctx, p, s) =>
	cloudOk(findIn(svc(s).alerts, p.alertId, 'Alert')),
);
router.on('PUT', `${OBS}/alerts/:alertId`, (ctx, p, s) => {
	const old = findIn(svc(s).alerts, p.alertId, 'Alert');
	const f = cloudAlertFields(ctx, s, 'replace');
	const rec = R.buildAlert(f, {
		id: old.id,
		state: old.state,
		team: old.teamId,
		createdAt: old.createdAt,
		updatedAt: iso(ctx.now),
	});
	svc(s).alerts.replace(old.id, rec);
	return cloudOk(rec);
});
router.on('DELETE', `${OBS}/alerts/:alertId`, (ctx, p, s) => {
	findIn(svc(s).alerts, p.alertId, 'Alert');
	svc(s).alerts.remove(p.alertId);
	return cloudOk(undefined, true);
});
router.on('GET', `${OBS}/sources`, (ctx, p, s) => cloudOk(svc(s).sources.all()));
router.on('GET', `${OBS}/sources/:sourceId`, (ctx, p, s) =>
	cloudOk(findIn(svc(s).sources, p.sourceId, 'Source')),
);
mountWebhooks(router, OBS, { svc, findIn, objectBody, offsetPage });
mountSavedSearches(router, OBS, { svc, findIn, objectBody, offsetPage });

// ---- pipes ------------------------------------------------------------------------------
router.on('GET', `${SVC}/pipes`, (ctx, p, s) =>
	cloudOk(
		svc(s)
			.pipes.all()
			.map((x) => R.settlePipe(ctx.store, x, ctx.now)),
	),
);
// before `pipes/:pipeId`, which would take `context` for a malformed pipe id
router.on('GET', `${SVC}/pipes/context`, (ctx, p, s) => cloudOk(clone(s.service.pipesContext)));
router.on('POST', `${SVC}/pipes`, (ctx, p, s) => {
	const body = objectBody(ctx);
	validateRequest('cloud', 'pipeCreate', body, { pipesContext: s.service.pipesContext });
	const b = declaredOnly('cloud', requestSchema('cloud', 'pipeCreate'), body);
	const kind = R.pipeKind({ source: dropNulls(b.source) });
	operators.settleService(ctx.store, s.service, ctx.now);
	if (s.service.pub.state !== 'running') {
		return cloudError(
			424,
			`pipe creation is allowed only when the service is running. Current state: ${s.service.pub.state}`,
		);
	}
	const stored = clone({ source: { [kind]: b.source[kind] }, destination: b.destination });
	const secrets = R.extractSecrets(stored);
	const id = randomUuid();
	const now = iso(ctx.now);
	/** @type {Record<string, any>} */
	const rec = {
		id,
		serviceId: s.service.pub.id,
		name: b.name,
		state: b.startPaused ? 'Stopped' : 'Provisioning',
		scaling: { ...DEFAULT_SCALING, ...(b.scaling || {}) },
		source: stored.source,
		destination: stored.destination,
		fieldMappings: b.fieldMappings || [],
		settings: { ...R.defaultSettings(), ...(b.settings || {}) },
		createdAt: now,
		updatedAt: now,
	};
	svc(s).pipes.add(id, rec);
	ctx.store.pipeSecrets.set(id, secrets);
	if (!b.startPaused)
		R.transitionPipe(ctx.store, rec, 'Provisioning', 'Running', ctx.now, pipeDelay(ctx));
	return cloudOk(rec);
});
router.on('GET', `${SVC}/pipes/:pipeId`, (ctx, p, s) => cloudOk(getPipe(ctx, s, p)));
router.on('PATCH', `${SVC}/pipes/:pipeId`, (ctx, p, s) => {
	const pipe = getPipe(ctx, s, p);
	const kind = R.pipeKind(pipe);
	const body = objectBody(ctx);
	validateRequest('cloud', 'pipeUpdate', body, {
		kind,
		extraSettings: extraSettings(ctx),
		pipesContext: s.service.pipesContext,
	});
	/** @type {Record<string, any>} */
	const changes = clone({
		name: body.name === null ? undefined : body.name,
		source: body.source ? body.source[kind] || undefined : undefined,
		destination: body.destination || undefined,
		fieldMappings: body.fieldMappings,
		settings: body.settings || undefined,
	});
	// A null leaves the field as it is (every nullable PATCH field).
	if (changes.source) changes.source = dropNulls(changes.source);
	const secrets = R.extractSecrets(changes.source ? { source: { [kind]: changes.source } } : {});
	const next = clone(pipe);
	if (changes.name !== undefined) next.name = changes.name;
	if (changes.source !== undefined) {
		const { tableMappingsToAdd, tableMappingsToRemove, settings, ...fields } = changes.source;
		const kindObject = { ...next.source[kind], ...fields };
		if (settings) kindObject.settings = { ...(kindObject.settings || {}), ...dropNulls(settings) };
		if (kind === 'relationalDb')
			applyTableMappings(kindObject, tableMappingsToAdd, tableMappingsToRemove);
		next.source = { ...next.source, [kind]: kindObject };
	}
	if (changes.destination !== undefined)
		next.destination = { ...next.destination, ...changes.destination };
	if (changes.fieldMappings !== undefined) next.fieldMappings = changes.fieldMappings;
	if (changes.settings !== undefined) next.settings = { ...next.settings, ...changes.settings };
	checkColumnsMapped(next.destination, next.fieldMappings);
	next.updatedAt = iso(ctx.now);
	Object.assign(pipe, next);
	ctx.store.pipeSecrets.set(
		pipe.id,
		R.mergeSecrets(ctx.store.pipeSecrets.get(pipe.id) || [], secrets),
	);
	return cloudOk(pipe);
});
router.on('DELETE', `${SVC}/pipes/:pipeId`, (ctx, p, s) => {
	getPipe(ctx, s, p);
	svc(s).pipes.remove(p.pipeId);
	ctx.store.pipeSecrets.delete(p.pipeId);
	ctx.store.pipeTransitions.delete(p.pipeId);
	return cloudOk(undefined, true);
});
router.on('PATCH', `${SVC}/pipes/:pipeId/state`, (ctx, p, s) => {
	const pipe = getPipe(ctx, s, p);
	const { command } = objectBody(ctx);
	validateRequest('cloud', 'pipeStateUpdate', ctx.body);
	const kind = R.pipeKind(pipe);
	const delay = pipeDelay(ctx);
	if (command === 'stop') {
		if (kind === 'relationalDb')
			R.commandTransition(ctx.store, pipe, 'Pausing', 'Paused', ctx.now, delay);
		else R.commandTransition(ctx.store, pipe, 'Stopping', 'Stopped', ctx.now, delay);
	} else if (command === 'start') {
		if (!['Stopped', 'Paused', 'Failed'].includes(pipe.state))
			return cloudError(400, 'pipe is already running');
		R.commandTransition(ctx.store, pipe, 'Provisioning', 'Running', ctx.now, delay);
	} else {
		if (kind !== 'relationalDb')
			return cloudError(
				400,
				`resync is only supported for relationalDb pipes (this pipe's source is ${kind})`,
			);
		R.commandTransition(ctx.store, pipe, 'Resync', 'Running', ctx.now, delay);
	}
	// No documented activity type names a pipe: a newer server's audit log may (the test prefix of
	// enum values no document lists), so only that mode writes one.
	if (ctx.emu.options.newerServer)
		operators.logActivity(
			ctx.store,
			{
				type: 'future_pipe_state_change',
				organizationId: p.organizationId,
				serviceId: p.serviceId,
				...operators.apiActor(ctx),
			},
			ctx.now,
		);
	return cloudOk(pipe);
});
router.on('PATCH', `${SVC}/pipes/:pipeId/scaling`, (ctx, p, s) => {
	const pipe = getPipe(ctx, s, p);
	validateRequest('cloud', 'pipeScalingUpdate', objectBody(ctx));
	const b = dropNulls(ctx.body);
	pipe.scaling = { ...pipe.scaling, ...b };
	pipe.updatedAt = iso(ctx.now);
	return cloudOk(pipe);
});
router.on('GET', `${SVC}/pipes/:pipeId/settings`, (ctx, p, s) =>
	cloudOk(getPipe(ctx, s, p).settings),
);
router.on('PUT', `${SVC}/pipes/:pipeId/settings`, (ctx, p, s) => {
	const pipe = getPipe(ctx, s, p);
	const b = objectBody(ctx);
	validateRequest('cloud', 'pipeSettingsUpdate', b, { extraSettings: extraSettings(ctx) });
	// No document says whether the server merges the map or replaces the settings with it: the
	// emulator merges, or (option `pipeSettingsPut: 'replace'`) puts every setting not sent back
	// to its default.
	const base =
		ctx.emu.options.pipeSettingsPut === 'replace'
			? R.defaultSettings(extraSettings(ctx))
			: pipe.settings;
	pipe.settings = { ...base, ...b };
	pipe.updatedAt = iso(ctx.now);
	return cloudOk(pipe.settings);
});

/** @param {Record<string, any>} o @returns {Record<string, any>} the fields that are not null */
function dropNulls(o) {
	return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null));
}

/** @param {Ctx} ctx @param {Scope} s @param {Record<string, string>} p */
function getPipe(ctx, s, p) {
	return R.settlePipe(ctx.store, findIn(svc(s).pipes, p.pipeId, 'Pipe'), ctx.now);
}

// ---- reverse private endpoints ----------------------------------------------------------
const RPE = `${SVC}/pipesReversePrivateEndpoints`;
router.on('GET', RPE, (ctx, p, s) => cloudOk(svc(s).rpes.all()));
router.on('GET', `${RPE}/:reversePrivateEndpointId`, (ctx, p, s) =>
	cloudOk(findIn(svc(s).rpes, p.reversePrivateEndpointId, 'Reverse private endpoint')),
);
router.on('DELETE', `${RPE}/:reversePrivateEndpointId`, (ctx, p, s) => {
	findIn(svc(s).rpes, p.reversePrivateEndpointId, 'Reverse private endpoint');
	svc(s).rpes.remove(p.reversePrivateEndpointId);
	return cloudOk(undefined, true);
});

// ---- scope resolution ---------------------------------------------------------------------
class HttpError extends Error {
	/** @param {import('./respond').Reply} reply */
	constructor(reply) {
		super('http error');
		this.reply = reply;
	}
}
/** @param {string} msg */
const notFound = (msg) => new HttpError(cloudError(404, msg));

/** @param {Scope} s */
function svc(s) {
	return /** @type {import('./store').ServiceData} */ (s.svc);
}
/** @param {import('./store').Collection<any>} coll @param {string} id @param {string} what */
function findIn(coll, id, what) {
	const rec = coll.get(id);
	if (!rec) throw notFound(`${what} ${id} not found`);
	return rec;
}

/**
 * Malformed ids first (400), then unknown organization, then service (404).
 * @param {Ctx} ctx @param {Record<string, string>} p @returns {Scope}
 */
function resolveScope(ctx, p) {
	for (const name of UUID_PARAMS) {
		if (p[name] !== undefined && !isUuid(p[name]))
			throw new HttpError(cloudError(400, `Invalid ${name}: '${p[name]}' is not a valid UUID`));
	}
	for (const name of OBJECT_ID_PARAMS) {
		if (p[name] !== undefined && !isObjectId(p[name]))
			throw new HttpError(
				cloudError(400, `Invalid ${name}: '${p[name]}' is not a valid object ID`),
			);
	}
	/** @type {Scope} */
	const s = {};
	if (p.organizationId !== undefined) {
		s.org = ctx.store.organizations.get(p.organizationId);
		if (!s.org) throw notFound(`Organization ${p.organizationId} not found`);
	}
	if (p.serviceId !== undefined) {
		s.service = ctx.store.services.get(p.serviceId);
		if (!s.service || s.service.organizationId !== p.organizationId)
			throw notFound(`Service ${p.serviceId} not found`);
		s.svc = ctx.store.svc(p.serviceId);
	}
	return s;
}

// ---- entry point -----------------------------------------------------------------------------
/**
 * Authenticate (HTTP Basic), rate limit, authorize, route.
 * @param {Ctx} ctx
 * @returns {import('./respond').Reply}
 */
function handleCloud(ctx) {
	const auth = authenticate(ctx);
	if (auth) return auth;
	const key = ctx.key;
	const limited = ctx.emu.limiters.cloud.hit(key.credKeyId, ctx.now);
	if (limited) {
		const lim = ctx.emu.limiters.cloud;
		return cloudError(
			429,
			`rate limit of ${lim.limit} requests per ${lim.windowMs / 1000} seconds exceeded for this API key`,
			{
				'X-RateLimit-Reset': lim.resetSeconds(limited.resetMs),
				'Retry-After': lim.retryAfter(limited.resetMs),
			},
		);
	}
	const m = router.match(ctx.method, ctx.path);
	if (!('handler' in m)) {
		return cloudError(
			404,
			m.pathMatched
				? `method ${ctx.method} is not supported on ${ctx.path}`
				: `no route for ${ctx.method} ${ctx.path}`,
		);
	}
	if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && !canWrite(key.pub)) {
		const names = [
			...key.pub.roles,
			...key.pub.assignedRoles
				.filter((/** @type {any} */ r) => r.roleType === 'custom')
				.map((/** @type {any} */ r) => r.roleName),
		];
		return cloudError(
			403,
			`API key roles [${names.join(', ')}] do not permit ${ctx.method} requests`,
		);
	}
	try {
		const s = resolveScope(ctx, m.params);
		ctx.handled = true;
		if (ctx.method !== 'GET' && ctx.method !== 'DELETE') {
			if (ctx.rawBody && !/\bjson\b/i.test(String(ctx.headers['content-type'] || ''))) {
				return cloudError(400, "Content-Type must be 'application/json'");
			}
			if (ctx.badJson) return cloudError(400, 'Request body is not valid JSON');
		}
		return m.handler(ctx, m.params, s);
	} catch (e) {
		if (e instanceof HttpError) return e.reply;
		if (e instanceof V.ValidationError) return cloudError(e.status, e.bare ? e.text : e.message);
		throw e;
	}
}

/** @param {Ctx} ctx @returns {import('./respond').Reply | null} */
function authenticate(ctx) {
	const h = ctx.headers.authorization;
	if (typeof h !== 'string' || !/^basic\s+/i.test(h))
		return cloudError(
			401,
			'missing HTTP Basic credentials (Authorization: Basic base64(keyId:keySecret))',
		);
	const decoded = Buffer.from(h.replace(/^basic\s+/i, '').trim(), 'base64').toString('utf8');
	const colon = decoded.indexOf(':');
	const keyId = colon < 0 ? decoded : decoded.slice(0, colon);
	const secret = colon < 0 ? '' : decoded.slice(colon + 1);
	const key = ctx.emu.findCloudKey(keyId);
	if (!key || key.credSecret !== secret) return cloudError(401, 'invalid API key id or secret');
	if (key.pub.state !== 'enabled') return cloudError(401, 'API key is disabled');
	if (key.pub.expireAt && Date.parse(key.pub.expireAt) <= ctx.now)
		return cloudError(401, 'API key has expired');
	if (!ipAllowed(key.pub.ipAccessList, ctx.remoteAddress))
		return cloudError(401, `IP address ${ctx.remoteAddress} is not allowed for this API key`);
	key.pub.usedAt = iso(ctx.now);
	ctx.key = key;
	return null;
}

module.exports = { handleCloud, router, HttpError };
