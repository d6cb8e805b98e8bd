'use strict';
/**
 * Alert notifications as the real server delivers them to webhooks of service `generic`
 * (docs/api-notes.md#alert-notifications): `POST <url>` with the
 * webhook's `queryParams` appended, `Content-Type: application/json`, the webhook's own
 * `headers`, an `Idempotency-Key` stable per alert, channel and group, and the webhook's
 * `body` rendered as a template (the contract's default body without one). A failed
 * delivery is retried; a redirect is a failed delivery (never followed); loopback, private
 * and reserved addresses are refused unless the host is on the allow list.
 *
 * A test instrument: it sends to loopback addresses only (and only when allowed). A public
 * host is recorded as not sent, so no test ever reaches the network.
 */
const http = require('http');
const net = require('net');
const { createHash } = require('crypto');

/** The body a webhook without `body` gets (docs/api-notes.md#alert-notifications). */
const DEFAULT_BODY =
	'{"text": "{{title}} | {{body}} | {{link}} | {{state}} | {{startTime}} | {{endTime}} | {{eventId}}"}';

/** Milliseconds of each alert interval (the window a notification reports). */
const INTERVAL_MS = Object.freeze({
	'1m': 60e3,
	'5m': 300e3,
	'15m': 900e3,
	'30m': 1800e3,
	'1h': 3600e3,
	'6h': 21600e3,
	'12h': 43200e3,
	'1d': 86400e3,
});

/**
 * @typedef {object} DeliveryOptions
 * @property {string[]} allowList hosts (names or addresses) delivered to although loopback, private or reserved
 * @property {number} retries further attempts after a failed one
 * @property {number} retryDelayMs pause before each further attempt
 * @property {number} timeoutMs per attempt
 */
/**
 * @typedef {object} Attempt
 * @property {number} at epoch ms
 * @property {number | null} status the answer's status; null when none came
 * @property {string} [error] why the attempt failed without an answer
 * @property {string} [location] a redirect's target (not followed)
 */
/**
 * @typedef {object} Delivery one notification to one webhook channel
 * @property {number} seq
 * @property {'cloud'|'selfHosted'} deployment
 * @property {string} alertId
 * @property {string} state the state notified
 * @property {number} channel index of the channel in the alert's channels
 * @property {string} webhookId
 * @property {string} service
 * @property {string} url where it was (or would have been) posted, query included
 * @property {string} group
 * @property {string} idempotencyKey
 * @property {Record<string, string>} headers as sent
 * @property {string} body as sent
 * @property {Record<string, unknown>} variables the template's values
 * @property {'delivered'|'failed'|'refused'|'notSent'|'pending'} outcome
 * @property {string} [reason] why it was refused, not sent or failed
 * @property {Attempt[]} attempts
 */

/** JSON-escapes a text for use inside a JSON string (no quotes added). @param {string} text */
function jsonEscape(text) {
	return JSON.stringify(String(text)).slice(1, -1);
}

/**
 * Renders a Handlebars-like template: `{{name}}` gives the value JSON-escaped (so it may sit
 * between quotes of a JSON body), `{{{name}}}` gives it as is; an unknown name gives ''.
 * @param {string} template @param {Record<string, unknown>} variables
 */
function renderTemplate(template, variables) {
	const value = (/** @type {string} */ name) => {
		const v = Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : undefined;
		return v === undefined || v === null ? '' : String(v);
	};
	return String(template)
		.replace(/\{\{\{\s*([A-Za-z_][\w]*)\s*\}\}\}/g, (_m, name) => value(name))
		.replace(/\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g, (_m, name) => jsonEscape(value(name)));
}

/** Short stable hash. @param {string[]} parts */
function digest(...parts) {
	return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/** The key a delivery carries: stable per alert, channel and group (retries repeat it). @param {string} alertId @param {string} webhookId @param {string} group */
function idempotencyKey(alertId, webhookId, group) {
	return digest('notification', alertId, webhookId, group).slice(0, 40);
}

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Private and reserved ranges (besides loopback) the real server refuses. */
const PRIVATE = new net.BlockList();
for (const [ip, bits] of [
	['0.0.0.0', 8],
	['10.0.0.0', 8],
	['100.64.0.0', 10],
	['169.254.0.0', 16],
	['172.16.0.0', 12],
	['192.0.0.0', 24],
	['192.0.2.0', 24],
	['192.168.0.0', 16],
	['198.18.0.0', 15],
	['198.51.100.0', 24],
	['203.0.113.0', 24],
	['224.0.0.0', 4],
	['240.0.0.0', 4],
]) {
	PRIVATE.addSubnet(/** @type {string} */ (ip), /** @type {number} */ (bits), 'ipv4');
}
for (const [ip, bits] of [
	['::', 128],
	['fc00::', 7],
	['fe80::', 10],
	['ff00::', 8],
	['2001:db8::', 32],
])
	PRIVATE.addSubnet(/** @type {string} */ (ip), /** @type {number} */ (bits), 'ipv6');

/**
 * What kind of host a URL names, without any lookup.
 * @param {string} hostname as URL gives it (IPv6 in brackets)
 * @returns {'loopback'|'private'|'public'}
 */
function hostKind(hostname) {
	const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
	if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
	const family = net.isIP(host);
	if (!family) return 'public';
	const type = family === 4 ? 'ipv4' : 'ipv6';
	if (family === 6 && host.startsWith('::ffff:') && net.isIPv4(host.slice(7)))
		return hostKind(host.slice(7));
	if (LOOPBACK.check(host, type)) return 'loopback';
	return PRIVATE.check(host, type) ? 'private' : 'public';
}

/** @param {string[]} list @param {string} hostname */
function allowed(list, hostname) {
	const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
	return list.some(
		(entry) =>
			String(entry)
				.replace(/^\[|\]$/g, '')
				.toLowerCase() === host,
	);
}

/**
 * The template's values for one notification of an alert.
 * @param {any} alert @param {string} state @param {string} group @param {number} now @param {string} baseUrl
 */
function notificationVariables(alert, state, group, now, baseUrl) {
	const windowMs =
		INTERVAL_MS[/** @type {keyof typeof INTERVAL_MS} */ (alert.interval)] || INTERVAL_MS['5m'];
	const endTime = Math.floor(now / windowMs) * windowMs;
	const name = alert.name || 'Alert';
	const dashboardId = alert.dashboardId || alert.dashboard;
	const link =
		alert.source === 'saved_search' && alert.savedSearchId
			? `${baseUrl}/search/${alert.savedSearchId}`
			: `${baseUrl}/dashboards/${dashboardId || ''}`;
	return {
		title: `Alert for "${name}"${group ? ` (${group})` : ''}: ${state}`,
		body: alert.message || '',
		link: group ? `${link}?group=${encodeURIComponent(group)}` : link,
		state,
		startTime: endTime - windowMs,
		endTime,
		eventId: digest('event', alert.id, group).slice(0, 24),
	};
}

/** One POST with node's http module; no redirect is followed. @returns {Promise<Attempt>} */
function post(
	/** @type {URL} */ url,
	/** @type {Record<string, string>} */ headers,
	/** @type {string} */ body,
	/** @type {number} */ timeoutMs,
) {
	return new Promise((resolve) => {
		const at = Date.now();
		const payload = Buffer.from(body, 'utf8');
		const host = url.hostname.replace(/^\[|\]$/g, '');
		const req = http.request(
			{
				method: 'POST',
				host:
					host.toLowerCase() === 'localhost' || host.toLowerCase().endsWith('.localhost')
						? '127.0.0.1'
						: host,
				port: url.port || 80,
				path: `${url.pathname}${url.search}`,
				headers: { ...headers, 'Content-Length': String(payload.length) },
				timeout: timeoutMs,
			},
			(res) => {
				res.resume();
				res.on('end', () =>
					resolve({
						at,
						status: res.statusCode || 0,
						...(res.headers.location ? { location: String(res.headers.location) } : {}),
					}),
				);
				res.on('error', (error) =>
					resolve({ at, status: res.statusCode || null, error: error.message }),
				);
			},
		);
		req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
		req.on('error', (error) => resolve({ at, status: null, error: error.message }));
		req.end(payload);
	});
}

class Notifier {
	/**
	 * @param {{url: string, sleep: (ms: number) => Promise<void>, closed: () => boolean}} host the emulator
	 * @param {DeliveryOptions} options
	 */
	constructor(host, options) {
		this.host = host;
		this.options = options;
		/** @type {Delivery[]} */
		this.list = [];
		this.seq = 0;
		/** @type {Set<Promise<Delivery>>} */
		this.inFlight = new Set();
	}

	clear() {
		this.list = [];
	}

	/** A copy of the deliveries recorded (oldest first). */
	deliveries() {
		return this.list.map((d) => ({ ...d, attempts: d.attempts.slice() }));
	}

	/** Resolves when every delivery started so far has finished. @returns {Promise<Delivery[]>} */
	async settled() {
		const results = [];
		while (this.inFlight.size) results.push(...(await Promise.all([...this.inFlight])));
		return results;
	}

	/**
	 * Notifies every webhook channel of an alert that it is in `state`.
	 * @param {{deployment: 'cloud'|'selfHosted', alert: any, webhookOf: (id: string) => any}} target
	 * @param {string} state
	 * @param {{groups?: string[], now?: number}} [opts]
	 * @returns {Promise<Delivery[]>}
	 */
	notify(target, state, opts) {
		const o = opts || {};
		const groups = o.groups && o.groups.length ? o.groups : [''];
		const now = o.now === undefined ? Date.now() : o.now;
		const { alert } = target;
		const channels = Array.isArray(alert.channels)
			? alert.channels
			: alert.channel
				? [alert.channel]
				: [];
		/** @type {Promise<Delivery>[]} */
		const started = [];
		channels.forEach((/** @type {any} */ channel, /** @type {number} */ index) => {
			if (!channel || channel.type !== 'webhook' || typeof channel.webhookId !== 'string') return;
			const webhook = target.webhookOf(channel.webhookId);
			for (const group of groups) {
				const variables = notificationVariables(alert, state, group, now, this.host.url);
				started.push(
					this.track(
						this.deliver({
							deployment: target.deployment,
							alertId: alert.id,
							state,
							channel: index,
							webhook,
							webhookId: channel.webhookId,
							group,
							variables,
						}),
					),
				);
			}
		});
		return Promise.all(started);
	}

	/**
	 * Sends a recorded delivery again, unchanged (same key, headers and body), as an
	 * at-least-once server does when it did not learn that the first one arrived.
	 * @param {number} seq @returns {Promise<Delivery>}
	 */
	redeliver(seq) {
		const first = this.list.find((d) => d.seq === seq);
		if (!first) throw Object.assign(new Error(`delivery ${seq} not found`), { status: 404 });
		const again = {
			...first,
			seq: ++this.seq,
			outcome: /** @type {Delivery['outcome']} */ ('pending'),
			attempts: [],
		};
		delete again.reason;
		this.list.push(again);
		return this.track(this.send(again));
	}

	/** @param {Promise<Delivery>} promise */
	track(promise) {
		this.inFlight.add(promise);
		const done = () => this.inFlight.delete(promise);
		promise.then(done, done);
		return promise;
	}

	/**
	 * @param {{deployment: 'cloud'|'selfHosted', alertId: string, state: string, channel: number, webhook: any, webhookId: string, group: string, variables: Record<string, unknown>}} n
	 * @returns {Promise<Delivery>}
	 */
	async deliver(n) {
		const w = n.webhook;
		/** @type {Delivery} */
		const d = {
			seq: ++this.seq,
			deployment: n.deployment,
			alertId: n.alertId,
			state: n.state,
			channel: n.channel,
			webhookId: n.webhookId,
			service: w ? String(w.service) : '',
			url: '',
			group: n.group,
			idempotencyKey: idempotencyKey(n.alertId, n.webhookId, n.group),
			headers: {},
			body: '',
			variables: n.variables,
			outcome: 'pending',
			attempts: [],
		};
		this.list.push(d);
		if (!w) return finish(d, 'notSent', `webhook ${n.webhookId} not found`);
		if (w.service !== 'generic')
			return finish(d, 'notSent', `service ${w.service} is not emulated (generic webhooks only)`);
		let url;
		try {
			url = new URL(String(w.url));
			for (const [key, value] of Object.entries(w.queryParams || {}))
				url.searchParams.append(key, String(value));
		} catch {
			return finish(d, 'failed', `invalid url ${w.url}`);
		}
		d.url = url.toString();
		d.headers = {
			'Content-Type': 'application/json',
			...stringValues(w.headers),
			'Idempotency-Key': d.idempotencyKey,
		};
		d.body = renderTemplate(
			typeof w.body === 'string' && w.body !== '' ? w.body : DEFAULT_BODY,
			n.variables,
		);
		return await this.send(d);
	}

	/** Checks the address, then posts with retries. @param {Delivery} d @returns {Promise<Delivery>} */
	async send(d) {
		const url = new URL(d.url);
		if (url.protocol !== 'http:')
			return finish(d, 'notSent', `the emulator posts over http only (${url.protocol})`);
		const kind = hostKind(url.hostname);
		const onList = allowed(this.options.allowList, url.hostname);
		if (kind !== 'public' && !onList)
			return finish(d, 'refused', `${url.hostname} is a ${kind} address and not on the allow list`);
		if (kind !== 'loopback')
			return finish(
				d,
				'notSent',
				`the emulator posts to loopback addresses only (${url.hostname})`,
			);
		const attempts = 1 + Math.max(0, this.options.retries);
		for (let i = 0; i < attempts; i++) {
			if (i > 0) await this.host.sleep(this.options.retryDelayMs);
			if (this.host.closed()) return finish(d, 'failed', 'the emulator closed');
			const attempt = await post(url, d.headers, d.body, this.options.timeoutMs);
			d.attempts.push(attempt);
			if (attempt.status !== null && attempt.status >= 200 && attempt.status < 300)
				return finish(d, 'delivered');
		}
		const last = d.attempts[d.attempts.length - 1];
		const why =
			last.status === null
				? last.error
				: last.status >= 300 && last.status < 400
					? `redirect ${last.status} to ${last.location || '?'} not followed`
					: `status ${last.status}`;
		return finish(d, 'failed', why);
	}
}

/** @param {Delivery} d @param {Delivery['outcome']} outcome @param {string} [reason] */
function finish(d, outcome, reason) {
	d.outcome = outcome;
	if (reason) d.reason = reason;
	return d;
}

/** @param {unknown} headers @returns {Record<string, string>} */
function stringValues(headers) {
	/** @type {Record<string, string>} */
	const out = {};
	if (headers && typeof headers === 'object')
		for (const [k, v] of Object.entries(headers)) out[k] = String(v);
	return out;
}

module.exports = {
	Notifier,
	renderTemplate,
	hostKind,
	idempotencyKey,
	notificationVariables,
	DEFAULT_BODY,
	INTERVAL_MS,
};
