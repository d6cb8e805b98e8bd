'use strict';
/**
 * The Emulator: HTTP server, request pipeline (log -> fault -> deployment
 * handler -> latency -> send) and the in-process control API.
 */
const http = require('http');
const { URL } = require('url');
const { Store } = require('./store');
const { writeEventRows, clearEventRows } = require('./eventRows');
const { buildSeed, applyCloudCredentials, SEED, DEMO_SELF_HOSTED_API_KEY } = require('./seed');
const { FixedWindowLimiter, REAL_DEFAULTS } = require('./rateLimit');
const { Faults, faultReply, replaces } = require('./faults');
const { handleCloud } = require('./cloud');
const { handleSelfHosted } = require('./selfHosted');
const { handleControl } = require('./control');
const { cloudError, json, text, iso, clone, JSON_TYPE } = require('./respond');
const { readDocument } = require('../contract/documents');
const { randomUuid, randomObjectId } = require('./ids');
const R = require('./records');
const observers = require('./observers');
const { Notifier } = require('./notifications');
const { findWebhook } = require('./webhooks');
const newer = require('./newerServer');
const operators = require('./operators');

const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** The alert states both documents list (docs/api-notes.md#alert-states); tests may set others. */
const DOCUMENTED_ALERT_STATES = Object.freeze([
	'ALERT',
	'OK',
	'INSUFFICIENT_DATA',
	'DISABLED',
	'PENDING',
]);
/** The pipe and service states the cloud document lists (docs/api-notes.md#pipe-states): a test may set other pipe states (the answers then open the enum), no other service state. */
const CLOUD_SCHEMAS = readDocument('cloud').components.schemas;
const DOCUMENTED_PIPE_STATES = Object.freeze([...CLOUD_SCHEMAS.Pipe.properties.state.enum]);
const DOCUMENTED_SERVICE_STATES = Object.freeze([...CLOUD_SCHEMAS.Service.properties.state.enum]);

/**
 * @typedef {object} RateLimitOptions
 * @property {boolean} [enabled]
 * @property {number} [limit]
 * @property {number} [windowMs]
 */
/**
 * @typedef {object} EmulatorOptions
 * @property {number} [port] 0 = random (default); always binds 127.0.0.1
 * @property {import('./seed').SeedOptions} [seed] scale knobs
 * @property {number} [pipeTransitionMs] default 300
 * @property {number} [latencyMs] default 0
 * @property {{cloud?: RateLimitOptions, selfHosted?: RateLimitOptions}} [rateLimit]
 * @property {Array<{keyId: string, keySecret: string, roles?: string[], name?: string, organizationId?: string}>} [cloudCredentials]
 * @property {string[]} [selfHostedApiKeys]
 * @property {boolean} [legacy] self-hosted servers older than mid-2026
 * @property {boolean} [olderAlerts] self-hosted servers before 2026-02: alert records with `team` and `dashboard`, `channel` only (a body with `channels` is refused)
 * @property {boolean} [olderCloud] a cloud server before its newer document: ignores `limit`, `offset` and `cursor` of the keys, alert, webhook and saved-search lists and answers the whole list in the plain envelope
 * @property {boolean} [newerServer] a server newer than both documents: records carry `futureField` and pipe settings `future_setting` (see newerServer.js)
 * @property {boolean} [alertInterval30s] the cloud team has the 30-second alert interval (default true); false: `interval: '30s'` is a 400
 * @property {'merge'|'replace'} [pipeSettingsPut] what `PUT .../settings` does with the map it is given: merge it into the pipe's settings (default), or replace them (every setting not sent goes back to its default)
 * @property {boolean} [logBodies] default true
 * @property {boolean} [logControl] also log control requests (default false)
 * @property {number} [logLimit] default 100000 entries
 * @property {string[]} [webhookAllowList] hosts alert notifications may go to although loopback, private or reserved (the real server's `WEBHOOK_HOSTNAME_ALLOWLIST`; default none)
 * @property {number} [webhookRetries] further attempts after a failed notification delivery (default 1)
 * @property {number} [webhookRetryDelayMs] pause before each further attempt (default 50)
 * @property {number} [webhookTimeoutMs] per delivery attempt (default 5000)
 */
/**
 * @typedef {object} LogEntry
 * @property {number} seq
 * @property {number} time epoch ms when the request arrived
 * @property {string} method
 * @property {string} path without query
 * @property {Record<string, string>} query
 * @property {Record<string, any>} headers lower-case names
 * @property {unknown} body parsed JSON, raw string when not JSON, undefined when empty
 * @property {number | null} status null when the socket was reset
 * @property {'cloud'|'selfHosted'|'control'} deployment
 * @property {boolean} acted the route handler ran and answered < 400
 * @property {string} [fault] id of the fault applied
 * @property {number} [durationMs]
 */

class Emulator {
	/** @param {EmulatorOptions} [opts] */
	constructor(opts) {
		const o = opts || {};
		const emu = this;
		this.options = {
			pipeTransitionMs: o.pipeTransitionMs === undefined ? 300 : o.pipeTransitionMs,
			latencyMs: o.latencyMs || 0,
			legacy: !!o.legacy,
			olderAlerts: !!o.olderAlerts,
			olderCloud: !!o.olderCloud,
			pipeSettingsPut: settingsPutMode(o.pipeSettingsPut),
			alertInterval30s: o.alertInterval30s === undefined ? true : !!o.alertInterval30s,
			newerServer: !!o.newerServer,
			activityList: activityListMode(o.activityList),
			logBodies: o.logBodies === undefined ? true : !!o.logBodies,
			logControl: !!o.logControl,
			logLimit: o.logLimit || 100000,
			selfHostedApiKeys: (o.selfHostedApiKeys && o.selfHostedApiKeys.length
				? o.selfHostedApiKeys
				: [DEMO_SELF_HOSTED_API_KEY]
			).slice(),
			cloudCredentials: o.cloudCredentials ? clone(o.cloudCredentials) : undefined,
			webhookAllowList: (o.webhookAllowList || []).map(String),
			webhookRetries:
				o.webhookRetries === undefined ? 1 : Math.max(0, Number(o.webhookRetries) || 0),
			webhookRetryDelayMs:
				o.webhookRetryDelayMs === undefined ? 50 : Math.max(0, Number(o.webhookRetryDelayMs) || 0),
			webhookTimeoutMs:
				o.webhookTimeoutMs === undefined ? 5000 : Math.max(1, Number(o.webhookTimeoutMs) || 5000),
		};
		this.seedOptions = o.seed ? { ...o.seed } : {};
		this.limiters = {
			cloud: new FixedWindowLimiter(
				{ ...REAL_DEFAULTS.cloud, ...(o.rateLimit && o.rateLimit.cloud) },
				REAL_DEFAULTS.cloud,
			),
			selfHosted: new FixedWindowLimiter(
				{ ...REAL_DEFAULTS.selfHosted, ...(o.rateLimit && o.rateLimit.selfHosted) },
				REAL_DEFAULTS.selfHosted,
			),
		};
		this.faults = new Faults();
		/** @type {LogEntry[]} */
		this.log = [];
		this.seq = 0;
		/** @type {Array<{seq: number, time: number, name: string, body: unknown, headers: Record<string, any>}>} */
		this.captureList = [];
		this.store = new Store();
		buildSeed(this.store, this.seedOptions, { cloudCredentials: this.options.cloudCredentials });
		if (this.options.newerServer) newer.decorate(this.store);
		/** A test moved an alert (a pipe) into a state no document lists (states are open strings). */
		this.openAlertStates = false;
		this.openPipeStates = false;
		/** @type {Set<import('net').Socket>} */
		this.sockets = new Set();
		/** @type {Set<{timer: NodeJS.Timeout, resolve: () => void}>} */
		this.sleeps = new Set();
		this.closed = false;
		this.url = '';
		/** Alert notifications to webhook channels (see notifications.js). */
		this.notifier = new Notifier(
			{
				get url() {
					return emu.url;
				},
				sleep: (ms) => emu.sleep(ms),
				closed: () => emu.closed,
			},
			{
				get allowList() {
					return emu.options.webhookAllowList;
				},
				get retries() {
					return emu.options.webhookRetries;
				},
				get retryDelayMs() {
					return emu.options.webhookRetryDelayMs;
				},
				get timeoutMs() {
					return emu.options.webhookTimeoutMs;
				},
			},
		);
		this.server = http.createServer((req, res) => {
			this.onRequest(req, res).catch((err) => {
				if (!res.headersSent && !res.destroyed) {
					res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
					res.end(`emulator error: ${err && err.message}`);
				}
			});
		});
		this.server.keepAliveTimeout = 10000;
		this.server.on('connection', (s) => {
			this.sockets.add(s);
			s.on('close', () => this.sockets.delete(s));
		});
	}

	/** @param {number} port @param {string} host @returns {Promise<this>} */
	listen(port, host) {
		return new Promise((resolve, reject) => {
			this.server.once('error', reject);
			this.server.listen(port, host, () => {
				this.server.off('error', reject);
				const addr = /** @type {import('net').AddressInfo} */ (this.server.address());
				this.url = `http://${host}:${addr.port}`;
				this.port = addr.port;
				resolve(this);
			});
		});
	}

	/** Close the server and every socket (keep-alive too). @returns {Promise<void>} */
	close() {
		if (this.closed) return Promise.resolve();
		this.closed = true;
		for (const s of this.sleeps) {
			clearTimeout(s.timer);
			s.resolve();
		}
		this.sleeps.clear();
		return new Promise((resolve) => {
			this.server.close(() => resolve());
			if (typeof this.server.closeAllConnections === 'function') this.server.closeAllConnections();
			for (const s of this.sockets) s.destroy();
		});
	}

	/** @param {number} ms */
	sleep(ms) {
		if (!(ms > 0) || this.closed) return Promise.resolve();
		return new Promise(
			/** @param {(v?: void) => void} resolve */ (resolve) => {
				const entry = {
					timer: setTimeout(() => {
						this.sleeps.delete(entry);
						resolve();
					}, ms),
					resolve: () => resolve(),
				};
				this.sleeps.add(entry);
			},
		);
	}

	// ---- request pipeline --------------------------------------------------------------
	/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
	async onRequest(req, res) {
		const time = Date.now();
		/** @type {Buffer[]} */
		const chunks = [];
		let size = 0;
		for await (const c of req) {
			size += c.length;
			if (size <= MAX_BODY_BYTES) chunks.push(c);
		}
		if (this.closed) return void res.destroy();
		const rawBody = chunks.length ? Buffer.concat(chunks).toString('utf8') : '';
		const method = (req.method || 'GET').toUpperCase();
		const u = new URL(req.url || '/', 'http://emulator');
		const path = u.pathname;
		/** @type {Record<string, string>} */
		const query = {};
		// A repeated parameter (an array such as usage cost's `filter`) keeps every value.
		for (const [k, v] of u.searchParams)
			query[k] = k in query ? [].concat(/** @type {any} */ (query[k]), v) : v;
		let body;
		let badJson = false;
		if (rawBody.length) {
			try {
				body = JSON.parse(rawBody);
			} catch {
				badJson = true;
			}
		}
		/** @type {'cloud'|'selfHosted'|'control'} */
		const deployment =
			path === '/v1' || path.startsWith('/v1/')
				? 'cloud'
				: path === '/__emulator' || path.startsWith('/__emulator/')
					? 'control'
					: 'selfHosted';
		/** @type {import('./cloud').Ctx} */
		const ctx = {
			emu: this,
			store: this.store,
			method,
			path,
			query,
			headers: req.headers,
			rawBody,
			body,
			badJson,
			remoteAddress: req.socket.remoteAddress || '',
			now: time,
			handled: false,
		};

		if (size > MAX_BODY_BYTES) {
			const reply =
				deployment === 'cloud'
					? cloudError(413, 'request body too large')
					: json(413, { message: 'request entity too large' });
			return void this.send(
				res,
				reply,
				this.logEntry(ctx, deployment, badJson ? rawBody : body),
				null,
				ctx,
			);
		}

		if (deployment === 'control') {
			const isCapture = method === 'POST' && path.startsWith('/__emulator/capture/');
			const entry =
				isCapture || this.options.logControl
					? this.logEntry(ctx, 'control', badJson ? rawBody : body)
					: null;
			const reply = await handleControl(ctx);
			if (entry) entry.acted = reply.status < 400;
			return void this.send(res, reply, entry, null);
		}

		const entry = this.logEntry(ctx, deployment, badJson ? rawBody : body);
		const fault = this.faults.take(method, path, deployment);
		if (fault) entry.fault = fault.id;
		if (fault && fault.holdUntil) await this.faults.hold(fault);

		if (fault && replaces(fault) && !fault.afterAction) {
			await this.sleep((fault.delayMs || 0) + this.options.latencyMs);
			if (fault.reset) return void this.reset_(res, entry);
			return void this.send(res, faultReply(fault, deployment), entry, time, ctx);
		}

		/** @type {import('./respond').Reply} */
		let reply;
		try {
			if (deployment === 'cloud') reply = handleCloud(ctx);
			else if (path === '/api/v2' || path.startsWith('/api/v2/')) reply = handleSelfHosted(ctx);
			else reply = text(404, 'Not Found');
		} catch (err) {
			const msg = `emulator handler error: ${err && /** @type {Error} */ (err).message}`;
			reply = deployment === 'cloud' ? cloudError(500, msg) : json(500, { message: msg });
		}
		entry.acted = !!ctx.handled && reply.status < 400;

		let delay = this.options.latencyMs;
		if (fault) {
			delay += fault.delayMs || 0;
			if (replaces(fault)) {
				await this.sleep(delay);
				if (fault.reset) return void this.reset_(res, entry);
				return void this.send(res, faultReply(fault, deployment), entry, time, ctx);
			}
			if (fault.headers)
				reply = { ...reply, headers: { ...(reply.headers || {}), ...fault.headers } };
			if (fault.contentType) reply = { ...reply, contentType: fault.contentType };
		}
		await this.sleep(delay);
		this.send(res, reply, entry, time, ctx);
	}

	/** @param {http.ServerResponse} res @param {LogEntry} entry */
	reset_(res, entry) {
		entry.status = null;
		entry.durationMs = Date.now() - entry.time;
		res.socket && res.socket.destroy();
		res.destroy();
	}

	/**
	 * @param {http.ServerResponse} res
	 * @param {import('./respond').Reply} reply
	 * @param {LogEntry | null} entry
	 * @param {number | null} start
	 * @param {import('./cloud').Ctx} [ctx] the API request answered (observers see the exchange)
	 */
	send(res, reply, entry, start, ctx) {
		if (entry) {
			entry.status = reply.status;
			entry.durationMs = Date.now() - (start || entry.time);
		}
		if (res.destroyed || this.closed) return void res.destroy();
		const b = reply.body;
		const payload = b === undefined ? '' : typeof b === 'string' ? b : JSON.stringify(b);
		/** @type {Record<string, string | number>} */
		const headers = {
			'Content-Type': reply.contentType || JSON_TYPE,
			'Content-Length': Buffer.byteLength(payload),
		};
		if (reply.headers) Object.assign(headers, reply.headers);
		if (
			ctx &&
			entry &&
			observers.observed() &&
			(entry.deployment === 'cloud' || entry.deployment === 'selfHosted')
		) {
			observers.notify({
				deployment: entry.deployment,
				method: ctx.method,
				path: ctx.path,
				query: ctx.query,
				headers: ctx.headers,
				body: ctx.badJson ? undefined : ctx.body,
				rawBody: ctx.rawBody,
				status: reply.status,
				contentType: String(headers['Content-Type']),
				responseText: payload,
				fault: entry.fault,
				modes: this.modes(),
			});
		}
		res.writeHead(reply.status, headers);
		res.end(payload);
	}

	/** @param {import('./cloud').Ctx} ctx @param {'cloud'|'selfHosted'|'control'} deployment @param {unknown} body @returns {LogEntry} */
	logEntry(ctx, deployment, body) {
		/** @type {LogEntry} */
		const e = {
			seq: ++this.seq,
			time: ctx.now,
			method: ctx.method,
			path: ctx.path,
			query: ctx.query,
			headers: { ...ctx.headers },
			body: this.options.logBodies ? body : undefined,
			status: 0,
			deployment,
			acted: false,
		};
		this.log.push(e);
		const limit = this.options.logLimit;
		if (this.log.length > limit + Math.max(100, limit / 10))
			this.log.splice(0, this.log.length - limit);
		return e;
	}

	// ---- lookups ------------------------------------------------------------------------
	/** @param {string} keyId the Basic user name */
	findCloudKey(keyId) {
		for (const k of this.store.keys.all()) if (k.credKeyId === keyId) return k;
		return undefined;
	}

	/** @param {string} id */
	findAlert(id) {
		const a = this.store.sh.alerts.get(id);
		if (a) return { deployment: 'selfHosted', rec: a, coll: this.store.sh.alerts };
		for (const [serviceId, d] of this.store.serviceData) {
			const c = d.alerts.get(id);
			if (c) return { deployment: 'cloud', rec: c, coll: d.alerts, serviceId };
		}
		return undefined;
	}

	/**
	 * A webhook of either deployment as the server stores it, with the write-only `headers` and
	 * `queryParams` and the `body` template (answers never show the first two).
	 * @param {string} id
	 */
	findWebhook(id) {
		return findWebhook(this.store, id);
	}

	/** @param {string} id */
	findPipe(id) {
		for (const [, d] of this.store.serviceData) {
			const p = d.pipes.get(id);
			if (p) return { rec: R.settlePipe(this.store, p, Date.now()), coll: d.pipes };
		}
		return undefined;
	}

	// ---- in-process control API -----------------------------------------------------------
	/**
	 * Back to the seed: data, faults, request log, captures, rate-limit windows.
	 * Options set by configure() stay. `seedOptions` apply to this reset only,
	 * over the seed options given to startEmulator (reset() = the start seed).
	 * @param {EmulatorOptions['seed']} [seedOptions]
	 */
	reset(seedOptions) {
		this.activeSeed = { ...this.seedOptions, ...(seedOptions || {}) };
		this.openAlertStates = false;
		this.openPipeStates = false;
		this.store = new Store();
		buildSeed(this.store, this.activeSeed, { cloudCredentials: this.options.cloudCredentials });
		if (this.options.newerServer) newer.decorate(this.store);
		this.faults.clear();
		this.log = [];
		this.captureList = [];
		this.notifier.clear();
		this.limiters.cloud.reset();
		this.limiters.selfHosted.reset();
	}

	/**
	 * Change options at run time.
	 * @param {Partial<Omit<EmulatorOptions, 'port'|'seed'>>} partial
	 */
	configure(partial) {
		const p = partial || {};
		const o = this.options;
		if (p.latencyMs !== undefined) o.latencyMs = Number(p.latencyMs) || 0;
		if (p.pipeTransitionMs !== undefined) o.pipeTransitionMs = Number(p.pipeTransitionMs) || 0;
		if (p.legacy !== undefined) o.legacy = !!p.legacy;
		if (p.olderAlerts !== undefined) o.olderAlerts = !!p.olderAlerts;
		if (p.olderCloud !== undefined) o.olderCloud = !!p.olderCloud;
		if (p.pipeSettingsPut !== undefined) o.pipeSettingsPut = settingsPutMode(p.pipeSettingsPut);
		if (p.alertInterval30s !== undefined) o.alertInterval30s = !!p.alertInterval30s;
		if (p.newerServer !== undefined) {
			o.newerServer = !!p.newerServer;
			if (o.newerServer) newer.decorate(this.store);
			else newer.undecorate(this.store);
		}
		if (p.activityList !== undefined) o.activityList = activityListMode(p.activityList);
		if (p.logBodies !== undefined) o.logBodies = !!p.logBodies;
		if (p.logControl !== undefined) o.logControl = !!p.logControl;
		if (p.logLimit !== undefined) o.logLimit = Number(p.logLimit) || 100000;
		if (p.selfHostedApiKeys !== undefined)
			o.selfHostedApiKeys = p.selfHostedApiKeys.length
				? p.selfHostedApiKeys.slice()
				: [DEMO_SELF_HOSTED_API_KEY];
		if (p.cloudCredentials !== undefined) {
			o.cloudCredentials = clone(p.cloudCredentials);
			applyCloudCredentials(this.store, o.cloudCredentials);
		}
		if (p.webhookAllowList !== undefined)
			o.webhookAllowList = (p.webhookAllowList || []).map(String);
		if (p.webhookRetries !== undefined)
			o.webhookRetries = Math.max(0, Number(p.webhookRetries) || 0);
		if (p.webhookRetryDelayMs !== undefined)
			o.webhookRetryDelayMs = Math.max(0, Number(p.webhookRetryDelayMs) || 0);
		if (p.webhookTimeoutMs !== undefined)
			o.webhookTimeoutMs = Math.max(1, Number(p.webhookTimeoutMs) || 5000);
		if (p.rateLimit) {
			this.limiters.cloud.configure(p.rateLimit.cloud);
			this.limiters.selfHosted.configure(p.rateLimit.selfHosted);
		}
		return this.publicOptions();
	}

	/** The modes in force that change what a server answers (observers read them). */
	modes() {
		return {
			legacy: !!this.options.legacy,
			olderAlerts: !!this.options.olderAlerts,
			olderCloud: !!this.options.olderCloud,
			newerServer: !!this.options.newerServer,
			openAlertStates: this.openAlertStates,
			openPipeStates: this.openPipeStates,
		};
	}

	publicOptions() {
		return {
			...clone(this.options),
			rateLimit: {
				cloud: this.limiters.cloud.settings,
				selfHosted: this.limiters.selfHosted.settings,
			},
			seed: { ...(this.activeSeed || this.seedOptions) },
		};
	}

	/**
	 * Set an alert's state (cloud or self-hosted, by id); updates updatedAt. A change of state
	 * notifies the alert's webhook channels as the server does (in the background: await
	 * `deliveriesSettled()`, or use `notifyAlert` to await this change's deliveries).
	 * @param {string} id @param {string} state
	 */
	setAlertState(id, state) {
		const f = this.moveAlert(id, state);
		if (f.changed) this.notifyChannels(f, state);
		return f.rec;
	}

	/**
	 * The server evaluated the alert and notifies its webhook channels that it is in `state`
	 * (whether or not the state changed); resolves with the deliveries once each has
	 * succeeded or failed (retries included).
	 * @param {string} id @param {string} state @param {{groups?: string[]}} [opts] one notification per group of a grouped alert
	 * @returns {Promise<import('./notifications').Delivery[]>}
	 */
	notifyAlert(id, state, opts) {
		return this.notifyChannels(this.moveAlert(id, state), state, opts);
	}

	/** @param {string} id @param {string} state */
	moveAlert(id, state) {
		if (typeof state !== 'string' || !state)
			throw Object.assign(new Error('state must be a non-empty string'), { status: 400 });
		const f = this.findAlert(id);
		if (!f) throw Object.assign(new Error(`alert ${id} not found`), { status: 404 });
		if (!DOCUMENTED_ALERT_STATES.includes(state)) this.openAlertStates = true;
		const changed = f.rec.state !== state;
		f.rec.state = state;
		f.rec.updatedAt = iso(Date.now());
		return { ...f, changed };
	}

	/** @param {{deployment: string, rec: any, serviceId?: string}} f @param {string} state @param {{groups?: string[]}} [opts] */
	notifyChannels(f, state, opts) {
		const webhooks =
			f.deployment === 'cloud'
				? this.store.svc(/** @type {string} */ (f.serviceId)).webhooks
				: this.store.sh.webhooks;
		const target = {
			deployment: /** @type {'cloud'|'selfHosted'} */ (f.deployment),
			alert: f.rec,
			webhookOf: (/** @type {string} */ webhookId) => webhooks.get(webhookId),
		};
		return this.notifier.notify(target, state, opts);
	}

	/** The notification deliveries recorded since the last reset (a copy). */
	deliveries() {
		return this.notifier.deliveries();
	}
	clearDeliveries() {
		this.notifier.clear();
	}
	/** Resolves with the deliveries in flight once all have finished. */
	deliveriesSettled() {
		return this.notifier.settled();
	}
	/** Sends a recorded delivery again, unchanged (at-least-once delivery). @param {number} seq */
	redeliver(seq) {
		return this.notifier.redeliver(seq);
	}

	/**
	 * Set a pipe's state now (cancels a pending transition); updates updatedAt. With `settlesTo`
	 * the pipe moves on to that state after `afterMs` (default: the pipe transition delay), e.g.
	 * `Provisioning` settling to `InternalError` for a wait that must end on an internal error.
	 * @param {string} id @param {string} state @param {{settlesTo?: string, afterMs?: number}} [next]
	 */
	setPipeState(id, state, next) {
		if (typeof state !== 'string' || !state)
			throw Object.assign(new Error('state must be a non-empty string'), { status: 400 });
		const to = next && next.settlesTo !== undefined ? next.settlesTo : null;
		if (to !== null && (typeof to !== 'string' || !to))
			throw Object.assign(new Error('settlesTo must be a non-empty string'), { status: 400 });
		const after = next && next.afterMs !== undefined ? next.afterMs : this.options.pipeTransitionMs;
		if (typeof after !== 'number' || !(after >= 0))
			throw Object.assign(new Error('afterMs must be a number >= 0'), { status: 400 });
		const f = this.findPipe(id);
		if (!f) throw Object.assign(new Error(`pipe ${id} not found`), { status: 404 });
		if (
			!DOCUMENTED_PIPE_STATES.includes(state) ||
			(to !== null && !DOCUMENTED_PIPE_STATES.includes(to))
		)
			this.openPipeStates = true;
		R.transitionPipe(this.store, f.rec, state, to, Date.now(), after);
		return f.rec;
	}

	/**
	 * Set a cloud service's state now (e.g. `idle`, as a service left alone goes idle); with
	 * `settlesTo` it moves on after `afterMs` (default: the pipe transition delay). A state the
	 * document does not list is refused: the contract check holds every answer to it.
	 * @param {string} id @param {string} state @param {{settlesTo?: string, afterMs?: number}} [next]
	 */
	setServiceState(id, state, next) {
		const service = this.store.services.get(id);
		if (!service) throw Object.assign(new Error(`service ${id} not found`), { status: 404 });
		const to = next && next.settlesTo !== undefined ? next.settlesTo : null;
		for (const s of [state, ...(to === null ? [] : [to])])
			if (!DOCUMENTED_SERVICE_STATES.includes(s))
				throw Object.assign(new Error(`unknown service state ${s}`), { status: 400 });
		const after = next && next.afterMs !== undefined ? next.afterMs : this.options.pipeTransitionMs;
		operators.transitionService(this.store, service, state, to, Date.now(), after);
		if (state === 'idle')
			operators.logActivity(
				this.store,
				{
					type: 'service_idle',
					organizationId: service.organizationId,
					serviceId: id,
					actorType: 'system',
					actorId: 'system',
				},
				Date.now(),
			);
		return service.pub;
	}

	/** Let pending service transitions happen now (see finishPipeTransitions). @returns {number} */
	finishServiceTransitions() {
		const now = Date.now();
		for (const t of this.store.serviceTransitions.values()) if (t.at > now) t.at = now;
		return this.store.serviceTransitions.size;
	}

	/**
	 * Add an activity to an organization's audit log (as another user's action would), with the
	 * fields given (`createdAt` defaults to now, `organizationId` to SEED.org, `type` to
	 * `user_login`); returns it.
	 * @param {Record<string, any>} [partial]
	 */
	addActivity(partial) {
		const p = partial || {};
		const rec = operators.logActivity(
			this.store,
			{
				type: 'user_login',
				organizationId: SEED.org,
				actorType: 'user',
				actorId: 'user-0002',
				...p,
			},
			Date.now(),
		);
		if (p.createdAt !== undefined) rec.createdAt = new Date(p.createdAt).toISOString();
		if (p.id !== undefined) {
			this.store.activities.remove(rec.id);
			rec.id = String(p.id);
			this.store.activities.add(rec.id, rec);
		}
		return rec;
	}

	/** The activities of the emulator's log (a copy), oldest added first. */
	activities() {
		return clone(this.store.activities.all());
	}

	/**
	 * Let pending pipe transitions (Provisioning→Running, Stopping→Stopped, ...) happen now
	 * instead of after their delay: of one pipe, or of every pipe. A test then needs no sleep (and
	 * no assumption about how fast the machine is) to see a transition end. Returns how many
	 * transitions were due.
	 * @param {string} [id] a pipe id; all pipes when absent
	 */
	finishPipeTransitions(id) {
		const now = Date.now();
		let count = 0;
		for (const [pipeId, t] of this.store.pipeTransitions) {
			if (id !== undefined && pipeId !== id) continue;
			if (t.at > now) t.at = now;
			count++;
		}
		return count;
	}

	/**
	 * Make the next command's transition of a pipe (start, stop, resync) end in `state` instead
	 * of its usual state, once: e.g. a start that ends in `InternalError`.
	 * @param {string} id @param {string} state
	 */
	setPipeOutcome(id, state) {
		if (typeof state !== 'string' || !state)
			throw Object.assign(new Error('state must be a non-empty string'), { status: 400 });
		if (!this.findPipe(id)) throw Object.assign(new Error(`pipe ${id} not found`), { status: 404 });
		if (!DOCUMENTED_PIPE_STATES.includes(state)) this.openPipeStates = true;
		this.store.pipeOutcomes.set(id, state);
	}

	/**
	 * Change settings outside the API (drift). No validation; updatedAt is
	 * left alone unless `touch` is true.
	 * @param {string} id @param {Record<string, unknown>} partial @param {{touch?: boolean}} [opts]
	 */
	setPipeSettings(id, partial, opts) {
		const f = this.findPipe(id);
		if (!f) throw Object.assign(new Error(`pipe ${id} not found`), { status: 404 });
		f.rec.settings = { ...f.rec.settings, ...(partial || {}) };
		if (opts && opts.touch) f.rec.updatedAt = iso(Date.now());
		return f.rec;
	}

	/**
	 * Set a service's pipe context (`GET .../services/{serviceId}/pipes/context`): whether workload
	 * identity is supported and ready, and the principal to grant. Fields not given stay.
	 * `reset()` restores the seeded contexts.
	 * @param {string} serviceId @param {{supported?: boolean, ready?: boolean|null, principal?: string|null}} partial
	 */
	setPipesContext(serviceId, partial) {
		const service = this.store.services.get(serviceId);
		if (!service) throw Object.assign(new Error(`service ${serviceId} not found`), { status: 404 });
		const p = partial || {};
		const wi = service.pipesContext.workloadIdentity;
		if (p.supported !== undefined) {
			if (typeof p.supported !== 'boolean')
				throw Object.assign(new Error('supported must be a boolean'), { status: 400 });
			wi.supported = p.supported;
		}
		if (p.ready !== undefined) {
			if (p.ready !== null && typeof p.ready !== 'boolean')
				throw Object.assign(new Error('ready must be a boolean or null'), { status: 400 });
			wi.ready = p.ready;
		}
		if (p.principal !== undefined) {
			if (p.principal !== null && typeof p.principal !== 'string')
				throw Object.assign(new Error('principal must be a string or null'), { status: 400 });
			wi.principal = p.principal;
		}
		return clone(service.pipesContext);
	}

	/**
	 * Add an alert without validation (for trigger tests). Defaults fill a valid record.
	 * @param {'cloud'|'selfHosted'} deployment
	 * @param {Record<string, any> & {serviceId?: string}} [partial] may carry id, state, serviceId (cloud)
	 */
	addAlert(deployment, partial) {
		const p = { ...(partial || {}) };
		if (p.state !== undefined && !DOCUMENTED_ALERT_STATES.includes(p.state))
			this.openAlertStates = true;
		const now = iso(Date.now());
		if (deployment === 'cloud') {
			const serviceId = p.serviceId || SEED.service;
			delete p.serviceId;
			const d = this.store.svc(serviceId);
			const dash = d.dashboards.all()[0];
			const id = p.id || randomObjectId();
			/** @type {Record<string, any>} */
			const f = {
				name: 'Added alert',
				message: 'Added by the emulator',
				threshold: 1,
				interval: '5m',
				thresholdType: 'above',
				source: 'tile',
				channel: { type: 'webhook', webhookId: SEED.cloudWebhook },
			};
			if (dash)
				Object.assign(f, { dashboardId: dash.id, tileId: dash.tiles[0] && dash.tiles[0].id });
			const rec = R.buildAlert(
				{ ...f, ...strip(p) },
				{
					id,
					state: p.state || 'OK',
					team: SEED.cloudTeam,
					createdAt: p.createdAt || now,
					updatedAt: p.updatedAt || now,
				},
			);
			d.alerts.add(id, rec);
			return rec;
		}
		if (deployment !== 'selfHosted')
			throw Object.assign(new Error("deployment must be 'cloud' or 'selfHosted'"), { status: 400 });
		const sh = this.store.sh;
		const dash = sh.dashboards.all()[0];
		const id = p.id || randomObjectId();
		/** @type {Record<string, any>} */
		const f = {
			name: 'Added alert',
			message: 'Added by the emulator',
			threshold: 1,
			interval: '5m',
			thresholdType: 'above',
			source: 'tile',
			channel: { type: 'webhook', webhookId: SEED.sh.webhook },
		};
		if (dash) Object.assign(f, { dashboardId: dash.id, tileId: dash.tiles[0] && dash.tiles[0].id });
		const rec = R.buildAlert(
			{ ...f, ...strip(p) },
			{
				id,
				state: p.state || 'OK',
				team: sh.teamId,
				createdAt: p.createdAt || now,
				updatedAt: p.updatedAt || now,
			},
		);
		sh.alerts.add(id, rec);
		return rec;
	}

	/** @param {string} id @returns {boolean} */
	removeAlert(id) {
		const f = this.findAlert(id);
		return f ? f.coll.remove(id) : false;
	}

	/**
	 * Add a pipe without validation (for trigger tests); secrets are kept apart.
	 * @param {Record<string, any> & {serviceId?: string}} [partial]
	 */
	addPipe(partial) {
		const p = clone(partial || {});
		// Like setPipeState: a pipe added in a state no document lists opens the pipe states.
		if (p.state !== undefined && !DOCUMENTED_PIPE_STATES.includes(p.state))
			this.openPipeStates = true;
		const serviceId = p.serviceId || SEED.service;
		const id = p.id || randomUuid();
		const now = iso(Date.now());
		const secrets = R.extractSecrets(p);
		/** @type {Record<string, any>} */
		const rec = {
			id,
			serviceId,
			name: p.name || `added-pipe-${id.slice(0, 8)}`,
			state: p.state || 'Running',
			scaling: {
				replicas: 1,
				concurrency: 1,
				replicaCpuMillicores: 500,
				replicaMemoryGb: 2,
				...(p.scaling || {}),
			},
			source: p.source || {
				objectStorage: {
					url: 'https://bucket.storage.example.com/added/*.json',
					format: 'JSONEachRow',
					compression: 'auto',
					isContinuous: true,
				},
			},
			destination: p.destination || {
				database: 'default',
				table: 'added',
				managedTable: true,
				columns: [{ name: 'payload', type: 'String' }],
			},
			fieldMappings:
				p.fieldMappings ||
				(p.destination ? [] : [{ sourceField: 'payload', destinationField: 'payload' }]),
			settings: { ...R.defaultSettings(), ...(p.settings || {}) },
			createdAt: p.createdAt || now,
			updatedAt: p.updatedAt || now,
		};
		for (const k of Object.keys(p)) if (!(k in rec)) rec[k] = p[k];
		this.store.svc(serviceId).pipes.add(id, rec);
		this.store.pipeSecrets.set(id, secrets);
		return rec;
	}

	/** @param {string} id @returns {boolean} */
	removePipe(id) {
		const f = this.findPipe(id);
		if (!f) return false;
		this.store.pipeSecrets.delete(id);
		this.store.pipeTransitions.delete(id);
		return f.coll.remove(id);
	}

	/** @param {import('./faults').FaultSpec} spec @returns {string} fault id */
	injectFault(spec) {
		return this.faults.add(spec);
	}
	clearFaults() {
		this.faults.clear();
	}
	/** @returns {LogEntry[]} a copy of the request log */
	requests() {
		return this.log.slice();
	}
	clearRequests() {
		this.log = [];
	}
	/**
	 * The query of every API request to a path, oldest first: how many pages a client asked a
	 * list for, and with which `limit`, `offset` or `cursor`. A string matches the end of the path
	 * (`'/keys'`, `'/observability/alerts'`, `'/api/v2/alerts'`), a RegExp the whole path.
	 * @param {string | RegExp} path @param {string} [method] default GET
	 * @returns {Array<Record<string, string>>}
	 */
	queriesOf(path, method) {
		const m = (method || 'GET').toUpperCase();
		const matches =
			typeof path === 'string'
				? (/** @type {string} */ p) => p.endsWith(path)
				: (/** @type {string} */ p) => path.test(p);
		return this.log
			.filter((e) => e.deployment !== 'control' && e.method === m && matches(e.path))
			.map((e) => ({ ...e.query }));
	}
	/** @param {string} name @param {import('./cloud').Ctx} ctx */
	capture(name, ctx) {
		this.captureList.push({
			seq: this.seq,
			time: ctx.now,
			name,
			body: ctx.badJson ? ctx.rawBody : ctx.body,
			headers: { ...ctx.headers },
		});
	}
	captures() {
		return this.captureList.slice();
	}
	/**
	 * Rows into a self-hosted event table (default `otel_logs`), as the real server's collector
	 * writes them (eventRows.js): from then on the sources on that table answer search and
	 * charts from the written rows. Returns the table's row count.
	 * @param {Array<Record<string, any>>} rows @param {{table?: string}} [options]
	 */
	writeRows(rows, options = {}) {
		return writeEventRows(this.store, rows, options.table);
	}
	/** Forgets the written rows of a table (of every table without one): back to the synthetic events. @param {{table?: string}} [options] */
	clearRows(options = {}) {
		clearEventRows(this.store, options.table);
	}
	clearCaptures() {
		this.captureList = [];
	}
}

/** @param {unknown} v @returns {'merge'|'replace'} */
function settingsPutMode(v) {
	if (v === undefined || v === 'merge') return 'merge';
	if (v === 'replace') return 'replace';
	throw Object.assign(new Error("pipeSettingsPut must be 'merge' or 'replace'"), { status: 400 });
}

/**
 * How the activity list answers (no document says): `order` newest (default), oldest or
 * unordered (shuffled for each request), `cap` the most records of an answer (none: all).
 * @param {any} v
 */
function activityListMode(v) {
	const m = v && typeof v === 'object' ? v : {};
	const order = m.order === undefined ? 'newest' : m.order;
	if (!['newest', 'oldest', 'unordered'].includes(order))
		throw Object.assign(new Error("activityList.order must be 'newest', 'oldest' or 'unordered'"), {
			status: 400,
		});
	const cap = m.cap === undefined || m.cap === null ? null : Number(m.cap);
	if (cap !== null && !(Number.isInteger(cap) && cap >= 1))
		throw Object.assign(new Error('activityList.cap must be an integer >= 1 or null'), {
			status: 400,
		});
	return { order, cap };
}

/** Remove emulator-only keys from an addAlert partial. @param {Record<string, any>} p */
function strip(p) {
	const { id, state, createdAt, updatedAt, team, teamId, dashboard, ...rest } = p;
	return rest;
}

module.exports = { Emulator };
