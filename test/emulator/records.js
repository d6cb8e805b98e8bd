'use strict';
/**
 * Record builders and state helpers shared by the route modules and the
 * in-process emulator API: alert records of both deployments, pipe state
 * transitions (computed lazily from timestamps) and pipe secrets.
 */
const { iso } = require('./respond');
const { SOURCE_KINDS } = require('./rules');
const { schemaNamed } = require('./schemas');

const ALERT_INPUT_KEYS = Object.freeze([
	'name',
	'message',
	'threshold',
	'thresholdMax',
	'interval',
	'thresholdType',
	'source',
	'channel',
	'channels',
	'dashboardId',
	'tileId',
	'savedSearchId',
	'groupBy',
	'note',
	'numConsecutiveWindows',
	'scheduleOffsetMinutes',
	'scheduleStartAt',
]);

/**
 * Build an alert record (the current servers' shape, docs/api-notes.md#alert-owners: `teamId`,
 * `dashboardId`, `channel` mirroring `channels[0]`) from accepted fields.
 * @param {Record<string, any>} f accepted fields (validateAlert output)
 * @param {{id: string, state: string, team: string, createdAt: string, updatedAt: string}} m
 */
function buildAlert(f, m) {
	/** @type {Record<string, any>} */
	const r = { id: m.id };
	for (const k of [
		'name',
		'message',
		'threshold',
		'thresholdMax',
		'interval',
		'thresholdType',
		'source',
	])
		if (f[k] !== undefined) r[k] = f[k];
	r.state = m.state;
	const channels =
		Array.isArray(f.channels) && f.channels.length
			? f.channels
			: f.channel !== undefined
				? [f.channel]
				: [];
	if (channels.length) {
		r.channel = channels[0];
		r.channels = channels;
	}
	r.teamId = m.team;
	for (const k of [
		'dashboardId',
		'tileId',
		'savedSearchId',
		'groupBy',
		'note',
		'numConsecutiveWindows',
		'scheduleOffsetMinutes',
		'scheduleStartAt',
	])
		if (f[k] !== undefined) r[k] = f[k];
	r.createdAt = m.createdAt;
	r.updatedAt = m.updatedAt;
	for (const k of Object.keys(f)) if (!ALERT_INPUT_KEYS.includes(k) && !(k in r)) r[k] = f[k];
	return r;
}

/**
 * An alert as an older self-hosted server returns it (before 2026-02: `team` and `dashboard`;
 * before 2026-08: `channel` only). Records are stored in the current shape.
 * @param {Record<string, any>} rec
 */
function olderAlertView(rec) {
	/** @type {Record<string, any>} */
	const out = {};
	for (const [k, v] of Object.entries(rec)) {
		if (k === 'channels') continue;
		if (k === 'teamId') out.team = v;
		else if (k === 'dashboardId') out.dashboard = v;
		else out[k] = v;
	}
	return out;
}

/** Dashboard record with `id` first. @param {string} id @param {Record<string, any>} fields */
function buildDashboard(id, fields) {
	const { name, tiles, tags, filters, ...rest } = fields;
	return { id, name, tiles, tags, filters, ...rest };
}

// ---- pipes ---------------------------------------------------------------------
/**
 * The pipe settings of the cloud document (`PipeSettings`): type and range of each.
 * @type {Readonly<Record<string, {type: 'int'|'bool', min?: number, max?: number}>>}
 */
const PIPE_SETTINGS = Object.freeze(
	Object.fromEntries(
		Object.entries(schemaNamed('cloud', 'PipeSettings').properties).map(([k, v]) => [
			k,
			/** @type {any} */ (v).type.includes('boolean')
				? { type: 'bool' }
				: { type: 'int', min: /** @type {any} */ (v).minimum, max: /** @type {any} */ (v).maximum },
		]),
	),
);

/** @param {readonly string[]} [extra] settings a newer server knows beyond the documented ones @returns {Record<string, null>} every setting at its default (null) */
function defaultSettings(extra) {
	return Object.fromEntries(
		[...Object.keys(PIPE_SETTINGS), ...(extra || [])].map((k) => [k, null]),
	);
}

/** @param {any} pipe @returns {string} */
function pipeKind(pipe) {
	const s = pipe.source || {};
	return SOURCE_KINDS.find((k) => s[k] !== undefined) || 'unknown';
}

/**
 * Apply a due transition (lazy state machine) and return the record.
 * @param {import('./store').Store} store
 * @param {any} pipe
 * @param {number} now
 */
function settlePipe(store, pipe, now) {
	const t = store.pipeTransitions.get(pipe.id);
	if (t && now >= t.at) {
		pipe.state = t.to;
		pipe.updatedAt = iso(t.at);
		store.pipeTransitions.delete(pipe.id);
	}
	return pipe;
}

/**
 * Set an intermediate state now and schedule the settled one.
 * @param {import('./store').Store} store @param {any} pipe @param {string} state @param {string|null} to @param {number} now @param {number} delayMs
 */
function transitionPipe(store, pipe, state, to, now, delayMs) {
	pipe.state = state;
	pipe.updatedAt = iso(now);
	if (to) store.pipeTransitions.set(pipe.id, { to, at: now + Math.max(0, delayMs) });
	else store.pipeTransitions.delete(pipe.id);
}

/**
 * A command's transition (create, start, stop, resync): like transitionPipe, but ends in the
 * outcome a test set for the pipe (setPipeOutcome), once.
 * @param {import('./store').Store} store @param {any} pipe @param {string} state @param {string} to @param {number} now @param {number} delayMs
 */
function commandTransition(store, pipe, state, to, now, delayMs) {
	const outcome = store.pipeOutcomes.get(pipe.id);
	store.pipeOutcomes.delete(pipe.id);
	transitionPipe(store, pipe, state, outcome || to, now, delayMs);
}

const SECRET_KEYS = Object.freeze(['credentials', 'accessKey', 'serviceAccountKey']);

/**
 * Remove secrets from a (copied) pipe body part, returning them as path/value pairs.
 * `credentials`, `accessKey` and `serviceAccountKey` anywhere under `source`; `roles` of `destination`.
 * @param {Record<string, any>} body mutated (source / destination)
 * @returns {Array<{path: string[], value: any}>}
 */
function extractSecrets(body) {
	/** @type {Array<{path: string[], value: any}>} */
	const out = [];
	/** @param {any} obj @param {string[]} path */
	const walk = (obj, path) => {
		if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return;
		for (const k of Object.keys(obj)) {
			if (SECRET_KEYS.includes(k)) {
				out.push({ path: [...path, k], value: obj[k] });
				delete obj[k];
			} else walk(obj[k], [...path, k]);
		}
	};
	if (body.source) walk(body.source, ['source']);
	if (body.destination && typeof body.destination === 'object' && 'roles' in body.destination) {
		out.push({ path: ['destination', 'roles'], value: body.destination.roles });
		delete body.destination.roles;
	}
	return out;
}

/** @param {Array<{path: string[], value: any}>} old @param {Array<{path: string[], value: any}>} add */
function mergeSecrets(old, add) {
	const key = (/** @type {{path: string[]}} */ s) => s.path.join('.');
	const m = new Map(old.map((s) => [key(s), s]));
	for (const s of add) m.set(key(s), s);
	return Array.from(m.values());
}

/**
 * A dashboard as the real self-hosted server answers it (its external formatter, checked by
 * `npm run test:real`): `savedQuery`, `savedQueryLanguage` null and `savedFilterValues` [] when
 * unset; each select item with `valueExpression` '', `where` '' and `whereLanguage` 'lucene'
 * unless given; line, stacked bar and table tiles with `asRatio`, line and stacked bar with
 * `fillNulls`. @param {any} rec
 */
function selfHostedDashboardView(rec) {
	/** @param {any} config */
	const config = (config) => {
		if (!config || typeof config !== 'object' || config.configType === 'sql') return config;
		const out = { ...config };
		if (Array.isArray(out.select))
			out.select = out.select.map((/** @type {any} */ item) =>
				item && typeof item === 'object'
					? { valueExpression: '', where: '', whereLanguage: 'lucene', ...item }
					: item,
			);
		const ratio = ['line', 'stacked_bar', 'table'].includes(out.displayType);
		if (ratio && out.asRatio === undefined) out.asRatio = false;
		if (['line', 'stacked_bar'].includes(out.displayType)) out.fillNulls = out.fillNulls !== false;
		return out;
	};
	return {
		...rec,
		tiles: Array.isArray(rec.tiles)
			? rec.tiles.map((/** @type {any} */ tile) =>
					tile && tile.config ? { ...tile, config: config(tile.config) } : tile,
				)
			: rec.tiles,
		savedQuery: rec.savedQuery ?? null,
		savedQueryLanguage: rec.savedQueryLanguage ?? null,
		savedFilterValues: rec.savedFilterValues ?? [],
	};
}
module.exports = {
	PIPE_SETTINGS,
	defaultSettings,
	selfHostedDashboardView,
	buildAlert,
	olderAlertView,
	buildDashboard,
	pipeKind,
	settlePipe,
	transitionPipe,
	commandTransition,
	extractSecrets,
	mergeSecrets,
	ALERT_INPUT_KEYS,
};
