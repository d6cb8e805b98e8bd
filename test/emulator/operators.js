'use strict';
/**
 * The operator's routes of the cloud (CONTRACT.md, "Services, activities and usage cost"):
 * a service's state machine with idle (`PATCH .../services/{serviceId}/state`), the
 * organization's activities (its audit log: seeded ones and those the emulator's own changes
 * write) and usage cost per entity and day (pipes and services, computed from their ids and
 * the day, so every range answers the same figures).
 *
 * The activity list has no published order, paging or cap: the emulator answers newest first
 * by default, and the option `activityList: {order: 'newest'|'oldest'|'unordered', cap}` makes
 * it answer in another order (unordered: shuffled anew for each request) and at most `cap`
 * records (the newest, oldest, or any of the window, as ordered).
 */
const { createHash } = require('crypto');
const { cloudOk, cloudError, iso, clone } = require('./respond');
const { FUTURE_FIELD, FUTURE_VALUE } = require('./newerServer');
const { seedUuid } = require('./ids');
const { validateRequest } = require('./rules');

/** Where each command may start, its intermediate state and where it settles. */
const COMMANDS = Object.freeze({
	start: { from: ['stopped'], via: 'starting', to: 'running', type: 'service_start' },
	stop: {
		from: ['running', 'idle', 'degraded', 'partially_running'],
		via: 'stopping',
		to: 'stopped',
		type: 'service_stop',
	},
	awake: { from: ['idle'], via: 'awaking', to: 'running', type: 'service_awaken' },
});

/** The activity a settled state writes (actor: the system). */
const SETTLED_ACTIVITY = Object.freeze({ running: 'service_running', idle: 'service_idle' });

/** Seeded activities: minutes after BASE_TIME, type, actor (the seed's dates are fixed). */
const BASE_TIME = Date.UTC(2025, 0, 15, 10, 0, 0);

/** @param {number} n */
const activityIdOf = (n) => `act-${String(n).padStart(8, '0')}`;

/**
 * @param {import('./store').Store} store
 * @param {{org: string, org2: string, service: string, idleService: string, keys: Record<string, string>}} seed
 * @param {number} [extra] generated activities after the fixed ones (one a minute before BASE_TIME)
 */
function seedActivities(store, seed, extra = 0) {
	/** @type {Array<[number, string, Record<string, any>]>} */
	const fixed = [
		[
			-4320,
			'create_organization',
			{ actorType: 'user', actorId: 'user-0001', actorDetails: 'ada@example.com' },
		],
		[
			-4300,
			'service_create',
			{
				serviceId: seed.service,
				actorType: 'user',
				actorId: 'user-0001',
				actorDetails: 'ada@example.com',
			},
		],
		[
			-4200,
			'key_create',
			{
				targetKeyId: seed.keys.admin,
				keyUpdateType: 'created',
				actorType: 'user',
				actorId: 'user-0001',
				actorDetails: 'ada@example.com',
			},
		],
		[
			-3000,
			'user_login',
			{
				actorType: 'user',
				actorId: 'user-0002',
				actorDetails: 'grace@example.com',
				actorIpAddress: '203.0.113.7',
			},
		],
		[
			-2900,
			'service_update_ip_access_list',
			{
				serviceId: seed.service,
				actorType: 'user',
				actorId: 'user-0002',
				actorDetails: 'grace@example.com',
			},
		],
		[
			-1500,
			'service_idle',
			{ serviceId: seed.idleService, actorType: 'system', actorId: 'system' },
		],
		[
			-600,
			'user_login_failed',
			{
				actorType: 'user',
				actorId: 'user-0003',
				actorDetails: 'mallory@example.com',
				actorIpAddress: '198.51.100.9',
			},
		],
		[
			-120,
			'openapi_key_update',
			{
				targetKeyId: seed.keys.developer,
				keyUpdateType: 'role-changed',
				actorType: 'api',
				actorId: seed.keys.admin,
			},
		],
	];
	let n = 0;
	for (const [minutes, type, fields] of fixed) {
		const id = activityIdOf(++n);
		store.activities.add(id, {
			id,
			createdAt: new Date(BASE_TIME + minutes * 60000).toISOString(),
			type,
			organizationId: seed.org,
			userAgent: fields.actorType === 'api' ? 'n8n' : 'Browser/1.0',
			...fields,
		});
	}
	for (let i = 0; i < extra; i++) {
		const id = activityIdOf(++n);
		store.activities.add(id, {
			id,
			createdAt: new Date(BASE_TIME - (i + 1) * 60000).toISOString(),
			type: i % 3 === 0 ? 'user_login' : i % 3 === 1 ? 'service_update_name' : 'backup_delete',
			organizationId: seed.org,
			actorType: 'user',
			actorId: 'user-0002',
			serviceId: seed.service,
		});
	}
	store.activitySeq = n;
}

/**
 * An activity the emulator's own change writes, at `now`.
 * @param {import('./store').Store} store @param {Record<string, any>} fields (type, organizationId, ...)
 * @param {number} now
 */
function logActivity(store, fields, now) {
	store.activitySeq = (store.activitySeq || 0) + 1;
	const id = activityIdOf(store.activitySeq);
	const rec = { id, createdAt: iso(now), ...fields };
	if (store.newerServer) rec[FUTURE_FIELD] = clone(FUTURE_VALUE);
	store.activities.add(id, rec);
	return rec;
}

/** Who a request's key is, as an activity names its actor. @param {any} ctx */
function apiActor(ctx) {
	/** @type {Record<string, any>} */
	const actor = { actorType: 'api', actorId: ctx.key.pub.id, actorDetails: ctx.key.pub.name };
	if (ctx.remoteAddress) actor.actorIpAddress = ctx.remoteAddress;
	const agent = ctx.headers && ctx.headers['user-agent'];
	if (agent) actor.userAgent = String(agent);
	return actor;
}

/**
 * A due transition of a service happens (lazily, when anything reads the service or the
 * activities), and writes its activity at the time it happened.
 * @param {import('./store').Store} store @param {any} service internal record @param {number} now
 */
function settleService(store, service, now) {
	const t = store.serviceTransitions.get(service.pub.id);
	if (t && t.at <= now) {
		store.serviceTransitions.delete(service.pub.id);
		service.pub.state = t.to;
		const type = SETTLED_ACTIVITY[/** @type {'running'|'idle'} */ (t.to)];
		if (type)
			logActivity(
				store,
				{
					type,
					organizationId: service.organizationId,
					serviceId: service.pub.id,
					actorType: 'system',
					actorId: 'system',
				},
				t.at,
			);
	}
	return service;
}

/** @param {import('./store').Store} store @param {number} now */
function settleAllServices(store, now) {
	for (const service of store.services.all()) settleService(store, service, now);
}

/**
 * Set a service's state now; with `to`, it moves on to `to` after `afterMs`.
 * @param {import('./store').Store} store @param {any} service @param {string} state @param {string|null} to @param {number} now @param {number} afterMs
 */
function transitionService(store, service, state, to, now, afterMs) {
	service.pub.state = state;
	if (to) store.serviceTransitions.set(service.pub.id, { to, at: now + afterMs });
	else store.serviceTransitions.delete(service.pub.id);
}

/** @param {string} value */
const isDateTime = (value) =>
	/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) &&
	!Number.isNaN(Date.parse(value));
/** @param {string} value */
const isDate = (value) =>
	/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** @param {string[]} list @param {() => number} random */
function shuffled(list, random) {
	const out = list.slice();
	for (let i = out.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		[out[i], out[j]] = [out[j], out[i]];
	}
	return out;
}

/** A seeded pseudo-random source (mulberry32). @param {number} seed */
function mulberry(seed) {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** A number in [0, 1) fixed by a text. @param {string} text */
function unit(text) {
	return createHash('sha256').update(text).digest().readUInt32BE(0) / 4294967296;
}

const round = (/** @type {number} */ v) => Math.round(v * 10000) / 10000;

/** The tags the emulator gives services for usage-cost filters (internal: not in the record). */
const SERVICE_TAGS = Object.freeze({
	production: { Environment: 'Production' },
	staging: { Environment: 'Staging' },
});

/**
 * Whether an entity's service matches every filter item (`tag:Name=value` or `tag:Name`).
 * @param {any} service @param {string[]} filters
 */
function matchesTags(service, filters) {
	const tags = (service && SERVICE_TAGS[/** @type {'production'} */ (service.pub.name)]) || {};
	return filters.every((item) => {
		const m = /^tag:([^=]+)(?:=(.*))?$/.exec(item);
		if (!m) return false;
		return m[2] === undefined ? m[1] in tags : tags[/** @type {'Environment'} */ (m[1])] === m[2];
	});
}

/**
 * One cost record of an entity and a day.
 * @param {'service'|'pipe'} entityType @param {string} entityId @param {string} entityName @param {any} service @param {string} date @param {number} now
 */
function costRecord(entityType, entityId, entityName, service, date, now) {
	const base = entityType === 'service' ? 40 : 6;
	const compute = round(base * (0.5 + unit(`${entityId}:${date}:compute`)));
	const storage = round((base / 4) * (0.5 + unit(`${entityId}:${date}:storage`)));
	const transfer = round((base / 10) * unit(`${entityId}:${date}:transfer`));
	const metrics = {
		storageCredits: entityType === 'service' ? storage : 0,
		backupCredits: entityType === 'service' ? round(storage / 10) : 0,
		computeCredits: compute,
		dataTransferCredits: transfer,
		initialLoadCredits: 0,
		publicDataTransferCredits: 0,
		interRegionTier1DataTransferCredits: 0,
		interRegionTier2DataTransferCredits: 0,
		interRegionTier3DataTransferCredits: 0,
		interRegionTier4DataTransferCredits: 0,
	};
	const total = round(Object.values(metrics).reduce((a, b) => a + b, 0));
	return {
		warehouseId: seedUuid(0xd, 1),
		serviceId: service.pub.id,
		date,
		entityType,
		entityId,
		entityName,
		metrics,
		totalCredits: total,
		// The last two days' figures may still change.
		locked: Date.parse(`${date}T00:00:00Z`) < now - 2 * 86400000,
	};
}

/**
 * @param {import('./respond').Router<any>} router
 * @param {string} ORG the organization's route prefix
 * @param {{fail: (reply: any) => Error}} helpers turns an error answer into what a route throws
 */
function mount(router, ORG, { fail }) {
	const SVC = `${ORG}/services/:serviceId`;

	router.on('GET', SVC, (/** @type {any} */ ctx, /** @type {any} */ p, /** @type {any} */ s) =>
		cloudOk(settleService(ctx.store, s.service, ctx.now).pub),
	);
	router.on(
		'PATCH',
		`${SVC}/state`,
		(/** @type {any} */ ctx, /** @type {any} */ p, /** @type {any} */ s) => {
			const b = ctx.body;
			if (!b || typeof b !== 'object' || Array.isArray(b))
				return cloudError(400, 'Request body must be a JSON object');
			validateRequest('cloud', 'instanceStateUpdate', b);
			const service = settleService(ctx.store, s.service, ctx.now);
			const command = COMMANDS[/** @type {'start'|'stop'|'awake'} */ (b.command)];
			const state = service.pub.state;
			if (!command.from.includes(state))
				return cloudError(400, `Cannot ${b.command} a service in state ${state}`);
			transitionService(
				ctx.store,
				service,
				command.via,
				command.to,
				ctx.now,
				ctx.emu.options.pipeTransitionMs,
			);
			logActivity(
				ctx.store,
				{
					type: command.type,
					organizationId: p.organizationId,
					serviceId: service.pub.id,
					...apiActor(ctx),
				},
				ctx.now,
			);
			return cloudOk(service.pub);
		},
	);

	router.on('GET', `${ORG}/activities`, (/** @type {any} */ ctx, /** @type {any} */ p) => {
		for (const name of ['from_date', 'to_date']) {
			const v = ctx.query[name];
			if (v !== undefined && !isDateTime(String(v)))
				return cloudError(400, `${name}: Invalid datetime '${String(v)}'`);
		}
		settleAllServices(ctx.store, ctx.now);
		const from = ctx.query.from_date === undefined ? -Infinity : Date.parse(ctx.query.from_date);
		const to = ctx.query.to_date === undefined ? Infinity : Date.parse(ctx.query.to_date);
		const inWindow = ctx.store.activities
			.all()
			.filter((/** @type {any} */ a) => a.organizationId === p.organizationId)
			.filter((/** @type {any} */ a) => {
				const t = Date.parse(a.createdAt);
				return t >= from && t <= to;
			});
		const list = ctx.emu.options.activityList || {};
		const newestFirst = inWindow
			.slice()
			.sort(
				(/** @type {any} */ a, /** @type {any} */ b) =>
					Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
					(b.id > a.id ? 1 : b.id < a.id ? -1 : 0),
			);
		const ordered =
			list.order === 'oldest'
				? newestFirst.reverse()
				: list.order === 'unordered'
					? shuffled(
							newestFirst,
							mulberry((ctx.store.activityShuffles = (ctx.store.activityShuffles || 0) + 1) * 7919),
						)
					: newestFirst;
		const cap = Number(list.cap) > 0 ? Number(list.cap) : Infinity;
		return cloudOk(ordered.slice(0, cap));
	});
	router.on(
		'GET',
		`${ORG}/activities/:activityId`,
		(/** @type {any} */ ctx, /** @type {any} */ p) => {
			settleAllServices(ctx.store, ctx.now);
			const rec = ctx.store.activities.get(p.activityId);
			if (!rec || rec.organizationId !== p.organizationId)
				throw fail(cloudError(404, `Activity ${p.activityId} not found`));
			return cloudOk(rec);
		},
	);

	router.on('GET', `${ORG}/usageCost`, (/** @type {any} */ ctx, /** @type {any} */ p) => {
		const from = ctx.query.from_date;
		const to = ctx.query.to_date;
		if (from === undefined || to === undefined)
			return cloudError(400, 'from_date and to_date are required');
		if (!isDate(String(from)) || !isDate(String(to)))
			return cloudError(400, 'from_date and to_date must be dates (YYYY-MM-DD)');
		const fromMs = Date.parse(`${from}T00:00:00Z`);
		const toMs = Date.parse(`${to}T00:00:00Z`);
		if (toMs < fromMs) return cloudError(400, 'from_date must not be after to_date');
		if ((toMs - fromMs) / 86400000 > 31)
			return cloudError(400, 'The date range must not exceed 31 days');
		const raw = ctx.query.filter;
		const filters = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
		const costs = [];
		for (const service of ctx.store.services.all()) {
			if (service.organizationId !== p.organizationId || !matchesTags(service, filters)) continue;
			const pipes = ctx.store.svc(service.pub.id).pipes.all();
			for (let day = fromMs; day <= toMs; day += 86400000) {
				const date = new Date(day).toISOString().slice(0, 10);
				costs.push(costRecord('service', service.pub.id, service.pub.name, service, date, ctx.now));
				for (const pipe of pipes)
					costs.push(costRecord('pipe', pipe.id, pipe.name, service, date, ctx.now));
			}
		}
		// A newer server's records carry a field no document lists (newerServer.js).
		if (ctx.emu.options.newerServer)
			for (const c of costs) Object.assign(c, { [FUTURE_FIELD]: clone(FUTURE_VALUE) });
		const grand = round(costs.reduce((sum, c) => sum + c.totalCredits, 0));
		return cloudOk({ grandTotalCredits: grand, costs });
	});
}

module.exports = {
	COMMANDS,
	mount,
	seedActivities,
	logActivity,
	apiActor,
	settleService,
	settleAllServices,
	transitionService,
};
