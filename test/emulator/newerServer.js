'use strict';
/**
 * The `newerServer` mode: a server newer than both published documents, whose records carry a
 * field no document lists (`futureField`) and whose pipe settings carry a setting no document
 * lists (`future_setting`). It shows whether a client keeps what it does not know: a full replace
 * (PUT) that leaves the field out drops it, as the real servers drop what a replace does not
 * carry; a client that sends the record back with the field keeps it.
 *
 * The contract check accepts these two names only through its listed widening
 * `newer-server-fields`, and only while the mode is on (`modes().newerServer`).
 */

const FUTURE_FIELD = 'futureField';
const FUTURE_SETTING = 'future_setting';
/** What the seeded records carry while the mode is on (an object, so a client must keep it whole). */
const FUTURE_VALUE = Object.freeze({ wave: 3, labels: Object.freeze(['beta']) });
const FUTURE_SETTING_VALUE = 7;

/** @param {import('./store').Store} store @returns {any[]} every record that carries the field in this mode */
function recordsOf(store) {
	/** @type {any[]} */
	const out = store.keys.all().map((k) => k.pub);
	out.push(...store.services.all().map((s) => s.pub), ...store.activities.all());
	for (const d of store.serviceData.values())
		out.push(
			...d.dashboards.all(),
			...d.alerts.all(),
			...d.pipes.all(),
			...d.webhooks.all(),
			...d.savedSearches.all(),
		);
	const sh = store.sh;
	out.push(
		...sh.dashboards.all(),
		...sh.alerts.all(),
		...sh.webhooks.all(),
		...sh.savedSearches.all(),
		...sh.connections.all(),
		...sh.sources.all(),
	);
	return out;
}

/** @param {import('./store').Store} store @param {any[]} pipes */
function pipesOf(store, pipes) {
	for (const d of store.serviceData.values()) pipes.push(...d.pipes.all());
	return pipes;
}

/** Give every stored record (and every pipe's settings) the newer field. @param {import('./store').Store} store */
function decorate(store) {
	// Records written later in this mode (activities) carry the field too.
	store.newerServer = true;
	for (const r of recordsOf(store))
		if (r[FUTURE_FIELD] === undefined) r[FUTURE_FIELD] = JSON.parse(JSON.stringify(FUTURE_VALUE));
	for (const p of pipesOf(store, []))
		if (p.settings && p.settings[FUTURE_SETTING] === undefined)
			p.settings[FUTURE_SETTING] = FUTURE_SETTING_VALUE;
}

/** Take the newer field off every record again (the mode is off). @param {import('./store').Store} store */
function undecorate(store) {
	store.newerServer = false;
	for (const r of recordsOf(store)) delete r[FUTURE_FIELD];
	for (const p of pipesOf(store, [])) if (p.settings) delete p.settings[FUTURE_SETTING];
}

/** @param {any} ctx */
const isOn = (ctx) => !!ctx.emu.options.newerServer;

/**
 * Records whose builders keep only the fields they know (webhooks, saved searches): the newer
 * server knows the newer field too, so a body that carries it keeps it.
 * @param {any} ctx @param {Record<string, any>} rec the record built from the body (changed in place)
 */
function keepFutureField(ctx, rec) {
	if (isOn(ctx) && ctx.body && typeof ctx.body === 'object' && ctx.body[FUTURE_FIELD] !== undefined)
		rec[FUTURE_FIELD] = ctx.body[FUTURE_FIELD];
	return rec;
}

/** The setting names a settings map may carry beyond the documented ones. @param {any} ctx */
const extraSettings = (ctx) => (isOn(ctx) ? [FUTURE_SETTING] : []);

module.exports = {
	FUTURE_FIELD,
	FUTURE_SETTING,
	FUTURE_VALUE,
	FUTURE_SETTING_VALUE,
	decorate,
	undecorate,
	keepFutureField,
	extraSettings,
};
